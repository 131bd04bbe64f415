/**
 * The comment wall (declared in src/contract/wall.ts): comments left under published cases and
 * blessings written on the wall (a comments row with no case, info_uuid ''), newest first, names masked.
 * Staff hide an item (comments.deleted 2: gone from the wall and from its case; 1 stays the author's or
 * owner's removal) or show it again; each with its audit row in the same transaction.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { wall, type StaffWallItem, type WallItem } from '../../../../src/contract/wall';
import { WALL_PAGE } from '../../../../src/contract/wall';
import { shortTextError } from '../../../../src/contract/rules';
import { maskName } from '../../../../src/contract/rules/love';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/schema';
import { route } from '../../http/route';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { makeAnchor, newId, parseAnchor } from '../../lib/util';
import { ANONYMOUS_DONOR_NAME, COMMENT_TYPE } from '../../../../src/contract/comments';
import { writeAudit } from '../../repositories/audit';

/** comments.deleted: 0 shown, 1 removed by its author or the case's owner, 2 hidden by staff. */
export const HIDDEN_BY_STAFF = 2;
export const WALL_MSG = { NOT_FOUND: '评论不存在', NOT_HIDDEN: '该评论未被隐藏', ALREADY: '该评论已隐藏或已删除' } as const;

type Q = Kysely<Database>;
type Anchor = { t: number; id: string } | null;

function wallQuery(db: Q, anchor: Anchor) {
  let q = db.selectFrom('comments as c')
    .innerJoin('users as u', 'u.user_id', 'c.user_id')
    .leftJoin('cases as k', 'k.info_uuid', 'c.info_uuid')
    .select(['c.id', 'c.user_id', 'c.info_uuid', 'c.content', 'c.type', 'c.created_at', 'c.deleted', 'u.nickname', 'u.head_img_url', 'k.title as case_title'])
    // a blessing of the wall, or a comment under a case the public may see
    .where((eb) => eb.or([eb('c.info_uuid', '=', ''), eb('k.published', '=', 1)]));
  if (anchor) q = q.where((eb) => eb.or([eb('c.created_at', '<', anchor.t), eb.and([eb('c.created_at', '=', anchor.t), eb('c.id', '<', anchor.id)])]));
  return q.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc');
}
type WallRow = Awaited<ReturnType<ReturnType<typeof wallQuery>['execute']>>[number];

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
const oneRow = (db: Q, id: string) => wallQuery(db, null).where('c.id', '=', id).executeTakeFirst();

export function wallRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, wall.list, async ({ body, user }) => {
    const size = body.size ?? WALL_PAGE;
    const rows = await wallQuery(deps.db, parseAnchor(body.anchorId)).where('c.deleted', '=', 0).limit(size + 1).execute();
    return pageOf(rows, size, (r) => toItem(r, user?.user_id ?? null));
  });

  // The comment rules; stored and shown as the plain text typed.
  route(app, deps, wall.add, async ({ body, user }) => {
    const err = shortTextError(body.content, '评论');
    if (err) throw badRequest(err);
    const id = newId('c');
    await deps.db.insertInto('comments').values({ id, info_uuid: '', user_id: user.user_id, content: body.content.trim(), type: 0, created_at: deps.clock(), deleted: 0 }).execute();
    return toItem((await oneRow(deps.db, id))!, user.user_id);
  });

  route(app, deps, wall.staffList, async ({ body }) => {
    const size = body.size ?? WALL_PAGE;
    let q = wallQuery(deps.db, parseAnchor(body.anchorId));
    q = body.hidden === undefined ? q.where('c.deleted', 'in', [0, HIDDEN_BY_STAFF]) : q.where('c.deleted', '=', body.hidden ? HIDDEN_BY_STAFF : 0);
    return pageOf(await q.limit(size + 1).execute(), size, toStaff);
  });

  // 0 -> 2 and back, each a guarded update (a concurrent removal or hide changes nothing) with its audit row.
  const move = (from: number, to: number, action: string, refusal: string) => async (staffId: string, id: string, reason: string) => {
    const now = deps.clock();
    await deps.db.transaction().execute(async (trx) => {
      const c = await trx.selectFrom('comments').select(['id', 'info_uuid', 'deleted', 'content']).where('id', '=', id).executeTakeFirst();
      if (!c) throw notFound(WALL_MSG.NOT_FOUND);
      const r = await trx.updateTable('comments').set({ deleted: to }).where('id', '=', id).where('deleted', '=', from).executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw conflict(refusal);
      await writeAudit(trx, {
        actor: staffId, action, targetType: 'comment', targetId: id, infoUuid: c.info_uuid || null,
        before: { deleted: from }, after: { deleted: to, content: c.content }, reason,
      }, now);
    });
    return toStaff((await oneRow(deps.db, id))!);
  };
  const hide = move(0, HIDDEN_BY_STAFF, 'comment.hide', WALL_MSG.ALREADY);
  const restore = move(HIDDEN_BY_STAFF, 0, 'comment.restore', WALL_MSG.NOT_HIDDEN);
  route(app, deps, wall.staffHide, async ({ body, staff }) => {
    const reason = body.reason.trim();
    if (!reason) throw badRequest('请填写隐藏原因');
    return hide(staff.user_id, body.id, reason);
  });
  route(app, deps, wall.staffRestore, async ({ body, staff }) => restore(staff.user_id, body.id, ''));
}
