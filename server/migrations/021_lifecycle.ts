/**
 * A case's whole life (issue 20):
 * - cases.ended_at: when the case stopped taking gifts (done, ended, overdue, terminated); lists keep
 *   an ended case for a while after it (server/src/services/lifecycle.ts), null while raising;
 * - experiments: staff-configured variants of a client experiment (the pay page's preset amounts),
 *   one row per experiment key, the variants as JSON;
 * - experiment_exposures: which variant a user or device was shown, once per (experiment, subject);
 * - invoices: a receipt refunded after it was issued is VOIDED and a corrected one issued for what the
 *   donor kept (`corrects` names the voided one), so an order may have several receipts but only one
 *   that is not voided (a partial unique index instead of the column's unique constraint). The table
 *   is rebuilt (SQLite cannot drop a column constraint), inside the migration's transaction.
 */
import { sql, type Kysely } from 'kysely';

const INVOICE_COLS = 'invoice_id, order_id, user_id, info_uuid, amount, title_type, title, tax_no, email, status, file_name, issued_by, created_at, issued_at';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cases').addColumn('ended_at', 'bigint').execute();
  await db.schema
    .createTable('experiments')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('variants', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('experiment_exposures')
    .addColumn('experiment', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('experiment_exposures_pk', ['experiment', 'subject'])
    .execute();

  await db.schema
    .createTable('invoices_v2')
    .addColumn('invoice_id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
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
    .addColumn('corrects', 'text')
    .addColumn('voided_at', 'bigint')
    .addColumn('void_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql.raw(`insert into invoices_v2 (${INVOICE_COLS}) select ${INVOICE_COLS} from invoices`).execute(db);
  await db.schema.dropTable('invoices').execute();
  await db.schema.alterTable('invoices_v2').renameTo('invoices').execute();
  await db.schema.createIndex('invoices_user').on('invoices').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('invoices_order').on('invoices').columns(['order_id']).execute();
  // One receipt in force per donation: voided ones stay beside it.
  await db.schema.createIndex('invoices_live_order').on('invoices').column('order_id').unique().where(sql.ref('status'), '<>', 'VOIDED').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from invoices where status = 'VOIDED'`.execute(db);
  await db.schema.dropIndex('invoices_live_order').execute();
  await db.schema.dropIndex('invoices_order').execute();
  await db.schema.alterTable('invoices').dropColumn('void_reason').execute();
  await db.schema.alterTable('invoices').dropColumn('voided_at').execute();
  await db.schema.alterTable('invoices').dropColumn('corrects').execute();
  await db.schema.createIndex('invoices_order_unique').on('invoices').column('order_id').unique().execute();
  await db.schema.dropTable('experiment_exposures').execute();
  await db.schema.dropTable('experiments').execute();
  await db.schema.alterTable('cases').dropColumn('ended_at').execute();
}
