/**
 * The comment wall (declared in src/contract/wall.ts): comments left under published cases and
 * blessings written on the wall, newest first, names masked. Staff hide an item (comments.deleted 2:
 * gone from the wall and from its case; 1 stays the author's or owner's removal) or show it again;
 * each with its audit row in the same transaction.
 */
import type { StaffWallItem, WallItem, WallPage } from '../../../src/contract/wall';
import { WALL_PAGE } from '../../../src/contract/wall';
import { shortTextError } from '../../../src/contract/rules';
import { maskName } from '../../../src/contract/rules/love';
import { ANONYMOUS_DONOR_NAME, COMMENT_TYPE } from '../../../src/contract/comments';
import type { AppDeps } from '../deps';
import { badRequest, conflict, notFound } from '../lib/errors';
import { makeAnchor, newId, parseAnchor } from '../lib/util';
import { writeAudit } from '../repositories/audit';
import type { AuditAction } from '../../../src/contract/audit-actions';
import { commentForMove, insertBlessing, moveCommentState, wallRow, wallRows, type WallRow } from '../repositories/wall';

/** comments.deleted: 0 shown, 1 removed by its author or the case's owner, 2 hidden by staff. */
export const HIDDEN_BY_STAFF = 2;
export const WALL_MSG = { NOT_FOUND: '评论不存在', NOT_HIDDEN: '该评论未被隐藏', ALREADY: '该评论已隐藏或已删除' } as const;

function pageOf<T>(rows: WallRow[], size: number, map: (r: WallRow) => T) {
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  const hasNext = rows.length > size;
  return { list: page.map(map), hasNext, anchorId: hasNext && last ? makeAnchor(Number(last.created_at), last.id) : '' };
}

const toItem = (r: WallRow, viewer: string | null): WallItem => ({
  // an anonymous donor's message stays anonymous on the wall too
  ...(Number(r.type) === COMMENT_TYPE.ANONYMOUS_GIFT_MESSAGE ? { nickname: ANONYMOUS_DONOR_NAME, headImgUrl: '' } : { nickname: maskName(r.nickname), headImgUrl: r.head_img_url }),
  id: r.id, content: r.content, time: Math.floor(Number(r.created_at) / 1000),
  infoUuid: r.info_uuid, caseTitle: r.case_title ?? '', mine: viewer === r.user_id,
});
const toStaff = (r: WallRow): StaffWallItem => ({
  id: r.id, userId: r.user_id, nickname: r.nickname, content: r.content, time: Math.floor(Number(r.created_at) / 1000),
  infoUuid: r.info_uuid, caseTitle: r.case_title ?? '', hidden: Number(r.deleted) === HIDDEN_BY_STAFF,
});

/** The wall as everyone sees it (shown items only). */
export async function wallPage(deps: AppDeps, q: { size?: number; anchorId?: string }, viewer: string | null): Promise<WallPage> {
  const size = q.size ?? WALL_PAGE;
  return pageOf(await wallRows(deps.db, parseAnchor(q.anchorId), [0], size + 1), size, (r) => toItem(r, viewer));
}

/** A blessing on the wall, under the comment rules; stored and shown as the plain text typed. */
export async function addBlessing(deps: AppDeps, userId: string, content: string): Promise<WallItem> {
  const err = shortTextError(content, '评论');
  if (err) throw badRequest(err);
  const id = newId('c');
  await insertBlessing(deps.db, { id, userId, content: content.trim(), now: deps.clock() });
  return toItem((await wallRow(deps.db, id))!, userId);
}

/** The staff's list: shown and hidden items, or only one of the two. */
export async function staffWallPage(deps: AppDeps, q: { size?: number; anchorId?: string; hidden?: boolean }) {
  const size = q.size ?? WALL_PAGE;
  const states = q.hidden === undefined ? [0, HIDDEN_BY_STAFF] : [q.hidden ? HIDDEN_BY_STAFF : 0];
  return pageOf(await wallRows(deps.db, parseAnchor(q.anchorId), states, size + 1), size, toStaff);
}

// 0 -> 2 and back, each a guarded update (a concurrent removal or hide changes nothing) with its audit row.
const move = (from: number, to: number, action: AuditAction, refusal: string) => async (deps: AppDeps, staffId: string, id: string, reason: string): Promise<StaffWallItem> => {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const c = await commentForMove(trx, id);
    if (!c) throw notFound(WALL_MSG.NOT_FOUND);
    if (!(await moveCommentState(trx, id, from, to))) throw conflict(refusal);
    await writeAudit(trx, {
      actor: staffId, action, targetType: 'comment', targetId: id, infoUuid: c.info_uuid || null,
      before: { deleted: from }, after: { deleted: to, content: c.content }, reason,
    }, now);
  });
  return toStaff((await wallRow(deps.db, id))!);
};
const hide = move(0, HIDDEN_BY_STAFF, 'comment.hide', WALL_MSG.ALREADY);

/** Staff hide an item from the wall and from its case; a reason is required. */
export function hideWallItem(deps: AppDeps, staffId: string, id: string, reason: string): Promise<StaffWallItem> {
  const why = reason.trim();
  if (!why) throw badRequest('请填写隐藏原因');
  return hide(deps, staffId, id, why);
}

/** Staff show a hidden item again. */
export const restoreWallItem = move(HIDDEN_BY_STAFF, 0, 'comment.restore', WALL_MSG.NOT_HIDDEN);
