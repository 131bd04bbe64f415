/**
 * Donation receipts and statements:
 * - POST /api/cf-finance/invoice/entrance-display {}                 whether to show the entry, my receiptable donations
 * - POST /api/cf-finance/invoice/get-invoice-msg {orderId}          the donation and its receipt (if asked for)
 * - POST /api/cf-finance/invoice/confirm-invoice {orderId, titleType, title, taxNo?, email?}   ask for it (once)
 * - GET  /api/cf-finance/invoice/download?invoiceId=                the issued receipt (PDF)
 * - POST /api/cf-finance/invoice/statement {from,to | year, fiscalStartMonth?}   my donations in a period
 * - GET  /api/cf-finance/invoice/statement.pdf?year=&fiscalStartMonth= | from=&to=  the same as a PDF
 * Staff: /api/staff/invoices/queue, /api/staff/invoices/issue {invoiceId}.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps';
import { forbidden, MSG, notFound } from '../../lib/errors';
import { int, oneOf, post, str } from '../../lib/schema';
import { ok } from '../../plugins/errors';
import { requireUser } from '../../plugins/auth';
import { staffOf, staffRoutes } from '../../plugins/staff';
import { getCase } from '../../repositories/cases';
import { orderRefunded } from '../../repositories/funds';
import { orderById } from '../../repositories/orders';
import { badRequest } from '../../lib/errors';
import {
  invoiceOfOrder, invoicePdf, issueInvoice, requestInvoice, statement, statementPdf, toInvoiceRes, type InvoiceReq,
} from '../../services/money/invoices';

const MS = int(0, 9_999_999_999_999);
const RANGE = { from: MS, to: MS, year: int(2000, 2100), fiscalStartMonth: int(1, 12) };
const num = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));
const pdf = (reply: FastifyReply, name: string, b: Buffer) =>
  reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${name}"`).send(b);

export function invoiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/api/cf-finance/invoice/entrance-display', post({}), async (req) => {
    const user = await requireUser(req, deps);
    const rows = await deps.db.selectFrom('orders').leftJoin('invoices', 'invoices.order_id', 'orders.order_id').innerJoin('cases', 'cases.info_uuid', 'orders.info_uuid')
      .select(['orders.order_id', 'orders.amount', 'orders.paid_at', 'orders.info_uuid', 'cases.title', 'invoices.status as invoice_status'])
      .where('orders.user_id', '=', user.user_id).where('orders.status', '=', 'PAID').orderBy('orders.paid_at', 'desc').limit(100).execute();
    const list = rows.map((r) => ({ orderId: r.order_id, infoUuid: r.info_uuid, caseTitle: r.title, amount: Number(r.amount), paidAt: Number(r.paid_at), invoiceStatus: r.invoice_status ?? 'NONE' }));
    return ok({ show: list.length > 0, canApplyCount: list.filter((x) => x.invoiceStatus === 'NONE').length, list });
  });

  app.post<{ Body: { orderId: string } }>('/api/cf-finance/invoice/get-invoice-msg', post({ orderId: str(1, 64) }, ['orderId']), async (req) => {
    const user = await requireUser(req, deps);
    const o = await orderById(deps.db, req.body.orderId);
    if (!o) throw notFound(MSG.ORDER_NOT_FOUND);
    if (o.user_id !== user.user_id) throw forbidden();
    const inv = await invoiceOfOrder(deps, o.order_id);
    const c = await getCase(deps.db, o.info_uuid);
    const refunded = await orderRefunded(deps.db, o.order_id);
    return ok({
      orderId: o.order_id, infoUuid: o.info_uuid, caseTitle: c?.title ?? '', amount: Number(o.amount) - refunded, orderStatus: o.status,
      paidAt: o.paid_at === null ? null : Number(o.paid_at), canApply: o.status === 'PAID' && !inv && Number(o.amount) > refunded,
      invoice: inv ? toInvoiceRes(inv) : null,
      rules: ['每笔捐款可申请一次捐赠票据', '企业抬头需填写18位统一社会信用代码', '个人抬头无需填写税号', '票据开具后可在此下载PDF'],
    });
  });

  app.post<{ Body: InvoiceReq }>(
    '/api/cf-finance/invoice/confirm-invoice',
    post({ orderId: str(1, 64), titleType: oneOf('PERSONAL', 'COMPANY'), title: str(1, 100), taxNo: str(0, 18), email: str(0, 100) }, ['orderId', 'titleType', 'title']),
    async (req) => ok(await requestInvoice(deps, await requireUser(req, deps), req.body)),
  );

  app.get<{ Querystring: { invoiceId: string } }>(
    '/api/cf-finance/invoice/download',
    { schema: { querystring: { type: 'object', required: ['invoiceId'], properties: { invoiceId: str(1, 64) } } } },
    async (req, reply) => pdf(reply, `receipt-${req.query.invoiceId}.pdf`, await invoicePdf(deps, await requireUser(req, deps), req.query.invoiceId)),
  );

  app.post<{ Body: { from?: number; to?: number; year?: number; fiscalStartMonth?: number } }>('/api/cf-finance/invoice/statement', post(RANGE), async (req) =>
    ok(await statement(deps, await requireUser(req, deps), req.body)),
  );
  app.get<{ Querystring: Record<string, string | undefined> }>('/api/cf-finance/invoice/statement.pdf', async (req, reply) => {
    const q = { from: num(req.query.from), to: num(req.query.to), year: num(req.query.year), fiscalStartMonth: num(req.query.fiscalStartMonth) };
    if (Object.values(q).some((v) => v !== undefined && !Number.isSafeInteger(v))) throw badRequest('参数错误');
    return pdf(reply, 'statement.pdf', await statementPdf(deps, await requireUser(req, deps), q));
  });

  staffRoutes(app, deps, (scope) => {
    scope.post('/invoices/queue', post({}), async () => {
      const rows = await deps.db.selectFrom('invoices').selectAll().where('status', '=', 'REQUESTED').orderBy('created_at').limit(200).execute();
      return ok({ list: rows.map(toInvoiceRes) });
    });
    scope.post<{ Body: { invoiceId: string } }>('/invoices/issue', post({ invoiceId: str(1, 64) }, ['invoiceId']), async (req) => {
      const issued = await issueInvoice(deps, staffOf(req).user_id, req.body.invoiceId);
      const row = await deps.db.selectFrom('invoices').selectAll().where('invoice_id', '=', req.body.invoiceId).executeTakeFirst();
      if (!row) throw notFound('票据不存在');
      return ok({ ...toInvoiceRes(row), issuedNow: issued });
    });
  });
}
