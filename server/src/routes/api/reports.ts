/**
 * The `reports` group (src/contract/reports.ts): the monthly report and its thumbs-up, the annual report,
 * public user info, account deletion. The share image and the data copy are raw routes (routes/raw/images.ts, downloads.ts).
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { clearSessionCookies } from '../../plugins/auth';
import { monthlyReport, publicUserInfo } from '../../services/donor-reports';
import { deleteAccount, deletionPlan } from '../../services/account-deletion';
import { annualWithImage, blessMonth } from '../../services/report-views';

const C = contract.reports;

export function reportsRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, C.monthly, ({ body, user }) => monthlyReport(deps.db, user, deps.clock(), body));
  route(app, deps, C.bless, async ({ body, user }) => blessMonth(deps, user, body.userId, body.month));
  route(app, deps, C.annual, async ({ body, user }) => annualWithImage(deps, user, body.year));
  route(app, deps, C.publicUserInfo, ({ body }) => publicUserInfo(deps.db, body.userId));
  route(app, deps, C.deletionPlan, ({ user }) => deletionPlan(deps.db, user.user_id));
  route(app, deps, C.deleteAccount, async ({ body, user, reply }) => {
    const plan = await deleteAccount(deps, user, body.confirm, body.checkToken);
    clearSessionCookies(reply);
    return plan;
  });
}
