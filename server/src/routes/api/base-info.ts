/**
 * Case edits (SPEC: only part of the content can be changed and submission needs manual review):
 * - POST /api/cf/v4/add-or-update-base-info  owner files a PENDING revision of title + content
 * - POST /api/cf/v4/get-base-info            public title/content, plus the owner's pending revision
 * - POST /api/cf/v4/staff/review-base-info   staff approve (copies onto the case) or reject
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { bool, INFO_UUID, post, str } from '../../lib/schema';
import { newId } from '../../lib/util';
import { ok } from '../../plugins/errors';
import { requireUser, sessionUser } from '../../plugins/auth';
import { getRevision, insertRevision, isStaff, pendingRevision, reviewRevision } from '../../repositories/revisions';
import { caseOr404 } from './cases';

export const EMSG = { BAD_STATUS: '当前筹款状态不可修改', REVIEWED: '该修改已审核', NOT_FOUND: '修改记录不存在' } as const;
export const TITLE_LEN = [5, 60] as const;
export const CONTENT_LEN = [20, 3000] as const;

export function baseInfoRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post<{ Body: { infoUuid: string; title: string; content: string } }>(
    '/api/cf/v4/add-or-update-base-info',
    post({ infoUuid: INFO_UUID, title: str(...TITLE_LEN), content: str(...CONTENT_LEN) }, ['infoUuid', 'title', 'content']),
    async (req) => {
      const user = await requireUser(req, deps);
      const c = await caseOr404(deps, req.body.infoUuid);
      if (c.owner_user_id !== user.user_id) throw forbidden();
      if (c.status !== 0) throw badRequest(EMSG.BAD_STATUS);
      // Lengths count what a reader sees: padding with spaces does not make a title.
      if ([...req.body.title.trim()].length < TITLE_LEN[0]) throw badRequest('参数错误: title');
      if ([...req.body.content.trim()].length < CONTENT_LEN[0]) throw badRequest('参数错误: content');
      const revisionId = newId('rv');
      // Stored raw (as typed); the public case keeps its text until staff approve.
      await insertRevision(deps.db, {
        revision_id: revisionId, info_uuid: c.info_uuid, user_id: user.user_id, title: req.body.title, content: req.body.content,
        status: 'PENDING', reason: '', reviewer_id: null, created_at: deps.clock(), reviewed_at: null,
      });
      return ok({ revisionId, status: 'PENDING' as const });
    },
  );

  app.post<{ Body: { infoUuid: string } }>('/api/cf/v4/get-base-info', post({ infoUuid: INFO_UUID }, ['infoUuid']), async (req) => {
    const c = await caseOr404(deps, req.body.infoUuid);
    const viewer = await sessionUser(req, deps);
    const rev = viewer && viewer.user_id === c.owner_user_id ? await pendingRevision(deps.db, c.info_uuid) : undefined;
    return ok({
      infoUuid: c.info_uuid, title: c.title, content: c.content,
      pendingRevision: rev ? { revisionId: rev.revision_id, title: rev.title, content: rev.content, status: rev.status, createdAt: Number(rev.created_at) } : null,
    });
  });

  app.post<{ Body: { revisionId: string; approve: boolean; reason?: string } }>(
    '/api/cf/v4/staff/review-base-info',
    post({ revisionId: str(1, 64), approve: bool, reason: str(0, 200) }, ['revisionId', 'approve']),
    async (req) => {
      const user = await requireUser(req, deps);
      if (!(await isStaff(deps.db, user.user_id))) throw forbidden();
      const rev = await getRevision(deps.db, req.body.revisionId);
      if (!rev) throw notFound(EMSG.NOT_FOUND);
      if (!(await reviewRevision(deps.db, rev.revision_id, req.body.approve, user.user_id, req.body.reason ?? '', deps.clock()))) throw conflict(EMSG.REVIEWED);
      return ok({ revisionId: rev.revision_id, status: req.body.approve ? 'APPROVED' : 'REJECTED' });
    },
  );
}
