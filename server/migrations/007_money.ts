/**
 * Money out: the append-only money ledger (backfilled from the PAID orders already there, minus
 * completed refunds), payouts, objections, staff alerts, notifications, fund-use reports, donation
 * receipts and the sandbox payout record; new columns on withdrawals and refunds.
 */
import { Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('money_ledger')
    .addColumn('entry_id', 'text', (c) => c.primaryKey())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('user_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // One booking per event: a replayed or concurrent write of the same event fails instead of doubling.
  await db.schema.createIndex('money_ledger_event').unique().on('money_ledger').columns(['kind', 'ref_id']).execute();
  await db.schema.createIndex('money_ledger_case').on('money_ledger').columns(['info_uuid', 'created_at']).execute();
  await db.schema.createIndex('money_ledger_order').on('money_ledger').columns(['order_id']).execute();

  await db.schema
    .createTable('payouts')
    .addColumn('payout_id', 'text', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('withdrawal_id', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('batch_no', 'integer', (c) => c.notNull())
    .addColumn('batch_count', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('payee_type', 'text', (c) => c.notNull())
    .addColumn('payee_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('transfer_ref', 'text')
    .addColumn('fail_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('authorised_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('processing_since', 'bigint')
    .execute();
  await db.schema.createIndex('payouts_status').on('payouts').columns(['status', 'updated_at']).execute();
  await db.schema.createIndex('payouts_withdrawal').on('payouts').columns(['withdrawal_id', 'batch_no']).execute();
  await db.schema.createIndex('payouts_case').on('payouts').columns(['info_uuid']).execute();

  await db.schema
    .createTable('withdrawal_objections')
    .addColumn('objection_id', 'text', (c) => c.primaryKey())
    .addColumn('withdrawal_id', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('resolved_by', 'text')
    .addColumn('resolved_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('withdrawal_objections_w').on('withdrawal_objections').columns(['withdrawal_id', 'status']).execute();

  await db.schema
    .createTable('staff_alerts')
    .addColumn('alert_id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('resolved_at', 'bigint')
    .execute();
  await db.schema.createIndex('staff_alerts_target').unique().on('staff_alerts').columns(['kind', 'target_id']).execute();

  await db.schema
    .createTable('money_notifications')
    .addColumn('notification_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
  await db.schema.createIndex('money_notifications_user').on('money_notifications').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('fund_uses')
    .addColumn('fund_use_id', 'text', (c) => c.primaryKey())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('payout_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('receipts', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reviewer_id', 'text')
    .addColumn('review_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .execute();
  await db.schema.createIndex('fund_uses_case').on('fund_uses').columns(['info_uuid', 'status']).execute();

  await db.schema
    .createTable('invoices')
    .addColumn('invoice_id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().unique()) // one receipt per donation
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('title_type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('tax_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text')
    .addColumn('issued_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('issued_at', 'bigint')
    .execute();
  await db.schema.createIndex('invoices_user').on('invoices').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('sandbox_transfers')
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
    .addColumn('transfer_ref', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  const addW = (name: string, type: 'text' | 'integer' | 'bigint', dflt: string | number | null) =>
    db.schema.alterTable('withdrawals').addColumn(name, type, (c) => (dflt === null ? c : c.notNull().defaultTo(dflt))).execute();
  await addW('fee_option', 'integer', 1);
  await addW('fee', 'bigint', 0);
  await addW('payee_type', 'text', 'FAMILY');
  await addW('notice_until', 'bigint', 0);
  await addW('approver1', 'text', null);
  await addW('approver2', 'text', null);
  await addW('reject_reason', 'text', '');
  await addW('case_status_before', 'integer', 0);
  await addW('updated_at', 'bigint', 0);
  const addR = (name: string, type: 'text' | 'bigint', dflt: string | null) =>
    db.schema.alterTable('refunds').addColumn(name, type, (c) => (dflt === null ? c : c.notNull().defaultTo(dflt))).execute();
  await addR('kind', 'text', 'DONOR');
  await addR('provider_refund_id', 'text', null);
  await addR('fail_reason', 'text', '');
  await addR('sent_at', 'bigint', null);
  await db.schema.createIndex('refunds_status').on('refunds').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('orders_status_created').on('orders').columns(['status', 'created_at']).execute();

  // Backfill: every PAID or REFUNDED order is a donation; every completed refund a refund.
  await sql`insert into money_ledger (entry_id, info_uuid, kind, amount, ref_id, order_id, user_id, created_at)
    select 'lg-donation-' || order_id, info_uuid, 'donation', amount, order_id, order_id, user_id, coalesce(paid_at, created_at)
    from orders where status in ('PAID', 'REFUNDED') and paid_at is not null`.execute(db);
  await sql`insert into money_ledger (entry_id, info_uuid, kind, amount, ref_id, order_id, user_id, created_at)
    select 'lg-refund-' || refund_id, info_uuid, 'refund', amount, refund_id, order_id, donor_user_id, coalesce(completed_at, created_at)
    from refunds where status = 'SUCCESS'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['sandbox_transfers', 'invoices', 'fund_uses', 'money_notifications', 'staff_alerts', 'withdrawal_objections', 'payouts', 'money_ledger']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
