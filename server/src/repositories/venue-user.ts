/** The venue for one user (SQL only): visit days, their cases in the activity, pennants with titles, new-user records, sub-venues. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Q = Kysely<Database> | Transaction<Database>;

export const visitDayOf = (q: Q, activityId: string, userId: string, day: string) =>
  q.selectFrom('venue_visit_days').select('day').where('activity_id', '=', activityId).where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();

/** One visit day per user, activity and day (a repeat is ignored). */
export const insertVisitDay = (q: Q, activityId: string, userId: string, day: string, now: number) =>
  q.insertInto('venue_visit_days').values({ activity_id: activityId, user_id: userId, day, created_at: now })
    .onConflict((oc) => oc.columns(['activity_id', 'user_id', 'day']).doNothing()).execute();

/** The user's own active cases in the activity. */
export const ownCasesInActivity = (q: Q, activityId: string, userId: string) =>
  q.selectFrom('activity_cases as ac').innerJoin('cases as c', 'c.info_uuid', 'ac.info_uuid').select('ac.info_uuid')
    .where('ac.activity_id', '=', activityId).where('ac.active', '=', 1).where('c.owner_user_id', '=', userId).execute();

const pennantViews = (q: Q) =>
  q.selectFrom('pennants as p').leftJoin('activities as a', 'a.activity_id', 'p.activity_id').leftJoin('cases as c', 'c.info_uuid', 'p.info_uuid')
    .selectAll('p').select(['a.title as activity_title', 'c.title as case_title']);
/** A pennant with its activity's and case's titles. */
export type PennantView = Awaited<ReturnType<ReturnType<typeof pennantViews>['execute']>>[number];

/** The user's pennants (of one activity when given), newest first, 200. */
export function pennantViewsOf(q: Q, userId: string, activityId: string | null): Promise<PennantView[]> {
  let s = pennantViews(q).where('p.user_id', '=', userId);
  if (activityId) s = s.where('p.activity_id', '=', activityId);
  return s.orderBy('p.created_at', 'desc').orderBy('p.pennant_id', 'desc').limit(200).execute();
}
export const pennantViewOfUser = (q: Q, pennantId: string, userId: string): Promise<PennantView | undefined> =>
  pennantViews(q).where('p.pennant_id', '=', pennantId).where('p.user_id', '=', userId).executeTakeFirst();
export const pennantView = (q: Q, pennantId: string): Promise<PennantView> => pennantViews(q).where('p.pennant_id', '=', pennantId).executeTakeFirstOrThrow();

/** One of the user's paid (or refunded) orders paid before `before`, or undefined. */
export const paidOrderBefore = (q: Q, userId: string, before: number) =>
  q.selectFrom('orders').select('order_id').where('user_id', '=', userId).where('status', 'in', ['PAID', 'REFUNDED']).where('paid_at', '<', before).limit(1).executeTakeFirst();

export const newUserRecordOf = (q: Q, activityId: string, userId: string) =>
  q.selectFrom('venue_new_users').select('user_id').where('activity_id', '=', activityId).where('user_id', '=', userId).executeTakeFirst();
/** Records the user as new to the activity (once). */
export const insertNewUser = (q: Q, activityId: string, userId: string, now: number) =>
  q.insertInto('venue_new_users').values({ activity_id: activityId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['activity_id', 'user_id']).doNothing()).execute();

/** A sub-venue with its owner's nickname. */
export const subVenueById = (q: Q, subVenueId: string) =>
  q.selectFrom('venue_sub_venues as v').leftJoin('users as u', 'u.user_id', 'v.user_id').selectAll('v').select('u.nickname')
    .where('v.sub_venue_id', '=', subVenueId).executeTakeFirst();
export async function subVenueVisitCount(q: Q, subVenueId: string): Promise<number> {
  const r = await q.selectFrom('venue_uv').select((eb) => eb.fn.countAll<number>().as('n')).where('sub_venue_id', '=', subVenueId).executeTakeFirst();
  return Number(r?.n ?? 0);
}
/** A user's sub-venue in the activity (one per user and activity: a repeat is ignored). */
export const insertSubVenue = (q: Q, row: Database['venue_sub_venues']) =>
  q.insertInto('venue_sub_venues').values(row).onConflict((oc) => oc.columns(['activity_id', 'user_id']).doNothing()).execute();
export const subVenueIdOf = (q: Q, activityId: string, userId: string) =>
  q.selectFrom('venue_sub_venues').select('sub_venue_id').where('activity_id', '=', activityId).where('user_id', '=', userId).executeTakeFirstOrThrow();
