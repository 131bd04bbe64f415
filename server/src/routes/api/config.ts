/** The `config` group (src/contract/platform.ts): feature config, an activity's basic store, and page views (/api/frame/uv/get). */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { badRequest } from '../../lib/errors';
import { featureConfig } from '../../services/feature-config';
import { pageCounts, recordPageView, visitorKey } from '../../services/page-views';
import { basicStore } from '../../services/tracking';

const C = contract.config;

export function configRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, C.featureConfig, ({ body }) => featureConfig(deps, body.key));
  route(app, deps, C.basicStore, async ({ body }) => basicStore(deps, body.activity_id));
  route(app, deps, C.uvGet, async ({ body, user, req }) => {
    const page = body.page.trim();
    if (!page) throw badRequest('参数错误: page');
    if (body.record) await recordPageView(deps, page, visitorKey(user?.user_id ?? null, req.ip, String(req.headers['user-agent'] ?? '')));
    return pageCounts(deps, page);
  });
}
