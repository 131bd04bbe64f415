/**
 * Notifications of a user (SQL only). The message list pages newest first after the (created_at, id)
 * anchor; the money events (kinds of MONEY_TEXT) have a list of their own (POST money/notifications).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { NotificationsTable } from '../db/schema-trust';
import { prepared } from '../db/prepared';
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

/**
 * The rows themselves are written here and called only by the Outbox (services/notify/index.ts): a
 * message is recorded inside its event's transaction and sent after commit, never written elsewhere.
 */
export async function insertNotificationRow(db: Q, row: NotificationsTable): Promise<void> {
  await db.insertInto('notifications').values(row).execute();
}

/** A notification with an id of its own, to a case's owner (a coalesced row: notify/donation.ts). */
export interface OwnerRow { id: string; kind: string; title: string; body: string; landing: string; now: number; infoUuid: string }
/** One statement on the mark-paid path: the owner is read by the insert itself; a second insert of the id writes nothing. */
export const insertOwnerNotificationRow = prepared((db: Q, p: OwnerRow) => db.insertInto('notifications')
  .columns(['id', 'user_id', 'kind', 'info_uuid', 'title', 'body', 'landing_url', 'created_at'])
  .expression((eb) => eb.selectFrom('cases').select([
    sql<string>`${p.id}`.as('id'), 'owner_user_id', sql<string>`${p.kind}`.as('kind'), 'info_uuid', sql<string>`${p.title}`.as('title'),
    sql<string>`${p.body}`.as('body'), sql<string>`${p.landing}`.as('landing_url'), sql<number>`cast(${p.now} as bigint)`.as('created_at'),
  ]).where('info_uuid', '=', p.infoUuid))
  .onConflict((oc) => oc.column('id').doNothing()));

export type Restate = { id: string; title: string; body: string; last: number };
/** New text for a coalesced row, at the top and unread again (only when the body changed). */
export const restateNotificationRow = prepared((db: Q, p: Restate) => db.updateTable('notifications')
  .set({ title: p.title, body: p.body, created_at: p.last, read_at: null })
  .where('id', '=', p.id).where('body', '!=', p.body));

/** The rows to send, each with its user's openid. */
export const notificationsToSend = (db: Q, ids: string[]) =>
  db.selectFrom('notifications').leftJoin('users', 'users.user_id', 'notifications.user_id')
    .selectAll('notifications').select('users.openid').where('notifications.id', 'in', ids).execute();

/** Rows still pending (or failed, fewer than 3 tries) created at or before `before`, oldest first. */
export const unsentNotificationIds = (db: Q, before: number, limit: number) =>
  db.selectFrom('notifications').select('id')
    .where((eb) => eb.or([eb('send_status', '=', 'pending'), eb.and([eb('send_status', '=', 'failed'), eb('send_attempts', '<', 3)])]))
    .where('created_at', '<=', before).orderBy('created_at').limit(limit).execute();

/** Donation rows created since `since` (through the outbox index (send_status, created_at): one short range per status). */
export const recentDonationNotifications = (db: Q, since: number) =>
  db.selectFrom('notifications').select(['id', 'info_uuid', 'kind'])
    .where('send_status', 'in', ['pending', 'sending', 'sent', 'skipped', 'failed']).where('created_at', '>=', since)
    .where('kind', 'in', ['donation', 'big_donation']).execute();

export const notificationOwner = (db: Q, id: string) =>
  db.selectFrom('notifications').select(['id', 'user_id', 'info_uuid']).where('id', '=', id).executeTakeFirst();

/** Marks one message read (once: a read message keeps its first time). */
export async function markNotificationRead(db: Q, id: string, now: number): Promise<void> {
  await db.updateTable('notifications').set({ read_at: now }).where('id', '=', id).where('read_at', 'is', null).execute();
}
