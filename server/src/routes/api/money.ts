/**
 * The `money` group (src/contract/money.ts): withdrawals (whether and how much, the service-charge
 * options, apply, edit, cancel, the public notice and objections), the owner stopping and closing a
 * case, refunds of one donation, the owner returning a whole case's money, and my money notifications.
 * The refund calls at their v4 paths are in aliases.ts; the refund callback is a raw route (routes/raw/pay-callback.ts).
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { CaseRefundRes, DrawInfo, ObjectionRes, PublicNotice, WithdrawalRes } from '../../../../src/contract/money';
import type { AppDeps } from '../../deps';
import { requestOrigin } from '../../http/origin';
import { route } from '../../http/route';
import { applyDrawCash, cancelWithdrawal, checkCanCash, drawInfo, editWithdrawal, objectToWithdrawal, publicNotice } from '../../services/withdrawals';
import { closeRaise, stopRaise } from '../../services/money/stop-close';
import { openCaseRefund } from '../../services/money/case-refunds';
import { myMoneyNotifications } from '../../services/money/notifications';
import { applyRefundLogged, caseRefundSummaryFor, myRefundPage, refundDetail, refundRulesOf, serviceConfig } from '../../services/money/views';

const C = contract.money;

export function moneyRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, C.checkCanCash, ({ kase }) => checkCanCash(deps, kase));
  route(app, deps, C.drawInfo, async ({ body, kase }) => (await drawInfo(deps, kase, body.amount, body.feeOption)) as DrawInfo);
  route(app, deps, C.serviceConfig, async ({ body }) => serviceConfig(deps, body.infoUuid, body.amount));
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

  route(app, deps, C.refundApply, async ({ body, user, req }) => applyRefundLogged(deps, user, body, requestOrigin(req), req.log));
  route(app, deps, C.refundList, async ({ body, user }) => myRefundPage(deps, user, body));
  route(app, deps, C.refundDetail, async ({ body, user }) => refundDetail(deps, user, body.refundId));
  route(app, deps, C.refundRules, async ({ body, user }) => refundRulesOf(deps, user, body.orderId));
  // The owner stops the case and returns every donation (case status 203, then 204).
  route(app, deps, C.refundConfirm, async ({ body, user, kase }) =>
    (await openCaseRefund(deps, user.user_id, kase.info_uuid, 'OWNER_CLOSE', body.reason)) as CaseRefundRes);
  route(app, deps, C.caseRefundSummary, async ({ body, user }) => caseRefundSummaryFor(deps, user, body.infoUuid));

  route(app, deps, C.notifications, async ({ user }) => myMoneyNotifications(deps, user.user_id));
}
