/** Staff queues of the trust area (src/contract/staff-work.ts): progress posts, doctor credentials, discussions, reports and fraud flags. */
import type { FraudFlag } from '../../../src/contract/staff-work';
import { DISCUSSION } from '../../../src/contract/trust';
import type { AppDeps } from '../deps';
import { discussionsInStatus } from '../repositories/discussion';
import { pendingProgress } from '../repositories/progress';
import { reportQueue } from '../repositories/reports';
import { listFlags } from '../repositories/trust-fraud';
import { pendingDoctors } from '../repositories/verifications';
import { discussionInfo } from './discussion';
import { scanSharedPayees } from './fraud';
import { toProgressT } from './progress';
import { toReport } from './reports';
import { toStaffItem } from './verification';

export async function progressQueue(deps: AppDeps, size: number) {
  const rows = await pendingProgress(deps.db, size);
  return { list: rows.map((r) => ({ ...toProgressT(r), infoUuid: r.info_uuid })) };
}

export async function doctorQueue(deps: AppDeps, size: number) {
  return { list: (await pendingDoctors(deps.db, size)).map(toStaffItem) };
}

export async function discussionQueue(deps: AppDeps, size: number) {
  const rows = await discussionsInStatus(deps.db, DISCUSSION.onAudit, size);
  return { list: await Promise.all(rows.map((r) => discussionInfo(deps, null, r.info_uuid))) };
}

export async function reportsQueue(deps: AppDeps, status: Parameters<typeof reportQueue>[1], size: number) {
  return { list: (await reportQueue(deps.db, status, size)).map(toReport) };
}

/** The list first scans for shared payees (cheap, deduplicated), so staff always see current flags. */
export async function fraudFlags(deps: AppDeps, status: Parameters<typeof listFlags>[1], size: number) {
  await scanSharedPayees(deps);
  const rows = await listFlags(deps.db, status, size);
  const list: FraudFlag[] = rows.map((r) => ({
    flagId: r.id, kind: r.kind as FraudFlag['kind'], infoUuid: r.info_uuid, subject: r.subject, evidence: JSON.parse(r.evidence) as Record<string, unknown>,
    status: r.status as FraudFlag['status'], resolution: r.resolution, createdAt: Number(r.created_at),
  }));
  return { list };
}
