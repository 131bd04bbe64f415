/** Paid-order counts (SQL only): a case's gifts and donors, a donor's gifts and cases. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { prepared } from '../db/prepared';

type Q = Kysely<Database>;

/** A case's paid orders: how many, from how many donors, how much. */
export const caseOrderCounts = (db: Q, infoUuid: string) =>
  db.selectFrom('orders')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.count<number>('user_id').distinct().as('donors'), eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('s')])
    .where('info_uuid', '=', infoUuid).where('status', '=', 'PAID').executeTakeFirstOrThrow();

/** A donor's paid orders (to one case when given): how many, to how many cases, how much. */
export function userOrderCounts(db: Q, userId: string, infoUuid?: string) {
  let q = db.selectFrom('orders')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.count<number>('info_uuid').distinct().as('cases'), eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('s')])
    .where('user_id', '=', userId).where('status', '=', 'PAID');
  if (infoUuid) q = q.where('info_uuid', '=', infoUuid);
  return q.executeTakeFirstOrThrow();
}

/**
 * A case's gifts paid in [lo, hi) on one side of the big-gift threshold (amount in [minAmount, maxAmount)):
 * how many, how much, the last paid_at (the owner's coalesced donation message; orders_case_status index).
 */
export const sumDonationWindow = prepared((db: Q, p: { infoUuid: string; lo: number; hi: number; minAmount: number; maxAmount: number }) => db.selectFrom('orders')
  .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(amount), 0)`.as('total'), sql<number>`max(paid_at)`.as('last')])
  .where('info_uuid', '=', p.infoUuid).where('status', 'in', ['PAID', 'REFUNDED'])
  .where('paid_at', '>=', p.lo).where('paid_at', '<', p.hi).where('amount', '>=', p.minAmount).where('amount', '<', p.maxAmount));

/** The donors (once each) who paid the case since `since`, but its owner. */
export const donorsPaidSince = (db: Q, infoUuid: string, since: number, ownerId: string) =>
  db.selectFrom('orders').select('user_id').distinct().where('info_uuid', '=', infoUuid).where('status', '=', 'PAID')
    .where('paid_at', '>=', since).where('user_id', '!=', ownerId).execute();
