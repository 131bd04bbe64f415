/**
 * Base info of a raise (illness, goods; dream in raise-dream.ts) and the edit-case dialog (declared in
 * src/contract/raise.ts; the staff decision on a revision in src/contract/staff.ts):
 * create a draft / update it / (passed) a PENDING revision; read it back (owner and staff: the draft;
 * others: the public text of a published case); staff approve (copies onto the case) or reject a revision.
 * Rules: server/src/services/raise/base.ts.
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { MSG, notFound } from '../../lib/errors';
import { canReadCasePrivate, caseOr404 } from '../../policies/case';
import { getSectionRow, listSectionRows } from '../../repositories/raise';
import { pendingRevision } from '../../repositories/revisions';
import { saveBaseInfo } from '../../services/raise/base';
import { statusesOf } from '../../services/raise/gates';
import { reviewRevision } from '../../services/raise/revisions';
import type { GetBaseInfoRes } from '../../../../src/contract/raise';
import type { RaiseTypeCode } from '../../../../src/contract/raise-sections';

const R = contract.raise;

export function baseInfoRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, R.baseInfo, ({ body, user }) => saveBaseInfo(deps, user, body));

  route(app, deps, R.goodsBaseInfo, ({ body, user }) => saveBaseInfo(deps, user, body, 1));

  route(app, deps, R.getBaseInfo, async ({ body, user: viewer }) => {
    const c = await caseOr404(deps, body.infoUuid);
    const privileged = await canReadCasePrivate(deps, viewer, c);
    const draft = Number(c.published) !== 1;
    if (draft && !privileged) throw notFound(MSG.CASE_NOT_FOUND);
    const rev = privileged ? await pendingRevision(deps.db, c.info_uuid) : undefined;
    const res: GetBaseInfoRes = {
      infoUuid: c.info_uuid, title: c.title, content: c.content,
      pendingRevision: rev ? { revisionId: rev.revision_id, title: rev.title, content: rev.content, status: rev.status, createdAt: Number(rev.created_at) } : null,
    };
    if (!privileged) return res;
    const base = await getSectionRow(deps.db, c.info_uuid, 'base');
    const channel = base ? String((JSON.parse(base.data_json) as { channel?: string } | null)?.channel ?? '') : '';
    return {
      ...res, raiseType: c.raise_type as RaiseTypeCode, targetAmount: Number(c.target_amount), coverUrl: c.cover_url,
      attachments: JSON.parse(c.attachments || '[]') as string[], channel, baseStatus: statusesOf(await listSectionRows(deps.db, c.info_uuid)).base, draft,
    };
  });

  route(app, deps, contract.staff.reviewBaseInfo, async ({ body, staff }) => {
    const status = await reviewRevision(deps, staff, body.revisionId, body.approve, body.reason ?? '');
    return { revisionId: body.revisionId, status };
  });
}
