/** A donor's giving (SQL only): the task of a taskDonation activity and the charity pig's figures. */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Q = Kysely<Database> | Transaction<Database>;

/** The live taskDonation activity asked for (by id, and/or one with this case active in it), the newest. */
export function liveTaskActivity(q: Q, now: number, req: { infoUuid?: string; activityId?: string }) {
  let s = q.selectFrom('activities as a').selectAll('a').where('a.kind', '=', 'taskDonation').where('a.status', '=', 'APPROVE')
    .where('a.starts_at', '<=', now).where('a.ends_at', '>', now);
  if (req.activityId) s = s.where('a.activity_id', '=', req.activityId);
  if (req.infoUuid) {
    const infoUuid = req.infoUuid;
    s = s.where((eb) => eb.exists(eb.selectFrom('activity_cases as ac').select('ac.info_uuid').whereRef('ac.activity_id', '=', 'a.activity_id').where('ac.info_uuid', '=', infoUuid).where('ac.active', '=', 1)));
  }
  return s.orderBy('a.created_at', 'desc').limit(1).executeTakeFirst();
}

/** The activity's cases the user gave a paid donation to within [from, to). */
export const casesGivenInActivity = (q: Q, activityId: string, userId: string, from: number, to: number) =>
  q.selectFrom('orders as o').innerJoin('activity_cases as ac', 'ac.info_uuid', 'o.info_uuid').select('o.info_uuid').distinct()
    .where('ac.activity_id', '=', activityId).where('o.user_id', '=', userId).where('o.status', '=', 'PAID').where('o.kind', '=', 'donation')
    .where('o.paid_at', '>=', from).where('o.paid_at', '<', to).execute();

/** The user's donations paid (refunded later or not): fen, count, cases. */
export const paidGiving = (q: Q, userId: string) =>
  q.selectFrom('orders').select([
    (eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('fen'), (eb) => eb.fn.countAll<number>().as('n'),
    sql<number>`count(distinct info_uuid)`.as('cases'),
  ]).where('user_id', '=', userId).where('kind', '=', 'donation').where('status', 'in', ['PAID', 'REFUNDED']).executeTakeFirst();

/** The fen refunded to the user (successful refunds). */
export const refundedGiving = (q: Q, userId: string) =>
  q.selectFrom('refunds').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('fen'))
    .where('donor_user_id', '=', userId).where('status', '=', 'SUCCESS').executeTakeFirst();

export const caseStatusAndExpiry = (q: Q, infoUuid: string) => q.selectFrom('cases').select(['status', 'expire_at']).where('info_uuid', '=', infoUuid).executeTakeFirst();

/** The fen of the user's paid donations to the case. */
export const paidToCase = (q: Q, userId: string, infoUuid: string) =>
  q.selectFrom('orders').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('fen'))
    .where('user_id', '=', userId).where('info_uuid', '=', infoUuid).where('kind', '=', 'donation').where('status', '=', 'PAID').executeTakeFirst();

/** The fen of the user's donations paid since `since` (refunded later or not). */
export const paidSince = (q: Q, userId: string, since: number) =>
  q.selectFrom('orders').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('fen'))
    .where('user_id', '=', userId).where('kind', '=', 'donation').where('status', 'in', ['PAID', 'REFUNDED']).where('paid_at', '>=', since).executeTakeFirst();

/** What the user's gifts were matched (kept after returns): by matching activities, and by red packets. */
export const matchedForDonor = (q: Q, userId: string) =>
  q.selectFrom('activity_matches').select([
    sql<number>`coalesce(sum(case when reason = 'red_packet' then 0 else amount - returned end), 0)`.as('matched'),
    sql<number>`coalesce(sum(case when reason = 'red_packet' then amount - returned else 0 end), 0)`.as('rp'),
  ]).where('user_id', '=', userId).where('status', '=', 'MATCHED').executeTakeFirst();

/** The user's last 10 paid donations with their case's title. */
export const recentDonations = (q: Q, userId: string) =>
  q.selectFrom('orders as o').innerJoin('cases as c', 'c.info_uuid', 'o.info_uuid').select(['o.order_id', 'o.info_uuid', 'c.title', 'o.amount', 'o.paid_at'])
    .where('o.user_id', '=', userId).where('o.kind', '=', 'donation').where('o.status', '=', 'PAID').orderBy('o.paid_at', 'desc').limit(10).execute();
