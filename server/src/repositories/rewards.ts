/** Red packets, luck-draw entitlements and results, certificates (SQL only). */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { RedPacketsTable } from '../db/schema-rewards';
import { DRAW_MIN_GIFT_FEN } from '../../../src/contract/rules/rewards';

type Q = Kysely<Database> | Transaction<Database>;

/** The case's live activity (APPROVE, within its dates; the oldest when several), any kind. */
export const liveActivityOfCase = (q: Q, infoUuid: string, now: number) =>
  q.selectFrom('activity_cases as ac').innerJoin('activities as a', 'a.activity_id', 'ac.activity_id').selectAll('a')
    .where('ac.info_uuid', '=', infoUuid).where('ac.active', '=', 1).where('a.status', '=', 'APPROVE')
    .where('a.starts_at', '<=', now).where('a.ends_at', '>', now).orderBy('a.created_at').limit(1).executeTakeFirst();

/** Whether the user has a paid gift to a case of the activity. */
export async function gaveInActivity(q: Q, activityId: string, userId: string): Promise<boolean> {
  const r = await q.selectFrom('orders as o').innerJoin('activity_cases as ac', 'ac.info_uuid', 'o.info_uuid').select('o.order_id')
    .where('ac.activity_id', '=', activityId).where('o.user_id', '=', userId).where('o.status', '=', 'PAID').where('o.kind', '=', 'donation')
    .limit(1).executeTakeFirst();
  return !!r;
}

/** Whether a gift of the user in the activity was held or rejected by the fraud rules. */
export async function flaggedInActivity(q: Q, activityId: string, userId: string): Promise<boolean> {
  const r = await q.selectFrom('activity_matches').select('order_id').where('activity_id', '=', activityId).where('user_id', '=', userId)
    .where('status', 'in', ['HELD', 'REJECTED']).limit(1).executeTakeFirst();
  return !!r;
}

export const packetOfDay = (q: Q, activityId: string, userId: string, day: number) =>
  q.selectFrom('red_packets').selectAll().where('activity_id', '=', activityId).where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();
export const packetById = (q: Q, id: string) => q.selectFrom('red_packets').selectAll().where('packet_id', '=', id).executeTakeFirst();

/** Inserts the day's packet unless there is one; true when this call inserted it. */
export async function insertPacket(q: Q, row: RedPacketsTable): Promise<boolean> {
  const r = await q.insertInto('red_packets').values(row).onConflict((oc) => oc.columns(['activity_id', 'user_id', 'day']).doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The pool's reservation grows (or shrinks) by `delta`, under the caller's pool lock. */
export async function moveReserved(q: Q, activityId: string, delta: number, now: number): Promise<void> {
  await q.updateTable('activities').set({ reserved: sql`reserved + ${delta}`, updated_at: now }).where('activity_id', '=', activityId).execute();
}

/** Issued packets that are due back: past their expiry, or of an activity that ended. */
export const duePackets = (q: Q, now: number, ended: readonly string[], limit = 500) =>
  q.selectFrom('red_packets as p').innerJoin('activities as a', 'a.activity_id', 'p.activity_id').select(['p.packet_id', 'p.activity_id'])
    .where('p.status', '=', 'ISSUED').where((eb) => eb.or([eb('p.expires_at', '<=', now), eb('a.status', 'in', [...ended] as never[])]))
    .orderBy('p.expires_at').limit(limit).execute();

export const packetsOfUser = (q: Q, userId: string, limit = 50) =>
  q.selectFrom('red_packets as p').innerJoin('activities as a', 'a.activity_id', 'p.activity_id').leftJoin('cases as c', 'c.info_uuid', 'p.info_uuid')
    .selectAll('p').select(['a.title as activity_title', 'c.title as case_title'])
    .where('p.user_id', '=', userId).orderBy('p.issued_at', 'desc').orderBy('p.packet_id', 'desc').limit(limit).execute();

export const activeCasesOf = (q: Q, activityIds: string[]) =>
  activityIds.length
    ? q.selectFrom('activity_cases as ac').innerJoin('cases as c', 'c.info_uuid', 'ac.info_uuid').select(['ac.activity_id', 'ac.info_uuid', 'c.title'])
      .where('ac.activity_id', 'in', activityIds).where('ac.active', '=', 1).orderBy('ac.added_at').execute()
    : Promise.resolve([]);

// ------------------------------------------------------------------ luck draw

/**
 * Adds the missing entitlements of a user: one per paid gift of at least DRAW_MIN_GIFT_FEN to a case of
 * an activity, paid while the activity ran (a gift to a case of two activities counts once, for the
 * older). Idempotent: unique by order.
 */
export async function syncEntitlements(q: Q, userId: string, now: number): Promise<void> {
  const rows = await q.selectFrom('orders as o').innerJoin('activity_cases as ac', 'ac.info_uuid', 'o.info_uuid').innerJoin('activities as a', 'a.activity_id', 'ac.activity_id')
    .select(['o.order_id', 'o.info_uuid', 'o.amount', 'a.activity_id'])
    .where('o.user_id', '=', userId).where('o.status', '=', 'PAID').where('o.kind', '=', 'donation').where('o.amount', '>=', DRAW_MIN_GIFT_FEN)
    .where('a.status', '!=', 'CONTROL_GROUP')
    .whereRef('o.paid_at', '>=', 'a.starts_at').whereRef('o.paid_at', '<', 'a.ends_at')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('draw_entitlements as e').select('e.order_id').whereRef('e.order_id', '=', 'o.order_id'))))
    .orderBy('a.created_at').limit(500).execute();
  const seen = new Set<string>();
  for (const r of rows) {
    if (seen.has(r.order_id)) continue;
    seen.add(r.order_id);
    await q.insertInto('draw_entitlements').values({
      entitlement_id: `de-${r.order_id}`, order_id: r.order_id, user_id: userId, activity_id: r.activity_id, info_uuid: r.info_uuid, amount: Number(r.amount), created_at: now, used_at: null,
    }).onConflict((oc) => oc.column('order_id').doNothing()).execute();
  }
}

export async function entitlementCounts(q: Q, userId: string, activityId?: string): Promise<{ left: number; used: number }> {
  let query = q.selectFrom('draw_entitlements').select([(eb) => eb.fn.countAll<number>().as('n'), sql<number>`sum(case when used_at is null then 1 else 0 end)`.as('left')]).where('user_id', '=', userId);
  if (activityId) query = query.where('activity_id', '=', activityId);
  const r = await query.executeTakeFirst();
  const n = Number(r?.n ?? 0);
  const left = Number(r?.left ?? 0);
  return { left, used: n - left };
}

/** The user's oldest unused entitlements (candidates for a draw). */
export function unusedEntitlements(q: Q, userId: string, activityId: string | undefined, limit: number) {
  let query = q.selectFrom('draw_entitlements').selectAll().where('user_id', '=', userId).where('used_at', 'is', null);
  if (activityId) query = query.where('activity_id', '=', activityId);
  return query.orderBy('created_at').orderBy('entitlement_id').limit(limit).execute();
}

/** Marks an entitlement used; false when another draw used it first. */
export async function useEntitlement(q: Q, entitlementId: string, now: number): Promise<boolean> {
  const r = await q.updateTable('draw_entitlements').set({ used_at: now }).where('entitlement_id', '=', entitlementId).where('used_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export function drawResultsOf(q: Q, userId: string, where: { resultId?: string } = {}, limit = 50) {
  let query = q.selectFrom('draw_results as r').innerJoin('activities as a', 'a.activity_id', 'r.activity_id').innerJoin('draw_entitlements as e', 'e.entitlement_id', 'r.entitlement_id')
    .leftJoin('certificates as c', (j) => j.on('c.kind', '=', 'draw').onRef('c.ref', '=', 'r.result_id'))
    .selectAll('r').select(['a.title as activity_title', 'e.order_id', 'c.certificate_id'])
    .where('r.user_id', '=', userId);
  if (where.resultId) query = query.where('r.result_id', '=', where.resultId);
  return query.orderBy('r.created_at', 'desc').orderBy('r.result_id', 'desc').limit(limit).execute();
}

// ------------------------------------------------------------------ certificates

export function certificatesOf(q: Q, where: { userId?: string; certificateId?: string; kind?: 'gift' | 'draw'; ref?: string }, limit = 50) {
  let query = q.selectFrom('certificates as c').leftJoin('cases as k', 'k.info_uuid', 'c.info_uuid').leftJoin('users as u', 'u.user_id', 'c.user_id')
    .selectAll('c').select(['k.title as case_title', 'u.nickname']);
  if (where.userId) query = query.where('c.user_id', '=', where.userId);
  if (where.certificateId) query = query.where('c.certificate_id', '=', where.certificateId);
  if (where.kind) query = query.where('c.kind', '=', where.kind);
  if (where.ref) query = query.where('c.ref', '=', where.ref);
  return query.orderBy('c.created_at', 'desc').orderBy('c.certificate_id', 'desc').limit(limit).execute();
}

export const setPacketGranted = (q: Q, packetId: string, granted: number) => q.updateTable('red_packets').set({ granted }).where('packet_id', '=', packetId).execute();
export const insertDrawResult = (q: Q, row: Database['draw_results']) => q.insertInto('draw_results').values(row).execute();
export const insertCertificate = (q: Q, row: Database['certificates']) => q.insertInto('certificates').values(row).execute();
/** A certificate unless one of its kind and ref exists (a gift's certificate is made once). */
export const insertCertificateOnce = (q: Q, row: Database['certificates']) =>
  q.insertInto('certificates').values(row).onConflict((oc) => oc.columns(['kind', 'ref']).doNothing()).execute();
/** The order a gift's certificate is asked for: its owner, case, amount, status and kind. */
export const orderForCertificate = (q: Q, orderId: string) =>
  q.selectFrom('orders').select(['order_id', 'user_id', 'info_uuid', 'amount', 'status', 'kind']).where('order_id', '=', orderId).executeTakeFirst();
