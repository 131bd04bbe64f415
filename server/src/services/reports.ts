/**
 * Reports: a logged-in user reports a case with a reason from REPORT_REASONS, words and evidence photos
 * (upload URLs); at most REPORT_PER_USER_HOURLY per hour (429). Staff resolve each once with an
 * outcome; the reporter sees it in report/mine and gets a notification. Text is stored as typed.
 */
import type { AppDeps } from '../deps';
import { badRequest, conflict, notFound, tooMany } from '../lib/errors';
import { makeAnchor, newId, parseAnchor } from '../lib/util';
import { writeAudit } from '../repositories/audit';
import { hitCounter } from '../repositories/codes';
import { getCase } from '../repositories/cases';
import { getReport, insertReport, myReports, resolveReport } from '../repositories/reports';
import type { UserRow } from '../repositories/users';
import type { ReportsTable } from '../db/schema-trust';
import { settingsOf } from './fraud-settings';
import { inTransactionWithNotify, notifyReportOutcome } from './notify';
import { parseImageList } from './progress';
import type { ReportItem, ReportOutcome, ReportStatus } from '../../../src/contract/trust';

export const REPORT_TOO_MANY = '举报过于频繁，请稍后再试';
export const OUTCOME_TEXT: Record<ReportOutcome, string> = {
  confirmed: '经核实，举报属实，平台已对该筹款进行处理', rejected: '经核实，暂未发现举报所述问题', case_warned: '平台已要求发起人补充说明材料',
};

export function toReport(r: ReportsTable): ReportItem {
  return {
    reportId: r.id, infoUuid: r.info_uuid, reason: r.reason, content: r.content, imageUrls: JSON.parse(r.image_urls || '[]') as string[],
    status: r.status as ReportStatus, outcome: (r.outcome as ReportOutcome | null) ?? null, outcomeNote: r.outcome_note, createdAt: Number(r.created_at),
    resolvedAt: r.resolved_at === null ? null : Number(r.resolved_at),
  };
}

export async function addReport(deps: AppDeps, user: UserRow, b: { infoUuid: string; reason: string; content: string; imageUrls?: string[] }): Promise<ReportItem> {
  const c = await getCase(deps.db, b.infoUuid);
  if (!c) throw notFound('筹款不存在');
  if (!b.content.trim()) throw badRequest('请填写举报说明');
  const images = parseImageList(b.imageUrls ?? []);
  const limit = settingsOf(deps.config.settings).reportsPerHour;
  if (limit > 0 && (await hitCounter(deps.db, `report:user:${user.user_id}`, 3600_000, deps.clock())) > limit) throw tooMany(REPORT_TOO_MANY);
  const row: ReportsTable = {
    id: newId('rp'), info_uuid: c.info_uuid, user_id: user.user_id, reason: b.reason, content: b.content, image_urls: JSON.stringify(images),
    status: 'pending', outcome: null, outcome_note: '', resolver_id: null, created_at: deps.clock(), resolved_at: null,
  };
  await insertReport(deps.db, row);
  return toReport(row);
}

export async function resolve(deps: AppDeps, staff: UserRow, reportId: string, outcome: ReportOutcome, note: string): Promise<ReportItem> {
  const now = deps.clock();
  await inTransactionWithNotify(deps, async (trx, outbox) => {
    const r = await getReport(trx, reportId);
    if (!r) throw notFound('举报不存在');
    if (!(await resolveReport(trx, reportId, outcome, note, staff.user_id, now))) throw conflict('该举报已处理');
    await writeAudit(trx, { actor: staff.user_id, action: 'report.resolve', targetType: 'report', targetId: reportId, infoUuid: r.info_uuid, before: { status: r.status }, after: { status: 'resolved', outcome }, reason: note }, now);
    await notifyReportOutcome(trx, outbox, { userId: r.user_id, infoUuid: r.info_uuid, outcome: OUTCOME_TEXT[outcome] });
  });
  return toReport((await getReport(deps.db, reportId))!);
}

/** My reports, newest first by the (created_at, id) anchor. */
export async function myReportsPage(deps: AppDeps, userId: string, q: { size?: number; anchorId?: string }) {
  const size = q.size ?? 20;
  const rows = await myReports(deps.db, userId, parseAnchor(q.anchorId), size);
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return { list: page.map(toReport), hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.id) : '' };
}
