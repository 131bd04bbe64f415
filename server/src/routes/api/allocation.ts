/**
 * The public fund-use ledger of a case (from the money ledger), the donor's own gift followed to the
 * payout batches and receipts, the owner's fund-use reports (declared in src/contract/ledger.ts), and
 * my money notifications (src/contract/money.ts). Staff review: /api/staff/fund-use/queue, /api/staff/fund-use/review.
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { Allocation, FundUse, FundUseList, MyGift } from '../../../../src/contract/ledger';
import type { MoneyNotifications } from '../../../../src/contract/money';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { moneyNotificationsOf } from '../../repositories/notifications';
import { allocation, myGift } from '../../services/money/allocation';
import { reviewFundUse, submitFundUse, toFundUseRes } from '../../services/money/fund-use';
import { AUDIT_TYPE } from '../../services/money/status';

const L = contract.ledger;

export function allocationRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, L.allocation, async ({ body }) => (await allocation(deps, body.infoUuid)) as Allocation);
  route(app, deps, L.myGift, async ({ body, user }) => (await myGift(deps, user, body.orderId)) as MyGift);

  // Purpose (1..200 after trimming) and receipt count (1..9) are judged by the service, with Chinese messages.
  route(app, deps, L.fundUseSubmit, async ({ body, user }) => (await submitFundUse(deps, user, body)) as FundUse);
  route(app, deps, L.fundUseList, async ({ kase: c }) => {
    const rows = await deps.db.selectFrom('fund_uses').selectAll().where('info_uuid', '=', c.info_uuid).orderBy('created_at', 'desc').execute();
    const payouts = await deps.db.selectFrom('payouts').selectAll().where('info_uuid', '=', c.info_uuid).orderBy('created_at').orderBy('batch_no').execute();
    // Declared per batch (pending and approved reports): what the form may still declare is amount - used.
    const used = (id: string) => rows.filter((f) => f.payout_id === id && f.status !== 'REJECTED').reduce((s, f) => s + Number(f.amount), 0);
    return {
      list: rows.map(toFundUseRes),
      payouts: payouts.map((p) => ({
        payoutId: p.payout_id, batchNo: p.batch_no, batchCount: p.batch_count, amount: Number(p.amount), status: p.status, payeeType: p.payee_type,
        payeeName: p.payee_name, date: Number(p.updated_at), used: used(p.payout_id),
      })),
    } as FundUseList;
  });
  route(app, deps, contract.money.notifications, async ({ user }) => {
    const rows = await moneyNotificationsOf(deps.db, user.user_id);
    return { list: rows.map((n) => ({ id: n.id, kind: n.kind, infoUuid: n.info_uuid || null, payload: JSON.parse(n.payload ?? '{}'), createdAt: Number(n.created_at) })) } as MoneyNotifications;
  });

  // Staff review (src/contract/staff-work.ts, access 'staff').
  route(app, deps, contract.staffWork.fundUseQueue, async () => {
    const rows = await deps.db.selectFrom('fund_uses').selectAll().where('status', '=', 'PENDING').orderBy('created_at').limit(100).execute();
    return { auditType: AUDIT_TYPE.FUND_USE_SUBMIT, list: rows.map(toFundUseRes) };
  });
  route(app, deps, contract.staffWork.fundUseReview, async ({ body, staff }) => reviewFundUse(deps, staff, body.fundUseId, body.approve, body.reason ?? ''));
}
