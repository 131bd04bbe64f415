/**
 * Staff work on the goods shop, each action with its audit row in the same transaction: the gear of a
 * goods raise (title, price, how many the case needs, the stock, on or off sale), shipping (carrier and
 * tracking number), marking an order received, and refunds. A refund goes through the donation refund
 * rails under the case lock: the goods entry comes back to the case (goods_return), then the refund row
 * takes it to the buyer (the sandbox completes it at once; WeChat Pay after its answer) and, when the
 * goods were not shipped yet, the items go back to the stock.
 */
import type { AppDeps } from '../../deps';
import { badRequest, MSG, notFound } from '../../lib/errors';
import { newId } from '../../lib/util';
import { getCase } from '../../repositories/cases';
import { insertRefund, lockCase } from '../../repositories/funds';
import { book } from '../../repositories/ledger';
import { writeAudit } from '../../repositories/audit';
import type { UserRow } from '../../repositories/users';
import { gearById, goodsOrderById, insertGear, returnStock, updateGear } from '../../repositories/shop';
import type { GoodsGearTable } from '../../db/schema-shop';
import type { RefundsTable } from '../../db/schema';
import { GOODS_ORDER, type GoodsStatus } from '../../domain/machines/shop';
import { transition } from '../../domain/machines/transition';
import { completeRefundInTrx, sendRefund } from '../refunds';
import { inTransactionWithNotify } from '../notify';
import type { GearSaveReq, ShipReq } from '../../../../src/contract/shop';
import { SHOP_MSG } from './orders';

/** Creates or changes an item of a goods raise; returns its id. */
export async function saveGear(deps: AppDeps, staff: UserRow, req: GearSaveReq): Promise<string> {
  const c = await getCase(deps.db, req.infoUuid);
  if (!c) throw notFound(MSG.CASE_NOT_FOUND);
  if (c.raise_type !== 1) throw badRequest(SHOP_MSG.NOT_GOODS);
  const now = deps.clock();
  const fields = {
    title: req.title.trim(), description: req.description.trim(), image_url: req.imageUrl.trim(), price: req.price,
    need_count: req.needCount, stock: req.stock, on_sale: req.onSale ? 1 : 0, updated_at: now,
  };
  if (!fields.title) throw badRequest('请填写物资名称');
  return deps.db.transaction().execute(async (trx) => {
    if (req.gearId) {
      const before = await gearById(trx, req.gearId);
      if (!before || before.info_uuid !== req.infoUuid) throw notFound(SHOP_MSG.GEAR_NOT_FOUND);
      await updateGear(trx, req.gearId, fields);
      await writeAudit(trx, { actor: staff.user_id, action: 'shop.gear.update', targetType: 'goods_gear', targetId: req.gearId, infoUuid: req.infoUuid, before, after: fields }, now);
      return req.gearId;
    }
    const row: GoodsGearTable = { gear_id: newId('gear'), info_uuid: req.infoUuid, sort: now % 1_000_000, created_at: now, ...fields };
    await insertGear(trx, row);
    await writeAudit(trx, { actor: staff.user_id, action: 'shop.gear.create', targetType: 'goods_gear', targetId: row.gear_id, infoUuid: req.infoUuid, after: row }, now);
    return row.gear_id;
  });
}

async function orderOr404(deps: AppDeps, orderId: string) {
  const g = await goodsOrderById(deps.db, orderId);
  if (!g) throw notFound(SHOP_MSG.ORDER_NOT_FOUND);
  return g;
}

/** PAID -> SHIPPED with the carrier and tracking number. */
export async function shipOrder(deps: AppDeps, staff: UserRow, req: ShipReq): Promise<void> {
  const g = await orderOr404(deps, req.orderId);
  const now = deps.clock();
  const set = { carrier: req.carrier.trim(), tracking_no: req.trackingNo.trim(), shipped_at: now };
  if (!set.carrier) throw badRequest('请填写快递公司');
  await deps.db.transaction().execute(async (trx) => {
    await transition(trx, GOODS_ORDER, { order_id: g.order_id }, 'PAID', 'SHIPPED', set);
    await writeAudit(trx, { actor: staff.user_id, action: 'shop.order.ship', targetType: 'goods_order', targetId: g.order_id, infoUuid: g.info_uuid, before: { status: g.status }, after: { status: 'SHIPPED', ...set } }, now);
  });
}

/** SHIPPED -> RECEIVED: by the buyer (no audit: their own order) or by staff (audited). */
export async function receiveOrder(deps: AppDeps, by: { buyer: UserRow } | { staff: UserRow }, orderId: string): Promise<void> {
  const g = await orderOr404(deps, orderId);
  if ('buyer' in by && g.user_id !== by.buyer.user_id) throw notFound(SHOP_MSG.ORDER_NOT_FOUND);
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await transition(trx, GOODS_ORDER, { order_id: g.order_id }, 'SHIPPED', 'RECEIVED', { received_at: now });
    if ('staff' in by) {
      await writeAudit(trx, { actor: by.staff.user_id, action: 'shop.order.receive', targetType: 'goods_order', targetId: g.order_id, infoUuid: g.info_uuid, before: { status: g.status }, after: { status: 'RECEIVED' } }, now);
    }
  });
}

/** PAID or SHIPPED -> REFUNDED: the whole order's money back to the buyer. */
export async function refundOrder(deps: AppDeps, staff: UserRow, orderId: string, reason: string, baseUrl?: string): Promise<void> {
  const g0 = await orderOr404(deps, orderId);
  const instant = deps.pay.name === 'sandbox';
  const refundId = await inTransactionWithNotify(deps, async (trx, outbox) => {
    await lockCase(trx, deps.dialect, g0.info_uuid); // the lock every money change of the case takes
    const g = (await goodsOrderById(trx, orderId))!;
    const from = g.status as GoodsStatus;
    const now = deps.clock();
    await transition(trx, GOODS_ORDER, { order_id: orderId }, from, 'REFUNDED', { refunded_at: now, stock_held: 0 });
    if (from === 'PAID' && g.stock_held) await returnStock(trx, g.gear_id, Number(g.quantity)); // never shipped: back on the shelf
    await book(trx, { info_uuid: g.info_uuid, kind: 'goods_return', amount: Number(g.amount), ref_id: orderId, order_id: orderId, user_id: g.user_id, created_at: now });
    const r: RefundsTable = {
      refund_id: newId('r'), idempotency_key: `goods-refund-${orderId}`, order_id: orderId, info_uuid: g.info_uuid, user_id: staff.user_id,
      donor_user_id: g.user_id, amount: Number(g.amount), reason, status: 'PENDING', created_at: now, completed_at: null,
      kind: 'GOODS', provider_refund_id: null, fail_reason: '', sent_at: instant ? now : null,
    };
    await insertRefund(trx, r);
    if (instant) {
      const res = deps.pay.refund
        ? await deps.pay.refund({ outRefundNo: r.refund_id, orderId, amount: r.amount, total: r.amount, reason })
        : { status: 'SUCCESS' as const, providerRefundId: `sbr_${r.refund_id}` };
      if (res.status === 'SUCCESS') await completeRefundInTrx(trx, outbox, r, now, res.providerRefundId);
    }
    await writeAudit(trx, {
      actor: staff.user_id, action: 'shop.order.refund', targetType: 'goods_order', targetId: orderId, infoUuid: g.info_uuid,
      before: { status: from }, after: { status: 'REFUNDED', refundId: r.refund_id, amount: r.amount }, reason,
    }, now);
    return r.refund_id;
  });
  if (!instant) await sendRefund(deps, refundId, baseUrl).catch(() => undefined); // the reconciliation job retries it
}
