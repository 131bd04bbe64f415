/**
 * Staff calls of money out (declared in src/contract/staff-work.ts, access 'staff'): withdrawals
 * (DRAW_PUBLIC 2 queue), objections, payout batches, alerts, whole-case refunds and the reconciliation
 * run. Answers built from database rows carry only the declared columns.
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { notFound } from '../../lib/errors';
import { writeAudit } from '../../repositories/audit';
import { getCase } from '../../repositories/cases';
import { withdrawalById, withdrawalQueue } from '../../repositories/funds';
import { objectionsOf, openAlerts, payoutsOf, resolveAlert } from '../../repositories/payouts';
import { displayNames, nameIn } from '../../repositories/staff-names';
import { reconcile } from '../../jobs/reconcile';
import { approveWithdrawal, authoriseBatch, rejectWithdrawal, resolveWithdrawalObjection } from '../../services/money/approval';
import { openCaseRefund } from '../../services/money/case-refunds';
import { AUDIT_TYPE } from '../../services/money/status';
import { toWithdrawalRes } from '../../services/withdrawals';

const W = contract.staffWork;

export function staffMoneyRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, W.withdrawalsQueue, async ({ body }) => {
    const now = deps.clock();
    const rows = await withdrawalQueue(deps.db, body.status ? [body.status] : ['PENDING', 'FIRST_APPROVED'], 100);
    const names = await displayNames(deps.db, rows.map((w) => w.approver1));
    return {
      auditType: AUDIT_TYPE.DRAW_PUBLIC,
      list: rows.map((w) => ({
        ...toWithdrawalRes(w), caseTitle: w.title, caseStatus: w.case_status, approver1: w.approver1, approver1Name: nameIn(names, w.approver1), noticeOver: now >= Number(w.notice_until),
      })),
    };
  });

  route(app, deps, W.withdrawalDetail, async ({ body }) => {
    const w = await withdrawalById(deps.db, body.withdrawalId);
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
  });

  route(app, deps, W.withdrawalApprove, async ({ body, staff }) => (await approveWithdrawal(deps, staff, body.withdrawalId, body.note ?? '')));
  route(app, deps, W.withdrawalReject, async ({ body, staff }) => (await rejectWithdrawal(deps, staff, body.withdrawalId, body.reason)));
  route(app, deps, W.objectionResolve, async ({ body, staff }) =>
    (await resolveWithdrawalObjection(deps, staff, body.objectionId, body.uphold, body.reason)));
  route(app, deps, W.payoutAuthorise, async ({ body, staff }) => {
    const p = await authoriseBatch(deps, staff, body.payoutId, body.note ?? '');
    if (!p) throw notFound('打款批次不存在');
    return p;
  });

  route(app, deps, W.alertsList, async () => ({ list: await openAlerts(deps.db) }));
  route(app, deps, W.alertsResolve, async ({ body, staff }) => {
    const done = await deps.db.transaction().execute(async (trx) => {
      const now = deps.clock();
      if (!(await resolveAlert(trx, body.alertId, now))) return false;
      await writeAudit(trx, { actor: staff.user_id, action: 'alert.resolve', targetType: 'alert', targetId: body.alertId, reason: body.note ?? '' }, now);
      return true;
    });
    return { alertId: body.alertId, resolved: done };
  });

  // A case proven false (201) or one that failed review (202): every donor's money goes back.
  route(app, deps, W.caseRefund, async ({ body, staff }) => openCaseRefund(deps, staff.user_id, body.infoUuid, body.kind, body.reason));

  route(app, deps, W.reconcile, async ({ req }) => reconcile(deps, { log: req.log }));
}
