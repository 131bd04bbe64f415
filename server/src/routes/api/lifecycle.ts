/**
 * A case's life on the staff side (terminate, attributes), the experiments' configuration and the
 * order counts (declared in src/contract/lifecycle.ts).
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { myOrderCount, orderCount, terminateCase } from '../../services/lifecycle';
import { caseAttributes, setCaseAttributes } from '../../services/case-attributes';
import { experimentView, setVariants } from '../../services/experiments';

const L = contract.lifecycle;

export function lifecycleRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, L.terminate, async ({ body, staff }) => terminateCase(deps, staff.user_id, body));
  route(app, deps, L.attributes, async ({ body }) => caseAttributes(deps, body.infoUuid));
  route(app, deps, L.setAttributes, async ({ body, staff }) => setCaseAttributes(deps, staff.user_id, body));
  route(app, deps, L.experiment, async ({ body }) => experimentView(deps.db, body.key));
  route(app, deps, L.setExperiment, async ({ body, staff }) => setVariants(deps, staff.user_id, body.key, body.variants));

  route(app, deps, L.orderCount, async ({ body }) => orderCount(deps, body.infoUuid));
  route(app, deps, L.myOrderCount, async ({ body, user }) => myOrderCount(deps, user.user_id, body.infoUuid));
}
