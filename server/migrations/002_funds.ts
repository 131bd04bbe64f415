/**
 * Funds and case edits: withdrawals, refunds (both idempotent by a stored key), pending case
 * revisions awaiting staff review, the staff role, and one verification per user per case.
 */
import { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Seeded verifications have a NULL user_id; NULLs never collide in a unique index (both dialects).
  await db.schema.createIndex('verifications_case_user').unique().on('verifications').columns(['info_uuid', 'user_id']).execute();

  await db.schema
    .createTable('staff_users')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('case_revisions')
    .addColumn('revision_id', 'text', (c) => c.primaryKey())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // PENDING | APPROVED | REJECTED | SUPERSEDED
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewer_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .execute();
  await db.schema.createIndex('case_revisions_case').on('case_revisions').columns(['info_uuid', 'status']).execute();

  await db.schema
    .createTable('withdrawals')
    .addColumn('withdrawal_id', 'text', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // PENDING | PAID | REJECTED
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('completed_at', 'bigint')
    .execute();
  await db.schema.createIndex('withdrawals_case').on('withdrawals').columns(['info_uuid', 'status']).execute();

  await db.schema
    .createTable('refunds')
    .addColumn('refund_id', 'text', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull()) // who asked: the donor or the case owner
    .addColumn('donor_user_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // PENDING | SUCCESS | FAILED
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('completed_at', 'bigint')
    .execute();
  await db.schema.createIndex('refunds_order').on('refunds').columns(['order_id', 'status']).execute();
  await db.schema.createIndex('refunds_case').on('refunds').columns(['info_uuid', 'status']).execute();
  await db.schema.createIndex('refunds_user').on('refunds').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('refunds_donor').on('refunds').columns(['donor_user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['refunds', 'withdrawals', 'case_revisions', 'staff_users']) await db.schema.dropTable(t).ifExists().execute();
  await db.schema.dropIndex('verifications_case_user').ifExists().execute();
}
