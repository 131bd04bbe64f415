/** The staff console's goods shop (declared in src/contract/shop.ts, staff access): gear, stock, shipping, refunds — all audited. */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { allGear, boughtCounts, gearById, goodsOrderRows, releaseClosed } from '../../repositories/shop';
import { goodsOrderView, toGoodsOrder } from '../../services/shop/orders';
import { receiveOrder, refundOrder, saveGear, shipOrder } from '../../services/shop/staff';
import { toGear } from '../../services/shop/gear';
import { requestOrigin } from '../../http/origin';

const S = contract.shop;

export function staffShopRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, S.staffGear, async ({ body }) => {
    const rows = await allGear(deps.db, body.infoUuid || undefined);
    const counts = new Map<string, Map<string, number>>();
    for (const id of new Set(rows.map((r) => r.info_uuid))) counts.set(id, await boughtCounts(deps.db, id));
    return { list: rows.map(({ case_title: caseTitle, ...g }) => ({ ...toGear(g, counts.get(g.info_uuid)?.get(g.gear_id) ?? 0), caseTitle })) };
  });
  route(app, deps, S.staffGearSave, async ({ body, staff }) => {
    const id = await saveGear(deps, staff, body);
    const g = (await gearById(deps.db, id))!;
    return toGear(g, (await boughtCounts(deps.db, g.info_uuid)).get(id) ?? 0);
  });
  route(app, deps, S.staffOrders, async ({ body }) => {
    await deps.db.transaction().execute((trx) => releaseClosed(trx, {}));
    const rows = await goodsOrderRows(deps.db, { status: body.status }, null, 200);
    return { list: rows.slice(0, 200).map(toGoodsOrder) };
  });
  route(app, deps, S.staffShip, async ({ body, staff }) => {
    await shipOrder(deps, staff, body);
    return goodsOrderView(deps, body.orderId);
  });
  route(app, deps, S.staffReceive, async ({ body, staff }) => {
    await receiveOrder(deps, { staff }, body.orderId);
    return goodsOrderView(deps, body.orderId);
  });
  route(app, deps, S.staffRefund, async ({ body, staff, req }) => {
    await refundOrder(deps, staff, body.orderId, body.reason.trim(), requestOrigin(req));
    return goodsOrderView(deps, body.orderId);
  });
}
