/** Withdrawals and refunds (declared in src/contract/money.ts; the refund calls also at their v4 paths). */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { CallDef } from '../../../../src/contract/schema';
import {
  type CaseRefundRes, type DrawInfo, type ObjectionRes, type PublicNotice, type RefundDetail, type RefundRes,
  type RefundRules, type ServiceConfig, type WithdrawalRes,
} from '../../../../src/contract/money';
import type { AppDeps } from '../../deps';
import { route, type Handler } from '../../http/route';
import { MSG, notFound } from '../../lib/errors';
import { makeAnchor, parseAnchor } from '../../lib/util';
import { caseOr404 } from '../../policies/case';
import { assertMayReadRefund, assertMayRefundOrder } from '../../policies/refund';
import { getCase } from '../../repositories/cases';
import { caseMoney, myRefunds, refundById } from '../../repositories/funds';
import { orderById } from '../../repositories/orders';
import { defaultFeeOption, FEE_LABELS, feeContext, feeOptions, setFeeWaiver } from '../../services/money/fee-options';
import { applyRefund, refundRules, toRefundRes } from '../../services/refunds';
import { applyDrawCash, cancelWithdrawal, checkCanCash, drawInfo, editWithdrawal, objectToWithdrawal, publicNotice } from '../../services/withdrawals';
import { closeRaise, stopRaise } from '../../services/money/stop-close';
import { openCaseRefund } from '../../services/money/case-refunds';
import { moneySettings } from '../../services/money/settings';
import { requestOrigin } from '../../http/origin';

const C = contract.money;

export function fundsRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, C.checkCanCash, ({ kase }) => checkCanCash(deps, kase));
  route(app, deps, C.drawInfo, async ({ body, kase }) => (await drawInfo(deps, kase, body.amount, body.feeOption)) as DrawInfo);

  // The service-charge options of the case for a withdrawal of `amount` (default: what is available
  // now): each with its label, cost, and whether it may be chosen and why not (public: the case page
  // may show them). serviceCharge is the default choice, the cheapest available one for the patient.
  route(app, deps, C.serviceConfig, async ({ body }) => {
    const c = await caseOr404(deps, body.infoUuid);
    const s = moneySettings(deps);
    const amount = body.amount ?? Math.max(0, (await caseMoney(deps.db, c.info_uuid)).available);
    const ctx = await feeContext(deps.db, c.info_uuid, s);
    const options = feeOptions(amount, ctx);
    const serviceCharge = defaultFeeOption(options);
    return {
      infoUuid: c.info_uuid, serviceCharge, label: FEE_LABELS[serviceCharge], feeRateBp: s.feeRateBp, amount, waived: ctx.waived,
      subsidyMaxFen: s.subsidyMaxFen, subsidyLeft: Math.max(0, s.subsidyMaxFen - ctx.subsidyUsed), options,
    } as ServiceConfig;
  });

  // Staff waive (or stop waiving) a case's service charge: option 3 becomes available. Audited.
  route(app, deps, contract.staffWork.feeWaiver, async ({ body, staff }) => setFeeWaiver(deps, staff, body));

  route(app, deps, C.applyDrawCash, async ({ body, user, req }) => {
    const res = await applyDrawCash(deps, user, body);
    req.log.info({ withdrawalId: res.withdrawalId, amount: res.amount }, 'withdrawal');
    return res as WithdrawalRes;
  });

  // The owner stops raising (0 -> 2) before withdrawing; once only (a repeat is 409).
  route(app, deps, C.stopRaise, ({ body, user }) => stopRaise(deps, user, body));
  // The owner closes out a case whose money is handled (102 -> 103).
  route(app, deps, C.closeRaise, ({ body, user }) => closeRaise(deps, user, body));

  // The owner changes the amount of (or cancels) a withdrawal still in its public notice.
  route(app, deps, C.editWithdrawal, async ({ body, user }) => (await editWithdrawal(deps, user, body)) as WithdrawalRes);
  route(app, deps, C.cancelWithdrawal, async ({ body, user }) => (await cancelWithdrawal(deps, user, body)) as WithdrawalRes);

  // Public: the withdrawals on notice on the case page, the notice period, and who may object.
  route(app, deps, C.publicNotice, async ({ body }) => (await publicNotice(deps, body.infoUuid)) as PublicNotice);
  route(app, deps, C.objectWithdrawal, async ({ body, user }) => (await objectToWithdrawal(deps, user, body)) as ObjectionRes);

  /** Registers a refund call at its v5 path and its v4 one. */
  const both = <D extends CallDef>(calls: [D, D], handler: Handler<D>) => {
    for (const c of calls) route(app, deps, c, handler);
  };
  const A = contract.aliases;

  both([C.refundApply, A.refundApplyV4], async ({ body, user, req }) => {
    const res = await applyRefund(deps, user, body, requestOrigin(req));
    req.log.info({ refundId: res.refundId, orderId: res.orderId, amount: res.amount, status: res.status }, 'refund');
    return res as RefundRes;
  });

  both([C.refundList, A.refundListV4], async ({ body, user }) => {
    const size = body.size ?? 20;
    const rows = await myRefunds(deps.db, user.user_id, body.infoUuid, parseAnchor(body.anchorId), size);
    const page = rows.slice(0, size);
    const last = page[page.length - 1];
    return { list: page.map(toRefundRes) as RefundRes[], hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.refund_id) : '' };
  });

  both([C.refundDetail, A.refundDetailV4], async ({ body, user }) => {
    const r = await refundById(deps.db, body.refundId);
    if (!r) throw notFound('退款记录不存在');
    const c = await getCase(deps.db, r.info_uuid);
    assertMayReadRefund(user, r, c);
    return { ...toRefundRes(r), caseTitle: c?.title ?? '', caseStatus: c?.status ?? 0, failReason: r.fail_reason } as RefundDetail;
  });

  // The refund rules for one of my donations (the screen shows them and whether I may refund now).
  both([C.refundRules, A.refundRulesV4], async ({ body, user }) => {
    const o = await orderById(deps.db, body.orderId);
    if (!o) throw notFound(MSG.ORDER_NOT_FOUND);
    assertMayRefundOrder(user, o, await getCase(deps.db, o.info_uuid));
    return (await refundRules(deps, o, user)) as RefundRules;
  });

  // The owner stops the case and returns every donation (case status 203, then 204).
  both([C.refundConfirm, A.refundConfirmV4], async ({ body, user, kase }) =>
    (await openCaseRefund(deps, user.user_id, kase.info_uuid, 'OWNER_CLOSE', body.reason)) as CaseRefundRes,
  );
}
