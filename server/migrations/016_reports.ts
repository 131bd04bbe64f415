/**
 * Donor reports and account deletion (issue 16): thumbs-up on a user's monthly report (one per giver
 * per report: the UNIQUE key makes a second tap, a retry or a second device write nothing), the
 * account deletions (what was removed and what the law keeps), and users.deleted_at (a deleted
 * account keeps its row, anonymised, so the money records that must be kept still name a row).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('report_blessings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** whose report */
    .addColumn('owner_user_id', 'text', (c) => c.notNull())
    /** YYYY-MM (China time) */
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('giver_user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('report_blessings_once', ['owner_user_id', 'period', 'giver_user_id'])
    .execute();
  await db.schema
    .createTable('account_deletions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique())
    /** JSON: { removed: {table: rows}, kept: {table: rows} } */
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('users').addColumn('deleted_at', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('deleted_at').execute();
  await db.schema.dropTable('account_deletions').execute();
  await db.schema.dropTable('report_blessings').execute();
}
