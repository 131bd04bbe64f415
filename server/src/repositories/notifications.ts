/**
 * Notifications of a user (SQL only). The message list pages newest first after the (created_at, id)
 * anchor; the money events (kinds of MONEY_TEXT) have a list of their own (POST money/notifications).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { MONEY_KINDS } from '../domain/money-messages';

type Q = Kysely<Database>;

export function listNotifications(db: Q, userId: string, anchor: { t: number; id: string } | null, size: number) {
  let q = db.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('kind', 'not in', MONEY_KINDS);
  if (anchor) q = q.where((eb) => eb.or([eb('created_at', '<', anchor.t), eb.and([eb('created_at', '=', anchor.t), eb('id', '<', anchor.id)])]));
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(size + 1).execute();
}

export async function unreadCount(db: Q, userId: string): Promise<number> {
  const r = await db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('kind', 'not in', MONEY_KINDS).where('read_at', 'is', null).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Marks the user's own messages read (ids of other users are ignored); all when ids is null. */
export async function markRead(db: Q, userId: string, ids: string[] | null, now: number): Promise<void> {
  let q = db.updateTable('notifications').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids) {
    if (!ids.length) return;
    q = q.where('id', 'in', ids);
  }
  await q.execute();
}

/** The user's money events, newest first (the last 50). */
export const moneyNotificationsOf = (db: Q, userId: string) =>
  db.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('kind', 'in', MONEY_KINDS)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(50).execute();
