/** Comments and verifications (SQL only). Paging: newest first after the (created_at, id) anchor. */
import type { DB } from '../db';
import type { CommentsTable, VerificationsTable } from '../db/schema';

type Anchor = { t: number; id: string } | null;

export interface CommentFilter { infoUuid: string; byUser?: string; sharedWith?: string }

export function listComments(db: DB, f: CommentFilter, anchor: Anchor, size: number) {
  let q = db
    .selectFrom('comments')
    .innerJoin('users', 'users.user_id', 'comments.user_id')
    .select(['comments.id', 'comments.user_id', 'comments.content', 'comments.type', 'comments.created_at', 'users.nickname', 'users.head_img_url'])
    .where('comments.info_uuid', '=', f.infoUuid)
    .where('comments.deleted', '=', 0);
  if (f.byUser) q = q.where('comments.user_id', '=', f.byUser);
  if (f.sharedWith) {
    // Donors who came through the viewer's shares (their order carries the viewer as userSourceId).
    const sharer = f.sharedWith;
    q = q.where('comments.user_id', 'in', (eb) =>
      eb.selectFrom('orders').select('orders.user_id').where('orders.info_uuid', '=', f.infoUuid).where('orders.user_source_id', '=', sharer),
    ).where('comments.user_id', '!=', sharer);
  }
  if (anchor) {
    q = q.where((eb) => eb.or([eb('comments.created_at', '<', anchor.t), eb.and([eb('comments.created_at', '=', anchor.t), eb('comments.id', '<', anchor.id)])]));
  }
  return q.orderBy('comments.created_at', 'desc').orderBy('comments.id', 'desc').limit(size + 1).execute();
}

export async function insertComment(db: DB, row: CommentsTable): Promise<void> {
  await db.insertInto('comments').values(row).execute();
}

export const getComment = (db: DB, id: string) => db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();

export async function markCommentDeleted(db: DB, id: string): Promise<void> {
  await db.updateTable('comments').set({ deleted: 1 }).where('id', '=', id).execute();
}

export async function verificationCounts(db: DB, infoUuid: string) {
  const rows = await db.selectFrom('verifications').select(['kind', 'from_hospital']).select((eb) => eb.fn.countAll<number>().as('n'))
    .where('info_uuid', '=', infoUuid).groupBy(['kind', 'from_hospital']).execute();
  const c = { count: 0, countFromHospital: 0, doctorVerificationCount: 0, friendsVerificationCount: 0, sickFriendsVerificationCount: 0 };
  for (const r of rows) {
    const n = Number(r.n);
    c.count += n;
    if (r.from_hospital) c.countFromHospital += n;
    if (r.kind === 'doctor') c.doctorVerificationCount += n;
    else if (r.kind === 'sick_friend') c.sickFriendsVerificationCount += n;
    else c.friendsVerificationCount += n;
  }
  return c;
}

/** orderType 1 puts doctors and hospital verifications first; otherwise newest first. */
export function listVerifications(db: DB, infoUuid: string, anchor: Anchor, size: number, doctorsFirst = false) {
  let q = db.selectFrom('verifications').selectAll().where('info_uuid', '=', infoUuid);
  if (anchor) {
    q = q.where((eb) => eb.or([eb('created_at', '<', anchor.t), eb.and([eb('created_at', '=', anchor.t), eb('verify_id', '<', anchor.id)])]));
  }
  if (doctorsFirst) q = q.orderBy('from_hospital', 'desc');
  return q.orderBy('created_at', 'desc').orderBy('verify_id', 'desc').limit(size + 1).execute();
}

export async function insertVerification(db: DB, row: VerificationsTable): Promise<void> {
  await db.insertInto('verifications').values(row).execute();
}
