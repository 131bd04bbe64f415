/**
 * Ordering goods for a goods raise through the donation orders' rails: the payment is an `orders` row
 * (kind goods) unique by the client's idempotencyKey, paid through the same provider, cashier, notify
 * and exactly-once mark-paid path as a gift. In the order's own transaction the items are taken out of
 * the stock with one conditional UPDATE (never below zero, however many orders race) and the goods
 * order is written with a copy of where it goes; a refused stock rolls the order back. Goods go to the
 * case's beneficiary (its payee, at its hospital or institution, as the case holds them): the buyer is
 * never asked for an address.
 */
import type { AppDeps } from '../../deps';
import { badRequest, conflict, MSG, notFound } from '../../lib/errors';
import { getCase, type CaseRow } from '../../repositories/cases';
import { orderByKey, type OrderRow } from '../../repositories/orders';
import type { UserRow } from '../../repositories/users';
import {
  gearById, goodsOrderById, goodsOrderRows, insertGoodsOrder, insertGoodsPayment, releaseClosed, takeStock, type GoodsOrderView,
} from '../../repositories/shop';
import { newOrderId } from '../orders';
import { orderVelocityGate, type OrderOrigin } from '../fraud';
import { MAX_DONATION_FEN } from '../../../../src/contract/rules/money';
import type { GoodsOrder, GoodsOrderAddReq, StaffGoodsOrder } from '../../../../src/contract/shop';
import type { OrderAddRes } from '../../../../src/contract/pay';

export const SHOP_MSG = {
  GEAR_NOT_FOUND: '物资不存在',
  NOT_GOODS: '该筹款不是物资筹款',
  OFF_SALE: '该物资已下架',
  NO_STOCK: '库存不足，请减少数量或选择其他物资',
  TOO_MUCH: '单笔订单金额过大',
  ORDER_NOT_FOUND: '订单不存在',
} as const;

class OutOfStock extends Error {}

/** Where a case's goods go: its beneficiary (the payee, else the patient) at the case's hospital or institution. */
export function shipToOf(c: Pick<CaseRow, 'payee_name' | 'patient_name' | 'hospital'>): { name: string; address: string; text: string } {
  const name = c.payee_name || c.patient_name || '受助方';
  const address = c.hospital || '';
  return { name, address, text: address && address !== name ? `${name}（${address}）` : name };
}

export async function createGoodsOrder(
  deps: AppDeps, user: UserRow, req: GoodsOrderAddReq, baseUrl: string, origin?: OrderOrigin & { requestId?: string },
): Promise<OrderAddRes> {
  const gear = await gearById(deps.db, req.gearId);
  if (!gear || gear.info_uuid !== req.infoUuid) throw notFound(SHOP_MSG.GEAR_NOT_FOUND);
  const c = await getCase(deps.db, req.infoUuid);
  if (!c) throw notFound(MSG.CASE_NOT_FOUND);
  if (c.raise_type !== 1) throw badRequest(SHOP_MSG.NOT_GOODS);
  const amount = Number(gear.price) * req.quantity;
  if (amount > MAX_DONATION_FEN) throw badRequest(SHOP_MSG.TOO_MUCH);
  const shipTo = shipToOf(c);
  const now = deps.clock();
  const open = c.status === 0 && Number(c.expire_at) > now && !!gear.on_sale;
  let orderId: string | null = null;
  if (open) {
    const velocity = await orderVelocityGate(deps, user, req.idempotencyKey, origin); // the same card-testing limit as gifts
    const row: OrderRow = {
      order_id: newOrderId(now), idempotency_key: req.idempotencyKey, user_id: user.user_id, info_uuid: c.info_uuid, amount,
      anonymous: req.anonymous ? 1 : 0, status: 'PENDING', platform: req.platform, provider: deps.pay.name, channel: 'goods', share_dv: 0,
      user_source_id: '', comment: '', first_donation: 0, provider_trade_no: null, created_at: now, paid_at: null, request_id: origin?.requestId ?? null,
    };
    try {
      const inserted = await deps.db.transaction().execute(async (trx) => {
        // The order first: on SQLite it takes the write lock; a retry of the key stops here.
        if (!(await insertGoodsPayment(trx, row))) return false;
        await releaseClosed(trx, { gearId: gear.gear_id }); // items of orders closed unpaid go back first
        if (!(await takeStock(trx, gear.gear_id, req.quantity))) throw new OutOfStock();
        await insertGoodsOrder(trx, {
          order_id: row.order_id, user_id: user.user_id, info_uuid: c.info_uuid, gear_id: gear.gear_id, quantity: req.quantity,
          unit_price: Number(gear.price), amount, status: 'PENDING', stock_held: 1, carrier: '', tracking_no: '',
          receiver_name: shipTo.name, receiver_phone: '', address: shipTo.address,
          created_at: now, paid_at: null, shipped_at: null, received_at: null, refunded_at: null,
        });
        return true;
      });
      if (inserted) {
        orderId = row.order_id;
        await velocity.counted();
      }
    } catch (err) {
      if (err instanceof OutOfStock) throw badRequest(SHOP_MSG.NO_STOCK);
      throw err;
    }
  }
  if (!orderId) {
    // A retry (or a concurrent duplicate) of this key: its order, if it is this very request.
    const before = await orderByKey(deps.db, req.idempotencyKey);
    if (!before && !gear.on_sale) throw badRequest(SHOP_MSG.OFF_SALE);
    if (!before) throw badRequest(MSG.CASE_ENDED);
    const g = await goodsOrderById(deps.db, before.order_id);
    if (before.user_id !== user.user_id || !g || g.gear_id !== req.gearId || Number(g.quantity) !== req.quantity || g.info_uuid !== req.infoUuid) {
      throw conflict(MSG.ORDER_CONFLICT);
    }
    orderId = before.order_id;
  }
  const payment = await deps.pay.createPayment({
    orderId, amount, infoUuid: c.info_uuid, description: `爱心物资-${gear.title}`.slice(0, 120),
    openid: user.openid ?? undefined, baseUrl, platform: req.platform === 5 ? 'weapp' : 'h5',
  });
  return { orderId, amount, payment };
}

/** A goods order as its buyer (and staff) read it; a payment closed unpaid reads as closed. */
export function toGoodsOrder(r: GoodsOrderView): StaffGoodsOrder {
  const t = (v: number | null) => (v === null ? null : Number(v));
  return {
    orderId: r.order_id, infoUuid: r.info_uuid, caseTitle: r.case_title, gearId: r.gear_id, gearTitle: r.gear_title, imageUrl: r.image_url,
    quantity: Number(r.quantity), unitPrice: Number(r.unit_price), amount: Number(r.amount), status: r.status, carrier: r.carrier, trackingNo: r.tracking_no,
    receiverName: r.receiver_name, receiverPhone: r.receiver_phone, address: r.address, createdAt: Number(r.created_at),
    paidAt: t(r.paid_at), shippedAt: t(r.shipped_at), receivedAt: t(r.received_at), buyer: r.buyer,
  };
}

/** One goods order as its view, or 404. */
export async function goodsOrderView(deps: AppDeps, orderId: string): Promise<StaffGoodsOrder> {
  const [r] = await goodsOrderRows(deps.db, { orderId }, null, 1);
  if (!r) throw notFound(SHOP_MSG.ORDER_NOT_FOUND);
  return toGoodsOrder(r);
}

/** The buyer's view leaves out the staff-only buyer nickname. */
export const forBuyer = ({ buyer: _b, ...o }: StaffGoodsOrder): GoodsOrder => o;
