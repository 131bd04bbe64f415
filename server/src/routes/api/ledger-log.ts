/** The public money log (src/contract/ledger-log.ts): each call handed to services/ledger-log. */
import type { FastifyInstance } from 'fastify';
import { ledgerLog } from '../../../../src/contract/ledger-log';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { consistency, heads, inclusion, latest, myLeaves } from '../../services/ledger-log/public';
import { staffSignHead } from '../../services/ledger-log/staff';

export function ledgerLogRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, ledgerLog.latest, () => latest(deps));
  route(app, deps, ledgerLog.heads, () => heads(deps));
  route(app, deps, ledgerLog.proof, ({ body }) => inclusion(deps, body));
  route(app, deps, ledgerLog.consistency, ({ body }) => consistency(deps, body.first, body.second));
  route(app, deps, ledgerLog.mine, ({ body, user }) => myLeaves(deps, user.user_id, body.orderIds));
  route(app, deps, ledgerLog.staffSign, ({ staff }) => staffSignHead(deps, staff.user_id));
}
