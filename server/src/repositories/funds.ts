/** Withdrawals, refunds and the case-row lock that serialises every money movement of a case (SQL only). */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Dialect } from '../db';
import type { Database, RefundsTable, WithdrawalsTable } from '../db/schema';
import { bookMissingDonations, caseBalance } from './ledger';
import { CASE_MACHINE, type CaseStatus } from '../domain/machines/case';
import { REFUND, RESERVING_WITHDRAWAL, WITHDRAWAL, type RefundStatus, type WithdrawalStatus } from '../domain/machines/money';
import { transition, tryTransition, type Patch } from '../domain/machines/transition';
import { ORDER } from '../domain/machines/order';

type Q = Kysely<Database> | Transaction<Database>;
type Anchor = { t: number; id: string } | null;

/** Withdrawals whose amount is held back but not yet booked in the ledger (domain/machines/money.ts). */
export { RESERVING_WITHDRAWAL };
/** Withdrawals still going on (the case stays at status 101 while one exists). */
export const LIVE_WITHDRAWAL: WithdrawalStatus[] = ['PENDING', 'FIRST_APPROVED', 'APPROVED'];
/** Refunds that hold (PENDING) or have moved (SUCCESS) money. */
export const LIVE_REFUND: RefundStatus[] = ['PENDING', 'SUCCESS'];

/**
 * Locks the case row until the transaction ends, and returns it (undefined when absent).
 * PostgreSQL: SELECT ... FOR UPDATE. SQLite: a no-op UPDATE first, so this transaction takes the
 * single write lock before it reads anything (a deferred read-then-write could not upgrade safely).
 * Every money change of a case (withdrawal, approval, payout result, refund) happens under it.
 */
export async function lockCase(trx: Transaction<Database>, dialect: Dialect, infoUuid: string) {
  if (dialect === 'pg') {
    return trx.selectFrom('cases').selectAll().where('info_uuid', '=', infoUuid).forUpdate().executeTakeFirst();
  }
  await trx.updateTable('cases').set({ status: sql`status` }).where('info_uuid', '=', infoUuid).execute();
  return trx.selectFrom('cases').selectAll().where('info_uuid', '=', infoUuid).executeTakeFirst();
}

const sumOf = async (q: Q, table: 'withdrawals' | 'refunds', col: 'info_uuid' | 'order_id', id: string, statuses: (WithdrawalStatus | RefundStatus)[]) =>
  Number(
    (await q.selectFrom(table).select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('s'))
      .where(col, '=', id).where('status', 'in', statuses).executeTakeFirstOrThrow()).s,
  );

export interface CaseMoney {
  /** Donations booked in the ledger. */
  paid: number;
  refunded: number;
  withdrawn: number;
  fees: number;
  /** Withdrawals applied for but not booked yet, and later payout batches not yet authorised (with their fees). */
  pendingWithdrawals: number;
  pendingRefunds: number;
  /** The ledger balance less what is held back: what a new withdrawal or refund may take. */
  available: number;
}

/** The money of a case: booked amounts from the ledger, held-back amounts from the open requests. */
export async function caseMoney(q: Q, infoUuid: string): Promise<CaseMoney> {
  const b = await caseBalance(q, infoUuid);
  const heldBatches = Number((await q.selectFrom('payouts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>(sql`amount + fee`), sql<number>`0`).as('s'))
    .where('info_uuid', '=', infoUuid).where('status', '=', 'PENDING').executeTakeFirstOrThrow()).s);
  const pendingWithdrawals = (await sumOf(q, 'withdrawals', 'info_uuid', infoUuid, RESERVING_WITHDRAWAL)) + heldBatches;
  const pendingRefunds = await sumOf(q, 'refunds', 'info_uuid', infoUuid, ['PENDING']);
  return { paid: b.paid, refunded: b.refunded, withdrawn: b.withdrawn, fees: b.fees, pendingWithdrawals, pendingRefunds, available: b.balance - pendingWithdrawals - pendingRefunds };
}

/** caseMoney inside a locked transaction, after booking any PAID order the ledger lacks. */
export async function lockedCaseMoney(trx: Transaction<Database>, infoUuid: string): Promise<CaseMoney> {
  await bookMissingDonations(trx, infoUuid);
  return caseMoney(trx, infoUuid);
}

/** Refunded or being refunded on the order. */
export const orderRefunded = (q: Q, orderId: string) => sumOf(q, 'refunds', 'order_id', orderId, LIVE_REFUND);
export const orderRefundCount = async (q: Q, orderId: string) =>
  Number((await q.selectFrom('refunds').select((eb) => eb.fn.countAll<number>().as('n')).where('order_id', '=', orderId).where('status', 'in', LIVE_REFUND).executeTakeFirstOrThrow()).n);
export const lastRefundAt = async (q: Q, orderId: string) =>
  Number((await q.selectFrom('refunds').select((eb) => eb.fn.max<number>('created_at').as('t')).where('order_id', '=', orderId).executeTakeFirstOrThrow()).t ?? 0);

export const withdrawalByKey = (q: Q, key: string) => q.selectFrom('withdrawals').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
export const withdrawalById = (q: Q, id: string) => q.selectFrom('withdrawals').selectAll().where('withdrawal_id', '=', id).executeTakeFirst();
export async function insertWithdrawal(q: Q, row: WithdrawalsTable): Promise<void> {
  await q.insertInto('withdrawals').values(row).execute();
}
/** Moves a withdrawal from one of `from` to `to` (the withdrawal machine); false when it was in none (someone else moved it). */
export async function moveWithdrawal(q: Q, id: string, from: readonly WithdrawalStatus[], to: WithdrawalStatus, set: Patch<'withdrawals'> = {}): Promise<boolean> {
  return (await tryTransition(q, WITHDRAWAL, { withdrawal_id: id }, from, to, set)) === 1;
}
/** Changes a withdrawal's other columns while it is still `status`; false when it moved meanwhile. */
export async function updateWithdrawalIf(q: Q, id: string, status: WithdrawalStatus, set: Patch<'withdrawals'>): Promise<boolean> {
  const r = await q.updateTable('withdrawals').set(set).where('withdrawal_id', '=', id).where('status', '=', status).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
export const liveWithdrawals = (q: Q, infoUuid: string) =>
  q.selectFrom('withdrawals').selectAll().where('info_uuid', '=', infoUuid).where('status', 'in', LIVE_WITHDRAWAL).execute();
export const caseWithdrawals = (q: Q, infoUuid: string) =>
  q.selectFrom('withdrawals').selectAll().where('info_uuid', '=', infoUuid).orderBy('created_at', 'desc').execute();
export function withdrawalQueue(q: Q, statuses: WithdrawalStatus[], limit: number) {
  return q.selectFrom('withdrawals').innerJoin('cases', 'cases.info_uuid', 'withdrawals.info_uuid').selectAll('withdrawals')
    .select(['cases.title', 'cases.status as case_status']).where('withdrawals.status', 'in', statuses)
    .orderBy('withdrawals.created_at').limit(limit).execute();
}

/** Moves a case from `from` (its status as read under the case lock) to `to` through the case machine; 409 when not allowed. */
export async function moveCase(q: Q, infoUuid: string, from: CaseStatus, to: CaseStatus): Promise<void> {
  await transition(q, CASE_MACHINE, { info_uuid: infoUuid }, from, to);
}

export const refundByKey = (q: Q, key: string) => q.selectFrom('refunds').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
export const refundById = (q: Q, id: string) => q.selectFrom('refunds').selectAll().where('refund_id', '=', id).executeTakeFirst();
export async function insertRefund(q: Q, row: RefundsTable): Promise<void> {
  await q.insertInto('refunds').values(row).execute();
}
/** PENDING -> SUCCESS | FAILED, once (the refund machine); false when it was finished already. */
export async function finishRefundRow(q: Q, refundId: string, status: 'SUCCESS' | 'FAILED', now: number, extra: Patch<'refunds'> = {}): Promise<boolean> {
  return (await tryTransition(q, REFUND, { refund_id: refundId }, 'PENDING', status, { completed_at: now, ...extra })) === 1;
}
export async function markRefundSent(q: Q, refundId: string, now: number, providerRefundId: string | null): Promise<void> {
  await q.updateTable('refunds').set({ sent_at: now, ...(providerRefundId ? { provider_refund_id: providerRefundId } : {}) }).where('refund_id', '=', refundId).execute();
}
export const pendingRefunds = (q: Q, sentBefore: number, limit: number) =>
  q.selectFrom('refunds').selectAll().where('status', '=', 'PENDING')
    .where((eb) => eb.or([eb('sent_at', 'is', null), eb('sent_at', '<', sentBefore)])).orderBy('created_at').limit(limit).execute();

/** Moves refunded money out of the case; the WHERE keeps raised_amount from ever going below 0. */
export async function subtractRaised(q: Q, infoUuid: string, amount: number, lastOfOrder: boolean): Promise<boolean> {
  const r = await q.updateTable('cases')
    .set({ raised_amount: sql`raised_amount - ${amount}`, ...(lastOfOrder ? { donation_count: sql`case when donation_count > 0 then donation_count - 1 else 0 end` } : {}) })
    .where('info_uuid', '=', infoUuid).where('raised_amount', '>=', amount).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
export async function setOrderRefunded(q: Q, orderId: string): Promise<void> {
  await tryTransition(q, ORDER, { order_id: orderId }, 'PAID', 'REFUNDED');
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

/**
 * Receipts still to issue, oldest first, leaving out those whose donation was refunded in full (they
 * are never issued, so they would otherwise fill every page of the reconciliation job).
 */
export async function issuableInvoiceIds(q: Q, limit: number): Promise<string[]> {
  const rows = await q.selectFrom('invoices as i').innerJoin('orders as o', 'o.order_id', 'i.order_id').select('i.invoice_id')
    .where('i.status', '=', 'REQUESTED')
    .where(sql<boolean>`o.amount > coalesce((select sum(r.amount) from refunds r where r.order_id = i.order_id and r.status in ('PENDING', 'SUCCESS')), 0)`)
    .orderBy('i.created_at').limit(limit).execute();
  return rows.map((r) => r.invoice_id);
}

/** The case's withdrawals that hold money (not yet paid or ended). */
export const reservingWithdrawals = (q: Q, infoUuid: string) =>
  q.selectFrom('withdrawals').select(['withdrawal_id', 'user_id']).where('info_uuid', '=', infoUuid).where('status', 'in', RESERVING_WITHDRAWAL).execute();
export const reservingWithdrawalAmounts = (q: Q, infoUuid: string) =>
  q.selectFrom('withdrawals').select('amount').where('info_uuid', '=', infoUuid).where('status', 'in', RESERVING_WITHDRAWAL).execute();

/** The case's paid donations (no goods) without a refund of `kind` yet, newest first. */
export const ordersWithoutRefundOf = (q: Q, infoUuid: string, kind: RefundsTable['kind']) =>
  q.selectFrom('orders').selectAll().where('info_uuid', '=', infoUuid).where('status', '=', 'PAID').where('kind', '!=', 'goods')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('refunds').select('refund_id').whereRef('refunds.order_id', '=', 'orders.order_id').where('refunds.kind', '=', kind))))
    .orderBy('paid_at', 'desc').orderBy('order_id', 'desc').execute();
export const hasPendingRefund = async (q: Q, infoUuid: string) =>
  !!(await q.selectFrom('refunds').select('refund_id').where('info_uuid', '=', infoUuid).where('status', '=', 'PENDING').executeTakeFirst());
/** The case's own refunds (not a donor's), oldest first. */
export const caseRefundRows = (q: Q, infoUuid: string) =>
  q.selectFrom('refunds').select(['amount', 'status', 'kind', 'created_at', 'completed_at']).where('info_uuid', '=', infoUuid).where('kind', '!=', 'DONOR').orderBy('created_at').execute();
