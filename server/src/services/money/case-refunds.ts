/**
 * Returning a whole case's money to its donors:
 * - a terminated case (status 4): the reconciliation job opens it (status 202 NOT_AUDIT_REFUNDING);
 * - a case that failed review: staff, status 202; a case proven false: staff, status 201 REFUNDING;
 * - the owner gives up and returns everything: status 203 USER_REFUNDING.
 * Open withdrawals awaiting approval are rejected; what the case still holds goes back to the
 * donors, newest donation first, each in full while the balance lasts (money already paid out to
 * the payee cannot come back). When no refund of the case is pending any more the case ends at
 * 204 NOT_AUDIT_REFUND_END (continueCaseRefund, from the job). Opening twice does nothing the second
 * time (one refund per donation and kind, by key).
 */
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/util';
import { writeAudit } from '../../repositories/audit';
import {
  caseRefundRows, hasPendingRefund, insertRefund, lockCase, lockedCaseMoney, moveCase, moveWithdrawal, orderRefunded, ordersWithoutRefundOf,
  reservingWithdrawalAmounts, reservingWithdrawals,
} from '../../repositories/funds';
import { raiseAlert } from '../../repositories/payouts';
import { inTransactionWithNotify, notifyMoney, type Outbox } from '../notify';
import { sendRefund } from '../refunds';
import { CASE, CASE_REFUNDING, RESERVING_WITHDRAWAL } from './status';
import type { CaseStatus } from '../../domain/machines/case';

export type CaseRefundKind = 'TERMINATED' | 'FAILED_REVIEW' | 'FALSE_CASE' | 'OWNER_CLOSE';
const STATUS_OF: Record<CaseRefundKind, CaseStatus> = {
  TERMINATED: CASE.NOT_AUDIT_REFUNDING, FAILED_REVIEW: CASE.NOT_AUDIT_REFUNDING, FALSE_CASE: CASE.REFUNDING, OWNER_CLOSE: CASE.USER_REFUNDING,
};

type Trx = Parameters<typeof lockedCaseMoney>[0];
const KIND_OF_STATUS: Record<number, CaseRefundKind> = { [CASE.REFUNDING]: 'FALSE_CASE', [CASE.NOT_AUDIT_REFUNDING]: 'FAILED_REVIEW', [CASE.USER_REFUNDING]: 'OWNER_CLOSE' };

/**
 * Which donations get how much back out of `left` fen: newest first, each in full while it lasts, one refund per donation and kind.
 * Goods orders are not among them: their money bought goods (booked out as 物资, never part of what the case holds);
 * staff refund a goods order in the shop console, which returns its goods money first.
 */
async function planCaseRefunds(trx: Trx, infoUuid: string, kind: CaseRefundKind, left: number) {
  const orders = await ordersWithoutRefundOf(trx, infoUuid, kind);
  const plan: { order: (typeof orders)[number]; amount: number }[] = [];
  for (const o of orders) {
    const amount = Math.min(Number(o.amount) - (await orderRefunded(trx, o.order_id)), left);
    if (amount <= 0) continue;
    plan.push({ order: o, amount });
    left -= amount;
  }
  return plan;
}

/** Refunds what the case holds to its donors (see planCaseRefunds); under the case lock. */
async function createCaseRefunds(trx: Trx, outbox: Outbox, actor: string, infoUuid: string, kind: CaseRefundKind, reason: string, now: number) {
  let left = (await lockedCaseMoney(trx, infoUuid)).available;
  const ids: string[] = [];
  let total = 0;
  for (const { order: o, amount } of await planCaseRefunds(trx, infoUuid, kind, left)) {
    const id = newId('r');
    await insertRefund(trx, {
      refund_id: id, idempotency_key: `case-${kind}-${o.order_id}`, order_id: o.order_id, info_uuid: infoUuid, user_id: actor, donor_user_id: o.user_id,
      amount, reason, status: 'PENDING', created_at: now, completed_at: null, kind, provider_refund_id: null, fail_reason: '', sent_at: null,
    });
    await notifyMoney(trx, outbox, { userId: o.user_id, kind: 'refund.opened', infoUuid, payload: { refundId: id, orderId: o.order_id, amount, reason } });
    ids.push(id);
    total += amount;
    left -= amount;
  }
  return { ids, total, left };
}

export async function openCaseRefund(deps: AppDeps, actor: string, infoUuid: string, kind: CaseRefundKind, reason: string): Promise<{ infoUuid: string; status: number; refunds: number; amount: number }> {
  const created = await inTransactionWithNotify(deps, async (trx, outbox) => {
    const c = await lockCase(trx, deps.dialect, infoUuid);
    if (!c) throw notFound('筹款不存在');
    if (CASE_REFUNDING.includes(c.status) || c.status === CASE.NOT_AUDIT_REFUND_END) return null;
    if (kind === 'TERMINATED' && c.status !== CASE.TERMINATION) return null;
    const now = deps.clock();
    for (const w of await reservingWithdrawals(trx, infoUuid)) {
      await moveWithdrawal(trx, w.withdrawal_id, RESERVING_WITHDRAWAL, 'REJECTED', { reject_reason: '筹款已进入退款流程', updated_at: now });
    }
    const { ids, total } = await createCaseRefunds(trx, outbox, actor, infoUuid, kind, reason, now);
    const status = ids.length ? STATUS_OF[kind] : CASE.NOT_AUDIT_REFUND_END;
    await moveCase(trx, infoUuid, c.status, status);
    await writeAudit(trx, { actor, action: `refund.case_${kind.toLowerCase() as Lowercase<CaseRefundKind>}`, targetType: 'case', targetId: infoUuid, infoUuid, before: { status: c.status }, after: { status, refunds: ids.length, amount: total }, reason }, now);
    return { ids, status, total };
  });
  if (!created) throw badRequest('该筹款已在退款流程中');
  for (const id of created.ids) await sendRefund(deps, id).catch(() => undefined); // the job retries
  await continueCaseRefund(deps, infoUuid);
  return { infoUuid, status: created.status, refunds: created.ids.length, amount: created.total };
}

/**
 * A case in 201/202/203 with no refund pending: ends at 204 when nothing is left; otherwise refunds
 * what is left to donors not refunded yet under this kind (a case put in that status by other means),
 * or, when no such donation remains (a refund failed), raises a staff alert. Returns what it did.
 */
export async function continueCaseRefund(deps: AppDeps, infoUuid: string): Promise<'ended' | 'waiting' | 'refunding' | 'alert' | 'none'> {
  const r = await inTransactionWithNotify(deps, async (trx, outbox) => {
    const c = await lockCase(trx, deps.dialect, infoUuid);
    if (!c || !CASE_REFUNDING.includes(c.status)) return { what: 'none' as const, ids: [] as string[] };
    if (await hasPendingRefund(trx, infoUuid)) return { what: 'waiting' as const, ids: [] };
    const now = deps.clock();
    if ((await lockedCaseMoney(trx, infoUuid)).available <= 0) {
      await moveCase(trx, infoUuid, c.status, CASE.NOT_AUDIT_REFUND_END);
      return { what: 'ended' as const, ids: [] };
    }
    const { ids } = await createCaseRefunds(trx, outbox, 'system', infoUuid, KIND_OF_STATUS[c.status], c.finish_str || '筹款退款，善款原路退回', now);
    if (ids.length) return { what: 'refunding' as const, ids };
    await raiseAlert(trx, { kind: 'case_refund.stuck', targetId: infoUuid, infoUuid, message: '筹款退款未能全部完成（有退款失败），请人工处理' }, now);
    return { what: 'alert' as const, ids: [] };
  });
  for (const id of r.ids) await sendRefund(deps, id).catch(() => undefined);
  return r.what;
}

type Tally = { count: number; amount: number };
export interface CaseRefundSummary {
  infoUuid: string; title: string; status: number;
  /** Whether the owner may return every donation now, and why not. */
  canConfirm: boolean; reason: string;
  /** What POST /refund/confirm would return now: donations and fen (open withdrawals awaiting approval are cancelled first and count in). */
  preview: Tally & { donors: number; paidOut: number; openWithdrawals: number };
  /** The case-wide refunds (every kind but a donor's own), by status. */
  progress: { kind: CaseRefundKind | null; total: Tally; done: Tally; pending: Tally; failed: Tally; startedAt: number | null; finishedAt: number | null };
}

/**
 * The owner's view of returning every donation: before (what would go back, what cannot because it
 * was paid out) and after (how far the case-wide refunds have come). Read under the case lock so the
 * preview is the figure openCaseRefund would compute at this moment.
 */
export async function caseRefundSummary(deps: AppDeps, infoUuid: string): Promise<CaseRefundSummary> {
  return deps.db.transaction().execute(async (trx) => {
    const c = await lockCase(trx, deps.dialect, infoUuid);
    if (!c) throw notFound('筹款不存在');
    const m = await lockedCaseMoney(trx, infoUuid);
    const open = await reservingWithdrawalAmounts(trx, infoUuid);
    const openSum = open.reduce((s, w) => s + Number(w.amount), 0);
    const plan = await planCaseRefunds(trx, infoUuid, 'OWNER_CLOSE', m.available + openSum);
    const rows = await caseRefundRows(trx, infoUuid);
    const tally = (st?: string): Tally => {
      const xs = rows.filter((r) => !st || r.status === st);
      return { count: xs.length, amount: xs.reduce((s, r) => s + Number(r.amount), 0) };
    };
    const refunding = CASE_REFUNDING.includes(c.status) || c.status === CASE.NOT_AUDIT_REFUND_END;
    const reason = refunding ? '该筹款已在退款流程中' : plan.length === 0 ? '筹款中暂无可退还的善款' : '';
    const done = rows.filter((r) => r.status !== 'PENDING');
    return {
      infoUuid, title: c.title, status: c.status, canConfirm: !reason, reason,
      preview: {
        count: plan.length, amount: plan.reduce((s, p) => s + p.amount, 0), donors: new Set(plan.map((p) => p.order.user_id)).size,
        paidOut: m.withdrawn + m.fees + (m.pendingWithdrawals - openSum), openWithdrawals: open.length,
      },
      progress: {
        kind: (rows[rows.length - 1]?.kind as CaseRefundKind | undefined) ?? null, total: tally(), done: tally('SUCCESS'), pending: tally('PENDING'), failed: tally('FAILED'),
        startedAt: rows.length ? Number(rows[0].created_at) : null,
        finishedAt: rows.length && done.length === rows.length ? Math.max(...done.map((r) => Number(r.completed_at ?? r.created_at))) : null,
      },
    };
  });
}
