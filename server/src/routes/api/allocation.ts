/**
 * The public fund-use ledger of a case and the owner's fund-use reports:
 * - POST /api/summaries/allocation {infoUuid}            public, from the money ledger
 * - POST /api/summaries/allocation/my-gift {orderId}     the donor's own gift -> payout batches -> receipts
 * - POST /api/cf/v4/fund-use/submit {payoutId, amount, description, receipts}   owner, after a payout
 * - POST /api/cf/v4/fund-use/list {infoUuid}             owner: the case's reports, any status
 * - POST /api/cf/v4/money/notifications                  my money notifications (payout failed ...)
 * Staff review: /api/staff/fund-use/queue, /api/staff/fund-use/review.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { forbidden, MSG, notFound } from '../../lib/errors';
import { bool, INFO_UUID, int, post, str } from '../../lib/schema';
import { ok } from '../../plugins/errors';
import { requireUser } from '../../plugins/auth';
import { staffOf, staffRoutes } from '../../plugins/staff';
import { getCase } from '../../repositories/cases';
import { notificationsOf } from '../../repositories/payouts';
import { allocation, myGift } from '../../services/money/allocation';
import { reviewFundUse, submitFundUse, toFundUseRes } from '../../services/money/fund-use';
import { AUDIT_TYPE } from '../../services/money/status';
import { MAX_FUNDS_FEN } from './funds';

export function allocationRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post<{ Body: { infoUuid: string } }>('/api/summaries/allocation', post({ infoUuid: INFO_UUID }, ['infoUuid']), async (req) =>
    ok(await allocation(deps, req.body.infoUuid)),
  );
  app.post<{ Body: { orderId: string } }>('/api/summaries/allocation/my-gift', post({ orderId: str(1, 64) }, ['orderId']), async (req) =>
    ok(await myGift(deps, await requireUser(req, deps), req.body.orderId)),
  );

  app.post<{ Body: { payoutId: string; amount: number; description: string; receipts: string[] } }>(
    '/api/cf/v4/fund-use/submit',
    // Purpose (1..200 after trimming) and receipt count (1..9) are judged by the service, with Chinese messages.
    post({ payoutId: str(1, 64), amount: int(1, MAX_FUNDS_FEN), description: str(0, 1000), receipts: { type: 'array', minItems: 0, maxItems: 20, items: str(1, 500) } }, ['payoutId', 'amount', 'description', 'receipts']),
    async (req) => ok(await submitFundUse(deps, await requireUser(req, deps), req.body)),
  );
  app.post<{ Body: { infoUuid: string } }>('/api/cf/v4/fund-use/list', post({ infoUuid: INFO_UUID }, ['infoUuid']), async (req) => {
    const user = await requireUser(req, deps);
    const c = await getCase(deps.db, req.body.infoUuid);
    if (!c) throw notFound(MSG.CASE_NOT_FOUND);
    if (c.owner_user_id !== user.user_id) throw forbidden();
    const rows = await deps.db.selectFrom('fund_uses').selectAll().where('info_uuid', '=', c.info_uuid).orderBy('created_at', 'desc').execute();
    const payouts = await deps.db.selectFrom('payouts').selectAll().where('info_uuid', '=', c.info_uuid).orderBy('created_at').orderBy('batch_no').execute();
    // Declared per batch (pending and approved reports): what the form may still declare is amount - used.
    const used = (id: string) => rows.filter((f) => f.payout_id === id && f.status !== 'REJECTED').reduce((s, f) => s + Number(f.amount), 0);
    return ok({
      list: rows.map(toFundUseRes),
      payouts: payouts.map((p) => ({
        payoutId: p.payout_id, batchNo: p.batch_no, batchCount: p.batch_count, amount: Number(p.amount), status: p.status, payeeType: p.payee_type,
        payeeName: p.payee_name, date: Number(p.updated_at), used: used(p.payout_id),
      })),
    });
  });
  app.post('/api/cf/v4/money/notifications', post({}), async (req) => {
    const user = await requireUser(req, deps);
    const rows = await notificationsOf(deps.db, user.user_id);
    return ok({ list: rows.map((n) => ({ id: n.notification_id, kind: n.kind, infoUuid: n.info_uuid, payload: JSON.parse(n.payload), createdAt: Number(n.created_at) })) });
  });

  staffRoutes(app, deps, (scope) => {
    scope.post('/fund-use/queue', post({}), async () => {
      const rows = await deps.db.selectFrom('fund_uses').selectAll().where('status', '=', 'PENDING').orderBy('created_at').limit(100).execute();
      return ok({ auditType: AUDIT_TYPE.FUND_USE_SUBMIT, list: rows.map(toFundUseRes) });
    });
    scope.post<{ Body: { fundUseId: string; approve: boolean; reason?: string } }>(
      '/fund-use/review', post({ fundUseId: str(1, 64), approve: bool, reason: str(0, 500) }, ['fundUseId', 'approve']),
      async (req) => ok(await reviewFundUse(deps, staffOf(req), req.body.fundUseId, req.body.approve, req.body.reason ?? '')),
    );
  });
}
