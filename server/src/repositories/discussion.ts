/** Discussions, their votes and comments (SQL only). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DiscussionCommentsTable } from '../db/schema-trust';
import { DISCUSSION_MACHINE, type DiscussionStatus } from '../domain/machines/trust';
import { tryTransition } from '../domain/machines/transition';

type Q = Kysely<Database>;

export const getDiscussion = (db: Q, infoUuid: string) => db.selectFrom('discussions').selectAll().where('info_uuid', '=', infoUuid).executeTakeFirst();

/** Moves the discussion from one of `from` to `to` in one statement; false when its status was not in `from`. */
export async function moveDiscussion(db: Q, infoUuid: string, from: readonly DiscussionStatus[], to: DiscussionStatus, patch: { content?: string; reason?: string }, now: number): Promise<boolean> {
  return (await tryTransition(db, DISCUSSION_MACHINE, { info_uuid: infoUuid }, from, to, { updated_at: now, ...patch })) === 1;
}

/** The first application of a case (no row yet); false when a row appeared meanwhile. */
export async function insertDiscussion(db: Q, infoUuid: string, status: DiscussionStatus, content: string, now: number): Promise<boolean> {
  const r = await db.insertInto('discussions').values({ info_uuid: infoUuid, status, content, reason: '', created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('info_uuid').doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const discussionsInStatus = (db: Q, status: DiscussionStatus, size: number) =>
  db.selectFrom('discussions').selectAll().where('status', '=', status).orderBy('updated_at').limit(size).execute();

export async function voteCounts(db: Q, infoUuid: string) {
  const rows = await db.selectFrom('discussion_votes').select('vote').select((eb) => eb.fn.countAll<number>().as('n')).where('info_uuid', '=', infoUuid).groupBy('vote').execute();
  const v = { support: 0, oppose: 0, total: 0 };
  for (const r of rows) {
    const n = Number(r.n);
    if (r.vote === 'support') v.support += n;
    else v.oppose += n;
    v.total += n;
  }
  return v;
}

export const myVote = async (db: Q, infoUuid: string, userId: string) =>
  (await db.selectFrom('discussion_votes').select('vote').where('info_uuid', '=', infoUuid).where('user_id', '=', userId).executeTakeFirst())?.vote ?? null;

/** One vote per user per discussion (primary key); true when inserted. */
export async function insertVote(db: Q, infoUuid: string, userId: string, vote: string, now: number): Promise<boolean> {
  const r = await db.insertInto('discussion_votes').values({ info_uuid: infoUuid, user_id: userId, vote, created_at: now })
    .onConflict((oc) => oc.columns(['info_uuid', 'user_id']).doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function hasPaid(db: Q, infoUuid: string, userId: string): Promise<boolean> {
  return !!(await db.selectFrom('orders').select('order_id').where('user_id', '=', userId).where('info_uuid', '=', infoUuid).where('status', '=', 'PAID').limit(1).executeTakeFirst());
}

export async function insertDiscussionComment(db: Q, row: DiscussionCommentsTable): Promise<void> {
  await db.insertInto('discussion_comments').values(row).execute();
}
export const getDiscussionComment = (db: Q, id: string) => db.selectFrom('discussion_comments').selectAll().where('id', '=', id).executeTakeFirst();
export async function deleteDiscussionComment(db: Q, id: string): Promise<void> {
  await db.updateTable('discussion_comments').set({ deleted: 1 }).where('id', '=', id).execute();
}
export async function discussionCommentCount(db: Q, infoUuid: string): Promise<number> {
  return Number((await db.selectFrom('discussion_comments').select((eb) => eb.fn.countAll<number>().as('n')).where('info_uuid', '=', infoUuid).where('deleted', '=', 0).executeTakeFirstOrThrow()).n);
}
export function listDiscussionComments(db: Q, infoUuid: string, anchor: { t: number; id: string } | null, size: number) {
  let q = db.selectFrom('discussion_comments').innerJoin('users', 'users.user_id', 'discussion_comments.user_id')
    .select(['discussion_comments.id', 'discussion_comments.user_id', 'discussion_comments.content', 'discussion_comments.created_at', 'users.nickname', 'users.head_img_url'])
    .where('discussion_comments.info_uuid', '=', infoUuid).where('discussion_comments.deleted', '=', 0);
  if (anchor) {
    q = q.where((eb) => eb.or([eb('discussion_comments.created_at', '<', anchor.t), eb.and([eb('discussion_comments.created_at', '=', anchor.t), eb('discussion_comments.id', '<', anchor.id)])]));
  }
  return q.orderBy('discussion_comments.created_at', 'desc').orderBy('discussion_comments.id', 'desc').limit(size + 1).execute();
}
