/**
 * Staff side of money out, under /api/staff behind the staff role (plugins/staff.ts):
 * withdrawals (DRAW_PUBLIC 2 queue), objections, payout batches, alerts, whole-case refunds and the
 * reconciliation run. Fund use and receipts: staff-money-review.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { bool, INFO_UUID, oneOf, post, str } from '../../lib/schema';
import { ok } from '../../plugins/errors';
import { staffOf, staffRoutes } from '../../plugins/staff';
import { writeAudit } from '../../repositories/audit';
import { getCase } from '../../repositories/cases';
import { caseMoney, withdrawalById, withdrawalQueue } from '../../repositories/funds';
import { objectionsOf, openAlerts, payoutsOf, resolveAlert } from '../../repositories/payouts';
import { reconcile } from '../../jobs/reconcile';
import { approveWithdrawal, authoriseBatch, rejectWithdrawal, resolveWithdrawalObjection } from '../../services/money/approval';
import { openCaseRefund } from '../../services/money/case-refunds';
import { AUDIT_TYPE } from '../../services/money/status';
import { toWithdrawalRes } from '../../services/withdrawals';

const ID = str(1, 64);
const REASON = str(0, 500);

export function staffMoneyRoutes(app: FastifyInstance, deps: AppDeps): void {
  staffRoutes(app, deps, (scope) => {
    scope.post<{ Body: { status?: string } }>('/withdrawals/queue', post({ status: oneOf('PENDING', 'FIRST_APPROVED', 'APPROVED', 'PAID', 'REJECTED', 'FAILED') }), async (req) => {
      const now = deps.clock();
      const rows = await withdrawalQueue(deps.db, req.body.status ? [req.body.status] : ['PENDING', 'FIRST_APPROVED'], 100);
      return ok({
        auditType: AUDIT_TYPE.DRAW_PUBLIC,
        list: rows.map((w) => ({ ...toWithdrawalRes(w), caseTitle: w.title, caseStatus: w.case_status, approver1: w.approver1, noticeOver: now >= Number(w.notice_until) })),
      });
    });

    scope.post<{ Body: { withdrawalId: string } }>('/withdrawals/detail', post({ withdrawalId: ID }, ['withdrawalId']), async (req) => {
      const w = await withdrawalById(deps.db, req.body.withdrawalId);
      if (!w) throw notFound('提现申请不存在');
      const c = await getCase(deps.db, w.info_uuid);
      return ok({
        ...toWithdrawalRes(w), approver1: w.approver1, approver2: w.approver2, rejectReason: w.reject_reason,
        case: c && { infoUuid: c.info_uuid, title: c.title, status: c.status, ownerUserId: c.owner_user_id, hospital: c.hospital, payeeName: c.payee_name },
        money: await caseMoney(deps.db, w.info_uuid), objections: await objectionsOf(deps.db, w.withdrawal_id), payouts: await payoutsOf(deps.db, w.withdrawal_id),
      });
    });

    scope.post<{ Body: { withdrawalId: string; note?: string } }>('/withdrawals/approve', post({ withdrawalId: ID, note: REASON }, ['withdrawalId']), async (req) =>
      ok(await approveWithdrawal(deps, staffOf(req), req.body.withdrawalId, req.body.note ?? '')),
    );
    scope.post<{ Body: { withdrawalId: string; reason: string } }>('/withdrawals/reject', post({ withdrawalId: ID, reason: str(1, 500) }, ['withdrawalId', 'reason']), async (req) =>
      ok(await rejectWithdrawal(deps, staffOf(req), req.body.withdrawalId, req.body.reason)),
    );
    scope.post<{ Body: { objectionId: string; uphold: boolean; reason: string } }>(
      '/withdrawals/objection/resolve', post({ objectionId: ID, uphold: bool, reason: str(1, 500) }, ['objectionId', 'uphold', 'reason']),
      async (req) => ok(await resolveWithdrawalObjection(deps, staffOf(req), req.body.objectionId, req.body.uphold, req.body.reason)),
    );
    scope.post<{ Body: { payoutId: string; note?: string } }>('/payouts/authorise', post({ payoutId: ID, note: REASON }, ['payoutId']), async (req) =>
      ok(await authoriseBatch(deps, staffOf(req), req.body.payoutId, req.body.note ?? '')),
    );

    scope.post('/alerts/list', post({}), async () => ok({ list: await openAlerts(deps.db) }));
    scope.post<{ Body: { alertId: string; note?: string } }>('/alerts/resolve', post({ alertId: ID, note: REASON }, ['alertId']), async (req) => {
      const staff = staffOf(req);
      const done = await deps.db.transaction().execute(async (trx) => {
        const now = deps.clock();
        if (!(await resolveAlert(trx, req.body.alertId, now))) return false;
        await writeAudit(trx, { actor: staff.user_id, action: 'alert.resolve', targetType: 'alert', targetId: req.body.alertId, reason: req.body.note ?? '' }, now);
        return true;
      });
      return ok({ alertId: req.body.alertId, resolved: done });
    });

    // A case proven false (201) or one that failed review (202): every donor's money goes back.
    scope.post<{ Body: { infoUuid: string; kind: 'FALSE_CASE' | 'FAILED_REVIEW'; reason: string } }>(
      '/refunds/case', post({ infoUuid: INFO_UUID, kind: oneOf('FALSE_CASE', 'FAILED_REVIEW'), reason: str(1, 500) }, ['infoUuid', 'kind', 'reason']),
      async (req) => ok(await openCaseRefund(deps, staffOf(req).user_id, req.body.infoUuid, req.body.kind, req.body.reason)),
    );

    scope.post('/money/reconcile', post({}), async (req) => ok(await reconcile(deps, { log: req.log })));
  });
}
