/**
 * Money as the screens read it (src/contract/money.ts, staff-work.ts): the service-charge options of a
 * withdrawal, my refunds, one refund, the refund rules of one of my donations, the case-wide refund
 * summary; for staff the withdrawal queue and one withdrawal with its objections and payouts, and the
 * open alerts. Answers built from rows carry only the declared columns.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { contract } from '../../../../src/contract';
import type { ReqOf } from '../../../../src/contract/schema';
import type { CaseRefundSummary, RefundDetail, RefundRes, RefundRules, ServiceConfig } from '../../../../src/contract/money';
import type { AppDeps } from '../../deps';
import { MSG, notFound } from '../../lib/errors';
import { makeAnchor, parseAnchor } from '../../lib/util';
import { caseOr404 } from '../../policies/case';
import { assertMayReadRefund, assertMayRefundOrder, assertMayViewCaseRefund } from '../../policies/refund';
import { writeAudit } from '../../repositories/audit';
import { getCase } from '../../repositories/cases';
import { caseMoney, myRefunds, refundById, withdrawalById, withdrawalQueue } from '../../repositories/funds';
import { orderById } from '../../repositories/orders';
import { objectionsOf, openAlerts, payoutsOf, resolveAlert } from '../../repositories/payouts';
import { displayNames, nameIn } from '../../repositories/staff-names';
import type { UserRow } from '../../repositories/users';
import { applyRefund, refundRules, toRefundRes, type RefundReq } from '../refunds';
import { toWithdrawalRes } from '../withdrawals';
import { caseRefundSummary } from './case-refunds';
import { defaultFeeOption, FEE_LABELS, feeContext, feeOptions } from './fee-options';
import { moneySettings } from './settings';
import { AUDIT_TYPE } from './status';

/**
 * The service-charge options of the case for a withdrawal of `amount` (default: what is available
 * now): each with its label, cost, and whether it may be chosen and why not (public: the case page
 * may show them). serviceCharge is the default choice, the cheapest available one for the patient.
 */
export async function serviceConfig(deps: AppDeps, infoUuid: string, asked: number | undefined): Promise<ServiceConfig> {
  const c = await caseOr404(deps, infoUuid);
  const s = moneySettings(deps);
  const amount = asked ?? Math.max(0, (await caseMoney(deps.db, c.info_uuid)).available);
  const ctx = await feeContext(deps.db, c.info_uuid, s);
  const options = feeOptions(amount, ctx);
  const serviceCharge = defaultFeeOption(options);
  return {
    infoUuid: c.info_uuid, serviceCharge, label: FEE_LABELS[serviceCharge], feeRateBp: s.feeRateBp, amount, waived: ctx.waived,
    subsidyMaxFen: s.subsidyMaxFen, subsidyLeft: Math.max(0, s.subsidyMaxFen - ctx.subsidyUsed), options,
  } as ServiceConfig;
}

/** A donor's refund of one donation, logged with its ids. */
export async function applyRefundLogged(deps: AppDeps, user: UserRow, body: RefundReq, origin: string, log: FastifyBaseLogger): Promise<RefundRes> {
  const res = await applyRefund(deps, user, body, origin);
  log.info({ refundId: res.refundId, orderId: res.orderId, amount: res.amount, status: res.status }, 'refund');
  return res as RefundRes;
}

export async function myRefundPage(deps: AppDeps, user: UserRow, body: ReqOf<typeof contract.money.refundList>) {
  const size = body.size ?? 20;
  const rows = await myRefunds(deps.db, user.user_id, body.infoUuid, parseAnchor(body.anchorId), size);
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return { list: page.map(toRefundRes) as RefundRes[], hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.refund_id) : '' };
}

export async function refundDetail(deps: AppDeps, user: UserRow, refundId: string): Promise<RefundDetail> {
  const r = await refundById(deps.db, refundId);
  if (!r) throw notFound('退款记录不存在');
  const c = await getCase(deps.db, r.info_uuid);
  assertMayReadRefund(user, r, c);
  return { ...toRefundRes(r), caseTitle: c?.title ?? '', caseStatus: c?.status ?? 0, failReason: r.fail_reason } as RefundDetail;
}

/** The refund rules for one of my donations (the screen shows them and whether I may refund now). */
export async function refundRulesOf(deps: AppDeps, user: UserRow, orderId: string): Promise<RefundRules> {
  const o = await orderById(deps.db, orderId);
  if (!o) throw notFound(MSG.ORDER_NOT_FOUND);
  assertMayRefundOrder(user, o, await getCase(deps.db, o.info_uuid));
  return (await refundRules(deps, o, user)) as RefundRules;
}

/**
 * The case-wide refund summary, for the owner or staff: before confirming, what would go back
 * (donations, fen, donors) and what cannot (paid out); after, how far the case-wide refunds have come.
 */
export async function caseRefundSummaryFor(deps: AppDeps, user: UserRow, infoUuid: string): Promise<CaseRefundSummary> {
  const c = await caseOr404(deps, infoUuid);
  await assertMayViewCaseRefund(deps, user, c);
  return (await caseRefundSummary(deps, c.info_uuid)) as CaseRefundSummary;
}

/** Staff: withdrawals waiting (DRAW_PUBLIC 2 queue), pending and first-approved unless a status is asked. */
export async function staffWithdrawalQueue(deps: AppDeps, status: ReqOf<typeof contract.staffWork.withdrawalsQueue>['status']) {
  const now = deps.clock();
  const rows = await withdrawalQueue(deps.db, status ? [status] : ['PENDING', 'FIRST_APPROVED'], 100);
  const names = await displayNames(deps.db, rows.map((w) => w.approver1));
  return {
    auditType: AUDIT_TYPE.DRAW_PUBLIC,
    list: rows.map((w) => ({
      ...toWithdrawalRes(w), caseTitle: w.title, caseStatus: w.case_status, approver1: w.approver1, approver1Name: nameIn(names, w.approver1), noticeOver: now >= Number(w.notice_until),
    })),
  };
}

export async function staffWithdrawalDetail(deps: AppDeps, withdrawalId: string) {
  const w = await withdrawalById(deps.db, withdrawalId);
  if (!w) throw notFound('提现申请不存在');
  const c = await getCase(deps.db, w.info_uuid);
  const objections = await objectionsOf(deps.db, w.withdrawal_id);
  const names = await displayNames(deps.db, [w.approver1, w.approver2, ...objections.map((o) => o.user_id)]);
  return {
    ...toWithdrawalRes(w), approver1: w.approver1, approver2: w.approver2, approver1Name: nameIn(names, w.approver1), approver2Name: nameIn(names, w.approver2),
    rejectReason: w.reject_reason,
    case: c ? { infoUuid: c.info_uuid, title: c.title, status: c.status, ownerUserId: c.owner_user_id, hospital: c.hospital, payeeName: c.payee_name } : null,
    objections: objections.map((o) => ({ ...o, user_name: nameIn(names, o.user_id) ?? '' })), payouts: await payoutsOf(deps.db, w.withdrawal_id),
  };
}

export async function openMoneyAlerts(deps: AppDeps) {
  return { list: await openAlerts(deps.db) };
}

/** Staff resolve an alert, with its audit row in the same transaction. */
export async function resolveMoneyAlert(deps: AppDeps, staff: UserRow, alertId: string, note: string) {
  const done = await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock();
    if (!(await resolveAlert(trx, alertId, now))) return false;
    await writeAudit(trx, { actor: staff.user_id, action: 'alert.resolve', targetType: 'alert', targetId: alertId, reason: note }, now);
    return true;
  });
  return { alertId, resolved: done };
}
