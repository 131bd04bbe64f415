/** /api/cf/v5/detail/get|get-self|get-shared, /api/cf/v4/comment/add|remove, /api/cf/v5/verification/*. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { ANCHOR, bool, INFO_UUID, int, post, str } from '../../lib/schema';
import { makeAnchor, newId, parseAnchor } from '../../lib/util';
import { ok } from '../../plugins/errors';
import { requireUser, sessionUser } from '../../plugins/auth';
import { getComment, insertComment, listComments, markCommentDeleted, type CommentFilter } from '../../repositories/comments';
import type { CommentItem } from '../../../../src/services/contract';
import { caseOr404 } from './cases';
import { inTransactionWithNotify, notifyComment } from '../../services/notify';

const LIST_BODY = post(
  { infoUuid: INFO_UUID, size: int(1, 50), anchorId: ANCHOR, pageNum: int(0, 100000), selfTag: str(0, 100), degree: int(0, 100), isYesterday: bool },
  ['infoUuid'],
);
type ListBody = { infoUuid: string; size?: number; anchorId?: string };

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
      const kase = await caseOr404(deps, req.body.infoUuid);
      if (!req.body.content.trim()) throw badRequest('参数错误: content');
      const now = deps.clock();
      const id = newId('c');
      // Stored and returned as the plain text typed; the client renders it as text, never as HTML.
      await inTransactionWithNotify(deps, async (trx, outbox) => {
        await insertComment(trx, { id, info_uuid: req.body.infoUuid, user_id: user.user_id, content: req.body.content, type: 0, created_at: now, deleted: 0 });
        await notifyComment(trx, outbox, { infoUuid: kase.info_uuid, ownerId: kase.owner_user_id, authorId: user.user_id, authorName: user.nickname, content: req.body.content });
      });
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
      // The author or the case owner may delete a comment; anyone else gets 403 and nothing changes.
      if (c.user_id !== user.user_id && (await caseOr404(deps, c.info_uuid)).owner_user_id !== user.user_id) throw forbidden();
      await markCommentDeleted(deps.db, c.id);
      return ok(null);
    },
  );
  // /api/cf/v{4,5}/verification/count|selected|list live in verification.ts.
}
