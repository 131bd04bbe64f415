/**
 * 长辈版 (care mode) kept with the account: users.care_mode is 1 (on), 0 (off) or null (never chosen with
 * this account; the device's own choice stands and is saved here at the next login). A column of the
 * user row, not a table of its own: an account merge keeps the surviving account's choice.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('care_mode', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('care_mode').execute();
}
