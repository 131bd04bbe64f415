/**
 * /api/cf/v4/comment/get and /api/cf/v4/comment/get-v1 { infoUuid, anchorId?, size? }: the case's
 * comments newest first with what the viewer may do (canDelete: the author or the case owner).
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { ANCHOR, INFO_UUID, int, post } from '../../lib/schema';
import { makeAnchor, parseAnchor } from '../../lib/util';
import { ok } from '../../plugins/errors';
import { sessionUser } from '../../plugins/auth';
import { listComments } from '../../repositories/comments';
import type { CommentItemT } from '../../../../src/services/contract-trust';
import { caseOr404 } from './cases';

export function trustCommentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const handler = async (req: Parameters<typeof sessionUser>[0] & { body: { infoUuid: string; anchorId?: string; size?: number } }) => {
    const c = await caseOr404(deps, req.body.infoUuid);
    const viewer = await sessionUser(req, deps);
    const size = req.body.size ?? 20;
    const rows = await listComments(deps.db, { infoUuid: c.info_uuid }, parseAnchor(req.body.anchorId), size);
    const page = rows.slice(0, size);
    const list: CommentItemT[] = page.map((r) => {
      const mine = !!viewer && viewer.user_id === r.user_id;
      return {
        id: r.id, time: Math.floor(Number(r.created_at) / 1000), headImgUrl: r.head_img_url, nickname: r.nickname, comments: r.content, type: r.type,
        mine, canDelete: mine || (!!viewer && viewer.user_id === c.owner_user_id),
      };
    });
    const last = page[page.length - 1];
    return ok({ list, hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.id) : '' });
  };
  const body = post({ infoUuid: INFO_UUID, anchorId: ANCHOR, size: int(1, 50) }, ['infoUuid']);
  app.post<{ Body: { infoUuid: string; anchorId?: string; size?: number } }>('/api/cf/v4/comment/get', body, handler);
  app.post<{ Body: { infoUuid: string; anchorId?: string; size?: number } }>('/api/cf/v4/comment/get-v1', body, handler);
}
