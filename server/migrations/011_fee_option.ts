/**
 * Service-charge choice at withdrawal (issue 9): the platform subsidy a withdrawal was granted
 * (option 4, fen; paid by the platform, never taken from the case) and the staff waivers that make
 * option 3 (免收服务费) available for a case.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('withdrawals').addColumn('subsidy', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('fee_waivers')
    .addColumn('info_uuid', 'text', (c) => c.primaryKey())
    .addColumn('staff_user_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('fee_waivers').execute();
  await db.schema.alterTable('withdrawals').dropColumn('subsidy').execute();
}
