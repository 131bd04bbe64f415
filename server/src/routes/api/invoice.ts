/**
 * The `invoice` group (src/contract/invoice.ts): whether to show the entry and my receiptable donations,
 * one donation and its receipt, asking for it (once), my donations in a period. The issued receipt and
 * the statement as PDFs are raw routes (routes/raw/downloads.ts); staff issue receipts in staff-work.ts.
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { Invoice } from '../../../../src/contract/invoice';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { invoiceEntrance, invoiceMsg, requestInvoice, statement } from '../../services/money/invoices';

const I = contract.invoice;

export function invoiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, I.entrance, async ({ user }) => invoiceEntrance(deps, user));
  route(app, deps, I.msg, async ({ body, user }) => invoiceMsg(deps, user, body.orderId));
  route(app, deps, I.confirm, async ({ body, user }) => (await requestInvoice(deps, user, body)) as Invoice);
  route(app, deps, I.statement, ({ body, user }) => statement(deps, user, body));
}
