/**
 * The pay page's reads and the donor's own orders (src/contract/pay.ts): whether the case is hot, an
 * order checked with the provider while no notify has come, resuming, closing and listing my orders,
 * hiding my name, the donor wall, and the sandbox cashier's confirm.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { nameFor } from '../../../src/contract/rules/names';
import { ANONYMOUS_DONOR_NAME } from '../../../src/contract/comments';
import type { contract } from '../../../src/contract';
import type { ReqOf } from '../../../src/contract/schema';
import type { DonorWallItem, MyOrder, OrderStatus } from '../../../src/contract/pay';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../lib/errors';
import { makeAnchor, parseAnchor } from '../lib/util';
import { caseOr404 } from '../policies/case';
import { ownOrderOr403 } from '../policies/order';
import { getCase, raisedSince } from '../repositories/cases';
import { matchByOrder } from '../repositories/activity';
import { orderLeaves } from './ledger-log/public';
import { closeOrder, donorWall, hasOtherPaid, myOrders, orderById, setAnonymous, type OrderRow } from '../repositories/orders';
import type { UserRow } from '../repositories/users';
import { SANDBOX_DEV_SECRET, signSandboxNotify } from '../payments';
import { createOrder, handleNotify, markPaid, orderPayment } from './orders';

const ORDER_NOT_PENDING = '该捐款已支付或已取消，无需继续支付';

/** Preset donation amounts on the pay page (fen). */
export const PRESET_AMOUNTS = [1000, 2000, 5000, 10000, 20000, 50000];
/** A case is "hot" with this much raised in the last 24 h (fen) or this many shares. */
export const HOT_RAISED_24H = 100_000;
export const HOT_SHARES = 100;

/** A new order (order/add and its other name contribute-add), logged with its id. */
export async function placeOrder(deps: AppDeps, user: UserRow, body: ReqOf<typeof contract.pay.orderAdd>, origin: string, req: FastifyRequest) {
  const res = await createOrder(deps, user, body, origin, { ip: req.ip, device: String(req.headers['x-device-id'] ?? '') || undefined, requestId: req.id });
  req.log.info({ orderId: res.orderId, amount: res.amount }, 'order');
  return res;
}

export async function payStatus(deps: AppDeps, viewer: UserRow | null, infoUuid: string) {
  const c = await caseOr404(deps, infoUuid);
  const recent = await raisedSince(deps.db, c.info_uuid, deps.clock() - 24 * 3600_000);
  return {
    hot: recent >= HOT_RAISED_24H || Number(c.share_count) >= HOT_SHARES,
    eyeValue: c.eye_value,
    firstDonate: !viewer || !(await hasOtherPaid(deps.db, viewer.user_id, c.info_uuid, '')),
    subsidize: !!c.subsidize,
    groupValue: c.group_value,
    caseCharge: c.service_charge,
  };
}

/** The donor's own order, a PENDING one first checked with the provider (its answer applied through the exactly-once path). */
export async function checkedOrder(deps: AppDeps, user: UserRow, orderId: string, log: FastifyBaseLogger): Promise<OrderRow> {
  let order = await ownOrderOr403(deps, user, orderId);
  if (order.status === 'PENDING') {
    // No notify yet: ask the provider, and apply its answer through the same exactly-once path.
    const remote = await deps.pay.queryOrder(order.order_id).catch((err: Error) => {
      log.warn({ err: err.message, orderId: order.order_id }, 'queryOrder failed');
      return null;
    });
    if (remote?.paid) {
      await markPaid(deps, deps.pay.name, { notifyId: `query:${order.order_id}:${remote.tradeNo}`, orderId: order.order_id, amount: remote.amount, tradeNo: remote.tradeNo, paid: true }, log);
      order = (await orderById(deps.db, order.order_id))!;
    }
  }
  return order;
}

export async function orderStatusOf(deps: AppDeps, order: OrderRow) {
  // the match the pay page promised, as granted when the gift was booked (a held one is not shown as granted)
  const m = order.status === 'PAID' ? await matchByOrder(deps.db, order.order_id) : undefined;
  return {
    orderId: order.order_id, infoUuid: order.info_uuid, amount: Number(order.amount), status: order.status as OrderStatus,
    firstDonation: !!order.first_donation, paidAt: order.paid_at === null ? null : Number(order.paid_at),
    matched: m?.status === 'MATCHED' ? Number(m.amount) : 0,
  };
}

export async function resumeOrder(deps: AppDeps, user: UserRow, orderId: string, origin: string, platform: ReqOf<typeof contract.pay.resumeOrder>['platform'], log: FastifyBaseLogger) {
  const order = await checkedOrder(deps, user, orderId, log);
  if (order.status !== 'PENDING') throw badRequest(ORDER_NOT_PENDING);
  const c = await caseOr404(deps, order.info_uuid);
  return orderPayment(deps, user, order, c.title, origin, platform);
}

export async function closeMyOrder(deps: AppDeps, user: UserRow, orderId: string, log: FastifyBaseLogger) {
  const order = await checkedOrder(deps, user, orderId, log);
  if (order.status === 'PENDING') await closeOrder(deps.db, order.order_id); // a late payment still books it (CLOSED -> PAID)
  return orderStatusOf(deps, (await orderById(deps.db, order.order_id))!);
}

export async function myOrderPage(deps: AppDeps, user: UserRow, body: { anchorId?: string; size?: number }) {
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
}

export async function setOrderAnonymous(deps: AppDeps, user: UserRow, orderId: string, anonymous: boolean): Promise<null> {
  const order = await ownOrderOr403(deps, user, orderId);
  await setAnonymous(deps.db, order.order_id, anonymous); // and its message's name (repositories/orders.ts)
  return null;
}

export async function donorWallPage(deps: AppDeps, viewer: UserRow | null, body: { infoUuid: string; anchorId?: string; size?: number }) {
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
}

/**
 * The sandbox cashier's buttons: 'pay' builds a signed notify and feeds it through exactly the same
 * path as a real callback; 'cancel' closes the order. Only with the sandbox provider.
 */
export async function sandboxConfirm(deps: AppDeps, user: UserRow, orderId: string, action: ReqOf<typeof contract.pay.sandboxConfirm>['action'], log: FastifyBaseLogger) {
  if (deps.pay.name !== 'sandbox') throw notFound();
  const order = await ownOrderOr403(deps, user, orderId);
  // A goods order (kind goods) comes back to the goods page, and once paid to the buyer's goods orders.
  const goods = (order as { kind?: string }).kind === 'goods'; // orders.kind (020_shop)
  const base = goods ? `/cf/goods/${encodeURIComponent(order.info_uuid)}` : `/cf/pay/${encodeURIComponent(order.info_uuid)}`;
  if (action === 'cancel') {
    await closeOrder(deps.db, order.order_id);
    return { status: 'CLOSED' as const, redirectUrl: base };
  }
  if (order.status !== 'PENDING' && order.status !== 'PAID') throw badRequest('订单已关闭，请重新下单');
  if (order.status === 'PENDING') {
    const secret = deps.config.settings.SANDBOX_PAY_SECRET || SANDBOX_DEV_SECRET;
    const signed = signSandboxNotify(secret, { orderId: order.order_id, amount: Number(order.amount), paid: true, timestamp: Math.floor(deps.clock() / 1000) });
    const ack = await handleNotify(deps, signed.headers, signed.rawBody, log);
    if (ack.result === 'rejected' || ack.result === 'bad-signature') throw badRequest('支付失败，请重试');
  }
  return { status: 'PAID' as const, redirectUrl: goods ? '/cf/mine-order' : `${base}/success?orderId=${encodeURIComponent(order.order_id)}` };
}

/** An order and its case's title, for the sandbox cashier page (null: no such order). */
export async function orderWithCaseTitle(deps: AppDeps, orderId: string): Promise<{ order: OrderRow; title: string } | null> {
  const order = await orderById(deps.db, orderId);
  if (!order) return null;
  return { order, title: (await getCase(deps.db, order.info_uuid))?.title ?? '' };
}
