/** Reports (declared in src/contract/trust.ts): add (login, rate limited) and mine (the reporter sees the outcome). */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { addReport, myReportsPage } from '../../services/reports';

const T = contract.trust;

export function reportRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, T.reportAdd, async ({ body, user }) => addReport(deps, user, body));

  route(app, deps, T.reportMine, async ({ body, user }) => myReportsPage(deps, user.user_id, body));
}
