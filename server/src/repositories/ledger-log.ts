/**
 * The public money log (SQL only): money_ledger entries not yet in the log, the leaves in order, the
 * signed tree heads, and the export the offline check (`npm run verify-ledger`) reads.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { LedgerHeadsTable, LedgerLogTable } from '../db/schema-ledger-log';

type Q = Kysely<Database> | Transaction<Database>;

/** The size of the log (the next leaf index). */
export async function logSize(q: Q): Promise<number> {
  const r = await q.selectFrom('ledger_log').select((eb) => eb.fn.max<number>('leaf_index').as('m')).executeTakeFirst();
  return r?.m === null || r?.m === undefined ? 0 : Number(r.m) + 1;
}

/**
 * Ledger entries not in the log yet, in the order they are appended: (created_at, entry_id); only those
 * stamped at or after `since` (ms) when given, read through the money_ledger_time index (036).
 */
export function unsequencedEntries(q: Q, limit: number, since = 0) {
  let s = q.selectFrom('money_ledger as l')
    .select(['l.entry_id', 'l.kind', 'l.info_uuid', 'l.amount', 'l.created_at', 'l.ref_id', 'l.order_id', 'l.user_id'])
    .where((eb) => eb.not(eb.exists(eb.selectFrom('ledger_log as g').select('g.leaf_index').whereRef('g.entry_id', '=', 'l.entry_id'))));
  if (since > 0) s = s.where('l.created_at', '>=', since);
  return s.orderBy('l.created_at').orderBy('l.entry_id').limit(limit).execute();
}

/** The time stamp (created_at) of the last leaf's entry: the sequencer's high-water mark; null for an empty log. */
export async function lastLeafTime(q: Q): Promise<number | null> {
  const r = await q.selectFrom('ledger_log as g').innerJoin('money_ledger as l', 'l.entry_id', 'g.entry_id')
    .select('l.created_at').orderBy('g.leaf_index', 'desc').limit(1).executeTakeFirst();
  return r ? Number(r.created_at) : null;
}

export async function appendLeaves(q: Q, rows: LedgerLogTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await q.insertInto('ledger_log').values(rows.slice(i, i + 500)).execute();
}

/** Leaf hashes from leaf index `from` on, in order. */
export async function leafHashesFrom(q: Q, from: number): Promise<string[]> {
  const rows = await q.selectFrom('ledger_log').select('leaf_hash').where('leaf_index', '>=', from).orderBy('leaf_index').execute();
  return rows.map((r) => r.leaf_hash);
}

/** A leaf with the money_ledger fields it commits to (null fields when the entry row is gone). */
export function leafRows(q: Q, where: { orderId?: string; leafIndex?: number; from?: number }) {
  let s = q.selectFrom('ledger_log as g').leftJoin('money_ledger as l', 'l.entry_id', 'g.entry_id')
    .select(['g.leaf_index', 'g.entry_id', 'g.leaf_hash', 'g.donor', 'g.receipt_code', 'g.order_id', 'l.kind', 'l.info_uuid', 'l.amount', 'l.created_at', 'l.ref_id']);
  if (where.orderId !== undefined) s = s.where('g.order_id', '=', where.orderId);
  if (where.leafIndex !== undefined) s = s.where('g.leaf_index', '=', where.leafIndex);
  if (where.from !== undefined) s = s.where('g.leaf_index', '>=', where.from);
  return s.orderBy('g.leaf_index').execute();
}

/** The first leaf of each order asked for (its donation), for the donor's receipts and 我的捐款: one query for a page. */
export function firstLeavesOfOrders(q: Q, orderIds: string[]) {
  if (!orderIds.length) return Promise.resolve([]);
  return q.selectFrom('ledger_log as g')
    .innerJoin(
      (eb) => eb.selectFrom('ledger_log').select(['order_id', (e) => e.fn.min<number>('leaf_index').as('first')]).where('order_id', 'in', orderIds).groupBy('order_id').as('f'),
      (j) => j.onRef('f.order_id', '=', 'g.order_id').onRef('f.first', '=', 'g.leaf_index'),
    )
    .select(['g.order_id', 'g.leaf_index', 'g.leaf_hash', 'g.receipt_code']).execute();
}

export async function insertHead(q: Q, h: LedgerHeadsTable): Promise<boolean> {
  const r = await q.insertInto('ledger_heads').values(h).onConflict((oc) => oc.column('tree_size').doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function latestHead(q: Q) {
  return q.selectFrom('ledger_heads').selectAll().orderBy('tree_size', 'desc').limit(1).executeTakeFirst();
}

export function allHeads(q: Q) {
  return q.selectFrom('ledger_heads').selectAll().orderBy('tree_size').execute();
}

export function headOfSize(q: Q, size: number) {
  return q.selectFrom('ledger_heads').selectAll().where('tree_size', '=', size).executeTakeFirst();
}

/** Money ledger rows the log has not taken yet (an export names them). */
export async function unsequencedCount(q: Q): Promise<number> {
  const r = await sql<{ n: number }>`select count(*) as n from money_ledger l where not exists (select 1 from ledger_log g where g.entry_id = l.entry_id)`.execute(q);
  return Number(r.rows[0]?.n ?? 0);
}

export async function orderHasEntry(q: Q, orderId: string): Promise<boolean> {
  return !!(await q.selectFrom('money_ledger').select('entry_id').where('order_id', '=', orderId).limit(1).executeTakeFirst());
}

/** Which of the order ids are the user's own. */
export async function ownOrders(q: Q, userId: string, orderIds: string[]): Promise<string[]> {
  if (!orderIds.length) return [];
  return (await q.selectFrom('orders').select('order_id').where('user_id', '=', userId).where('order_id', 'in', orderIds).execute()).map((o) => o.order_id);
}
