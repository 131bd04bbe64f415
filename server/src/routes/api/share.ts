/** The `share` group (src/contract/platform.ts): a completed share of a case, by anyone (the session's user, if any, is kept with it). */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { recordShare } from '../../services/tracking';

export function shareRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, contract.share.success, async ({ body, user }) => recordShare(deps, body, user?.user_id ?? null));
}
