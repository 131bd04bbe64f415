/** The public discussion's comments (src/contract/trust.ts): newest first, written while the discussion is public, removed by the author or the case owner. */
import type { contract } from '../../../src/contract';
import type { ReqOf } from '../../../src/contract/schema';
import type { DiscussionComment } from '../../../src/contract/trust';
import { DISCUSSION } from '../../../src/contract/trust';
import { nameFor } from '../../../src/contract/rules/names';
import type { AppDeps } from '../deps';
import { badRequest, conflict, notFound } from '../lib/errors';
import { makeAnchor, newId, parseAnchor } from '../lib/util';
import { caseOr404 } from '../policies/case';
import { assertMayRemoveDiscussionComment } from '../policies/discussion';
import { deleteDiscussionComment, getDiscussionComment, insertDiscussionComment, listDiscussionComments } from '../repositories/discussion';
import type { UserRow } from '../repositories/users';
import { DMSG, statusOf } from './discussion';

export async function discussionCommentPage(deps: AppDeps, viewer: UserRow | null, body: ReqOf<typeof contract.trust.discussionComments>) {
  await caseOr404(deps, body.infoUuid);
  const size = body.size ?? 20;
  const rows = await listDiscussionComments(deps.db, body.infoUuid, parseAnchor(body.anchorId), size);
  const page = rows.slice(0, size);
  const list: DiscussionComment[] = page.map((r) => ({
    id: r.id, nickname: nameFor(r.nickname, r.user_id, viewer?.user_id), headImgUrl: r.head_img_url, content: r.content, time: Number(r.created_at), mine: !!viewer && viewer.user_id === r.user_id,
  }));
  const last = page[page.length - 1];
  return { list, hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.id) : '' };
}

export async function addDiscussionComment(deps: AppDeps, user: UserRow, infoUuid: string, content: string): Promise<DiscussionComment> {
  const c = await caseOr404(deps, infoUuid);
  if ((await statusOf(deps, c)) !== DISCUSSION.onPublic) throw conflict(DMSG.CLOSED);
  if (!content.trim()) throw badRequest('请填写评论内容');
  const row = { id: newId('dc'), info_uuid: c.info_uuid, user_id: user.user_id, content, created_at: deps.clock(), deleted: 0 };
  // Stored as typed; the client renders it as text, never HTML.
  await insertDiscussionComment(deps.db, row);
  return { id: row.id, nickname: user.nickname, headImgUrl: user.head_img_url, content: row.content, time: row.created_at, mine: true };
}

export async function removeDiscussionComment(deps: AppDeps, user: UserRow, infoUuid: string, commentId: string): Promise<null> {
  const c = await caseOr404(deps, infoUuid);
  const dc = await getDiscussionComment(deps.db, commentId);
  if (!dc || dc.deleted || dc.info_uuid !== c.info_uuid) throw notFound('评论不存在');
  assertMayRemoveDiscussionComment(user, dc, c);
  await deleteDiscussionComment(deps.db, dc.id);
  return null;
}
