/**
 * Every money-out route, registered by one call from app.ts: withdrawals and refunds (funds.ts),
 * the public ledger and fund use (allocation.ts), receipts (invoice.ts), staff (staff-money.ts),
 * and the refund callback POST /api/pay/notify/wxpay/refund (raw body, verified and decrypted).
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { applyRefundResult } from '../../services/refunds';
import { allocationRoutes } from './allocation';
import { caseRefundRoutes } from './case-refund';
import { fundsRoutes } from './funds';
import { invoiceRoutes } from './invoice';
import { staffMoneyRoutes } from './staff-money';
import { metricsOf } from '../../lib/metrics';
import { staffOrderRoutes } from './staff-orders';

export const REFUND_NOTIFY_PATH = '/api/pay/notify/wxpay/refund';

export function moneyRoutes(app: FastifyInstance, deps: AppDeps): void {
  fundsRoutes(app, deps);
  allocationRoutes(app, deps);
  staffMoneyRoutes(app, deps);
  staffOrderRoutes(app, deps); // staff look an order (and its request id) up
  invoiceRoutes(app, deps);
  caseRefundRoutes(app, deps);
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.post<{ Body: string }>(REFUND_NOTIFY_PATH, { schema: { body: { type: 'string', maxLength: 65536 } } }, async (req, reply) => {
      if (!deps.pay.parseRefundNotify) return reply.status(404).send({ code: 404, msg: '支付渠道不存在', data: null });
      let parsed;
      try {
        parsed = await deps.pay.parseRefundNotify(req.headers as Record<string, string | undefined>, req.body ?? '');
      } catch (err) {
        req.log.warn({ err: (err as Error).message }, 'refund notify refused');
        metricsOf(deps)?.notify('refund', deps.pay.name, 'bad-signature', 'bad-signature');
        const nack = deps.pay.ackBody(false, 401);
        return reply.status(nack.status).send(nack.body);
      }
      const result = await applyRefundResult(deps, parsed.outRefundNo, parsed);
      metricsOf(deps)?.notify('refund', deps.pay.name, result, null);
      req.log.info({ refundId: parsed.outRefundNo, status: parsed.status, result }, 'refund notify');
      const ack = deps.pay.ackBody(true);
      return reply.status(ack.status).send(ack.body);
    });
  });
}
