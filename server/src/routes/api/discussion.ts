/**
 * Discussion and public trust (declared in src/contract/trust.ts): /api/cf-risk/discussion/{get, apply,
 * end, vote}, /api/frame/bc/detail, and the discussion's comments /api/frame/comment/{list, add, remove}
 * (stored and returned as text).
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { DiscussionComment } from '../../../../src/contract/trust';
import { DISCUSSION } from '../../../../src/contract/trust';
import { nameFor } from '../../../../src/contract/rules/names';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { makeAnchor, newId, parseAnchor } from '../../lib/util';
import { caseOr404 } from '../../policies/case';
import { assertMayRemoveDiscussionComment } from '../../policies/discussion';
import { deleteDiscussionComment, getDiscussionComment, insertDiscussionComment, listDiscussionComments } from '../../repositories/discussion';
import { discussionInfo, DMSG, statusOf, transition, vote } from '../../services/discussion';

const T = contract.trust;

export function discussionRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, T.discussionGet, async ({ body, user }) => discussionInfo(deps, user, body.infoUuid));
  route(app, deps, T.discussionDetail, async ({ body, user }) => discussionInfo(deps, user, body.infoUuid));

  route(app, deps, T.discussionApply, async ({ body, user }) => {
    await transition(deps, user, 'owner', body.infoUuid, 'apply', body.content);
    return discussionInfo(deps, user, body.infoUuid);
  });

  route(app, deps, T.discussionEnd, async ({ body, user }) => {
    await transition(deps, user, 'owner', body.infoUuid, 'end');
    return discussionInfo(deps, user, body.infoUuid);
  });

  route(app, deps, T.discussionVote, async ({ body, user }) => {
    await vote(deps, user, body.infoUuid, body.vote);
    return discussionInfo(deps, user, body.infoUuid);
  });

  route(app, deps, T.discussionComments, async ({ body, user: viewer }) => {
    await caseOr404(deps, body.infoUuid);
    const size = body.size ?? 20;
    const rows = await listDiscussionComments(deps.db, body.infoUuid, parseAnchor(body.anchorId), size);
    const page = rows.slice(0, size);
    const list: DiscussionComment[] = page.map((r) => ({
      id: r.id, nickname: nameFor(r.nickname, r.user_id, viewer?.user_id), headImgUrl: r.head_img_url, content: r.content, time: Number(r.created_at), mine: !!viewer && viewer.user_id === r.user_id,
    }));
    const last = page[page.length - 1];
    return { list, hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.id) : '' };
  });

  route(app, deps, T.discussionCommentAdd, async ({ body, user }) => {
    const c = await caseOr404(deps, body.infoUuid);
    if ((await statusOf(deps, c)) !== DISCUSSION.onPublic) throw conflict(DMSG.CLOSED);
    if (!body.content.trim()) throw badRequest('请填写评论内容');
    const row = { id: newId('dc'), info_uuid: c.info_uuid, user_id: user.user_id, content: body.content, created_at: deps.clock(), deleted: 0 };
    // Stored as typed; the client renders it as text, never HTML.
    await insertDiscussionComment(deps.db, row);
    const item: DiscussionComment = { id: row.id, nickname: user.nickname, headImgUrl: user.head_img_url, content: row.content, time: row.created_at, mine: true };
    return item;
  });

  route(app, deps, T.discussionCommentRemove, async ({ body, user }) => {
    const c = await caseOr404(deps, body.infoUuid);
    const dc = await getDiscussionComment(deps.db, body.commentId);
    if (!dc || dc.deleted || dc.info_uuid !== c.info_uuid) throw notFound('评论不存在');
    assertMayRemoveDiscussionComment(user, dc, c);
    await deleteDiscussionComment(deps.db, dc.id);
    return null;
  });
}
