/**
 * The goods shop as its screens read it (src/contract/shop.ts): a goods raise's page with its gear and
 * latest purchases, one piece of gear, the buyer's addresses and goods orders; for staff every case's
 * gear and the goods orders. Closed unpaid orders are released first, so they show as closed.
 */
import { nameFor } from '../../../../src/contract/rules/names';
import type { contract } from '../../../../src/contract';
import type { ReqOf } from '../../../../src/contract/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { makeAnchor, parseAnchor } from '../../lib/util';
import { caseOr404 } from '../../policies/case';
import { allGear, boughtCounts, caseGear, gearById, goodsOrderRows, latestBought, releaseClosed, userAddresses } from '../../repositories/shop';
import type { UserRow } from '../../repositories/users';
import { toAddress } from './address';
import { toGear } from './gear';
import { forBuyer, shipToOf, SHOP_MSG, toGoodsOrder } from './orders';

/** The public list of purchases shows this many. */
export const BOUGHT_SHOWN = 20;

async function gearOf(deps: AppDeps, infoUuid: string) {
  const [rows, bought] = await Promise.all([caseGear(deps.db, infoUuid), boughtCounts(deps.db, infoUuid)]);
  return rows.map((g) => toGear(g, bought.get(g.gear_id) ?? 0));
}

export async function shopDetail(deps: AppDeps, viewer: UserRow | null, infoUuid: string) {
  const c = await caseOr404(deps, infoUuid);
  const gear = await gearOf(deps, c.info_uuid);
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
}

export async function caseGearList(deps: AppDeps, infoUuid: string) {
  return { list: await gearOf(deps, (await caseOr404(deps, infoUuid)).info_uuid) };
}

export async function gearOne(deps: AppDeps, gearId: string) {
  const g = await gearById(deps.db, gearId);
  if (!g) throw notFound(SHOP_MSG.GEAR_NOT_FOUND);
  return toGear(g, (await boughtCounts(deps.db, g.info_uuid)).get(g.gear_id) ?? 0);
}

export async function myAddresses(deps: AppDeps, userId: string) {
  return { list: (await userAddresses(deps.db, userId)).map(toAddress) };
}

export async function myGoodsOrders(deps: AppDeps, userId: string, body: ReqOf<typeof contract.shop.orders>) {
  await deps.db.transaction().execute((trx) => releaseClosed(trx, { userId })); // closed unpaid: shown as closed
  const size = body.size ?? 10;
  const rows = await goodsOrderRows(deps.db, { userId }, parseAnchor(body.anchorId), size);
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return { list: page.map((r) => forBuyer(toGoodsOrder(r))), hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.order_id) : '' };
}

export async function staffGearList(deps: AppDeps, infoUuid: string | undefined) {
  const rows = await allGear(deps.db, infoUuid || undefined);
  const counts = new Map<string, Map<string, number>>();
  for (const id of new Set(rows.map((r) => r.info_uuid))) counts.set(id, await boughtCounts(deps.db, id));
  return { list: rows.map(({ case_title: caseTitle, ...g }) => ({ ...toGear(g, counts.get(g.info_uuid)?.get(g.gear_id) ?? 0), caseTitle })) };
}

export async function staffGoodsOrders(deps: AppDeps, status: ReqOf<typeof contract.shop.staffOrders>['status']) {
  await deps.db.transaction().execute((trx) => releaseClosed(trx, {}));
  const rows = await goodsOrderRows(deps.db, { status }, null, 200);
  return { list: rows.slice(0, 200).map(toGoodsOrder) };
}
