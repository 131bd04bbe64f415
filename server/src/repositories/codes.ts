/** Verification codes and DB-backed rate-limit counters (SQL only). */
import { sql } from 'kysely';
import type { DB } from '../db';
import type { CodeChecksTable, VerifyCodesTable } from '../db/schema';
import { bumpOnConflict } from './rate-limits';

export async function insertCode(db: DB, row: VerifyCodesTable): Promise<void> {
  await db.insertInto('verify_codes').values(row).execute();
}

/** The newest code sent to the phone. */
export const latestCode = (db: DB, mobile: string) =>
  db.selectFrom('verify_codes').selectAll().where('mobile', '=', mobile).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();

/** Counts a wrong attempt; false when the code was already dead or used. */
export async function bumpAttempt(db: DB, id: string, maxAttempts: number): Promise<boolean> {
  const r = await db.updateTable('verify_codes').set({ attempts: sql`attempts + 1` }).where('id', '=', id).where('used', '=', 0).where('attempts', '<', maxAttempts).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Marks the code used; false when another request consumed it first (a code works once). */
export async function consumeCode(db: DB, id: string, maxAttempts: number): Promise<boolean> {
  const r = await db.updateTable('verify_codes').set({ used: 1 }).where('id', '=', id).where('used', '=', 0).where('attempts', '<', maxAttempts).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Fixed-window counter shared by every process through the database: one atomic upsert that
 * starts a new window when the old one is over. Returns the count within the current window.
 */
export async function hitCounter(db: DB, key: string, windowMs: number, now: number): Promise<number> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) => oc.column('key').doUpdateSet(bumpOnConflict(now, now - windowMs)))
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Keeps the proof of a checked code (its token's hash). */
export async function insertCodeCheck(db: DB, row: CodeChecksTable): Promise<void> {
  await db.insertInto('code_checks').values(row).execute();
}

/** Uses up a live proof for the phone; false when unknown, for another phone, expired or used already. */
export async function useCodeCheck(db: DB, tokenHash: string, mobile: string, now: number): Promise<boolean> {
  const r = await db.updateTable('code_checks').set({ used: 1 })
    .where('token_hash', '=', tokenHash).where('mobile', '=', mobile).where('used', '=', 0).where('expires_at', '>', now).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
