/**
 * The case page's messages (src/contract/comments.ts): all of a case's, mine, and those shared with me,
 * newest first; writing one (its owner is notified after commit) and removing one (its author or the
 * case owner). Text is stored and returned as typed; the client renders it as text, never as HTML.
 */
import { ANONYMOUS_DONOR_NAME, COMMENT_TYPE, type CommentItem } from '../../../src/contract/comments';
import { nameFor } from '../../../src/contract/rules/names';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../lib/errors';
import { makeAnchor, newId, parseAnchor } from '../lib/util';
import { caseOr404 } from '../policies/case';
import { assertMayRemoveComment } from '../policies/comment';
import { getComment, insertComment, listComments, markCommentDeleted, type CommentFilter } from '../repositories/comments';
import type { UserRow } from '../repositories/users';
import { inTransactionWithNotify, notifyComment } from './notify';

export type CommentListMode = 'all' | 'self' | 'shared';

export async function commentPage(deps: AppDeps, mode: CommentListMode, viewer: Pick<UserRow, 'user_id'> | null, body: { infoUuid: string; size?: number; anchorId?: string }) {
  const size = body.size ?? (mode === 'all' ? 10 : 50);
  await caseOr404(deps, body.infoUuid);
  const filter: CommentFilter = { infoUuid: body.infoUuid };
  if (mode !== 'all') {
    if (!viewer) return { list: [], hasNext: false, anchorId: '' };
    if (mode === 'self') filter.byUser = viewer.user_id;
    else filter.sharedWith = viewer.user_id;
  }
  const rows = await listComments(deps.db, filter, parseAnchor(body.anchorId), size);
  const page = rows.slice(0, size);
  const items: CommentItem[] = page.map((r) => ({
    // An anonymous donor's message goes under 爱心人士, without their avatar.
    ...(Number(r.type) === COMMENT_TYPE.ANONYMOUS_GIFT_MESSAGE ? { headImgUrl: '', nickname: ANONYMOUS_DONOR_NAME } : { headImgUrl: r.head_img_url, nickname: nameFor(r.nickname, r.user_id, viewer?.user_id) }),
    id: r.id, time: Math.floor(Number(r.created_at) / 1000),
    comments: r.content, type: r.type, mine: !!viewer && viewer.user_id === r.user_id,
  }));
  const last = page[page.length - 1];
  return { list: items, hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.id) : '' };
}

export async function addComment(deps: AppDeps, user: UserRow, infoUuid: string, content: string) {
  const kase = await caseOr404(deps, infoUuid);
  if (!content.trim()) throw badRequest('参数错误: content');
  const now = deps.clock();
  const id = newId('c');
  await inTransactionWithNotify(deps, async (trx, outbox) => {
    await insertComment(trx, { id, info_uuid: infoUuid, user_id: user.user_id, content, type: 0, created_at: now, deleted: 0 });
    await notifyComment(trx, outbox, { infoUuid: kase.info_uuid, ownerId: kase.owner_user_id, authorId: user.user_id, authorName: user.nickname, content });
  });
  return { id, time: Math.floor(now / 1000), headImgUrl: user.head_img_url, nickname: user.nickname, comments: content, type: 0, mine: true };
}

export async function removeComment(deps: AppDeps, user: UserRow, infoUuid: string, commentId: string): Promise<null> {
  const c = await getComment(deps.db, commentId);
  if (!c || c.deleted || c.info_uuid !== infoUuid) throw notFound('评论不存在');
  assertMayRemoveComment(user, c, await caseOr404(deps, c.info_uuid));
  await markCommentDeleted(deps.db, c.id);
  return null;
}
