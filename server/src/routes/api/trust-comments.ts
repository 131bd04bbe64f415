/**
 * /api/cf/v4/comment/get and /api/cf/v4/comment/get-v1 (declared in src/contract/trust.ts): the case's
 * comments newest first with what the viewer may do (canDelete: the author or the case owner).
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { CommentItemT } from '../../../../src/contract/trust';
import { nameFor } from '../../../../src/contract/rules/names';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { makeAnchor, parseAnchor } from '../../lib/util';
import { caseOr404, isCaseOwner } from '../../policies/case';
import { listComments } from '../../repositories/comments';
import type { UserRow } from '../../repositories/users';

const T = contract.trust;

export function trustCommentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const handler = async ({ body, user: viewer }: { body: { infoUuid: string; anchorId?: string; size?: number }; user: UserRow | null }) => {
    const c = await caseOr404(deps, body.infoUuid);
    const size = body.size ?? 20;
    const rows = await listComments(deps.db, { infoUuid: c.info_uuid }, parseAnchor(body.anchorId), size);
    const page = rows.slice(0, size);
    const list: CommentItemT[] = page.map((r) => {
      const mine = !!viewer && viewer.user_id === r.user_id;
      return {
        id: r.id, time: Math.floor(Number(r.created_at) / 1000), headImgUrl: r.head_img_url, nickname: nameFor(r.nickname, r.user_id, viewer?.user_id), comments: r.content, type: r.type,
        mine, canDelete: mine || isCaseOwner(viewer, c),
      };
    });
    const last = page[page.length - 1];
    return { list, hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.id) : '' };
  };
  route(app, deps, T.commentGet, handler);
  route(app, deps, T.commentGetV1, handler);
}
