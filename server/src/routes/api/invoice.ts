/**
 * Donation receipts and statements (declared in src/contract/invoice.ts): whether to show the entry and
 * my receiptable donations, one donation and its receipt, asking for it (once), my donations in a
 * period; the issued receipt and the statement as PDFs (raw GETs at the paths of `invoiceFiles`).
 * Staff: /api/staff/invoices/queue, /api/staff/invoices/issue {invoiceId}.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contract } from '../../../../src/contract';
import { invoiceFiles, type Invoice } from '../../../../src/contract/invoice';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { badRequest } from '../../lib/errors';
import { str } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { invoiceEntrance, invoiceMsg, invoicePdf, invoiceQueue, issueInvoiceRes, requestInvoice, statement, statementPdf } from '../../services/money/invoices';

const I = contract.invoice;
const num = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));
const pdf = (reply: FastifyReply, name: string, b: Buffer) =>
  reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${name}"`).send(b);

export function invoiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, I.entrance, async ({ user }) => invoiceEntrance(deps, user));
  route(app, deps, I.msg, async ({ body, user }) => invoiceMsg(deps, user, body.orderId));
  route(app, deps, I.confirm, async ({ body, user }) => (await requestInvoice(deps, user, body)) as Invoice);
  route(app, deps, I.statement, ({ body, user }) => statement(deps, user, body));

  // The PDFs: raw GETs at their declared paths (downloads, not JSON calls).
  app.get<{ Querystring: { invoiceId: string } }>(
    invoiceFiles.download.path,
    { schema: { querystring: { type: 'object', required: ['invoiceId'], properties: { invoiceId: str(1, 64) } } } },
    async (req, reply) => pdf(reply, `receipt-${req.query.invoiceId}.pdf`, await invoicePdf(deps, await requireUser(req, deps), req.query.invoiceId)),
  );
  app.get<{ Querystring: Record<string, string | undefined> }>(invoiceFiles.statementPdf.path, async (req, reply) => {
    const q = { from: num(req.query.from), to: num(req.query.to), year: num(req.query.year), fiscalStartMonth: num(req.query.fiscalStartMonth) };
    if (Object.values(q).some((v) => v !== undefined && !Number.isSafeInteger(v))) throw badRequest('参数错误');
    return pdf(reply, 'statement.pdf', await statementPdf(deps, await requireUser(req, deps), q));
  });

  // Staff (src/contract/staff-work.ts, access 'staff').
  route(app, deps, contract.staffWork.invoicesQueue, async () => invoiceQueue(deps));
  route(app, deps, contract.staffWork.invoicesIssue, async ({ body, staff }) => issueInvoiceRes(deps, staff.user_id, body.invoiceId));
}
