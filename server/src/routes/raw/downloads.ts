/**
 * Files to keep (raw GETs, not JSON calls), each for the session's user only: an issued donation receipt
 * and the statement as PDFs (at the paths of src/contract/invoice.ts `invoiceFiles`), and the data copy
 * as a JSON attachment (src/contract/reports.ts REPORT_RAW.myData).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { invoiceFiles } from '../../../../src/contract/invoice';
import { REPORT_RAW } from '../../../../src/contract/reports';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/errors';
import { str } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { invoicePdf, statementPdf } from '../../services/money/invoices';
import { dataCopyFile } from '../../services/report-views';

const num = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));
const attachment = (reply: FastifyReply, type: string, name: string, body: Buffer | string) =>
  reply.header('content-type', type).header('content-disposition', `attachment; filename="${name}"`).send(body);

export function downloadRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Querystring: { invoiceId: string } }>(
    invoiceFiles.download.path,
    { schema: { querystring: { type: 'object', required: ['invoiceId'], properties: { invoiceId: str(1, 64) } } } },
    async (req, reply) => attachment(reply, 'application/pdf', `receipt-${req.query.invoiceId}.pdf`, await invoicePdf(deps, await requireUser(req, deps), req.query.invoiceId)),
  );
  app.get<{ Querystring: Record<string, string | undefined> }>(invoiceFiles.statementPdf.path, async (req, reply) => {
    const q = { from: num(req.query.from), to: num(req.query.to), year: num(req.query.year), fiscalStartMonth: num(req.query.fiscalStartMonth) };
    if (Object.values(q).some((v) => v !== undefined && !Number.isSafeInteger(v))) throw badRequest('参数错误');
    return attachment(reply, 'application/pdf', 'statement.pdf', await statementPdf(deps, await requireUser(req, deps), q));
  });

  app.get(REPORT_RAW.myData, async (req, reply) => {
    const user = await requireUser(req, deps);
    const file = await dataCopyFile(deps, user.user_id);
    return attachment(reply, 'application/json; charset=utf-8', file.name, file.text);
  });
}
