/** A case's comments as the trust pages list them (src/contract/trust.ts commentGet): newest first, each with what the viewer may do. */
import type { CommentItemT } from '../../../src/contract/trust';
import { nameFor } from '../../../src/contract/rules/names';
import type { AppDeps } from '../deps';
import { makeAnchor, parseAnchor } from '../lib/util';
import { caseOr404, isCaseOwner } from '../policies/case';
import { listComments } from '../repositories/comments';
import type { UserRow } from '../repositories/users';

export async function caseCommentPage(deps: AppDeps, viewer: UserRow | null, q: { infoUuid: string; anchorId?: string; size?: number }) {
  const c = await caseOr404(deps, q.infoUuid);
  const size = q.size ?? 20;
  const rows = await listComments(deps.db, { infoUuid: c.info_uuid }, parseAnchor(q.anchorId), size);
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
}
