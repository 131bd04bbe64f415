/** The account's display preferences (SQL only): 长辈版 on the user row (migration 032). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type {} from '../db/schema-preferences';

const fromColumn = (v: number | null | undefined): boolean | null => (v === 1 ? true : v === 0 ? false : null);

/** 长辈版 as chosen with the account; null: never chosen (or no such user). */
export async function careOf(db: Kysely<Database>, userId: string): Promise<boolean | null> {
  const row = await db.selectFrom('users').select('care_mode').where('user_id', '=', userId).executeTakeFirst();
  return fromColumn(row?.care_mode);
}

export async function setCare(db: Kysely<Database>, userId: string, on: boolean): Promise<void> {
  await db.updateTable('users').set({ care_mode: on ? 1 : 0 }).where('user_id', '=', userId).execute();
}
