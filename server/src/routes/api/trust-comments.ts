/**
 * /api/cf/v4/comment/get and /api/cf/v4/comment/get-v1 (declared in src/contract/trust.ts): the case's
 * comments newest first with what the viewer may do (canDelete: the author or the case owner).
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { caseCommentPage } from '../../services/case-comments';

const T = contract.trust;

export function trustCommentRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, T.commentGet, async ({ body, user }) => caseCommentPage(deps, user, body));
  route(app, deps, T.commentGetV1, async ({ body, user }) => caseCommentPage(deps, user, body));
}
