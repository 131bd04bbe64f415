/** Monthly gifts and their reminders (SQL only). */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Q = Kysely<Database> | Transaction<Database>;
type Anchor = { t: number; id: string } | null;

export const monthlyGiftsOf = (q: Q, userId: string) =>
  q.selectFrom('monthly_gifts').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
export const monthlyGiftOfCase = (q: Q, userId: string, infoUuid: string) =>
  q.selectFrom('monthly_gifts').selectAll().where('user_id', '=', userId).where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow();
export const monthlyGiftById = (q: Q, id: string, userId: string) =>
  q.selectFrom('monthly_gifts').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

/** Sets the user's gift to a case (one per case): a new row, or the existing one takes the amount and is active again. */
export async function upsertMonthlyGift(q: Q, g: { id: string; userId: string; infoUuid: string; amount: number; now: number }): Promise<void> {
  await q.insertInto('monthly_gifts')
    .values({ id: g.id, user_id: g.userId, info_uuid: g.infoUuid, amount: g.amount, status: 'active', created_at: g.now, updated_at: g.now })
    .onConflict((oc) => oc.columns(['user_id', 'info_uuid']).doUpdateSet({ amount: g.amount, status: 'active', updated_at: g.now }))
    .execute();
}

/** The cases among `ids` the user gave to (paid, refunded later or not) since `since`. */
export const casesGivenSince = (q: Q, userId: string, ids: string[], since: number) =>
  q.selectFrom('orders').select('info_uuid').distinct().where('user_id', '=', userId).where('info_uuid', 'in', ids)
    .where('status', 'in', ['PAID', 'REFUNDED']).where('created_at', '>=', since).execute();

/** Whether the user gave to the case (paid, refunded later or not) since `since`. */
export const givenSince = async (q: Q, userId: string, infoUuid: string, since: number) =>
  !!(await q.selectFrom('orders').select('order_id').where('user_id', '=', userId).where('info_uuid', '=', infoUuid)
    .where('status', 'in', ['PAID', 'REFUNDED']).where('created_at', '>=', since).limit(1).executeTakeFirst());

/**
 * Active gifts set before the month began, to a raising case (status 0, period not over at `now`), not
 * reminded this month: one page after `after` in (created_at, id) order.
 */
export function unremindedGiftsPage(q: Q, month: { name: string; start: number }, now: number, after: Anchor, limit: number) {
  let query = q.selectFrom('monthly_gifts as g')
    .innerJoin('cases as c', 'c.info_uuid', 'g.info_uuid')
    .leftJoin('monthly_gift_reminders as r', (j) => j.onRef('r.gift_id', '=', 'g.id').on('r.month', '=', month.name))
    .select(['g.id', 'g.user_id', 'g.info_uuid', 'g.amount', 'g.created_at', 'c.title'])
    .where('g.status', '=', 'active').where('g.created_at', '<', month.start).where('c.status', '=', 0).where('c.expire_at', '>', now)
    .where('r.gift_id', 'is', null);
  if (after) query = query.where((eb) => eb.or([eb('g.created_at', '>', after.t), eb.and([eb('g.created_at', '=', after.t), eb('g.id', '>', after.id)])]));
  return query.orderBy('g.created_at').orderBy('g.id').limit(limit).execute();
}

/** Claims the month's reminder of a gift; false when another run claimed it first. */
export async function claimReminder(q: Q, giftId: string, month: string, now: number): Promise<boolean> {
  const claim = await q.insertInto('monthly_gift_reminders').values({ gift_id: giftId, month, notification_id: '', created_at: now })
    .onConflict((oc) => oc.columns(['gift_id', 'month']).doNothing()).executeTakeFirst();
  return !!Number(claim.numInsertedOrUpdatedRows ?? 0);
}
export async function setReminderNotification(q: Q, giftId: string, month: string, notificationId: string): Promise<void> {
  await q.updateTable('monthly_gift_reminders').set({ notification_id: notificationId }).where('gift_id', '=', giftId).where('month', '=', month).execute();
}
