/** /api/cf/v5/detail/get|get-self|get-shared, /api/cf/v4/comment/add|remove, /api/cf/v5/verification/*. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { ANCHOR, bool, INFO_UUID, int, post, str } from '../../lib/schema';
import { makeAnchor, newId, parseAnchor } from '../../lib/util';
import { ok } from '../../plugins/errors';
import { requireUser, sessionUser } from '../../plugins/auth';
import { getComment, insertComment, listComments, listVerifications, markCommentDeleted, verificationCounts, type CommentFilter } from '../../repositories/comments';
import type { CommentItem, VerificationItem } from '../../../../src/services/contract';
import type { VerificationsTable } from '../../db/schema';
import { caseOr404 } from './cases';

const LIST_BODY = post(
  { infoUuid: INFO_UUID, size: int(1, 50), anchorId: ANCHOR, pageNum: int(0, 100000), selfTag: str(0, 100), degree: int(0, 100), isYesterday: bool },
  ['infoUuid'],
);
type ListBody = { infoUuid: string; size?: number; anchorId?: string };

function toVerification(v: VerificationsTable): VerificationItem {
  return {
    verifyId: v.verify_id, infoUuid: v.info_uuid, nickname: v.nickname, headImgUrl: v.head_img_url, relationship: v.relationship,
    content: v.content, isDoctor: v.kind === 'doctor', time: Number(v.created_at),
  };
}

export function commentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const list = (mode: 'all' | 'self' | 'shared') => async (req: FastifyRequest<{ Body: ListBody }>) => {
    const viewer = await sessionUser(req, deps);
    const size = req.body.size ?? (mode === 'all' ? 10 : 50);
    await caseOr404(deps, req.body.infoUuid);
    const filter: CommentFilter = { infoUuid: req.body.infoUuid };
    if (mode !== 'all') {
      if (!viewer) return ok({ list: [], hasNext: false, anchorId: '' });
      if (mode === 'self') filter.byUser = viewer.user_id;
      else filter.sharedWith = viewer.user_id;
    }
    const rows = await listComments(deps.db, filter, parseAnchor(req.body.anchorId), size);
    const page = rows.slice(0, size);
    const items: CommentItem[] = page.map((r) => ({
      id: r.id, time: Math.floor(Number(r.created_at) / 1000), headImgUrl: r.head_img_url, nickname: r.nickname,
      comments: r.content, type: r.type, mine: !!viewer && viewer.user_id === r.user_id,
    }));
    const last = page[page.length - 1];
    return ok({ list: items, hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.id) : '' });
  };
  app.post<{ Body: ListBody }>('/api/cf/v5/detail/get', LIST_BODY, list('all'));
  app.post<{ Body: ListBody }>('/api/cf/v5/detail/get-self', LIST_BODY, list('self'));
  app.post<{ Body: ListBody }>('/api/cf/v5/detail/get-shared', LIST_BODY, list('shared'));

  app.post<{ Body: { infoUuid: string; content: string } }>(
    '/api/cf/v4/comment/add',
    post({ infoUuid: INFO_UUID, content: str(1, 500) }, ['infoUuid', 'content']),
    async (req) => {
      const user = await requireUser(req, deps);
      await caseOr404(deps, req.body.infoUuid);
      if (!req.body.content.trim()) throw badRequest('参数错误: content');
      const now = deps.clock();
      const id = newId('c');
      // Stored and returned as the plain text typed; the client renders it as text, never as HTML.
      await insertComment(deps.db, { id, info_uuid: req.body.infoUuid, user_id: user.user_id, content: req.body.content, type: 0, created_at: now, deleted: 0 });
      const item: CommentItem = { id, time: Math.floor(now / 1000), headImgUrl: user.head_img_url, nickname: user.nickname, comments: req.body.content, type: 0, mine: true };
      return ok(item);
    },
  );

  app.post<{ Body: { commentId: string; infoUuid: string } }>(
    '/api/cf/v4/comment/remove',
    post({ commentId: str(1, 64), infoUuid: INFO_UUID }, ['commentId', 'infoUuid']),
    async (req) => {
      const user = await requireUser(req, deps);
      const c = await getComment(deps.db, req.body.commentId);
      if (!c || c.deleted || c.info_uuid !== req.body.infoUuid) throw notFound('评论不存在');
      if (c.user_id !== user.user_id) throw forbidden();
      await markCommentDeleted(deps.db, c.id);
      return ok(null);
    },
  );

  app.post<{ Body: { infoUuid: string } }>('/api/cf/v5/verification/count', post({ infoUuid: INFO_UUID }, ['infoUuid']), async (req) => {
    await caseOr404(deps, req.body.infoUuid);
    return ok(await verificationCounts(deps.db, req.body.infoUuid));
  });

  app.post<{ Body: { infoUuid: string; orderType?: number; maxCount?: number } }>(
    '/api/cf/v5/verification/selected',
    post({ infoUuid: INFO_UUID, orderType: int(0, 10), maxCount: int(1, 7) }, ['infoUuid']),
    async (req) => {
      await caseOr404(deps, req.body.infoUuid);
      const max = req.body.maxCount ?? 7;
      const rows = await listVerifications(deps.db, req.body.infoUuid, null, max, true);
      return ok({ list: rows.slice(0, max).map(toVerification) });
    },
  );

  app.post<{ Body: { infoUuid: string; size?: number; anchorId?: string; orderType?: number } }>(
    '/api/cf/v5/verification/list',
    post({ infoUuid: INFO_UUID, size: int(1, 50), anchorId: ANCHOR, orderType: int(0, 10), selfTag: str(0, 100), degree: int(0, 100), relationships: str(0, 200) }, ['infoUuid']),
    async (req) => {
      await caseOr404(deps, req.body.infoUuid);
      const size = req.body.size ?? 10;
      const rows = await listVerifications(deps.db, req.body.infoUuid, parseAnchor(req.body.anchorId), size);
      const page = rows.slice(0, size);
      const last = page[page.length - 1];
      const counts = await verificationCounts(deps.db, req.body.infoUuid);
      return ok({ ...counts, list: page.map(toVerification), hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.verify_id) : '' });
    },
  );
}
