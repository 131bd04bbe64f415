/**
 * The `staffWork` group (src/contract/staff-work.ts, access 'staff'; every action writes its audit row
 * in the same transaction): progress review, doctor credentials and false verifications, discussion
 * review, reports and fraud flags; withdrawals (DRAW_PUBLIC 2 queue), objections, payout batches,
 * alerts, whole-case refunds, the fee waiver and the reconciliation run; fund-use review, receipts to
 * issue, and the order look-up (a read: no audit row).
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { notFound } from '../../lib/errors';
import { reconcile } from '../../jobs/reconcile';
import { actOnDiscussion } from '../../services/discussion';
import { resolveFraudFlag } from '../../services/fraud';
import { reviewProgressPost } from '../../services/progress';
import { resolve as resolveReport } from '../../services/reports';
import { markVerificationFalse, reviewDoctorCredential } from '../../services/verification';
import { discussionQueue, doctorQueue, fraudFlags, progressQueue, reportsQueue } from '../../services/staff-queues';
import { approveWithdrawal, authoriseBatch, rejectWithdrawal, resolveWithdrawalObjection } from '../../services/money/approval';
import { openCaseRefund } from '../../services/money/case-refunds';
import { setFeeWaiver } from '../../services/money/fee-options';
import { fundUseQueue, reviewFundUse } from '../../services/money/fund-use';
import { invoiceQueue, issueInvoiceRes } from '../../services/money/invoices';
import { openMoneyAlerts, resolveMoneyAlert, staffWithdrawalDetail, staffWithdrawalQueue } from '../../services/money/views';
import { lookupOrder } from '../../services/order-lookup';

const W = contract.staffWork;

export function staffWorkRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, W.progressQueue, async ({ body }) => progressQueue(deps, body.size ?? 20));
  route(app, deps, W.progressApprove, async ({ body, staff }) => reviewProgressPost(deps, staff, body.id, true, ''));
  route(app, deps, W.progressReject, async ({ body, staff }) => reviewProgressPost(deps, staff, body.id, false, body.reason));

  route(app, deps, W.doctorQueue, async ({ body }) => doctorQueue(deps, body.size ?? 20));
  route(app, deps, W.doctorApprove, async ({ body, staff }) => reviewDoctorCredential(deps, staff, body.verifyId, true, ''));
  route(app, deps, W.doctorReject, async ({ body, staff }) => reviewDoctorCredential(deps, staff, body.verifyId, false, body.reason));
  route(app, deps, W.markFalse, async ({ body, staff }) => markVerificationFalse(deps, staff, body.verifyId, body.reason));

  route(app, deps, W.discussionQueue, async ({ body }) => discussionQueue(deps, body.size ?? 20));
  route(app, deps, W.discussionApprove, async ({ body, staff }) => actOnDiscussion(deps, staff, 'staff', body.infoUuid, 'approve'));
  route(app, deps, W.discussionReject, async ({ body, staff }) => actOnDiscussion(deps, staff, 'staff', body.infoUuid, 'reject', body.reason));
  route(app, deps, W.discussionEnd, async ({ body, staff }) => actOnDiscussion(deps, staff, 'staff', body.infoUuid, 'end'));

  route(app, deps, W.reportsQueue, async ({ body }) => reportsQueue(deps, body.status ?? 'pending', body.size ?? 20));
  route(app, deps, W.reportsResolve, async ({ body, staff }) => resolveReport(deps, staff, body.reportId, body.outcome, body.note ?? ''));
  route(app, deps, W.fraudList, async ({ body }) => fraudFlags(deps, body.status, body.size ?? 50));
  route(app, deps, W.fraudResolve, async ({ body, staff }) => {
    await resolveFraudFlag(deps, staff, body.flagId, body.resolution);
    return null;
  });

  route(app, deps, W.withdrawalsQueue, async ({ body }) => staffWithdrawalQueue(deps, body.status));
  route(app, deps, W.withdrawalDetail, async ({ body }) => staffWithdrawalDetail(deps, body.withdrawalId));
  route(app, deps, W.withdrawalApprove, async ({ body, staff }) => (await approveWithdrawal(deps, staff, body.withdrawalId, body.note ?? '')));
  route(app, deps, W.withdrawalReject, async ({ body, staff }) => (await rejectWithdrawal(deps, staff, body.withdrawalId, body.reason)));
  route(app, deps, W.objectionResolve, async ({ body, staff }) =>
    (await resolveWithdrawalObjection(deps, staff, body.objectionId, body.uphold, body.reason)));
  route(app, deps, W.payoutAuthorise, async ({ body, staff }) => {
    const p = await authoriseBatch(deps, staff, body.payoutId, body.note ?? '');
    if (!p) throw notFound('打款批次不存在');
    return p;
  });
  route(app, deps, W.alertsList, async () => openMoneyAlerts(deps));
  route(app, deps, W.alertsResolve, async ({ body, staff }) => resolveMoneyAlert(deps, staff, body.alertId, body.note ?? ''));

  // A case proven false (201) or one that failed review (202): every donor's money goes back.
  route(app, deps, W.caseRefund, async ({ body, staff }) => openCaseRefund(deps, staff.user_id, body.infoUuid, body.kind, body.reason));
  // Staff waive (or stop waiving) a case's service charge: option 3 becomes available. Audited.
  route(app, deps, W.feeWaiver, async ({ body, staff }) => setFeeWaiver(deps, staff, body));
  route(app, deps, W.reconcile, async ({ req }) => reconcile(deps, { log: req.log }));

  route(app, deps, W.fundUseQueue, async () => fundUseQueue(deps));
  route(app, deps, W.fundUseReview, async ({ body, staff }) => reviewFundUse(deps, staff, body.fundUseId, body.approve, body.reason ?? ''));
  route(app, deps, W.invoicesQueue, async () => invoiceQueue(deps));
  route(app, deps, W.invoicesIssue, async ({ body, staff }) => issueInvoiceRes(deps, staff.user_id, body.invoiceId));
  route(app, deps, W.orderLookup, async ({ body }) => lookupOrder(deps, body.orderId));
}
