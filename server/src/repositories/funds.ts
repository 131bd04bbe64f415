/** Withdrawals, refunds and the case-row lock that serialises every money movement of a case (SQL only). */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Dialect } from '../db';
import type { Database, RefundsTable, WithdrawalsTable } from '../db/schema';

type Q = Kysely<Database> | Transaction<Database>;
type Anchor = { t: number; id: string } | null;

/** Withdrawals that still hold money back (applied for or paid out). */
export const LIVE_WITHDRAWAL = ['PENDING', 'PAID'];
/** Refunds that hold (PENDING) or have moved (SUCCESS) money. */
export const LIVE_REFUND = ['PENDING', 'SUCCESS'];

/**
 * Locks the case row until the transaction ends, and returns it (undefined when absent).
 * PostgreSQL: SELECT ... FOR UPDATE. SQLite: a no-op UPDATE first, so this transaction takes the
 * single write lock before it reads anything (a deferred read-then-write could not upgrade safely).
 */
export async function lockCase(trx: Transaction<Database>, dialect: Dialect, infoUuid: string) {
  if (dialect === 'pg') {
    return trx.selectFrom('cases').selectAll().where('info_uuid', '=', infoUuid).forUpdate().executeTakeFirst();
  }
  await trx.updateTable('cases').set({ status: sql`status` }).where('info_uuid', '=', infoUuid).execute();
  return trx.selectFrom('cases').selectAll().where('info_uuid', '=', infoUuid).executeTakeFirst();
}

const sumOf = async (q: Q, table: 'withdrawals' | 'refunds', col: 'info_uuid' | 'order_id', id: string, statuses: string[]) =>
  Number(
    (await q.selectFrom(table).select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('s'))
      .where(col, '=', id).where('status', 'in', statuses).executeTakeFirstOrThrow()).s,
  );

/** The money of a case beyond raised_amount (which already excludes completed refunds). */
export async function caseMoney(q: Q, infoUuid: string) {
  return {
    withdrawn: await sumOf(q, 'withdrawals', 'info_uuid', infoUuid, ['PAID']),
    pendingWithdrawals: await sumOf(q, 'withdrawals', 'info_uuid', infoUuid, ['PENDING']),
    refunded: await sumOf(q, 'refunds', 'info_uuid', infoUuid, ['SUCCESS']),
    pendingRefunds: await sumOf(q, 'refunds', 'info_uuid', infoUuid, ['PENDING']),
  };
}

/** Refunded or being refunded on the order. */
export const orderRefunded = (q: Q, orderId: string) => sumOf(q, 'refunds', 'order_id', orderId, LIVE_REFUND);

export const withdrawalByKey = (q: Q, key: string) => q.selectFrom('withdrawals').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
export async function insertWithdrawal(q: Q, row: WithdrawalsTable): Promise<void> {
  await q.insertInto('withdrawals').values(row).execute();
}
export async function setCaseStatus(q: Q, infoUuid: string, status: number): Promise<void> {
  await q.updateTable('cases').set({ status }).where('info_uuid', '=', infoUuid).execute();
}

export const refundByKey = (q: Q, key: string) => q.selectFrom('refunds').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
export async function insertRefund(q: Q, row: RefundsTable): Promise<void> {
  await q.insertInto('refunds').values(row).execute();
}
export async function completeRefund(q: Q, refundId: string, now: number): Promise<void> {
  await q.updateTable('refunds').set({ status: 'SUCCESS', completed_at: now }).where('refund_id', '=', refundId).where('status', '=', 'PENDING').execute();
}

/** Moves refunded money out of the case; the WHERE keeps raised_amount from ever going below 0. */
export async function subtractRaised(q: Q, infoUuid: string, amount: number, lastOfOrder: boolean): Promise<boolean> {
  const r = await q.updateTable('cases')
    .set({ raised_amount: sql`raised_amount - ${amount}`, ...(lastOfOrder ? { donation_count: sql`case when donation_count > 0 then donation_count - 1 else 0 end` } : {}) })
    .where('info_uuid', '=', infoUuid).where('raised_amount', '>=', amount).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
export async function setOrderRefunded(q: Q, orderId: string): Promise<void> {
  await q.updateTable('orders').set({ status: 'REFUNDED' }).where('order_id', '=', orderId).where('status', '=', 'PAID').execute();
}

/** Refunds the user asked for or received, newest first, optionally of one case. */
export function myRefunds(q: Q, userId: string, infoUuid: string | undefined, anchor: Anchor, size: number) {
  let query = q.selectFrom('refunds').selectAll().where((eb) => eb.or([eb('user_id', '=', userId), eb('donor_user_id', '=', userId)]));
  if (infoUuid) query = query.where('info_uuid', '=', infoUuid);
  if (anchor) {
    query = query.where((eb) => eb.or([eb('created_at', '<', anchor.t), eb.and([eb('created_at', '=', anchor.t), eb('refund_id', '<', anchor.id)])]));
  }
  return query.orderBy('created_at', 'desc').orderBy('refund_id', 'desc').limit(size + 1).execute();
}

/** A unique-constraint violation (a concurrent insert of the same key won). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string } | null;
  return !!e && (e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY');
}
