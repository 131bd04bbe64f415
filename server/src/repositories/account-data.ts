/**
 * A user's own data (SQL only): what blocks deleting the account, the anonymising writes of a
 * deletion, and the rows of the data copy. Tables are found the way the account merge finds them
 * (every user-id column, introspected), so a table added later is in the copy without a change here.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CaseStatus } from '../domain/machines/case';
import { userColumns } from './account-merge';

type Q = Kysely<Database>;

/** Case statuses that are still live: raising, withdrawal applied, money left to pay out, refunding. */
export const LIVE_CASE_STATUSES: readonly CaseStatus[] = [0, 101, 102, 201, 202, 203];
/** Ended without a withdrawal yet: live only while the case still holds money. */
export const ENDED_CASE_STATUSES: readonly CaseStatus[] = [1, 2, 3];

export const publishedCasesIn = (db: Q, userId: string, statuses: readonly CaseStatus[]) =>
  db.selectFrom('cases').select(['info_uuid', 'title', 'status']).where('owner_user_id', '=', userId)
    .where('published', '=', 1).where('status', 'in', [...statuses]).orderBy('created_at', 'desc').execute();

const count = async (q: { executeTakeFirst(): Promise<{ n: number | string | bigint } | undefined> }) => Number((await q.executeTakeFirst())?.n ?? 0);

/** Money in flight: open withdrawals of the user's cases, refunds pending for or by them, their unpaid orders. */
export async function moneyInFlight(db: Q, userId: string) {
  const [withdrawals, refunds, orders] = await Promise.all([
    count(db.selectFrom('withdrawals').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId)
      .where('status', 'in', ['PENDING', 'FIRST_APPROVED', 'APPROVED'])),
    count(db.selectFrom('refunds').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'PENDING')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('donor_user_id', '=', userId)]))),
    count(db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('status', '=', 'PENDING')),
  ]);
  return { withdrawals, refunds, orders };
}

/** The user's cases that ever received money (their payee and patient data stay with the money records). */
export async function casesWithMoney(db: Q, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('cases as c').select('c.info_uuid').where('c.owner_user_id', '=', userId)
    .where((eb) => eb.exists(eb.selectFrom('money_ledger as l').select('l.entry_id').whereRef('l.info_uuid', '=', 'c.info_uuid'))).execute();
  return new Set(rows.map((r) => r.info_uuid));
}

const n = (r: { numUpdatedRows?: bigint; numDeletedRows?: bigint }) => Number(r.numUpdatedRows ?? r.numDeletedRows ?? 0);

/**
 * Removes or anonymises the user's personal data (run inside the deletion's transaction); the money
 * records (orders, refunds, receipts, withdrawals, payouts, the ledger) are left as they are.
 * Returns how many rows each step touched.
 */
export async function anonymiseUser(db: Q, userId: string, deletedName: string, now: number): Promise<Record<string, number>> {
  const user = await db.selectFrom('users').select(['mobile']).where('user_id', '=', userId).executeTakeFirstOrThrow();
  const withMoney = await casesWithMoney(db, userId);
  const owned = (await db.selectFrom('cases').select('info_uuid').where('owner_user_id', '=', userId).execute()).map((r) => r.info_uuid);
  const noMoney = owned.filter((id) => !withMoney.has(id));
  const out: Record<string, number> = {};
  out.users = n(await db.updateTable('users')
    .set({ nickname: deletedName, mobile: null, openid: null, head_img_url: '', third_type: null, deleted_at: now })
    .where('user_id', '=', userId).executeTakeFirst());
  out.sessions = n(await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst());
  if (user.mobile) out.verify_codes = n(await db.deleteFrom('verify_codes').where('mobile', '=', user.mobile).executeTakeFirst());
  out.comments = n(await db.updateTable('comments').set({ content: '', deleted: 1 }).where('user_id', '=', userId).executeTakeFirst());
  out.discussion_comments = n(await db.updateTable('discussion_comments').set({ content: '', deleted: 1 }).where('user_id', '=', userId).executeTakeFirst());
  out.fast_replies = n(await db.deleteFrom('fast_replies').where('user_id', '=', userId).executeTakeFirst());
  out.verifications = n(await db.updateTable('verifications').set({ nickname: deletedName, head_img_url: '', cert_url: '' })
    .where('user_id', '=', userId).executeTakeFirst());
  out.progress_follows = n(await db.deleteFrom('progress_follows').where('user_id', '=', userId).executeTakeFirst());
  out.notifications = n(await db.deleteFrom('notifications').where('user_id', '=', userId).executeTakeFirst());
  out.shares = n(await db.updateTable('shares').set({ user_id: null }).where('user_id', '=', userId).executeTakeFirst());
  out.page_logs = n(await db.updateTable('page_logs').set({ user_id: null }).where('user_id', '=', userId).executeTakeFirst());
  out.event_logs = n(await db.updateTable('event_logs').set({ user_id: null }).where('user_id', '=', userId).executeTakeFirst());
  // Page views keep counting as one visitor, no longer this user; monthly gifts (no money record) and their reminders go.
  out.page_views = n(await db.updateTable('page_views').set({ visitor: `d:${randomUUID()}` }).where('visitor', '=', `u:${userId}`).executeTakeFirst());
  const gifts = (await db.selectFrom('monthly_gifts').select('id').where('user_id', '=', userId).execute()).map((g) => g.id);
  if (gifts.length) out.monthly_gift_reminders = n(await db.deleteFrom('monthly_gift_reminders').where('gift_id', 'in', gifts).executeTakeFirst());
  out.monthly_gifts = n(await db.deleteFrom('monthly_gifts').where('user_id', '=', userId).executeTakeFirst());
  out.help_registrations = n(await db.updateTable('help_registrations').set({ name: deletedName, phone: '' })
    .where('user_id', '=', userId).executeTakeFirst());
  out.staff_users = n(await db.deleteFrom('staff_users').where('user_id', '=', userId).executeTakeFirst());
  if (noMoney.length) {
    // ID and bank numbers, patient and payee details of cases no money ever reached: not a money record.
    out.case_sections = n(await db.updateTable('case_sections').set({ data_json: '{}', lookup_key: '' })
      .where('info_uuid', 'in', noMoney).executeTakeFirst());
    out.cases = n(await db.updateTable('cases').set({ patient_name: '', payee_name: '' }).where('info_uuid', 'in', noMoney).executeTakeFirst());
  }
  return out;
}

/** Columns never handed out, even to their owner: credentials and their hashes. */
const SECRET_COLUMNS = new Set(['token_hash', 'code_hash']);
/** Tables left out of the copy: sessions are credentials, not personal data about the user. */
const SKIP = new Set(['sessions']);

/**
 * Every row that names the user, per table.column (the users row itself first, then the sections of
 * the cases they own), without credential columns.
 */
export async function userRows(db: Q, userId: string): Promise<Record<string, Record<string, unknown>[]>> {
  const strip = (rows: Record<string, unknown>[]) =>
    rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !SECRET_COLUMNS.has(k))));
  const out: Record<string, Record<string, unknown>[]> = {};
  out.users = strip(await db.selectFrom('users').selectAll().where('user_id', '=', userId).execute() as Record<string, unknown>[]);
  for (const [table, column] of await userColumns(db)) {
    if (SKIP.has(table)) continue;
    const r = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${userId}`.execute(db);
    if (r.rows.length) out[`${table}.${column}`] = strip(r.rows);
  }
  const owned = (out['cases.owner_user_id'] ?? []).map((c) => String(c.info_uuid));
  if (owned.length) {
    out['case_sections'] = strip(await db.selectFrom('case_sections').selectAll().where('info_uuid', 'in', owned).execute() as Record<string, unknown>[]);
  }
  return out;
}

/** The deletion's own record: what was touched and what is kept (JSON). */
export async function insertAccountDeletion(db: Q, row: { id: string; user_id: string; summary: string; created_at: number }): Promise<void> {
  await db.insertInto('account_deletions').values(row).execute();
}
