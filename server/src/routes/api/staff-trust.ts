/**
 * Staff calls of the trust area (declared in src/contract/staff-work.ts, access 'staff'; every action
 * writes its audit row in the same transaction): progress review, doctor credentials and false
 * verifications, discussion review, reports and fraud flags.
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { FraudFlag } from '../../../../src/contract/staff-work';
import { DISCUSSION } from '../../../../src/contract/trust';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { discussionsInStatus } from '../../repositories/discussion';
import { pendingProgress } from '../../repositories/progress';
import { reportQueue } from '../../repositories/reports';
import { listFlags } from '../../repositories/trust-fraud';
import { pendingDoctors } from '../../repositories/verifications';
import { discussionInfo, transition } from '../../services/discussion';
import { resolveFraudFlag, scanSharedPayees } from '../../services/fraud';
import { reviewProgressPost, toProgressT } from '../../services/progress';
import { resolve as resolveReport, toReport } from '../../services/reports';
import { markVerificationFalse, reviewDoctorCredential, toStaffItem } from '../../services/verification';

const W = contract.staffWork;

export function staffTrustRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, W.progressQueue, async ({ body }) => {
    const rows = await pendingProgress(deps.db, body.size ?? 20);
    return { list: rows.map((r) => ({ ...toProgressT(r), infoUuid: r.info_uuid })) };
  });
  route(app, deps, W.progressApprove, async ({ body, staff }) => reviewProgressPost(deps, staff, body.id, true, ''));
  route(app, deps, W.progressReject, async ({ body, staff }) => reviewProgressPost(deps, staff, body.id, false, body.reason));

  route(app, deps, W.doctorQueue, async ({ body }) => ({ list: (await pendingDoctors(deps.db, body.size ?? 20)).map(toStaffItem) }));
  route(app, deps, W.doctorApprove, async ({ body, staff }) => reviewDoctorCredential(deps, staff, body.verifyId, true, ''));
  route(app, deps, W.doctorReject, async ({ body, staff }) => reviewDoctorCredential(deps, staff, body.verifyId, false, body.reason));
  route(app, deps, W.markFalse, async ({ body, staff }) => markVerificationFalse(deps, staff, body.verifyId, body.reason));

  route(app, deps, W.discussionQueue, async ({ body }) => {
    const rows = await discussionsInStatus(deps.db, DISCUSSION.onAudit, body.size ?? 20);
    return { list: await Promise.all(rows.map((r) => discussionInfo(deps, null, r.info_uuid))) };
  });
  route(app, deps, W.discussionApprove, async ({ body, staff }) => {
    await transition(deps, staff, 'staff', body.infoUuid, 'approve');
    return discussionInfo(deps, null, body.infoUuid);
  });
  route(app, deps, W.discussionReject, async ({ body, staff }) => {
    await transition(deps, staff, 'staff', body.infoUuid, 'reject', body.reason);
    return discussionInfo(deps, null, body.infoUuid);
  });
  route(app, deps, W.discussionEnd, async ({ body, staff }) => {
    await transition(deps, staff, 'staff', body.infoUuid, 'end');
    return discussionInfo(deps, null, body.infoUuid);
  });

  route(app, deps, W.reportsQueue, async ({ body }) => ({ list: (await reportQueue(deps.db, body.status ?? 'pending', body.size ?? 20)).map(toReport) }));
  route(app, deps, W.reportsResolve, async ({ body, staff }) => resolveReport(deps, staff, body.reportId, body.outcome, body.note ?? ''));

  // The list first scans for shared payees (cheap, deduplicated), so staff always see current flags.
  route(app, deps, W.fraudList, async ({ body }) => {
    await scanSharedPayees(deps);
    const rows = await listFlags(deps.db, body.status, body.size ?? 50);
    const list: FraudFlag[] = rows.map((r) => ({
      flagId: r.id, kind: r.kind as FraudFlag['kind'], infoUuid: r.info_uuid, subject: r.subject, evidence: JSON.parse(r.evidence) as Record<string, unknown>,
      status: r.status as FraudFlag['status'], resolution: r.resolution, createdAt: Number(r.created_at),
    }));
    return { list };
  });
  route(app, deps, W.fraudResolve, async ({ body, staff }) => {
    await resolveFraudFlag(deps, staff, body.flagId, body.resolution);
    return null;
  });
}
