/**
 * The platform's general fund (migration 026) was created with created_at and published_at 0, so its case
 * page said it was raised "56年前". It takes the time this migration runs (its first day in this database).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const now = Date.now();
  await db.updateTable('cases').set({ created_at: now, published_at: now }).where('info_uuid', '=', 'general-fund').where('created_at', '=', 0).execute();
  await db.updateTable('users').set({ created_at: now }).where('user_id', '=', 'platform-general-fund').where('created_at', '=', 0).execute();
}

export async function down(): Promise<void> {
  // the dates stay: nothing depends on them being 0
}
