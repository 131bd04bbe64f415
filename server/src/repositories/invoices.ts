/** Donation receipts (SQL only): a donor's receiptable gifts, the staff queue, one receipt. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

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
