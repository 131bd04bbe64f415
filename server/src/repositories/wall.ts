/**
 * The comment wall's rows (SQL only): comments left under published cases and blessings written on the
 * wall (a comments row with no case, info_uuid ''), newest first by (created_at, id).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Q = Kysely<Database>;
export type Anchor = { t: number; id: string } | null;

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
export type WallRow = Awaited<ReturnType<ReturnType<typeof wallQuery>['execute']>>[number];

/** One page (size + 1 rows, to tell whether more follow) of the items whose `deleted` is one of `states`. */
export const wallRows = (db: Q, anchor: Anchor, states: number[], limit: number): Promise<WallRow[]> =>
  wallQuery(db, anchor).where('c.deleted', 'in', states).limit(limit).execute();

/** One item of the wall by id (whatever its state). */
export const wallRow = (db: Q, id: string): Promise<WallRow | undefined> => wallQuery(db, null).where('c.id', '=', id).executeTakeFirst();

/** A blessing written on the wall (no case). */
export async function insertBlessing(db: Q, b: { id: string; userId: string; content: string; now: number }): Promise<void> {
  await db.insertInto('comments').values({ id: b.id, info_uuid: '', user_id: b.userId, content: b.content, type: 0, created_at: b.now, deleted: 0 }).execute();
}

/** The comment a staff move reads first (inside its transaction). */
export const commentForMove = (db: Q, id: string) =>
  db.selectFrom('comments').select(['id', 'info_uuid', 'deleted', 'content']).where('id', '=', id).executeTakeFirst();

/** Moves a comment's `deleted` from one state to another, guarded by the state; true when it moved. */
export async function moveCommentState(db: Q, id: string, from: number, to: number): Promise<boolean> {
  const r = await db.updateTable('comments').set({ deleted: to }).where('id', '=', id).where('deleted', '=', from).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
