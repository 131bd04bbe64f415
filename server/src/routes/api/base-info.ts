/**
 * Base info of a raise (illness, goods; dream in raise-dream.ts) and the edit-case dialog:
 * - POST /api/cf/v4/add-or-update-base-info              create a draft / update it / (passed) a PENDING revision
 * - POST /api/cf/v4/goods/update/add-or-update-base-info the same for goods (raiseType 1)
 * - POST /api/cf/v4/get-base-info                        owner and staff: the draft; others: public text of a published case
 * - POST /api/cf/v4/staff/review-base-info               staff approve (copies onto the case) or reject a revision (audited)
 * Rules: server/src/services/raise/base.ts; shapes: src/services/contract-raise.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { forbidden, MSG, notFound } from '../../lib/errors';
import { bool, INFO_UUID, oneOf, post, str } from '../../lib/schema';
import { ok } from '../../plugins/errors';
import { requireUser, sessionUser } from '../../plugins/auth';
import { getCase } from '../../repositories/cases';
import { getSectionRow, listSectionRows } from '../../repositories/raise';
import { isStaff, pendingRevision } from '../../repositories/revisions';
import { saveBaseInfo } from '../../services/raise/base';
import { statusesOf } from '../../services/raise/gates';
import { reviewRevision } from '../../services/raise/revisions';
import type { BaseInfoReq, GetBaseInfoRes, RaiseTypeCode } from '../../../../src/services/contract-raise';

/** Body fields of every base-info path; lengths and amounts are checked in code (Chinese messages). */
export const BASE_FIELDS = {
  infoUuid: INFO_UUID, title: str(0, 200), content: str(0, 6000), targetAmount: { type: 'number' },
  coverUrl: str(0, 600), attachments: { type: 'array', maxItems: 20, items: str(0, 600) }, channel: str(0, 50),
};

export function baseInfoRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post<{ Body: BaseInfoReq }>('/api/cf/v4/add-or-update-base-info', post({ ...BASE_FIELDS, raiseType: oneOf(0, 1, 99) }), async (req) => {
    const user = await requireUser(req, deps);
    return ok(await saveBaseInfo(deps, user, req.body));
  });

  app.post<{ Body: BaseInfoReq }>('/api/cf/v4/goods/update/add-or-update-base-info', post(BASE_FIELDS), async (req) => {
    const user = await requireUser(req, deps);
    return ok(await saveBaseInfo(deps, user, req.body, 1));
  });

  app.post<{ Body: { infoUuid: string } }>('/api/cf/v4/get-base-info', post({ infoUuid: INFO_UUID }, ['infoUuid']), async (req) => {
    const c = await getCase(deps.db, req.body.infoUuid);
    if (!c) throw notFound(MSG.CASE_NOT_FOUND);
    const viewer = await sessionUser(req, deps);
    const owner = !!viewer && viewer.user_id === c.owner_user_id;
    const privileged = owner || (!!viewer && (await isStaff(deps.db, viewer.user_id)));
    const draft = Number(c.published) !== 1;
    if (draft && !privileged) throw notFound(MSG.CASE_NOT_FOUND);
    const rev = privileged ? await pendingRevision(deps.db, c.info_uuid) : undefined;
    const res: GetBaseInfoRes = {
      infoUuid: c.info_uuid, title: c.title, content: c.content,
      pendingRevision: rev ? { revisionId: rev.revision_id, title: rev.title, content: rev.content, status: rev.status, createdAt: Number(rev.created_at) } : null,
    };
    if (!privileged) return ok(res);
    const base = await getSectionRow(deps.db, c.info_uuid, 'base');
    const channel = base ? String((JSON.parse(base.data_json) as { channel?: string } | null)?.channel ?? '') : '';
    return ok({
      ...res, raiseType: c.raise_type as RaiseTypeCode, targetAmount: Number(c.target_amount), coverUrl: c.cover_url,
      attachments: JSON.parse(c.attachments || '[]') as string[], channel, baseStatus: statusesOf(await listSectionRows(deps.db, c.info_uuid)).base, draft,
    });
  });

  app.post<{ Body: { revisionId: string; approve: boolean; reason?: string } }>(
    '/api/cf/v4/staff/review-base-info',
    post({ revisionId: str(1, 64), approve: bool, reason: str(0, 200) }, ['revisionId', 'approve']),
    async (req) => {
      const user = await requireUser(req, deps);
      if (!(await isStaff(deps.db, user.user_id))) throw forbidden();
      const status = await reviewRevision(deps, user, req.body.revisionId, req.body.approve, req.body.reason ?? '');
      return ok({ revisionId: req.body.revisionId, status });
    },
  );
}
