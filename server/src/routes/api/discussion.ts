/**
 * Discussion and public trust: /api/cf-risk/discussion/{get, apply, end, vote}, /api/frame/bc/detail,
 * and the discussion's comments /api/frame/comment/{list, add, remove} (stored and returned as text).
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { ANCHOR, INFO_UUID, int, oneOf, post, str } from '../../lib/schema';
import { makeAnchor, newId, parseAnchor } from '../../lib/util';
import { ok } from '../../plugins/errors';
import { requireUser, sessionUser } from '../../plugins/auth';
import { deleteDiscussionComment, getDiscussionComment, insertDiscussionComment, listDiscussionComments } from '../../repositories/discussion';
import { discussionInfo, DMSG, statusOf, transition, vote } from '../../services/discussion';
import { DISCUSSION, type DiscussionComment, type VoteChoice } from '../../../../src/services/contract-trust';
import { caseOr404 } from './cases';

const ONE = post({ infoUuid: INFO_UUID }, ['infoUuid']);

export function discussionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const info = async (req: { body: { infoUuid: string } } & Parameters<typeof sessionUser>[0]) => ok(await discussionInfo(deps, await sessionUser(req, deps), req.body.infoUuid));
  app.post<{ Body: { infoUuid: string } }>('/api/cf-risk/discussion/get', ONE, info);
  app.post<{ Body: { infoUuid: string } }>('/api/frame/bc/detail', ONE, info);

  app.post<{ Body: { infoUuid: string; content: string } }>('/api/cf-risk/discussion/apply', post({ infoUuid: INFO_UUID, content: str(1, 1000) }, ['infoUuid', 'content']), async (req) => {
    const user = await requireUser(req, deps);
    await transition(deps, user, 'owner', req.body.infoUuid, 'apply', req.body.content);
    return ok(await discussionInfo(deps, user, req.body.infoUuid));
  });

  app.post<{ Body: { infoUuid: string } }>('/api/cf-risk/discussion/end', ONE, async (req) => {
    const user = await requireUser(req, deps);
    await transition(deps, user, 'owner', req.body.infoUuid, 'end');
    return ok(await discussionInfo(deps, user, req.body.infoUuid));
  });

  app.post<{ Body: { infoUuid: string; vote: VoteChoice } }>('/api/cf-risk/discussion/vote', post({ infoUuid: INFO_UUID, vote: oneOf('support', 'oppose') }, ['infoUuid', 'vote']), async (req) => {
    const user = await requireUser(req, deps);
    await vote(deps, user, req.body.infoUuid, req.body.vote);
    return ok(await discussionInfo(deps, user, req.body.infoUuid));
  });

  app.post<{ Body: { infoUuid: string; anchorId?: string; size?: number } }>(
    '/api/frame/comment/list',
    post({ infoUuid: INFO_UUID, anchorId: ANCHOR, size: int(1, 50) }, ['infoUuid']),
    async (req) => {
      await caseOr404(deps, req.body.infoUuid);
      const viewer = await sessionUser(req, deps);
      const size = req.body.size ?? 20;
      const rows = await listDiscussionComments(deps.db, req.body.infoUuid, parseAnchor(req.body.anchorId), size);
      const page = rows.slice(0, size);
      const list: DiscussionComment[] = page.map((r) => ({
        id: r.id, nickname: r.nickname, headImgUrl: r.head_img_url, content: r.content, time: Number(r.created_at), mine: !!viewer && viewer.user_id === r.user_id,
      }));
      const last = page[page.length - 1];
      return ok({ list, hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.id) : '' });
    },
  );

  app.post<{ Body: { infoUuid: string; content: string } }>('/api/frame/comment/add', post({ infoUuid: INFO_UUID, content: str(1, 500) }, ['infoUuid', 'content']), async (req) => {
    const user = await requireUser(req, deps);
    const c = await caseOr404(deps, req.body.infoUuid);
    if ((await statusOf(deps, c)) !== DISCUSSION.onPublic) throw conflict(DMSG.CLOSED);
    if (!req.body.content.trim()) throw badRequest('请填写评论内容');
    const row = { id: newId('dc'), info_uuid: c.info_uuid, user_id: user.user_id, content: req.body.content, created_at: deps.clock(), deleted: 0 };
    // Stored as typed; the client renders it as text, never HTML.
    await insertDiscussionComment(deps.db, row);
    const item: DiscussionComment = { id: row.id, nickname: user.nickname, headImgUrl: user.head_img_url, content: row.content, time: row.created_at, mine: true };
    return ok(item);
  });

  app.post<{ Body: { commentId: string; infoUuid: string } }>('/api/frame/comment/remove', post({ commentId: str(1, 64), infoUuid: INFO_UUID }, ['commentId', 'infoUuid']), async (req) => {
    const user = await requireUser(req, deps);
    const c = await caseOr404(deps, req.body.infoUuid);
    const dc = await getDiscussionComment(deps.db, req.body.commentId);
    if (!dc || dc.deleted || dc.info_uuid !== c.info_uuid) throw notFound('评论不存在');
    // The author or the case owner.
    if (dc.user_id !== user.user_id && c.owner_user_id !== user.user_id) throw forbidden();
    await deleteDiscussionComment(deps.db, dc.id);
    return ok(null);
  });
}
