/** Donation receipts (SQL only): a donor's receiptable gifts, the staff queue, one receipt. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { InvoicesTable } from '../db/schema-money';

type Q = Kysely<Database>;

/** The donor's paid gifts, newest first, each with its receipt in force (a voided one is not). */
export const receiptableOrders = (db: Q, userId: string, limit: number) =>
  db.selectFrom('orders').leftJoin('invoices', (j) => j.onRef('invoices.order_id', '=', 'orders.order_id').on('invoices.status', '<>', 'VOIDED')).innerJoin('cases', 'cases.info_uuid', 'orders.info_uuid')
    .select(['orders.order_id', 'orders.amount', 'orders.paid_at', 'orders.info_uuid', 'cases.title', 'invoices.status as invoice_status'])
    .where('orders.user_id', '=', userId).where('orders.status', '=', 'PAID').orderBy('orders.paid_at', 'desc').limit(limit).execute();

/** Receipts asked for and not issued yet, oldest first. */
export const requestedInvoices = (db: Q, limit: number) =>
  db.selectFrom('invoices').selectAll().where('status', '=', 'REQUESTED').orderBy('created_at').limit(limit).execute();

export const invoiceById = (db: Q, invoiceId: string) => db.selectFrom('invoices').selectAll().where('invoice_id', '=', invoiceId).executeTakeFirst();

export async function insertInvoice(db: Q, row: InvoicesTable): Promise<void> {
  await db.insertInto('invoices').values(row).execute();
}
/** The donation's receipt in force (not voided). */
export const invoiceInForce = (db: Q, orderId: string) =>
  db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).where('status', '<>', 'VOIDED').executeTakeFirst();
/** The donation's ISSUED receipt. */
export const issuedInvoiceOf = (db: Q, orderId: string) =>
  db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).where('status', '=', 'ISSUED').executeTakeFirst();
/** Every receipt of the donation, newest first. */
export const receiptsOf = (db: Q, orderId: string) =>
  db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).orderBy('created_at', 'desc').orderBy('invoice_id', 'desc').execute();
/** A receipt's case, donation and amount. */
export const invoiceAmountOf = (db: Q, invoiceId: string) =>
  db.selectFrom('invoices').select(['info_uuid', 'order_id', 'amount']).where('invoice_id', '=', invoiceId).executeTakeFirst();
