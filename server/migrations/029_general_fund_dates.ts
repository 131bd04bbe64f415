/**
 * The platform's general fund (migration 026) was created with created_at and published_at 0, so its case
 * page said it was raised "56年前". It is dated from the platform's first day (2026-11-22, China time), a
 * fixed day in the past: "the newest case" (the demo seeds, the tests' pick of a case) stays a real case.
 */
import type { Kysely } from 'kysely';

/** 2026-11-22 00:00 China time. */
export const GENERAL_FUND_SINCE = Date.UTC(2026, 10, 21, 16);

export async function up(db: Kysely<any>): Promise<void> {
  const at = GENERAL_FUND_SINCE;
  await db.updateTable('cases').set({ created_at: at, published_at: at }).where('info_uuid', '=', 'general-fund').where('created_at', '=', 0).execute();
  await db.updateTable('users').set({ created_at: at }).where('user_id', '=', 'platform-general-fund').where('created_at', '=', 0).execute();
}

export async function down(): Promise<void> {
  // the dates stay: nothing depends on them being 0
}
