/** The `stat` group (src/contract/platform.ts): page moves, tracked events and the client's monitor reports. */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { logEvent, logPage } from '../../services/tracking';

const S = contract.stat;

export function statRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, S.pageLog, async ({ body, user }) => logPage(deps, body, user?.user_id ?? null));
  route(app, deps, S.track, async ({ body, user }) =>
    logEvent(deps, 'track', body.event, JSON.stringify({ elementCode: body.elementCode, props: body.props ?? {} }), user?.user_id ?? null));
  route(app, deps, S.monitor, async ({ body, req }) => {
    await logEvent(deps, 'monitor', body.category, body.tagsJson, null);
    req.log.warn({ category: body.category }, 'client monitor report');
    return null;
  });
}
