/**
 * The love-value ledger (SQL only). A user's love value is the sum of their ledger rows; every
 * change is one row with its reason and a reference, and (reason, ref) is unique, so writing the
 * same earning twice (a retried pay notify, a double tap, a second device) adds nothing.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Dialect } from '../db';
import type { LoveReason } from '../db/schema-love';
import { newId } from '../lib/util';
import { affected, prepared, rowsInsert } from '../db/prepared';
import type { BookingTx } from '../db/booking-tx';

type Q = Kysely<Database>;

export interface LoveEntry { userId: string; delta: number; reason: LoveReason; ref: string; note?: string }

/** The user's love value: the sum of their ledger rows (0 without any). */
export async function loveBalance(db: Q, userId: string): Promise<number> {
  const row = await db.selectFrom('love_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('delta'), sql<number>`0`).as('s'))
    .where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.s);
}

/** Appends one row unless (reason, ref) exists; true when this call wrote it. `db` may be a transaction. */
export async function addLove(db: Q, e: LoveEntry, now: number): Promise<boolean> {
  return affected(await db.executeQuery(loveInsertQuery.compiled(db, loveRow(e, now)))) > 0;
}

/**
 * addLove inside a paid booking: the row is kept back (db/booking-tx.ts `append`), so a shared transaction's
 * love values go in one insert; a row whose (reason, ref) exists adds nothing, as with addLove.
 */
export async function appendLove(tx: BookingTx, e: LoveEntry, now: number): Promise<void> {
  await tx.append('love_ledger', loveRow(e, now), rowsInsert(tx.trx, loveInsertQuery, loveInsertMany));
}

type LoveRow = { id: string; userId: string; delta: number; reason: LoveReason; ref: string; note: string; now: number };
const loveRow = (e: LoveEntry, now: number): LoveRow => ({ id: newId('lv'), userId: e.userId, delta: e.delta, reason: e.reason, ref: e.ref, note: e.note ?? '', now });
const loveInsertMany = (db: Q, rows: LoveRow[]) => db.insertInto('love_ledger')
  .values(rows.map((p) => ({ id: p.id, user_id: p.userId, delta: p.delta, reason: p.reason, ref: p.ref, note: p.note, created_at: p.now })))
  .onConflict((oc) => oc.columns(['reason', 'ref']).doNothing());
// Compiled once (db/prepared.ts): on PostgreSQL a gift booked alone sends it, planned once per connection.
const loveInsertQuery = prepared((db, p: LoveRow) => loveInsertMany(db, [p]));

/** The row of (reason, ref), if written. */
export const findLove = (db: Q, reason: LoveReason, ref: string) =>
  db.selectFrom('love_ledger').selectAll().where('reason', '=', reason).where('ref', '=', ref).executeTakeFirst();

/** The user's rows, newest first; `before` pages by (created_at, id). */
export async function listLove(db: Q, userId: string, limit: number, before?: { t: number; id: string }) {
  let q = db.selectFrom('love_ledger').selectAll().where('user_id', '=', userId);
  if (before) q = q.where((eb) => eb.or([eb('created_at', '<', before.t), eb.and([eb('created_at', '=', before.t), eb('id', '<', before.id)])]));
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** The refs (days, YYYY-MM-DD after the user id) of the user's sign-ins since `sinceMs`. */
export async function signInRefs(db: Q, userId: string, sinceMs: number) {
  return db.selectFrom('love_ledger').select(['ref', 'delta', 'created_at']).where('user_id', '=', userId)
    .where('reason', '=', 'sign_in').where('created_at', '>=', sinceMs).orderBy('created_at', 'desc').execute();
}

/**
 * Holds the user's row until the transaction ends, so two spends of one user run one after the
 * other and the second sees the first's row. PostgreSQL: SELECT ... FOR UPDATE. SQLite: a no-op
 * UPDATE takes the single write lock before anything is read.
 */
export async function lockUser(trx: Transaction<Database>, dialect: Dialect, userId: string): Promise<boolean> {
  if (dialect === 'pg') {
    return !!(await trx.selectFrom('users').select('user_id').where('user_id', '=', userId).forUpdate().executeTakeFirst());
  }
  const r = await trx.updateTable('users').set({ nickname: sql`nickname` }).where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function insertDraw(db: Q, d: { id: string; userId: string; cost: number; prize: string; roll: number }, now: number) {
  await db.insertInto('love_draws').values({ id: d.id, user_id: d.userId, cost: d.cost, prize: d.prize, roll: d.roll, created_at: now }).execute();
}

export const listDraws = (db: Q, userId: string, limit: number) =>
  db.selectFrom('love_draws').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();

/** Users by love value, highest first, leaving out those who left the rank. */
export async function loveRank(db: Q, limit: number) {
  return db.selectFrom('love_ledger as l').innerJoin('users as u', 'u.user_id', 'l.user_id')
    .select((eb) => ['l.user_id as userId', 'u.nickname as nickname', 'u.head_img_url as headImgUrl', eb.fn.sum<number>('l.delta').as('score')])
    .where('l.user_id', 'not in', (eb) => eb.selectFrom('love_rank_optout').select('user_id'))
    .groupBy(['l.user_id', 'u.nickname', 'u.head_img_url'])
    .having((eb) => eb.fn.sum('l.delta'), '>', 0)
    .orderBy('score', 'desc').orderBy('l.user_id').limit(limit).execute();
}

export const isRankOptedOut = async (db: Q, userId: string) =>
  !!(await db.selectFrom('love_rank_optout').select('user_id').where('user_id', '=', userId).executeTakeFirst());

export async function setRankOptOut(db: Q, userId: string, out: boolean, now: number) {
  if (out) await db.insertInto('love_rank_optout').values({ user_id: userId, created_at: now }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  else await db.deleteFrom('love_rank_optout').where('user_id', '=', userId).execute();
}

/** The user's take-backs of refunds (refs "<order>/<refund>"). */
export const refundTakeBacks = (db: Q, userId: string) =>
  db.selectFrom('love_ledger').select(['ref', 'delta']).where('user_id', '=', userId).where('reason', '=', 'refund').execute();
