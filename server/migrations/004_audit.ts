/**
 * Shared by every staff flow and background job:
 * - audit_log: append-only record of every staff action (who, when, what, before and after).
 * - job_leases: one row per background job; a process runs a job only while it holds the lease, so
 *   several server processes never run the same job at once.
 */
import { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_user_id', 'text', (c) => c.notNull()) // the staff user ('system' for a job)
    .addColumn('action', 'text', (c) => c.notNull()) // e.g. section.approve, section.reject, staff.grant
    .addColumn('target_type', 'text', (c) => c.notNull()) // e.g. case, section, withdrawal, user
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text') // the case it concerns, when it concerns one
    .addColumn('before_json', 'text', (c) => c.notNull().defaultTo('null'))
    .addColumn('after_json', 'text', (c) => c.notNull().defaultTo('null'))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_time').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_log_case').on('audit_log').columns(['info_uuid', 'created_at']).execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_user_id', 'created_at']).execute();

  await db.schema
    .createTable('job_leases')
    .addColumn('job', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_leases').ifExists().execute();
  await db.schema.dropTable('audit_log').ifExists().execute();
}
