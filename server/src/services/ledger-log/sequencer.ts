/**
 * The sequencer: after commit, money_ledger entries not yet in the log are appended in
 * (created_at, entry_id) order with consecutive leaf indexes, one batch per transaction. It runs only
 * under the ledger job's lease (heads.ts), so the donation path itself does nothing for the log; the
 * leaf_index primary key and the entry_id unique key make a second appender fail rather than fork.
 */
import type { AppDeps } from '../../deps';
import { appendLeaves, leafHashesFrom, logSize, unsequencedEntries } from '../../repositories/ledger-log';
import type { LedgerLogTable } from '../../db/schema-ledger-log';
import { donorHashOf, fromHex, leafHashOf, MerkleTree } from '../../../../src/lib/merkle';
import { ledgerKey, receiptCodeOf } from './keys';

const BATCH = 2000;

/** Appends every entry not in the log yet; returns how many leaves were added. */
export async function sequence(deps: AppDeps): Promise<number> {
  const key = ledgerKey(deps.config);
  let added = 0;
  for (;;) {
    const n = await deps.db.transaction().execute(async (trx) => {
      const size = await logSize(trx);
      const rows = await unsequencedEntries(trx, BATCH);
      const now = deps.clock();
      const leaves: LedgerLogTable[] = rows.map((r, i) => {
        const receipt = r.order_id && r.user_id ? receiptCodeOf(key, r.order_id) : '';
        const donor = receipt ? donorHashOf(receipt) : '';
        const leafHash = leafHashOf({
          leafIndex: size + i, entryId: r.entry_id, kind: r.kind, infoUuid: r.info_uuid, amount: Number(r.amount), createdAt: Number(r.created_at), refId: r.ref_id, donor,
        });
        return { leaf_index: size + i, entry_id: r.entry_id, leaf_hash: leafHash, donor, receipt_code: receipt, order_id: r.order_id, sequenced_at: now };
      });
      await appendLeaves(trx, leaves);
      return leaves.length;
    });
    added += n;
    if (n < BATCH) return added;
  }
}

interface Cached { tree: MerkleTree; sync: Promise<void> }
const trees = new WeakMap<object, Cached>();

/**
 * This process's copy of the tree, brought up to the log's size: only leaves after the copy's size are
 * read (one query), so a proof or a root costs O(log^2 n) hashes once the copy is warm. Memory: about
 * 64 bytes a leaf (the leaf hashes and the complete subtrees above them).
 */
export async function syncedTree(deps: AppDeps): Promise<MerkleTree> {
  let c = trees.get(deps.db);
  if (!c) {
    c = { tree: new MerkleTree(), sync: Promise.resolve() };
    trees.set(deps.db, c);
  }
  const cached = c;
  cached.sync = cached.sync.catch(() => {}).then(async () => {
    for (const h of await leafHashesFrom(deps.db, cached.tree.size)) cached.tree.append(fromHex(h));
  });
  await cached.sync;
  return cached.tree;
}

export { logSize };
