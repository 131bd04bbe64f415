/**
 * The donor's reports (SQL only): a user's paid gifts in a time window with what was refunded of them,
 * the cases they went to, the cases' progress, a fundraiser's task counts and the monthly report's
 * thumbs-up (one per giver per report, by the unique key).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newId } from '../lib/util';

type Q = Kysely<Database>;

export interface GiftRow { order_id: string; info_uuid: string; amount: number; anonymous: number; paid_at: number; refunded: number }

/** The user's paid gifts (PAID, or REFUNDED later) paid in [from, to), oldest first, each with its successful refunds' sum. */
export async function giftsBetween(db: Q, userId: string, from: number, to: number): Promise<GiftRow[]> {
  const rows = await db.selectFrom('orders as o')
    .select((eb) => [
      'o.order_id', 'o.info_uuid', 'o.amount', 'o.anonymous', 'o.paid_at',
      eb.selectFrom('refunds as r').select((rb) => rb.fn.coalesce(rb.fn.sum<number>('r.amount'), sql<number>`0`).as('s'))
        .whereRef('r.order_id', '=', 'o.order_id').where('r.status', '=', 'SUCCESS').as('refunded'),
    ])
    .where('o.user_id', '=', userId).where('o.status', 'in', ['PAID', 'REFUNDED'])
    .where('o.paid_at', '>=', from).where('o.paid_at', '<', to)
    .orderBy('o.paid_at').orderBy('o.order_id').execute();
  return rows.map((r) => ({
    order_id: r.order_id, info_uuid: r.info_uuid, amount: Number(r.amount), anonymous: Number(r.anonymous),
    paid_at: Number(r.paid_at), refunded: Number(r.refunded ?? 0),
  }));
}

/** When each of the user's paid gifts was paid (ms): the years they gave in. */
export async function giftTimes(db: Q, userId: string): Promise<number[]> {
  const rows = await db.selectFrom('orders').select('paid_at').where('user_id', '=', userId)
    .where('status', 'in', ['PAID', 'REFUNDED']).where('paid_at', 'is not', null).execute();
  return rows.map((r) => Number(r.paid_at));
}

export const casesByIds = (db: Q, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('cases')
    .select(['info_uuid', 'title', 'cover_url', 'raised_amount', 'target_amount', 'donation_count', 'status', 'owner_user_id', 'created_at'])
    .where('info_uuid', 'in', ids).execute();

/** The cases' patient sections (their data holds the ID number the pronoun is read from). */
export const patientSections = (db: Q, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('case_sections').select(['info_uuid', 'data_json'])
    .where('info_uuid', 'in', ids).where('section', '=', 'patient').execute();

/** Published (approved) progress posts of the cases: count and newest per case. */
export async function progressOf(db: Q, ids: string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('progress').select(['info_uuid', 'content', 'created_at', 'user_id'])
    .where('info_uuid', 'in', ids).where('status', '=', 'approved').orderBy('created_at', 'desc').execute();
}

/** The user's newest published case that is still raising (status 0), if any. */
export const liveRaisingCase = (db: Q, userId: string) =>
  db.selectFrom('cases').select(['info_uuid', 'title', 'donation_count', 'created_at']).where('owner_user_id', '=', userId)
    .where('status', '=', 0).where('published', '=', 1).orderBy('created_at', 'desc').limit(1).executeTakeFirst();

const countWhere = async (q: Promise<{ n: number | string | bigint } | undefined>) => Number((await q)?.n ?? 0);

/** Counts a fundraiser's task reads: the case's verifications, the owner's shares of it and progress posts since `since`. */
export async function taskCounts(db: Q, infoUuid: string, ownerId: string, since: number) {
  const [verifications, shares, sharesSince, progressSince] = await Promise.all([
    countWhere(db.selectFrom('verifications').select((eb) => eb.fn.countAll<number>().as('n')).where('info_uuid', '=', infoUuid).executeTakeFirst()),
    countWhere(db.selectFrom('shares').select((eb) => eb.fn.countAll<number>().as('n')).where('info_uuid', '=', infoUuid).where('user_id', '=', ownerId).executeTakeFirst()),
    countWhere(db.selectFrom('shares').select((eb) => eb.fn.countAll<number>().as('n')).where('info_uuid', '=', infoUuid).where('user_id', '=', ownerId)
      .where('created_at', '>=', since).executeTakeFirst()),
    countWhere(db.selectFrom('progress').select((eb) => eb.fn.countAll<number>().as('n')).where('info_uuid', '=', infoUuid).where('user_id', '=', ownerId)
      .where('created_at', '>=', since).executeTakeFirst()),
  ]);
  return { verifications, shares, sharesSince, progressSince };
}

/** Adds the giver's thumbs-up to the report; false when they had already given one (nothing written). */
export async function addBlessing(db: Q, ownerId: string, period: string, giverId: string, now: number): Promise<boolean> {
  const r = await db.insertInto('report_blessings')
    .values({ id: newId('rb'), owner_user_id: ownerId, period, giver_user_id: giverId, created_at: now })
    .onConflict((oc) => oc.columns(['owner_user_id', 'period', 'giver_user_id']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The report's thumbs-up count and whether `giverId` gave one. */
export async function blessingsOf(db: Q, ownerId: string, period: string, giverId: string | null) {
  const [count, mine] = await Promise.all([
    countWhere(db.selectFrom('report_blessings').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_user_id', '=', ownerId).where('period', '=', period).executeTakeFirst()),
    giverId
      ? db.selectFrom('report_blessings').select('id').where('owner_user_id', '=', ownerId).where('period', '=', period)
        .where('giver_user_id', '=', giverId).executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  return { blessingCount: count, isBlessing: !!mine };
}
