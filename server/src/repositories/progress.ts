/** Progress posts under review and their followers (SQL only). */
import type { Kysely } from 'kysely';
import type { Database, ProgressTable } from '../db/schema';
import { PROGRESS_REVIEW } from '../domain/machines/trust';
import { tryTransition } from '../domain/machines/transition';

type Q = Kysely<Database>;

/** Approved posts of a case, newest first (offset paging, as the client asks), and their total. */
export async function listApprovedProgress(db: Q, infoUuid: string, offset: number, limit: number) {
  const rows = await db.selectFrom('progress').selectAll().where('info_uuid', '=', infoUuid).where('status', '=', 'approved')
    .orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit + 1).execute();
  const total = Number((await db.selectFrom('progress').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('info_uuid', '=', infoUuid).where('status', '=', 'approved').executeTakeFirstOrThrow()).n);
  return { rows, total };
}

/** Every post of a case with its status (the owner's dynamic-audit page). */
export const listAllProgress = (db: Q, infoUuid: string) =>
  db.selectFrom('progress').selectAll().where('info_uuid', '=', infoUuid).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(100).execute();

export async function insertProgressRow(db: Q, row: ProgressTable): Promise<void> {
  await db.insertInto('progress').values(row).execute();
}

export const getProgress = (db: Q, id: string) => db.selectFrom('progress').selectAll().where('id', '=', id).executeTakeFirst();

/** Oldest pending first (the staff queue). */
export const pendingProgress = (db: Q, size: number) =>
  db.selectFrom('progress').selectAll().where('status', '=', 'pending').orderBy('created_at').orderBy('id').limit(size).execute();

/** pending -> approved | rejected, once: false when it was reviewed already. */
export async function reviewProgress(db: Q, id: string, approve: boolean, reviewer: string, reason: string, now: number): Promise<boolean> {
  return (await tryTransition(db, PROGRESS_REVIEW, { id }, 'pending', approve ? 'approved' : 'rejected', { reviewer_id: reviewer, reason, reviewed_at: now })) === 1;
}

export async function follow(db: Q, infoUuid: string, userId: string, now: number): Promise<void> {
  await db.insertInto('progress_follows').values({ info_uuid: infoUuid, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['info_uuid', 'user_id']).doNothing()).execute();
}
export async function unfollow(db: Q, infoUuid: string, userId: string): Promise<void> {
  await db.deleteFrom('progress_follows').where('info_uuid', '=', infoUuid).where('user_id', '=', userId).execute();
}
export async function isFollowing(db: Q, infoUuid: string, userId: string): Promise<boolean> {
  return !!(await db.selectFrom('progress_follows').select('user_id').where('info_uuid', '=', infoUuid).where('user_id', '=', userId).executeTakeFirst());
}
export async function followerCount(db: Q, infoUuid: string): Promise<number> {
  return Number((await db.selectFrom('progress_follows').select((eb) => eb.fn.countAll<number>().as('n')).where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow()).n);
}

/** The followers of a case's posts, but one user (the owner). */
export const followersOf = (db: Q, infoUuid: string, exceptUserId: string) =>
  db.selectFrom('progress_follows').select('user_id').where('info_uuid', '=', infoUuid).where('user_id', '!=', exceptUserId).execute();

/** The author of a case's latest approved post. */
export const latestApprovedPost = (db: Q, infoUuid: string) =>
  db.selectFrom('progress').select(['id', 'user_id']).where('info_uuid', '=', infoUuid).where('status', '=', 'approved')
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
