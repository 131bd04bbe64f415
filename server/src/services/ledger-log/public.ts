/**
 * What anyone may read of the money log (src/contract/ledger-log.ts): the heads, an inclusion proof for
 * a receipt (its order number) or a leaf index, a consistency proof between two published heads; and,
 * for a signed-in donor, the leaves and receipt codes of their own orders. No personal data leaves here.
 */
import type { AppDeps } from '../../deps';
import type { ConsistencyProof, InclusionProof, LatestHead, LedgerLeaf, MyLeaf, ProofReq } from '../../../../src/contract/ledger-log';
import { toHex } from '../../../../src/lib/merkle';
import { badRequest, notFound } from '../../lib/errors';
import { allHeads, firstLeavesOfOrders, headOfSize, latestHead, leafRows, orderHasEntry, ownOrders } from '../../repositories/ledger-log';
import { ledgerKey } from './keys';
import { headOut, runLedgerJob } from './heads';
import { logSize, syncedTree } from './sequencer';

export async function latest(deps: AppDeps): Promise<LatestHead> {
  const h = await latestHead(deps.db);
  return { head: h ? headOut(h) : null, logSize: await logSize(deps.db), publicKey: ledgerKey(deps.config).publicKeyHex };
}

export async function heads(deps: AppDeps): Promise<{ heads: ReturnType<typeof headOut>[] }> {
  return { heads: (await allHeads(deps.db)).map(headOut) };
}

type LeafRow = Awaited<ReturnType<typeof leafRows>>[number];
const leafOut = (r: LeafRow): LedgerLeaf | null => r.kind === null || r.info_uuid === null || r.amount === null || r.created_at === null || r.ref_id === null ? null : {
  leafIndex: Number(r.leaf_index), entryId: r.entry_id, kind: r.kind, infoUuid: r.info_uuid, amount: Number(r.amount), createdAt: Number(r.created_at), refId: r.ref_id, donor: r.donor, leafHash: r.leaf_hash,
};

const lastDemand = new WeakMap<object, number>();
function demandAllowed(deps: AppDeps, head: { signed_at: number } | undefined): boolean {
  const now = deps.clock();
  const gap = deps.config.settings.LEDGER_HEAD_MIN_SECONDS * 1000;
  if (head && now - Number(head.signed_at) < gap) return false;
  if (now - (lastDemand.get(deps.db) ?? -Infinity) < gap) return false;
  lastDemand.set(deps.db, now);
  return true;
}

async function findLeaf(deps: AppDeps, req: ProofReq): Promise<LeafRow | undefined> {
  if (req.receipt) return (await leafRows(deps.db, { orderId: req.receipt.trim() }))[0];
  return (await leafRows(deps.db, { leafIndex: req.leafIndex! }))[0];
}

/**
 * The audit path of a receipt's first leaf (its donation) to a head: the given size, else the latest.
 * A receipt the latest head does not cover yet makes the ledger job run now (sequence, then sign), at
 * most every LEDGER_HEAD_MIN_SECONDS, so a gift is verifiable seconds after it was paid.
 */
export async function inclusion(deps: AppDeps, req: ProofReq): Promise<InclusionProof> {
  if (!req.receipt?.trim() && req.leafIndex === undefined) throw badRequest('请输入收据编号');
  let row = await findLeaf(deps, req);
  let head = req.treeSize ? await headOfSize(deps.db, req.treeSize) : await latestHead(deps.db);
  if (req.treeSize && !head) throw notFound('没有这个大小的已签署树头');
  const covered = row && head && Number(row.leaf_index) < Number(head.tree_size);
  // only a receipt that is in the ledger makes the job run, and at most every LEDGER_HEAD_MIN_SECONDS per process
  if (!covered && !req.treeSize && (row || (req.receipt && (await orderHasEntry(deps.db, req.receipt.trim())))) && demandAllowed(deps, head)) {
    await runLedgerJob(deps, 'now');
    row = await findLeaf(deps, req);
    head = await latestHead(deps.db);
  }
  if (!row) return { status: req.receipt && (await orderHasEntry(deps.db, req.receipt.trim())) ? 'pending' : 'unknown', leaf: null, path: [], head: head ? headOut(head) : null };
  const leaf = leafOut(row);
  if (!leaf) return { status: 'unknown', leaf: null, path: [], head: null };
  if (!head || leaf.leafIndex >= Number(head.tree_size)) return { status: 'unsigned', leaf, path: [], head: head ? headOut(head) : null };
  const tree = await syncedTree(deps);
  return { status: 'ok', leaf, path: tree.inclusionProof(leaf.leafIndex, Number(head.tree_size)).map(toHex), head: headOut(head) };
}

/** The proof that the head of `first` leaves is a prefix of the head of `second` (both published). */
export async function consistency(deps: AppDeps, first: number, second: number): Promise<ConsistencyProof> {
  if (first > second) throw badRequest('第一个树头不能大于第二个');
  const [a, b] = [await headOfSize(deps.db, first), await headOfSize(deps.db, second)];
  if (!a || !b) throw notFound('没有这个大小的已签署树头');
  const tree = await syncedTree(deps);
  return { first: headOut(a), second: headOut(b), proof: tree.consistencyProof(first, second).map(toHex) };
}

/** Each order's first leaf (its donation) by order id; an order not in the log yet (待入账本) is absent. */
export async function orderLeaves(db: AppDeps['db'], orderIds: string[]): Promise<Map<string, { leafIndex: number; leafHash: string; receiptCode: string }>> {
  const rows = await firstLeavesOfOrders(db, orderIds);
  return new Map(rows.map((r) => [r.order_id!, { leafIndex: Number(r.leaf_index), leafHash: r.leaf_hash, receiptCode: r.receipt_code }]));
}

/** The caller's own orders among orderIds: each order's first leaf (null: 待入账本) and its receipt code. */
export async function myLeaves(deps: AppDeps, userId: string, orderIds: string[]): Promise<{ list: MyLeaf[] }> {
  const ids = await ownOrders(deps.db, userId, orderIds);
  const leaves = await orderLeaves(deps.db, ids);
  return { list: ids.map((orderId) => {
    const l = leaves.get(orderId);
    return { orderId, leafIndex: l ? l.leafIndex : null, leafHash: l?.leafHash ?? '', receiptCode: l?.receiptCode ?? '' };
  }) };
}
