/** What a withdrawal's service-charge options depend on (SQL only): the subsidy a case was granted, its staff waiver. */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Q = Kysely<Database> | Transaction<Database>;

/** Subsidy granted to the case's withdrawals still alive or paid, but one (`exceptWithdrawalId`). */
export const subsidyGranted = (q: Q, infoUuid: string, exceptWithdrawalId: string) =>
  q.selectFrom('withdrawals').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('subsidy'), sql<number>`0`).as('s'))
    .where('info_uuid', '=', infoUuid).where('status', 'in', ['PENDING', 'FIRST_APPROVED', 'APPROVED', 'PAID']).where('withdrawal_id', '!=', exceptWithdrawalId)
    .executeTakeFirstOrThrow();

/** Subsidy booked for the transferred batches of the case's FAILED withdrawals. */
export const failedWithdrawalsSubsidyPaid = (q: Q, infoUuid: string) =>
  q.selectFrom('money_ledger as l').innerJoin('payouts as p', 'p.payout_id', 'l.ref_id').innerJoin('withdrawals as w', 'w.withdrawal_id', 'p.withdrawal_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('l.amount'), sql<number>`0`).as('s'))
    .where('l.info_uuid', '=', infoUuid).where('l.kind', '=', 'subsidy').where('w.status', '=', 'FAILED').executeTakeFirstOrThrow();

export const hasFeeWaiver = async (q: Q, infoUuid: string) =>
  !!(await q.selectFrom('fee_waivers').select('info_uuid').where('info_uuid', '=', infoUuid).executeTakeFirst());

export const feeWaiverOf = (q: Q, infoUuid: string) => q.selectFrom('fee_waivers').selectAll().where('info_uuid', '=', infoUuid).executeTakeFirst();

export async function updateFeeWaiver(q: Q, infoUuid: string, staffUserId: string, reason: string, now: number): Promise<void> {
  await q.updateTable('fee_waivers').set({ staff_user_id: staffUserId, reason, created_at: now }).where('info_uuid', '=', infoUuid).execute();
}
export async function insertFeeWaiver(q: Q, infoUuid: string, staffUserId: string, reason: string, now: number): Promise<void> {
  await q.insertInto('fee_waivers').values({ info_uuid: infoUuid, staff_user_id: staffUserId, reason, created_at: now }).execute();
}
export async function deleteFeeWaiver(q: Q, infoUuid: string): Promise<void> {
  await q.deleteFrom('fee_waivers').where('info_uuid', '=', infoUuid).execute();
}
