/**
 * Provider callbacks and the sandbox cashier:
 * - POST /api/pay/notify/:provider   raw body kept for signature verification; WeChat Pay's callback
 *   is also mounted on WXPAY_NOTIFY_PATH, the path the provider advertises as notify_url (one constant)
 * - GET  /api/pay/sandbox/cashier?orderId=...   the sandbox cashier page (HTML), for the order's owner only
 * - POST /api/pay/notify/wxpay/refund   the refund callback (raw body, verified and decrypted)
 * The cashier's buttons (POST /api/pay/sandbox/confirm) are a declared call, in routes/api/pay.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { MSG, notFound } from '../../lib/errors';
import { str } from '../../lib/schema';
import { sessionUser } from '../../plugins/auth';
import { metricsOf } from '../../lib/metrics';
import { handleNotify } from '../../services/orders';
import { orderWithCaseTitle } from '../../services/pay-views';
import { applyRefundResult } from '../../services/refunds';
import { renderCashierError, renderCashierPage, WXPAY_NOTIFY_PATH } from '../../payments';
import { WXPAY_REFUND_NOTIFY_PATH } from '../../payments/wxpay/refund';
import { NOTIFY_ROUTE } from '../../payments/types';
import type { OrderStatus } from '../../../../src/contract/pay';


export function payCallbackRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Own encapsulated context: every body arrives as the raw string the provider signed.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    const notify = async (provider: string, req: FastifyRequest<{ Body: string }>, reply: FastifyReply) => {
      if (provider !== deps.pay.name) return reply.status(404).send({ code: 404, msg: '支付渠道不存在', data: null });
      const ack = await handleNotify(deps, req.headers as Record<string, string | undefined>, req.body ?? '', req.log);
      return reply.status(ack.status).send(ack.body);
    };
    const body = { type: 'string', maxLength: 65536 };
    scope.post<{ Params: { provider: string }; Body: string }>(
      NOTIFY_ROUTE,
      { schema: { params: { type: 'object', properties: { provider: { enum: ['sandbox', 'wxpay'] } } }, body } },
      async (req, reply) => notify(req.params.provider, req, reply),
    );
    // The notify_url createPayment advertises when WXPAY_NOTIFY_URL is unset.
    if (WXPAY_NOTIFY_PATH !== NOTIFY_ROUTE.replace(':provider', 'wxpay')) {
      scope.post<{ Body: string }>(WXPAY_NOTIFY_PATH, { schema: { body } }, async (req, reply) => notify('wxpay', req, reply));
    }
  });

  app.get<{ Querystring: { orderId: string } }>(
    '/api/pay/sandbox/cashier',
    { schema: { querystring: { type: 'object', required: ['orderId'], properties: { orderId: str(1, 64) } } } },
    async (req, reply) => {
      if (deps.pay.name !== 'sandbox') throw notFound();
      const refuse = (status: number, msg: string) => reply.status(status).header('content-type', 'text/html; charset=utf-8').send(renderCashierError(msg));
      const found = await orderWithCaseTitle(deps, req.query.orderId);
      if (!found) return refuse(404, MSG.ORDER_NOT_FOUND);
      const { order, title } = found;
      // Only the order's owner sees the case title and amount (an order id is not a secret).
      const viewer = await sessionUser(req, deps);
      if (!viewer) return refuse(403, '请先登录下单的账号，再打开收银台');
      if (viewer.user_id !== order.user_id) return refuse(403, '无权查看该订单');
      const html = renderCashierPage({ orderId: order.order_id, infoUuid: order.info_uuid, title, amountFen: Number(order.amount), status: order.status as OrderStatus });
      return reply.header('content-type', 'text/html; charset=utf-8').send(html);
    },
  );
  // POST /api/pay/sandbox/confirm (the cashier's buttons) is a declared call: routes/api/pay.ts.

  // The refund callback (WXPAY_REFUND_NOTIFY_PATH, the refund's notify_url): its own scope, the raw body verified and decrypted by the provider.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.post<{ Body: string }>(WXPAY_REFUND_NOTIFY_PATH, { schema: { body: { type: 'string', maxLength: 65536 } } }, async (req, reply) => {
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
