/**
 * Staff are named in the console by a display name (审核员·王敏, or what the operator gave with
 * `npm run staff -- grant <phone> --name 王敏`), never by their WeChat nickname or user id. A staff row
 * from before this migration has none: the console then says 审核员 and the phone's last four digits.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_users').addColumn('display_name', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_users').dropColumn('display_name').execute();
}
