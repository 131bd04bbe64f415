/**
 * The venue of an activity (SQL only). A gift in the activity is a PAID order (a fully refunded one
 * is REFUNDED, so it drops out) to one of the activity's cases, paid inside the activity's dates.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ActivityRow } from './activity';
import { MATCHING_KINDS } from '../../../src/contract/activity';

type Q = Kysely<Database> | Transaction<Database>;
export type VenueActivityRow = ActivityRow & { sponsor_name: string };

const withSponsor = (q: Q) =>
  q.selectFrom('activities as a').innerJoin('activity_sponsors as s', 's.sponsor_id', 'a.sponsor_id').selectAll('a').select('s.name as sponsor_name');

/**
 * The activity asked for, or without an id the live one: the newest running matching activity, else
 * the newest matching activity of any status.
 */
export async function findActivity(q: Q, activityId: string | undefined, now: number): Promise<VenueActivityRow | undefined> {
  if (activityId) return withSponsor(q).where('a.activity_id', '=', activityId).executeTakeFirst();
  const live = await withSponsor(q).where('a.kind', 'in', [...MATCHING_KINDS]).where('a.status', '=', 'APPROVE')
    .where('a.starts_at', '<=', now).where('a.ends_at', '>', now).orderBy('a.created_at', 'desc').limit(1).executeTakeFirst();
  return live ?? withSponsor(q).where('a.kind', 'in', [...MATCHING_KINDS]).orderBy('a.created_at', 'desc').limit(1).executeTakeFirst();
}

export interface ActWindow { activity_id: string; starts_at: number; ends_at: number }

/** The activity's gifts (orders o, with the activity's case row ac). */
export const giftsOf = (q: Q, a: ActWindow) =>
  q.selectFrom('orders as o').innerJoin('activity_cases as ac', (j) => j.onRef('ac.info_uuid', '=', 'o.info_uuid').on('ac.activity_id', '=', a.activity_id))
    .where('o.status', '=', 'PAID').where('o.paid_at', '>=', Number(a.starts_at)).where('o.paid_at', '<', Number(a.ends_at));

export async function giftTotals(q: Q, a: ActWindow): Promise<{ donorCount: number; giftCount: number; giftAmount: number }> {
  const r = await giftsOf(q, a).select((eb) => [
    eb.fn.count<number>('o.user_id').distinct().as('donors'), eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('o.amount').as('s'),
  ]).executeTakeFirst();
  return { donorCount: Number(r?.donors ?? 0), giftCount: Number(r?.n ?? 0), giftAmount: Number(r?.s ?? 0) };
}

/** The newest gifts with the donor's nickname (the caller masks it), the case title and the gift's match. */
export const lastGifts = (q: Q, a: ActWindow, size: number) =>
  giftsOf(q, a).innerJoin('cases as c', 'c.info_uuid', 'o.info_uuid').leftJoin('users as u', 'u.user_id', 'o.user_id')
    .leftJoin('activity_matches as m', (j) => j.onRef('m.order_id', '=', 'o.order_id').on('m.status', '=', 'MATCHED'))
    .select(['o.order_id', 'o.amount', 'o.anonymous', 'o.paid_at', 'o.info_uuid', 'c.title', 'u.nickname', 'm.amount as matched'])
    .orderBy('o.paid_at', 'desc').orderBy('o.order_id', 'desc').limit(size).execute();

/** Donors by what they gave in the activity (ties: who reached it first). */
export const topDonors = (q: Q, a: ActWindow, size: number) =>
  giftsOf(q, a).leftJoin('users as u', 'u.user_id', 'o.user_id')
    .select((eb) => ['o.user_id', eb.fn.max('u.nickname').as('nickname'), eb.fn.sum<number>('o.amount').as('s'), eb.fn.countAll<number>().as('n'), eb.fn.max('o.paid_at').as('last')])
    .groupBy('o.user_id').orderBy('s', 'desc').orderBy('last').orderBy('o.user_id').limit(size).execute();

/** The user's total in the activity and their rank (1 + donors who gave more; null when they gave nothing). */
export async function donorStanding(q: Q, a: ActWindow, userId: string): Promise<{ amount: number; count: number; rank: number | null }> {
  const mine = await giftsOf(q, a).where('o.user_id', '=', userId)
    .select((eb) => [eb.fn.sum<number>('o.amount').as('s'), eb.fn.countAll<number>().as('n')]).executeTakeFirst();
  const amount = Number(mine?.s ?? 0);
  if (!amount) return { amount: 0, count: 0, rank: null };
  const per = giftsOf(q, a).select((eb) => ['o.user_id', eb.fn.sum<number>('o.amount').as('s')]).groupBy('o.user_id');
  const above = await q.selectFrom(per.as('t')).select((eb) => eb.fn.countAll<number>().as('n')).where('t.s', '>', amount).executeTakeFirst();
  return { amount, count: Number(mine?.n ?? 0), rank: Number(above?.n ?? 0) + 1 };
}

/** The user's gifts in the activity of at least `min` fen (the gifts that earn a pennant). */
export const giftsOfUser = (q: Q, a: ActWindow, userId: string, min: number) =>
  giftsOf(q, a).where('o.user_id', '=', userId).where('o.amount', '>=', Math.max(1, min)).select(['o.order_id', 'o.info_uuid', 'o.amount']).orderBy('o.paid_at').limit(500).execute();

export async function matchedForUser(q: Q, activityId: string, userId: string): Promise<number> {
  const r = await q.selectFrom('activity_matches').select((eb) => eb.fn.sum<number>(sql`amount - returned`).as('s'))
    .where('activity_id', '=', activityId).where('user_id', '=', userId).where('status', '=', 'MATCHED').where('donation', '>', 0).executeTakeFirst();
  return Number(r?.s ?? 0);
}

export const countOf = async (q: Q, table: 'venue_uv' | 'venue_shares' | 'venue_new_users' | 'venue_sub_venues', activityId: string): Promise<number> =>
  Number((await q.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('activity_id', '=', activityId).executeTakeFirst())?.n ?? 0);

export async function pennantCountOf(q: Q, activityId: string, userId?: string): Promise<number> {
  let query = q.selectFrom('pennants').select((eb) => eb.fn.countAll<number>().as('n')).where('activity_id', '=', activityId);
  if (userId) query = query.where('user_id', '=', userId);
  return Number((await query.executeTakeFirst())?.n ?? 0);
}

/** One visit per visitor per activity per day; returns whether this one was new. */
export async function addUv(q: Q, row: Database['venue_uv']): Promise<boolean> {
  const r = await q.insertInto('venue_uv').values(row).onConflict((oc) => oc.columns(['activity_id', 'visitor', 'day']).doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const sourcesOf = (q: Q, activityId: string) =>
  q.selectFrom('venue_page_sources').select((eb) => ['source', eb.fn.countAll<number>().as('n')]).where('activity_id', '=', activityId)
    .groupBy('source').orderBy('n', 'desc').limit(20).execute();

export const rulesOf = (q: Q, activityId: string) => q.selectFrom('activity_rules').selectAll().where('activity_id', '=', activityId).executeTakeFirst();

/** An open fraud flag on the user, or a held/rejected match of theirs in the activity. */
export async function isFlagged(q: Q, activityId: string, userId: string): Promise<boolean> {
  const flag = await q.selectFrom('fraud_flags').select('id').where('subject', '=', `user:${userId}`).where('status', '=', 'open').limit(1).executeTakeFirst();
  if (flag) return true;
  const held = await q.selectFrom('activity_matches').select('order_id').where('activity_id', '=', activityId).where('user_id', '=', userId)
    .where('status', 'in', ['HELD', 'REJECTED']).limit(1).executeTakeFirst();
  return !!held;
}

export const insertPageSource = (q: Q, row: Database['venue_page_sources']) => q.insertInto('venue_page_sources').values(row).execute();
export const insertShare = (q: Q, row: Database['venue_shares']) => q.insertInto('venue_shares').values(row).execute();

/** The newest activities' ids (50), for the staff console's venue section. */
export const recentActivityIds = (q: Q) => q.selectFrom('activities').select('activity_id').orderBy('created_at', 'desc').limit(50).execute();

/** Sets the activity's rules text. */
export const upsertRules = (q: Q, r: { activityId: string; rules: string; by: string; now: number }) =>
  q.insertInto('activity_rules').values({ activity_id: r.activityId, rules: r.rules, updated_by: r.by, updated_at: r.now })
    .onConflict((oc) => oc.column('activity_id').doUpdateSet({ rules: r.rules, updated_by: r.by, updated_at: r.now })).execute();
