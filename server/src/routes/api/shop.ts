/**
 * The `shop` group (src/contract/shop.ts): a goods raise's gear and purchases, the division list and the
 * buyer's address book, goods orders (/api/cf/v4/order/add: the donation orders' rails) and the buyer's
 * order list; the staff console's gear, stock, shipping and refunds (staff access, all audited).
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { requestOrigin } from '../../http/origin';
import { route } from '../../http/route';
import { divisionsOf } from '../../services/shop/divisions';
import { saveAddress } from '../../services/shop/address';
import { createGoodsOrder, forBuyer, goodsOrderView } from '../../services/shop/orders';
import { receiveOrder, refundOrder, saveGear, shipOrder } from '../../services/shop/staff';
import { caseGearList, gearOne, myAddresses, myGoodsOrders, shopDetail, staffGearList, staffGoodsOrders } from '../../services/shop/views';

const S = contract.shop;

export function shopRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, S.detail, async ({ body, user }) => shopDetail(deps, user, body.infoUuid));
  route(app, deps, S.gearList, async ({ body }) => caseGearList(deps, body.infoUuid));
  route(app, deps, S.gear, async ({ body }) => gearOne(deps, body.gearId));

  route(app, deps, S.citys, async ({ body }) => ({ list: divisionsOf(body.parentCode) }));
  route(app, deps, S.saveAddress, async ({ body, user }) => saveAddress(deps, user, body));
  route(app, deps, S.addresses, async ({ user }) => myAddresses(deps, user.user_id));

  route(app, deps, S.orderAdd, async ({ body, user, req }) => {
    const res = await createGoodsOrder(deps, user, body, requestOrigin(req), { ip: req.ip, device: String(req.headers['x-device-id'] ?? '') || undefined, requestId: req.id });
    req.log.info({ orderId: res.orderId, amount: res.amount }, 'goods order');
    return res;
  });
  route(app, deps, S.orders, async ({ body, user }) => myGoodsOrders(deps, user.user_id, body));
  route(app, deps, S.confirmReceive, async ({ body, user }) => {
    await receiveOrder(deps, { buyer: user }, body.orderId);
    return forBuyer(await goodsOrderView(deps, body.orderId));
  });

  route(app, deps, S.staffGear, async ({ body }) => staffGearList(deps, body.infoUuid));
  route(app, deps, S.staffGearSave, async ({ body, staff }) => gearOne(deps, await saveGear(deps, staff, body)));
  route(app, deps, S.staffOrders, async ({ body }) => staffGoodsOrders(deps, body.status));
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
