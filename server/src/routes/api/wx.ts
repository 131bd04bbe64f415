/** The `wx` group (src/contract/platform.ts): the JSSDK signature of a page. The OAuth redirects are raw routes (routes/raw/wx-auth.ts). */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { jssdkConfig } from '../../services/wx-auth';

export function wxRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, contract.wx.jssdkSignature, async ({ body }) => jssdkConfig(deps, body.url));
}
