/**
 * The goods shop (declared in src/contract/shop.ts): a goods raise's gear and purchases, the division
 * list and the buyer's address book, goods orders (/api/cf/v4/order/add: the donation orders' rails)
 * and the buyer's order list. The staff console's calls are in staff-shop.ts.
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import { nameFor } from '../../../../src/contract/rules/names';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { notFound } from '../../lib/errors';
import { makeAnchor, parseAnchor } from '../../lib/util';
import { caseOr404 } from '../../policies/case';
import { boughtCounts, caseGear, gearById, goodsOrderRows, latestBought, releaseClosed, userAddresses } from '../../repositories/shop';
import { divisionsOf } from '../../services/shop/divisions';
import { saveAddress, toAddress } from '../../services/shop/address';
import { createGoodsOrder, forBuyer, goodsOrderView, shipToOf, SHOP_MSG, toGoodsOrder } from '../../services/shop/orders';
import { receiveOrder } from '../../services/shop/staff';
import { toGear } from '../../services/shop/gear';
import { requestOrigin } from '../../http/origin';

const S = contract.shop;
/** The public list of purchases shows this many. */
export const BOUGHT_SHOWN = 20;


export function shopRoutes(app: FastifyInstance, deps: AppDeps): void {
  const gearOf = async (infoUuid: string) => {
    const [rows, bought] = await Promise.all([caseGear(deps.db, infoUuid), boughtCounts(deps.db, infoUuid)]);
    return rows.map((g) => toGear(g, bought.get(g.gear_id) ?? 0));
  };

  route(app, deps, S.detail, async ({ body, user: viewer }) => {
    const c = await caseOr404(deps, body.infoUuid);
    const gear = await gearOf(c.info_uuid);
    const rows = await latestBought(deps.db, c.info_uuid, BOUGHT_SHOWN);
    return {
      infoUuid: c.info_uuid, title: c.title, raiseType: c.raise_type,
      canBuy: c.raise_type === 1 && c.status === 0 && Number(c.expire_at) > deps.clock() && gear.some((g) => g.onSale && g.stock > 0),
      gear,
      // Anonymous buyers show as 爱心人士, as on the donor wall.
      bought: rows.map((r) => ({ nickname: r.anonymous ? '爱心人士' : nameFor(r.nickname, r.user_id, viewer?.user_id), gearTitle: r.title, quantity: Number(r.quantity), amount: Number(r.amount), time: Number(r.paid_at ?? 0) })),
      shipTo: shipToOf(c).text,
      needFen: gear.reduce((s, g) => s + g.price * g.needCount, 0),
      boughtFen: gear.reduce((s, g) => s + g.price * g.boughtCount, 0),
    };
  });
  route(app, deps, S.gearList, async ({ body }) => ({ list: await gearOf((await caseOr404(deps, body.infoUuid)).info_uuid) }));
  route(app, deps, S.gear, async ({ body }) => {
    const g = await gearById(deps.db, body.gearId);
    if (!g) throw notFound(SHOP_MSG.GEAR_NOT_FOUND);
    return toGear(g, (await boughtCounts(deps.db, g.info_uuid)).get(g.gear_id) ?? 0);
  });

  route(app, deps, S.citys, async ({ body }) => ({ list: divisionsOf(body.parentCode) }));
  route(app, deps, S.saveAddress, async ({ body, user }) => saveAddress(deps, user, body));
  route(app, deps, S.addresses, async ({ user }) => ({ list: (await userAddresses(deps.db, user.user_id)).map(toAddress) }));

  route(app, deps, S.orderAdd, async ({ body, user, req }) => {
    const res = await createGoodsOrder(deps, user, body, requestOrigin(req), { ip: req.ip, device: String(req.headers['x-device-id'] ?? '') || undefined, requestId: req.id });
    req.log.info({ orderId: res.orderId, amount: res.amount }, 'goods order');
    return res;
  });
  route(app, deps, S.orders, async ({ body, user }) => {
    await deps.db.transaction().execute((trx) => releaseClosed(trx, { userId: user.user_id })); // closed unpaid: shown as closed
    const size = body.size ?? 10;
    const rows = await goodsOrderRows(deps.db, { userId: user.user_id }, parseAnchor(body.anchorId), size);
    const page = rows.slice(0, size);
    const last = page[page.length - 1];
    return { list: page.map((r) => forBuyer(toGoodsOrder(r))), hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.order_id) : '' };
  });
  route(app, deps, S.confirmReceive, async ({ body, user }) => {
    await receiveOrder(deps, { buyer: user }, body.orderId);
    return forBuyer(await goodsOrderView(deps, body.orderId));
  });
}
