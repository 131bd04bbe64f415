/**
 * The donor's reports and own data (declared in src/contract/reports.ts): monthly report and its
 * thumbs-up, annual report, public user info, account deletion; plus two raw GET routes, the annual
 * report's share image (PNG, signed link) and the data copy (JSON attachment, the session's user only).
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import { REPORT_RAW } from '../../../../src/contract/reports';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { badRequest, notFound } from '../../lib/errors';
import { clearSessionCookies, requireUser } from '../../plugins/auth';
import { cookieSecret } from '../../secrets';
import { findUserById } from '../../repositories/users';
import { addBlessing, blessingsOf } from '../../repositories/donor-reports';
import { annualReport, chinaYearMonth, monthlyReport, publicUserInfo } from '../../services/donor-reports';
import { dataCopy, deleteAccount, deletionPlan } from '../../services/account-deletion';
import { annualImagePath, renderAnnualImage, validImageSig } from '../../services/report-image';

const C = contract.reports;

/** The page the share image's QR code opens: the annual report on the request's own origin. */
function reportPageUrl(req: { protocol: string; headers: { host?: string } }): string {
  return `${req.protocol}://${req.headers.host ?? 'localhost'}/cf/annual-report/home`;
}

export function donorReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const secret = () => cookieSecret(deps.config);

  route(app, deps, C.monthly, ({ body, user }) => monthlyReport(deps.db, user, deps.clock(), body));

  route(app, deps, C.bless, async ({ body, user }) => {
    const owner = await findUserById(deps.db, body.userId);
    if (!owner || owner.deleted_at != null) throw notFound('用户不存在');
    const added = await addBlessing(deps.db, body.userId, body.month, user.user_id, deps.clock());
    return { ...(await blessingsOf(deps.db, body.userId, body.month, user.user_id)), added };
  });

  route(app, deps, C.annual, async ({ body, user }) => {
    const r = await annualReport(deps.db, user, deps.clock(), body.year);
    return { ...r, imageUrl: annualImagePath(secret(), user.user_id, r.year) };
  });

  route(app, deps, C.publicUserInfo, ({ body }) => publicUserInfo(deps.db, body.userId));

  route(app, deps, C.deletionPlan, ({ user }) => deletionPlan(deps.db, user.user_id));

  route(app, deps, C.deleteAccount, async ({ body, user, reply }) => {
    const plan = await deleteAccount(deps, user, body.confirm, body.checkToken);
    clearSessionCookies(reply);
    return plan;
  });

  // The share image: a PNG made on request from the database (a signed link; no session needed).
  app.get<{ Params: { userId: string; year: string }; Querystring: { sig?: string } }>(
    `${REPORT_RAW.annualImagePrefix}:userId/:year.png`,
    async (req, reply) => {
      const year = Number(req.params.year);
      if (!Number.isInteger(year) || year < 2000 || year > 2100) throw badRequest('年份不正确');
      if (!validImageSig(secret(), req.params.userId, year, req.query.sig ?? '')) throw notFound();
      const user = await findUserById(deps.db, req.params.userId);
      if (!user || user.deleted_at != null) throw notFound();
      const png = await renderAnnualImage(await annualReport(deps.db, user, deps.clock(), year), reportPageUrl(req));
      return reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=300').send(png);
    },
  );

  // The data copy: the session's user only, as a JSON file to keep.
  app.get(REPORT_RAW.myData, async (req, reply) => {
    const user = await requireUser(req, deps);
    const copy = await dataCopy(deps.db, user.user_id, deps.clock());
    const day = (() => {
      const { year, month } = chinaYearMonth(deps.clock());
      return `${year}${String(month).padStart(2, '0')}`;
    })();
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="my-data-${day}.json"`)
      .send(JSON.stringify(copy, null, 2));
  });
}
