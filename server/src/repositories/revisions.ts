/** Pending case edits and the staff role (SQL only). */
import type { DB } from '../db';
import type { CaseRevisionsTable } from '../db/schema';
import { REVISION } from '../domain/machines/revision';
import { tryTransition } from '../domain/machines/transition';

export async function isStaff(db: DB, userId: string): Promise<boolean> {
  return !!(await db.selectFrom('staff_users').select('user_id').where('user_id', '=', userId).executeTakeFirst());
}
/** `displayName`: how the console names them (null: 审核员·<the phone's last four digits>). */
export async function addStaff(db: DB, userId: string, now: number, displayName: string | null = null): Promise<void> {
  await db.insertInto('staff_users').values({ user_id: userId, created_at: now, display_name: displayName }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
}

/** Stores a new PENDING revision; an older PENDING one of the case is superseded by it. */
export async function insertRevision(db: DB, row: CaseRevisionsTable): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await tryTransition(trx, REVISION, { info_uuid: row.info_uuid }, 'PENDING', 'SUPERSEDED');
    await trx.insertInto('case_revisions').values(row).execute();
  });
}

export const getRevision = (db: DB, revisionId: string) =>
  db.selectFrom('case_revisions').selectAll().where('revision_id', '=', revisionId).executeTakeFirst();

export const pendingRevision = (db: DB, infoUuid: string) =>
  db.selectFrom('case_revisions').selectAll().where('info_uuid', '=', infoUuid).where('status', '=', 'PENDING').executeTakeFirst();

/**
 * PENDING -> APPROVED (copying title and content onto the case) or REJECTED, once: false when the
 * revision was no longer PENDING (reviewed or superseded meanwhile).
 */
export async function reviewRevision(db: DB, revisionId: string, approve: boolean, reviewerId: string, reason: string, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if ((await tryTransition(trx, REVISION, { revision_id: revisionId }, 'PENDING', approve ? 'APPROVED' : 'REJECTED', { reviewer_id: reviewerId, reason, reviewed_at: now })) !== 1) return false;
    if (approve) {
      const rev = await trx.selectFrom('case_revisions').select(['info_uuid', 'title', 'content']).where('revision_id', '=', revisionId).executeTakeFirstOrThrow();
      await trx.updateTable('cases').set({ title: rev.title, content: rev.content }).where('info_uuid', '=', rev.info_uuid).execute();
    }
    return true;
  });
}
