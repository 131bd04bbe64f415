/**
 * Staff routes of the trust area (under /api/staff, behind the staff role; every action writes its
 * audit row in the same transaction): progress review, doctor credentials and false verifications,
 * discussion review, reports and fraud flags.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { INFO_UUID, int, oneOf, post, str } from '../../lib/schema';
import { ok } from '../../plugins/errors';
import { staffOf, staffRoutes } from '../../plugins/staff';
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
import { DISCUSSION, type FraudFlag } from '../../../../src/services/contract-trust';

export function staffTrustRoutes(app: FastifyInstance, deps: AppDeps): void {
  staffRoutes(app, deps, (s) => {
    s.post<{ Body: { size?: number } }>('/progress/queue', post({ size: int(1, 100) }), async (req) => {
      const rows = await pendingProgress(deps.db, req.body.size ?? 20);
      return ok({ list: rows.map((r) => ({ ...toProgressT(r), infoUuid: r.info_uuid })) });
    });
    s.post<{ Body: { id: string } }>('/progress/approve', post({ id: str(1, 64) }, ['id']), async (req) =>
      ok(await reviewProgressPost(deps, staffOf(req), req.body.id, true, '')),
    );
    s.post<{ Body: { id: string; reason: string } }>('/progress/reject', post({ id: str(1, 64), reason: str(1, 200) }, ['id', 'reason']), async (req) =>
      ok(await reviewProgressPost(deps, staffOf(req), req.body.id, false, req.body.reason)),
    );

    s.post<{ Body: { size?: number } }>('/verification/doctor-queue', post({ size: int(1, 100) }), async (req) =>
      ok({ list: (await pendingDoctors(deps.db, req.body.size ?? 20)).map(toStaffItem) }),
    );
    s.post<{ Body: { verifyId: string } }>('/verification/doctor-approve', post({ verifyId: str(1, 64) }, ['verifyId']), async (req) =>
      ok(await reviewDoctorCredential(deps, staffOf(req), req.body.verifyId, true, '')),
    );
    s.post<{ Body: { verifyId: string; reason: string } }>('/verification/doctor-reject', post({ verifyId: str(1, 64), reason: str(1, 200) }, ['verifyId', 'reason']), async (req) =>
      ok(await reviewDoctorCredential(deps, staffOf(req), req.body.verifyId, false, req.body.reason)),
    );
    s.post<{ Body: { verifyId: string; reason: string } }>('/verification/mark-false', post({ verifyId: str(1, 64), reason: str(1, 200) }, ['verifyId', 'reason']), async (req) =>
      ok(await markVerificationFalse(deps, staffOf(req), req.body.verifyId, req.body.reason)),
    );

    s.post<{ Body: { size?: number } }>('/discussion/queue', post({ size: int(1, 100) }), async (req) => {
      const rows = await discussionsInStatus(deps.db, DISCUSSION.onAudit, req.body.size ?? 20);
      return ok({ list: await Promise.all(rows.map((r) => discussionInfo(deps, null, r.info_uuid))) });
    });
    for (const action of ['approve', 'reject', 'end'] as const) {
      const body = action === 'reject' ? post({ infoUuid: INFO_UUID, reason: str(1, 200) }, ['infoUuid', 'reason']) : post({ infoUuid: INFO_UUID }, ['infoUuid']);
      s.post<{ Body: { infoUuid: string; reason?: string } }>(`/discussion/${action}`, body, async (req) => {
        await transition(deps, staffOf(req), 'staff', req.body.infoUuid, action, req.body.reason ?? '');
        return ok(await discussionInfo(deps, null, req.body.infoUuid));
      });
    }

    s.post<{ Body: { status?: string; size?: number } }>('/reports/queue', post({ status: oneOf('pending', 'resolved'), size: int(1, 100) }), async (req) =>
      ok({ list: (await reportQueue(deps.db, req.body.status ?? 'pending', req.body.size ?? 20)).map(toReport) }),
    );
    s.post<{ Body: { reportId: string; outcome: 'confirmed' | 'rejected' | 'case_warned'; note?: string } }>(
      '/reports/resolve',
      post({ reportId: str(1, 64), outcome: oneOf('confirmed', 'rejected', 'case_warned'), note: str(0, 500) }, ['reportId', 'outcome']),
      async (req) => ok(await resolveReport(deps, staffOf(req), req.body.reportId, req.body.outcome, req.body.note ?? '')),
    );

    // The list first scans for shared payees (cheap, deduplicated), so staff always see current flags.
    s.post<{ Body: { status?: string; size?: number } }>('/fraud-flags/list', post({ status: oneOf('open', 'resolved'), size: int(1, 200) }), async (req) => {
      await scanSharedPayees(deps);
      const rows = await listFlags(deps.db, req.body.status, req.body.size ?? 50);
      const list: FraudFlag[] = rows.map((r) => ({
        flagId: r.id, kind: r.kind as FraudFlag['kind'], infoUuid: r.info_uuid, subject: r.subject, evidence: JSON.parse(r.evidence) as Record<string, unknown>,
        status: r.status as FraudFlag['status'], resolution: r.resolution, createdAt: Number(r.created_at),
      }));
      return ok({ list });
    });
    s.post<{ Body: { flagId: string; resolution: string } }>('/fraud-flags/resolve', post({ flagId: str(1, 64), resolution: str(1, 500) }, ['flagId', 'resolution']), async (req) => {
      await resolveFraudFlag(deps, staffOf(req), req.body.flagId, req.body.resolution);
      return ok(null);
    });
  });
}
