/**
 * Moving everything a user owns to another user (SQL only), for the account merge
 * (services/account-merge.ts). Runs inside the caller's transaction.
 *
 * The known user columns are listed; tables added later are found by introspection (any column named
 * user_id / *_user_id / reviewer_id), so a new table cannot keep rows of a user that no longer exists.
 * The audit log is append-only and keeps the ids it recorded.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Trx = Kysely<Database>;

/** Every (table, column) holding a user id that a merge moves; sessions move too (they stay valid). */
export const KNOWN_USER_COLUMNS: ReadonlyArray<readonly [string, string]> = [
  ['orders', 'user_id'],
  ['cases', 'owner_user_id'],
  ['comments', 'user_id'],
  ['verifications', 'user_id'],
  ['progress', 'user_id'],
  ['refunds', 'user_id'],
  ['refunds', 'donor_user_id'],
  ['withdrawals', 'user_id'],
  ['shares', 'user_id'],
  ['page_logs', 'user_id'],
  ['event_logs', 'user_id'],
  ['case_revisions', 'user_id'],
  ['case_revisions', 'reviewer_id'],
  ['sessions', 'user_id'],
];
/** Never rewritten: the users table itself, the append-only audit log, rows handled one by one. */
const SKIP_TABLES = new Set(['users', 'audit_log', 'staff_users', 'kysely_migration', 'kysely_migration_lock']);
export const USER_COLUMN = /^(user_id|.+_user_id|reviewer_id)$/;

/** Known columns plus any other user-id column the schema has now (introspected). */
export async function userColumns(db: Trx): Promise<Array<readonly [string, string]>> {
  const out = new Map<string, readonly [string, string]>(KNOWN_USER_COLUMNS.map((tc) => [`${tc[0]}.${tc[1]}`, tc]));
  const tables = await db.introspection.getTables();
  const present = new Set(tables.map((t) => t.name));
  for (const t of tables) {
    if (SKIP_TABLES.has(t.name)) continue;
    for (const c of t.columns) if (USER_COLUMN.test(c.name)) out.set(`${t.name}.${c.name}`, [t.name, c.name]);
  }
  return [...out.values()].filter(([t]) => present.has(t) && !SKIP_TABLES.has(t));
}

/** Moves rows of `from` to `to` in one column; returns how many moved. */
export async function moveColumn(db: Trx, table: string, column: string, from: string, to: string): Promise<number> {
  const res = await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${to} WHERE ${sql.ref(column)} = ${from}`.execute(db);
  return Number(res.numAffectedRows ?? 0);
}

/** One verification per user per case (unique index): drops `from`'s where `to` already verified that case. */
export async function dropDuplicateVerifications(db: Trx, from: string, to: string): Promise<number> {
  const res = await db
    .deleteFrom('verifications')
    .where('user_id', '=', from)
    .where('info_uuid', 'in', db.selectFrom('verifications').select('info_uuid').where('user_id', '=', to))
    .executeTakeFirst();
  return Number(res.numDeletedRows ?? 0);
}

/** The staff role follows the person: granted to `to` when `from` had it. */
export async function moveStaffRole(db: Trx, from: string, to: string, now: number): Promise<boolean> {
  const had = await db.selectFrom('staff_users').select(['user_id', 'display_name']).where('user_id', '=', from).executeTakeFirst();
  if (!had) return false;
  await db.insertInto('staff_users').values({ user_id: to, created_at: now, display_name: had.display_name }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  await db.deleteFrom('staff_users').where('user_id', '=', from).execute();
  return true;
}

/** How many rows still name the user, per table.column (the no-orphans check of tests and the merge). */
export async function rowsNaming(db: Trx, userId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [table, column] of await userColumns(db)) {
    const r = await sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${userId}`.execute(db);
    const n = Number(r.rows[0]?.n ?? 0);
    if (n) out[`${table}.${column}`] = n;
  }
  const staff = await db.selectFrom('staff_users').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  if (staff) out['staff_users.user_id'] = 1;
  return out;
}
