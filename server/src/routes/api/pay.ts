/**
 * Orders and the pay page (declared in src/contract/pay.ts): /api/cf/v41/order/add (and contribute-add),
 * /api/cf/v4/pay/*, /api/cf/v4/order/*, /api/cf/v4/love-list, and the sandbox cashier's confirm.
 * Provider callbacks and the cashier page itself are raw routes in pay-callback.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract } from '../../../../src/contract';
import { nameFor } from '../../../../src/contract/rules/names';
import { ANONYMOUS_DONOR_NAME } from '../../../../src/contract/comments';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../lib/errors';
import { makeAnchor, parseAnchor } from '../../lib/util';
import { requestOrigin } from '../../http/origin';
import { route, type Handler } from '../../http/route';
import { raisedSince } from '../../repositories/cases';
import { matchByOrder } from '../../repositories/activity';
import { orderLeaves } from '../../services/ledger-log/public';
import { closeOrder, donorWall, hasOtherPaid, myOrders, orderById, setAnonymous } from '../../repositories/orders';
import { createOrder, handleNotify, markPaid, orderPayment } from '../../services/orders';
import { SANDBOX_DEV_SECRET, signSandboxNotify } from '../../payments';
import type { DonorWallItem, MyOrder, OrderStatus } from '../../../../src/contract/pay';
import { caseOr404 } from '../../policies/case';
import { ownOrderOr403 } from '../../policies/order';
import { payAmountTest } from '../../http/experiment';

const P = contract.pay;
const ORDER_NOT_PENDING = '该捐款已支付或已取消，无需继续支付';

/** Preset donation amounts on the pay page (fen). */
export const PRESET_AMOUNTS = [1000, 2000, 5000, 10000, 20000, 50000];
/** A case is "hot" with this much raised in the last 24 h (fen) or this many shares. */
export const HOT_RAISED_24H = 100_000;
export const HOT_SHARES = 100;


export function payRoutes(app: FastifyInstance, deps: AppDeps): void {
  const add: Handler<typeof P.orderAdd> = async ({ body, user, req }) => {
    const res = await createOrder(deps, user, body, requestOrigin(req), { ip: req.ip, device: String(req.headers['x-device-id'] ?? '') || undefined, requestId: req.id });
    req.log.info({ orderId: res.orderId, amount: res.amount }, 'order');
    return res;
  };
  route(app, deps, P.orderAdd, add);
  // The same call under its other name (the client uses order/add).
  route(app, deps, contract.aliases.contributeAdd, add);

  route(app, deps, P.status, async ({ body, user: viewer }) => {
    const c = await caseOr404(deps, body.infoUuid);
    const recent = await raisedSince(deps.db, c.info_uuid, deps.clock() - 24 * 3600_000);
    return {
      hot: recent >= HOT_RAISED_24H || Number(c.share_count) >= HOT_SHARES,
      eyeValue: c.eye_value,
      firstDonate: !viewer || !(await hasOtherPaid(deps.db, viewer.user_id, c.info_uuid, '')),
      subsidize: !!c.subsidize,
      groupValue: c.group_value,
      caseCharge: c.service_charge,
    };
  });

  // A real experiment: the viewer's stable variant, configured by staff (routes/api/lifecycle.ts, services/experiments.ts).
  route(app, deps, P.amountTest, async ({ body, user, req, reply }) => payAmountTest(deps, req, reply, user, body.infoUuid));

  /** The donor's own order, a PENDING one first checked with the provider (its answer applied through the exactly-once path). */
  const checkedOrder = async (user: Parameters<typeof ownOrderOr403>[1], orderId: string, req: FastifyRequest) => {
    let order = await ownOrderOr403(deps, user, orderId);
    if (order.status === 'PENDING') {
      // No notify yet: ask the provider, and apply its answer through the same exactly-once path.
      const remote = await deps.pay.queryOrder(order.order_id).catch((err: Error) => {
        req.log.warn({ err: err.message, orderId: order.order_id }, 'queryOrder failed');
        return null;
      });
      if (remote?.paid) {
        await markPaid(deps, deps.pay.name, { notifyId: `query:${order.order_id}:${remote.tradeNo}`, orderId: order.order_id, amount: remote.amount, tradeNo: remote.tradeNo, paid: true }, req.log);
        order = (await orderById(deps.db, order.order_id))!;
      }
    }
    return order;
  };
  const statusOf = async (order: Awaited<ReturnType<typeof checkedOrder>>) => {
    // the match the pay page promised, as granted when the gift was booked (a held one is not shown as granted)
    const m = order.status === 'PAID' ? await matchByOrder(deps.db, order.order_id) : undefined;
    return {
      orderId: order.order_id, infoUuid: order.info_uuid, amount: Number(order.amount), status: order.status as OrderStatus,
      firstDonation: !!order.first_donation, paidAt: order.paid_at === null ? null : Number(order.paid_at),
      matched: m?.status === 'MATCHED' ? Number(m.amount) : 0,
    };
  };
  route(app, deps, P.queryOrderStatus, async ({ body, user, req }) => statusOf(await checkedOrder(user, body.orderId, req)));

  route(app, deps, P.resumeOrder, async ({ body, user, req }) => {
    const order = await checkedOrder(user, body.orderId, req);
    if (order.status !== 'PENDING') throw badRequest(ORDER_NOT_PENDING);
    const c = await caseOr404(deps, order.info_uuid);
    return orderPayment(deps, user, order, c.title, requestOrigin(req), body.platform);
  });

  route(app, deps, P.closeMyOrder, async ({ body, user, req }) => {
    const order = await checkedOrder(user, body.orderId, req);
    if (order.status === 'PENDING') await closeOrder(deps.db, order.order_id); // a late payment still books it (CLOSED -> PAID)
    return statusOf((await orderById(deps.db, order.order_id))!);
  });

  route(app, deps, P.myOrders, async ({ body, user }) => {
    const size = body.size ?? 10;
    const rows = await myOrders(deps.db, user.user_id, parseAnchor(body.anchorId), size);
    const page = rows.slice(0, size);
    const leaves = await orderLeaves(deps.db, page.map((r) => r.order_id)); // the page's leaves in one query
    const list: MyOrder[] = page.map((r) => ({
      orderId: r.order_id, infoUuid: r.info_uuid, caseTitle: r.title, amount: Number(r.amount), anonymous: !!r.anonymous,
      status: r.status as OrderStatus, createdAt: Number(r.created_at), paidAt: r.paid_at === null ? null : Number(r.paid_at),
      leafIndex: leaves.get(r.order_id)?.leafIndex ?? null, leafHash: leaves.get(r.order_id)?.leafHash ?? '',
    }));
    const last = page[page.length - 1];
    return { list, hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.order_id) : '' };
  });

  route(app, deps, P.modifyAnonymous, async ({ body, user }) => {
    const order = await ownOrderOr403(deps, user, body.orderId);
    await setAnonymous(deps.db, order.order_id, body.anonymous); // and its message's name (repositories/orders.ts)
    return null;
  });

  route(app, deps, P.donorWall, async ({ body, user: viewer }) => {
    await caseOr404(deps, body.infoUuid);
    const size = body.size ?? 20;
    const rows = await donorWall(deps.db, body.infoUuid, parseAnchor(body.anchorId), size);
    const page = rows.slice(0, size);
    // Anonymous donors: a generic name and no avatar; the real profile never leaves the server.
    const list: DonorWallItem[] = page.map((r) => ({
      orderId: r.order_id, nickname: r.anonymous ? ANONYMOUS_DONOR_NAME : nameFor(r.nickname, r.user_id, viewer?.user_id), headImgUrl: r.anonymous ? '' : r.head_img_url,
      anonymous: !!r.anonymous, amount: Number(r.amount), time: Number(r.paid_at), message: (r.comment ?? '').trim(),
    }));
    const last = page[page.length - 1];
    return { list, hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.paid_at), last.order_id) : '' };
  });

  // The sandbox cashier's buttons: 'pay' builds a signed notify and feeds it through exactly the same
  // path as a real callback; 'cancel' closes the order. Only with the sandbox provider.
  route(app, deps, P.sandboxConfirm, async ({ body, user, req }) => {
    if (deps.pay.name !== 'sandbox') throw notFound();
    const order = await ownOrderOr403(deps, user, body.orderId);
    // A goods order (kind goods) comes back to the goods page, and once paid to the buyer's goods orders.
    const goods = (order as { kind?: string }).kind === 'goods'; // orders.kind (020_shop)
    const base = goods ? `/cf/goods/${encodeURIComponent(order.info_uuid)}` : `/cf/pay/${encodeURIComponent(order.info_uuid)}`;
    if (body.action === 'cancel') {
      await closeOrder(deps.db, order.order_id);
      return { status: 'CLOSED' as const, redirectUrl: base };
    }
    if (order.status !== 'PENDING' && order.status !== 'PAID') throw badRequest('订单已关闭，请重新下单');
    if (order.status === 'PENDING') {
      const secret = deps.config.settings.SANDBOX_PAY_SECRET || SANDBOX_DEV_SECRET;
      const signed = signSandboxNotify(secret, { orderId: order.order_id, amount: Number(order.amount), paid: true, timestamp: Math.floor(deps.clock() / 1000) });
      const ack = await handleNotify(deps, signed.headers, signed.rawBody, req.log);
      if (ack.result === 'rejected' || ack.result === 'bad-signature') throw badRequest('支付失败，请重试');
    }
    return { status: 'PAID' as const, redirectUrl: goods ? '/cf/mine-order' : `${base}/success?orderId=${encodeURIComponent(order.order_id)}` };
  });
}
