/** Blacklist and help registrations (SQL only). */
import type { Kysely } from 'kysely';
import type { DB } from '../db';
import type { Database } from '../db/schema';
import type { BlacklistTable, HelpRegistrationsTable } from '../db/schema-raise';

type Q = Kysely<Database>;
type Anchor = { t: number; id: string } | null;

export async function insertBlacklist(db: Q, row: BlacklistTable): Promise<void> {
  await db.insertInto('blacklist').values(row).execute();
}
export const getBlacklist = (db: Q, id: string) => db.selectFrom('blacklist').selectAll().where('id', '=', id).executeTakeFirst();

/** Marks an active entry removed; false when it was not active. */
export async function removeBlacklist(db: Q, id: string, by: string, now: number): Promise<boolean> {
  const r = await db.updateTable('blacklist').set({ removed_at: now, removed_by: by }).where('id', '=', id).where('removed_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Active entries, newest first, after the anchor (created_at, id). */
export function listBlacklist(db: DB, anchor: Anchor, size: number) {
  let q = db.selectFrom('blacklist').selectAll().where('removed_at', 'is', null);
  if (anchor) q = q.where((eb) => eb.or([eb('created_at', '<', anchor.t), eb.and([eb('created_at', '=', anchor.t), eb('id', '<', anchor.id)])]));
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(size + 1).execute();
}

/** Active entries matching the user or any of the ID numbers. */
export async function blacklistHits(db: Q, userId: string | null, idCards: string[]) {
  const ids = idCards.filter(Boolean);
  if (!userId && !ids.length) return [];
  return db.selectFrom('blacklist').selectAll().where('removed_at', 'is', null)
    .where((eb) => {
      const ors = [];
      if (userId) ors.push(eb('user_id', '=', userId));
      if (ids.length) ors.push(eb('id_card', 'in', ids));
      return eb.or(ors);
    }).execute();
}

export const isUserBlacklisted = async (db: Q, userId: string) => (await blacklistHits(db, userId, [])).length > 0;

export async function insertHelp(db: Q, row: HelpRegistrationsTable): Promise<void> {
  await db.insertInto('help_registrations').values(row).execute();
}
/** The phone's registration that is still being handled (NEW or CONTACTED). */
export const openHelpByPhone = (db: Q, phone: string) =>
  db.selectFrom('help_registrations').selectAll().where('phone', '=', phone).where('status', 'in', ['NEW', 'CONTACTED']).executeTakeFirst();
export const getHelp = (db: Q, id: string) => db.selectFrom('help_registrations').selectAll().where('id', '=', id).executeTakeFirst();
export async function updateHelp(db: Q, id: string, set: Partial<HelpRegistrationsTable>): Promise<void> {
  await db.updateTable('help_registrations').set(set).where('id', '=', id).execute();
}
export function listHelp(db: DB, status: string | undefined, anchor: Anchor, size: number) {
  let q = db.selectFrom('help_registrations').selectAll();
  if (status) q = q.where('status', '=', status);
  if (anchor) q = q.where((eb) => eb.or([eb('created_at', '<', anchor.t), eb.and([eb('created_at', '=', anchor.t), eb('id', '<', anchor.id)])]));
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(size + 1).execute();
}
