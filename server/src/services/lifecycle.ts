/**
 * A case's whole life after publishing, by rule (every move through the case machine, audited):
 * - the raising period ends (expire_at = publishing + 30 days): 0 -> 3 OVERDUE, by the lifecycle
 *   step of the reconciliation job (every minute in the server, and each `npm run reconcile`);
 * - the owner stops raising (services/money/stop-close.ts): target reached -> 1 DONE, else 2 END;
 * - staff terminate (0 1 2 3 101 102 -> 4 TERMINATION, a reason the donors read); the donors are
 *   refunded by the same whole-case refund as before (started at once, retried by the job).
 * Every move into an ended state stamps cases.ended_at.
 *
 * Decided where the product rules were silent, as platforms of this kind do:
 * - no extension: a raise runs its 30 days once; after it a new raise is started (and reviewed again),
 *   so donors always read a period that was reviewed. An overdue case keeps its money: the owner
 *   withdraws it (3 -> 101) as after a stop.
 * - an ended case stays in the public lists for LISTED_AFTER_END_DAYS after it ended, showing its
 *   status, then leaves them; its page, ledger and receipts stay reachable by link for good.
 */
import type { AppDeps } from '../deps';
import { badRequest, conflict, notFound } from '../lib/errors';
import { writeAudit } from '../repositories/audit';
import { lockCase } from '../repositories/funds';
import { casesExpiredBy } from '../repositories/case-state';
import { caseOrderCounts, userOrderCounts } from '../repositories/order-counts';
import { caseOr404 } from '../policies/case';
import { CASE, CASE_MACHINE, type CaseStatus } from '../domain/machines/case';
import { tryTransition } from '../domain/machines/transition';
import { openCaseRefund } from './money/case-refunds';
import { STATUS_MESSAGES } from '../../../src/contract/rules/case-status';

export const DAY_MS = 24 * 3600_000;
/** How long an ended case stays in the public lists (then only by link). */
export const LISTED_AFTER_END_DAYS = 7;
/** Statuses staff may terminate from (not while refunding or once everything was paid out). */
export const TERMINABLE: readonly CaseStatus[] = [CASE.NORMAL, CASE.DONE, CASE.END, CASE.OVERDUE, CASE.APPLY_MONEY, CASE.MONEY_SUCCESS];
export const TERMINATE_REASON_MAX = 200;

export const LMSG = {
  REASON: '请填写终止原因',
  REASON_LONG: `终止原因不能超过${TERMINATE_REASON_MAX}个字`,
  CANNOT_TERMINATE: '当前筹款状态不可终止',
} as const;

/** Raising cases whose period is over, moved to OVERDUE (3); returns one line per case moved. */
export async function expireCases(deps: AppDeps, limit = 500): Promise<string[]> {
  const now = deps.clock();
  const due = await casesExpiredBy(deps.db, CASE.NORMAL, now, limit);
  const changes: string[] = [];
  for (const c of due) {
    const moved = await deps.db.transaction().execute(async (trx) => {
      // The expiry is re-checked in the move itself: a case whose period changed meanwhile stays.
      const n = await tryTransition(trx, CASE_MACHINE, { info_uuid: c.info_uuid, expire_at: Number(c.expire_at) }, CASE.NORMAL, CASE.OVERDUE, { ended_at: now, finish_str: STATUS_MESSAGES[3] });
      if (n) await writeAudit(trx, { actor: 'system', action: 'case.overdue', targetType: 'case', targetId: c.info_uuid, infoUuid: c.info_uuid, before: { status: CASE.NORMAL, expireAt: Number(c.expire_at) }, after: { status: CASE.OVERDUE } }, now);
      return n;
    });
    if (moved) changes.push(`case ${c.info_uuid} OVERDUE (period ended ${new Date(Number(c.expire_at)).toISOString()})`);
  }
  return changes;
}

/** Staff terminate a case (-> 4) with the reason donors read; the donors are refunded right after. */
export async function terminateCase(deps: AppDeps, staffId: string, req: { infoUuid: string; reason: string }) {
  const reason = req.reason.trim();
  if (!reason) throw badRequest(LMSG.REASON);
  if ([...reason].length > TERMINATE_REASON_MAX) throw badRequest(LMSG.REASON_LONG);
  const before = await deps.db.transaction().execute(async (trx) => {
    const c = await lockCase(trx, deps.dialect, req.infoUuid);
    if (!c) throw notFound('筹款不存在');
    const from = c.status as CaseStatus;
    if (!TERMINABLE.includes(from)) throw conflict(LMSG.CANNOT_TERMINATE);
    const now = deps.clock();
    // The finish text is what donors read under the status (and keeps it from looking like a risk intercept).
    if ((await tryTransition(trx, CASE_MACHINE, { info_uuid: c.info_uuid }, from, CASE.TERMINATION, { ended_at: c.ended_at ?? now, finish_str: `终止原因：${reason}` })) !== 1) throw conflict(LMSG.CANNOT_TERMINATE);
    await writeAudit(trx, { actor: staffId, action: 'case.terminate', targetType: 'case', targetId: c.info_uuid, infoUuid: c.info_uuid, before: { status: from }, after: { status: CASE.TERMINATION }, reason }, now);
    return from;
  });
  // As the job does for every terminated case: the whole-case refund (the job retries what fails here).
  const refund = await openCaseRefund(deps, staffId, req.infoUuid, 'TERMINATED', '筹款已被平台终止，善款原路退回').catch(() => null);
  return { infoUuid: req.infoUuid, before: before as number, status: (refund?.status ?? CASE.TERMINATION) as number, refunds: refund?.refunds ?? 0, amount: refund?.amount ?? 0 };
}

/** The earliest end time a case may have and still be listed (lists keep ended cases for a while). */
export const listedSince = (now: number) => now - LISTED_AFTER_END_DAYS * DAY_MS;

/** A case's paid orders: count, donors, amount. */
export async function orderCount(deps: AppDeps, infoUuid: string) {
  const c = await caseOr404(deps, infoUuid);
  const r = await caseOrderCounts(deps.db, c.info_uuid);
  return { infoUuid: c.info_uuid, count: Number(r.n), donorCount: Number(r.donors), amount: Number(r.s) };
}

/** My paid orders (to one case when given): count, cases, amount. */
export async function myOrderCount(deps: AppDeps, userId: string, infoUuid?: string) {
  const r = await userOrderCounts(deps.db, userId, infoUuid);
  return { count: Number(r.n), caseCount: Number(r.cases), amount: Number(r.s) };
}
