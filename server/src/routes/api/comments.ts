/** The `comments` group (src/contract/comments.ts): messages under a case; verification is verification.ts. */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { addComment, commentPage, removeComment } from '../../services/comments';

const C = contract.comments;

export function commentsRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, C.list, async ({ body, user }) => commentPage(deps, 'all', user, body));
  route(app, deps, C.listSelf, async ({ body, user }) => commentPage(deps, 'self', user, body));
  route(app, deps, C.listShared, async ({ body, user }) => commentPage(deps, 'shared', user, body));
  route(app, deps, C.add, async ({ body, user }) => addComment(deps, user, body.infoUuid, body.content));
  route(app, deps, C.remove, async ({ body, user }) => removeComment(deps, user, body.infoUuid, body.commentId));
}
