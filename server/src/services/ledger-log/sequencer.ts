/**
 * The sequencer: after commit, money_ledger entries not yet in the log are appended in
 * (created_at, entry_id) order with consecutive leaf indexes, one batch per transaction. It runs only
 * under the ledger job's lease (heads.ts), so the donation path itself does nothing for the log; the
 * leaf_index primary key and the entry_id unique key make a second appender fail rather than fork.
 *
 * What a run reads: the entries stamped since the last leaf's time less SETTLE_MS (an entry is stamped
 * in its transaction a moment before its commit, so one committed after the last run can carry an
 * earlier stamp than the last leaf), through the (created_at, entry_id) index: an idle run is one index
 * probe, a busy one reads about what it appends. Entries stamped long before their commit (imported
 * orders booked by bookMissingDonations, a transaction held past SETTLE_MS) are taken by the full sweep
 * each process makes on its first run and every FULL_SWEEP_MS after: late, never lost, never twice.
 */
import type { AppDeps } from '../../deps';
import { appendLeaves, lastLeafTime, leafHashesFrom, logSize, unsequencedEntries } from '../../repositories/ledger-log';
import type { LedgerLogTable } from '../../db/schema-ledger-log';
import { donorHashOf, fromHex, leafHashOf, MerkleTree } from '../../../../src/lib/merkle';
import { ledgerKey, receiptCodeOf } from './keys';

const BATCH = 2000;
export const SETTLE_MS = 10_000;
export const FULL_SWEEP_MS = 10 * 60_000;
/** When this process last compared the whole ledger with the log (per database). */
const lastFullSweep = new WeakMap<object, number>();

/**
 * Appends every entry not in the log yet (`full`: compare the whole ledger, not only the entries after the
 * high-water mark; due on a process's first run and every FULL_SWEEP_MS); returns how many leaves were added.
 */
export async function sequence(deps: AppDeps, opts: { full?: boolean } = {}): Promise<number> {
  const key = ledgerKey(deps.config);
  const started = deps.clock();
  const last = lastFullSweep.get(deps.db);
  const full = opts.full || last === undefined || started - last >= FULL_SWEEP_MS;
  const mark = full ? null : await lastLeafTime(deps.db);
  const since = mark === null ? 0 : Math.max(1, mark - SETTLE_MS);
  let added = 0;
  for (;;) {
    const n = await deps.db.transaction().execute(async (trx) => {
      const size = await logSize(trx);
      const rows = await unsequencedEntries(trx, BATCH, since);
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
    if (n < BATCH) break;
  }
  if (full) lastFullSweep.set(deps.db, started);
  return added;
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
