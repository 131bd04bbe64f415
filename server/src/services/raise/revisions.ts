/** Staff review of edit-case revisions, audited in the same transaction as the change. */
import type { AppDeps } from '../../deps';
import { ApiError, conflict, notFound } from '../../lib/errors';
import { writeAudit } from '../../repositories/audit';
import { getRevision } from '../../repositories/revisions';
import { caseTextsOrThrow, updateCase } from '../../repositories/case-state';
import type { UserRow } from '../../repositories/users';
import { REVISION } from '../../domain/machines/revision';
import { tryTransition } from '../../domain/machines/transition';

export const EMSG = { REVIEWED: '该修改已审核', NOT_FOUND: '修改记录不存在' } as const;
const OWN_CASE = '不能审核自己发起的筹款';

/**
 * PENDING -> APPROVED (title and content copied onto the case) or REJECTED, once: a revision no
 * longer PENDING (reviewed, or superseded by a newer edit) is a 409.
 */
export async function reviewRevision(deps: AppDeps, staff: UserRow, revisionId: string, approve: boolean, reason: string): Promise<'APPROVED' | 'REJECTED'> {
  const rev = await getRevision(deps.db, revisionId);
  if (!rev) throw notFound(EMSG.NOT_FOUND);
  if (rev.user_id === staff.user_id) throw new ApiError(403, 403, OWN_CASE);
  const status = approve ? 'APPROVED' as const : 'REJECTED' as const;
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    if ((await tryTransition(trx, REVISION, { revision_id: revisionId }, 'PENDING', status, { reviewer_id: staff.user_id, reason, reviewed_at: now })) !== 1) throw conflict(EMSG.REVIEWED);
    const before = await caseTextsOrThrow(trx, rev.info_uuid);
    if (approve) await updateCase(trx, rev.info_uuid, { title: rev.title, content: rev.content });
    await writeAudit(trx, {
      actor: staff.user_id, action: approve ? 'revision.approve' : 'revision.reject', targetType: 'revision', targetId: revisionId,
      infoUuid: rev.info_uuid, before, after: approve ? { title: rev.title, content: rev.content } : before, reason,
    }, now);
  });
  return status;
}
