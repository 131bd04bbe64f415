/**
 * Donation receipts and statements (declared in src/contract/invoice.ts): whether to show the entry and
 * my receiptable donations, one donation and its receipt, asking for it (once), my donations in a
 * period; the issued receipt and the statement as PDFs (raw GETs at the paths of `invoiceFiles`).
 * Staff: /api/staff/invoices/queue, /api/staff/invoices/issue {invoiceId}.
 */
import { ownOrderOr403 } from '../../policies/order';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contract } from '../../../../src/contract';
import { invoiceFiles, type Invoice, type InvoiceEntrance, type InvoiceMsg } from '../../../../src/contract/invoice';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { badRequest, notFound } from '../../lib/errors';
import { str } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { getCase } from '../../repositories/cases';
import { orderRefunded } from '../../repositories/funds';
import { invoiceOfOrder, receiptsOfOrder, invoicePdf, issueInvoice, requestInvoice, statement, statementPdf, toInvoiceRes } from '../../services/money/invoices';

const I = contract.invoice;
const num = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));
const pdf = (reply: FastifyReply, name: string, b: Buffer) =>
  reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${name}"`).send(b);

export function invoiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, I.entrance, async ({ user }) => {
    // The receipt in force only (a voided one stays in the donation's receipt list, not here).
    const rows = await deps.db.selectFrom('orders').leftJoin('invoices', (j) => j.onRef('invoices.order_id', '=', 'orders.order_id').on('invoices.status', '<>', 'VOIDED')).innerJoin('cases', 'cases.info_uuid', 'orders.info_uuid')
      .select(['orders.order_id', 'orders.amount', 'orders.paid_at', 'orders.info_uuid', 'cases.title', 'invoices.status as invoice_status'])
      .where('orders.user_id', '=', user.user_id).where('orders.status', '=', 'PAID').orderBy('orders.paid_at', 'desc').limit(100).execute();
    const list = rows.map((r) => ({ orderId: r.order_id, infoUuid: r.info_uuid, caseTitle: r.title, amount: Number(r.amount), paidAt: Number(r.paid_at), invoiceStatus: r.invoice_status ?? 'NONE' }));
    return { show: list.length > 0, canApplyCount: list.filter((x) => x.invoiceStatus === 'NONE').length, list } as InvoiceEntrance;
  });

  route(app, deps, I.msg, async ({ body, user }) => {
    const o = await ownOrderOr403(deps, user, body.orderId);
    const inv = await invoiceOfOrder(deps, o.order_id);
    const c = await getCase(deps.db, o.info_uuid);
    const refunded = await orderRefunded(deps.db, o.order_id);
    return {
      orderId: o.order_id, infoUuid: o.info_uuid, caseTitle: c?.title ?? '', amount: Number(o.amount) - refunded, orderStatus: o.status,
      paidAt: o.paid_at === null ? null : Number(o.paid_at), canApply: o.status === 'PAID' && !inv && Number(o.amount) > refunded,
      invoice: inv ? toInvoiceRes(inv) : null,
      receipts: (await receiptsOfOrder(deps, o.order_id)).map(toInvoiceRes),
      rules: ['每笔捐款可申请一次捐赠票据', '企业抬头需填写18位统一社会信用代码', '个人抬头无需填写税号', '票据开具后可在此下载PDF'],
    } as InvoiceMsg;
  });

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
  route(app, deps, contract.staffWork.invoicesQueue, async () => {
    const rows = await deps.db.selectFrom('invoices').selectAll().where('status', '=', 'REQUESTED').orderBy('created_at').limit(200).execute();
    return { list: rows.map(toInvoiceRes) as Invoice[] };
  });
  route(app, deps, contract.staffWork.invoicesIssue, async ({ body, staff }) => {
    const issued = await issueInvoice(deps, staff.user_id, body.invoiceId);
    const row = await deps.db.selectFrom('invoices').selectAll().where('invoice_id', '=', body.invoiceId).executeTakeFirst();
    if (!row) throw notFound('票据不存在');
    return { ...(toInvoiceRes(row) as Invoice), issuedNow: issued };
  });
}
