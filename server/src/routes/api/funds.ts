/** Withdrawals (/api/cf/v4/drawcash/*) and refunds (/api/cf/v4/refund/*). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { ANCHOR, INFO_UUID, int, post, str } from '../../lib/schema';
import { makeAnchor, parseAnchor } from '../../lib/util';
import { ok } from '../../plugins/errors';
import { requireUser } from '../../plugins/auth';
import { myRefunds } from '../../repositories/funds';
import { applyRefund, toRefundRes, type RefundReq } from '../../services/refunds';
import { applyDrawCash, checkCanCash } from '../../services/withdrawals';

/** Upper bound of one withdrawal or refund (fen): far above any case, far below 2^53. */
export const MAX_FUNDS_FEN = 100_000_000_000;
const KEY = str(1, 100);

export function fundsRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post<{ Body: { infoUuid: string } }>('/api/cf/v4/drawcash/check-can-cash', post({ infoUuid: INFO_UUID }, ['infoUuid']), async (req) => {
    const user = await requireUser(req, deps);
    return ok(await checkCanCash(deps, user, req.body.infoUuid));
  });

  app.post<{ Body: { infoUuid: string; amount: number; idempotencyKey: string } }>(
    '/api/cf/v4/drawcash/apply-draw-cash',
    post({ infoUuid: INFO_UUID, amount: int(1, MAX_FUNDS_FEN), idempotencyKey: KEY }, ['infoUuid', 'amount', 'idempotencyKey']),
    async (req) => {
      const user = await requireUser(req, deps);
      const res = await applyDrawCash(deps, user, req.body);
      req.log.info({ withdrawalId: res.withdrawalId, amount: res.amount }, 'withdrawal');
      return ok(res);
    },
  );

  app.post<{ Body: RefundReq }>(
    '/api/cf/v4/refund/apply',
    post({ orderId: str(1, 64), amount: int(1, MAX_FUNDS_FEN), reason: str(1, 200), idempotencyKey: KEY }, ['orderId', 'amount', 'reason', 'idempotencyKey']),
    async (req) => {
      const user = await requireUser(req, deps);
      const res = await applyRefund(deps, user, req.body);
      req.log.info({ refundId: res.refundId, orderId: res.orderId, amount: res.amount, status: res.status }, 'refund');
      return ok(res);
    },
  );

  app.post<{ Body: { infoUuid?: string; anchorId?: string; size?: number } }>(
    '/api/cf/v4/refund/list',
    post({ infoUuid: INFO_UUID, anchorId: ANCHOR, size: int(1, 50) }),
    async (req) => {
      const user = await requireUser(req, deps);
      const size = req.body.size ?? 20;
      const rows = await myRefunds(deps.db, user.user_id, req.body.infoUuid, parseAnchor(req.body.anchorId), size);
      const page = rows.slice(0, size);
      const last = page[page.length - 1];
      return ok({ list: page.map(toRefundRes), hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.refund_id) : '' });
    },
  );
}
