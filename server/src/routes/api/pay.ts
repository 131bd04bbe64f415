/** Orders and the pay page: /api/cf/v41/order/*, /api/cf/v4/pay/*, /api/cf/v4/order/*, /api/cf/v4/love-list. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { forbidden, MSG, notFound } from '../../lib/errors';
import { ANCHOR, bool, INFO_UUID, int, oneOf, post, str } from '../../lib/schema';
import { makeAnchor, parseAnchor } from '../../lib/util';
import { ok } from '../../plugins/errors';
import { requireUser, sessionUser } from '../../plugins/auth';
import { raisedSince } from '../../repositories/cases';
import { donorWall, hasOtherPaid, myOrders, orderById, setAnonymous } from '../../repositories/orders';
import { createOrder, markPaid, MAX_AMOUNT_FEN } from '../../services/orders';
import type { DonorWallItem, MyOrder, OrderAddReq, OrderStatus, OrderStatusRes, PayStatus } from '../../../../src/services/contract';
import { caseOr404 } from './cases';

/** Preset donation amounts on the pay page (fen). */
export const PRESET_AMOUNTS = [1000, 2000, 5000, 10000, 20000, 50000];
/** A case is "hot" with this much raised in the last 24 h (fen) or this many shares. */
export const HOT_RAISED_24H = 100_000;
export const HOT_SHARES = 100;

const ORDER_ADD = post(
  {
    infoUuid: INFO_UUID, amount: int(1, MAX_AMOUNT_FEN), anonymous: bool, platform: oneOf(1, 2, 5, 6, 7, 8),
    idempotencyKey: str(1, 100), channel: str(0, 50), userSourceId: str(0, 100), shareDv: int(0, 100000), comment: str(0, 200),
  },
  ['infoUuid', 'amount', 'anonymous', 'platform', 'idempotencyKey'],
);

export const baseUrlOf = (req: FastifyRequest) => `${req.protocol}://${req.headers.host ?? 'localhost'}`;

export function payRoutes(app: FastifyInstance, deps: AppDeps): void {
  const add = async (req: FastifyRequest<{ Body: OrderAddReq }>) => {
    const user = await requireUser(req, deps);
    const res = await createOrder(deps, user, req.body, baseUrlOf(req), { ip: req.ip, device: String(req.headers['x-device-id'] ?? '') || undefined });
    req.log.info({ orderId: res.orderId, amount: res.amount }, 'order');
    return ok(res);
  };
  app.post<{ Body: OrderAddReq }>('/api/cf/v41/order/add', ORDER_ADD, add);
  app.post<{ Body: OrderAddReq }>('/api/cf/v41/order/contribute-add', ORDER_ADD, add);

  app.post<{ Body: { infoUuid: string } }>('/api/cf/v4/pay/get-status', post({ infoUuid: INFO_UUID }, ['infoUuid']), async (req) => {
    const c = await caseOr404(deps, req.body.infoUuid);
    const viewer = await sessionUser(req, deps);
    const recent = await raisedSince(deps.db, c.info_uuid, deps.clock() - 24 * 3600_000);
    const status: PayStatus = {
      hot: recent >= HOT_RAISED_24H || Number(c.share_count) >= HOT_SHARES,
      eyeValue: c.eye_value,
      firstDonate: !viewer || !(await hasOtherPaid(deps.db, viewer.user_id, c.info_uuid, '')),
      subsidize: !!c.subsidize,
      groupValue: c.group_value,
      caseCharge: c.service_charge,
    };
    return ok(status);
  });

  app.post('/api/cf/v4/pay/amount-test', post({ infoUuid: INFO_UUID }, []), async () =>
    ok({ amount: PRESET_AMOUNTS, eagleEyeExperiment: 'pay_amount_preset', eagleEyeResult: 'default' }),
  );

  app.post<{ Body: { orderId: string } }>('/api/cf/v4/order/queryOrderStatus', post({ orderId: str(1, 64) }, ['orderId']), async (req) => {
    const user = await requireUser(req, deps);
    let order = await orderById(deps.db, req.body.orderId);
    if (!order) throw notFound(MSG.ORDER_NOT_FOUND);
    if (order.user_id !== user.user_id) throw forbidden();
    if (order.status === 'PENDING') {
      // No notify yet: ask the provider, and apply its answer through the same exactly-once path.
      const remote = await deps.pay.queryOrder(order.order_id).catch((err: Error) => {
        req.log.warn({ err: err.message, orderId: order!.order_id }, 'queryOrder failed');
        return null;
      });
      if (remote?.paid) {
        await markPaid(deps, deps.pay.name, { notifyId: `query:${order.order_id}:${remote.tradeNo}`, orderId: order.order_id, amount: remote.amount, tradeNo: remote.tradeNo, paid: true }, req.log);
        order = (await orderById(deps.db, order.order_id))!;
      }
    }
    const res: OrderStatusRes = {
      orderId: order.order_id, infoUuid: order.info_uuid, amount: Number(order.amount), status: order.status as OrderStatus,
      firstDonation: !!order.first_donation, paidAt: order.paid_at === null ? null : Number(order.paid_at),
    };
    return ok(res);
  });

  app.post<{ Body: { anchorId?: string; size?: number } }>('/api/cf/v4/order/list', post({ anchorId: ANCHOR, size: int(1, 50) }), async (req) => {
    const user = await requireUser(req, deps);
    const size = req.body.size ?? 10;
    const rows = await myOrders(deps.db, user.user_id, parseAnchor(req.body.anchorId), size);
    const page = rows.slice(0, size);
    const list: MyOrder[] = page.map((r) => ({
      orderId: r.order_id, infoUuid: r.info_uuid, caseTitle: r.title, amount: Number(r.amount), anonymous: !!r.anonymous,
      status: r.status as OrderStatus, createdAt: Number(r.created_at),
    }));
    const last = page[page.length - 1];
    return ok({ list, hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.order_id) : '' });
  });

  app.post<{ Body: { orderId: string; anonymous: boolean } }>(
    '/api/cf/v4/order/modify-anonymous',
    post({ orderId: str(1, 64), anonymous: bool }, ['orderId', 'anonymous']),
    async (req) => {
      const user = await requireUser(req, deps);
      const order = await orderById(deps.db, req.body.orderId);
      if (!order) throw notFound(MSG.ORDER_NOT_FOUND);
      if (order.user_id !== user.user_id) throw forbidden();
      await setAnonymous(deps.db, order.order_id, req.body.anonymous);
      return ok(null);
    },
  );

  app.post<{ Body: { infoUuid: string; anchorId?: string; size?: number } }>(
    '/api/cf/v4/love-list',
    post({ infoUuid: INFO_UUID, anchorId: ANCHOR, size: int(1, 50) }, ['infoUuid']),
    async (req) => {
      await caseOr404(deps, req.body.infoUuid);
      const size = req.body.size ?? 20;
      const rows = await donorWall(deps.db, req.body.infoUuid, parseAnchor(req.body.anchorId), size);
      const page = rows.slice(0, size);
      // Anonymous donors: a generic name and no avatar; the real profile never leaves the server.
      const list: DonorWallItem[] = page.map((r) => ({
        orderId: r.order_id, nickname: r.anonymous ? '爱心人士' : r.nickname, headImgUrl: r.anonymous ? '' : r.head_img_url,
        anonymous: !!r.anonymous, amount: Number(r.amount), time: Number(r.paid_at),
      }));
      const last = page[page.length - 1];
      return ok({ list, hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.paid_at), last.order_id) : '' });
    },
  );
}
