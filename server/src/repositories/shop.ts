/** The goods shop's SQL: gear, addresses, goods orders (their payment is the `orders` row of the same id). */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { GoodsAddressesTable, GoodsGearTable, GoodsOrdersTable } from '../db/schema-shop';
import type { OrderRow } from './orders';
import { GOODS_ORDER } from '../domain/machines/shop';
import { tryTransition } from '../domain/machines/transition';

type Q = Kysely<Database> | Transaction<Database>;
type Anchor = { t: number; id: string } | null;

// ------------------------------------------------------------------------------------------ gear
export const gearById = (q: Q, gearId: string) => q.selectFrom('goods_gear').selectAll().where('gear_id', '=', gearId).executeTakeFirst();
export const caseGear = (q: Q, infoUuid: string) =>
  q.selectFrom('goods_gear').selectAll().where('info_uuid', '=', infoUuid).orderBy('sort').orderBy('created_at').execute();
export async function insertGear(q: Q, row: GoodsGearTable): Promise<void> {
  await q.insertInto('goods_gear').values(row).execute();
}
export async function updateGear(q: Q, gearId: string, set: Partial<Omit<GoodsGearTable, 'gear_id' | 'created_at'>>): Promise<void> {
  await q.updateTable('goods_gear').set(set).where('gear_id', '=', gearId).execute();
}
/** Every item (staff), optionally of one case, with the case's title. */
export function allGear(q: Q, infoUuid?: string) {
  let query = q.selectFrom('goods_gear').innerJoin('cases', 'cases.info_uuid', 'goods_gear.info_uuid').selectAll('goods_gear').select('cases.title as case_title');
  if (infoUuid) query = query.where('goods_gear.info_uuid', '=', infoUuid);
  return query.orderBy('goods_gear.info_uuid').orderBy('goods_gear.sort').orderBy('goods_gear.created_at').limit(500).execute();
}

/**
 * Takes n items out of the stock in one conditional statement: true when there were at least n.
 * Concurrent orders each run it in their own transaction; PostgreSQL re-checks the WHERE on the row
 * after a competing update commits and SQLite runs one writer at a time, so the stock never goes below zero.
 */
export async function takeStock(q: Q, gearId: string, n: number): Promise<boolean> {
  const r = await q.updateTable('goods_gear').set({ stock: sql`stock - ${n}` }).where('gear_id', '=', gearId).where('stock', '>=', n).where('on_sale', '=', 1).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
export async function returnStock(q: Q, gearId: string, n: number): Promise<void> {
  await q.updateTable('goods_gear').set({ stock: sql`stock + ${n}` }).where('gear_id', '=', gearId).execute();
}

/** Paid items per gear of a case (orders PAID, SHIPPED or RECEIVED). */
export async function boughtCounts(q: Q, infoUuid: string): Promise<Map<string, number>> {
  const rows = await q.selectFrom('goods_orders').select(['gear_id', (eb) => eb.fn.sum<number>('quantity').as('n')])
    .where('info_uuid', '=', infoUuid).where('status', 'in', ['PAID', 'SHIPPED', 'RECEIVED']).groupBy('gear_id').execute();
  return new Map(rows.map((r) => [r.gear_id, Number(r.n)]));
}

/** The latest paid purchases for a case, with the buyer's public profile and the order's anonymity. */
export const latestBought = (q: Q, infoUuid: string, limit: number) =>
  q.selectFrom('goods_orders as g').innerJoin('orders as o', 'o.order_id', 'g.order_id').innerJoin('users as u', 'u.user_id', 'g.user_id')
    .innerJoin('goods_gear as r', 'r.gear_id', 'g.gear_id')
    .select(['g.quantity', 'g.amount', 'g.paid_at', 'o.anonymous', 'g.user_id', 'u.nickname', 'r.title'])
    .where('g.info_uuid', '=', infoUuid).where('g.status', 'in', ['PAID', 'SHIPPED', 'RECEIVED'])
    .orderBy('g.paid_at', 'desc').orderBy('g.order_id', 'desc').limit(limit).execute();

// ------------------------------------------------------------------------------------- addresses
export const userAddresses = (q: Q, userId: string) =>
  q.selectFrom('goods_addresses').selectAll().where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('updated_at', 'desc').limit(50).execute();
export const addressById = (q: Q, addressId: string) => q.selectFrom('goods_addresses').selectAll().where('address_id', '=', addressId).executeTakeFirst();
export async function countAddresses(q: Q, userId: string): Promise<number> {
  return Number((await q.selectFrom('goods_addresses').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);
}
export async function saveAddressRow(q: Q, row: GoodsAddressesTable, isNew: boolean): Promise<void> {
  if (row.is_default) await q.updateTable('goods_addresses').set({ is_default: 0 }).where('user_id', '=', row.user_id).where('address_id', '!=', row.address_id).execute();
  if (isNew) await q.insertInto('goods_addresses').values(row).execute();
  else {
    const { address_id: id, user_id: userId, created_at: _c, ...set } = row;
    await q.updateTable('goods_addresses').set(set).where('address_id', '=', id).where('user_id', '=', userId).execute();
  }
}

// ---------------------------------------------------------------------------------------- orders
/** The payment side of a goods order: an `orders` row of kind goods (unique by its idempotency key); true when inserted. */
export async function insertGoodsPayment(q: Q, row: OrderRow): Promise<boolean> {
  const r = await q.insertInto('orders').values({ ...row, kind: 'goods' }).onConflict((oc) => oc.column('idempotency_key').doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}
export async function insertGoodsOrder(q: Q, row: GoodsOrdersTable): Promise<void> {
  await q.insertInto('goods_orders').values(row).execute();
}
export const goodsOrderById = (q: Q, orderId: string) => q.selectFrom('goods_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();

/** Goods orders with their case and item (the user's, or any for staff), newest first. */
export function goodsOrderRows(q: Q, f: { userId?: string; status?: GoodsOrdersTable['status']; orderId?: string }, anchor: Anchor, size: number) {
  let query = q.selectFrom('goods_orders as g').innerJoin('cases as c', 'c.info_uuid', 'g.info_uuid').innerJoin('goods_gear as r', 'r.gear_id', 'g.gear_id')
    .innerJoin('users as u', 'u.user_id', 'g.user_id')
    .selectAll('g').select(['c.title as case_title', 'r.title as gear_title', 'r.image_url', 'u.nickname as buyer']);
  if (f.userId) query = query.where('g.user_id', '=', f.userId);
  if (f.status) query = query.where('g.status', '=', f.status);
  if (f.orderId) query = query.where('g.order_id', '=', f.orderId);
  if (anchor) {
    query = query.where((eb) => eb.or([eb('g.created_at', '<', anchor.t), eb.and([eb('g.created_at', '=', anchor.t), eb('g.order_id', '<', anchor.id)])]));
  }
  return query.orderBy('g.created_at', 'desc').orderBy('g.order_id', 'desc').limit(size + 1).execute();
}
export type GoodsOrderView = Awaited<ReturnType<typeof goodsOrderRows>>[number];

/**
 * Orders whose payment was closed unpaid while their goods still wait (PENDING): each moves to CLOSED
 * through the machine and, when this call moved it, its items go back to the stock. The move is the
 * row's own conditional update, so two requests never return the same items twice.
 */
export async function releaseClosed(q: Q, where: { gearId?: string; userId?: string }): Promise<number> {
  let query = q.selectFrom('goods_orders as g').innerJoin('orders as o', 'o.order_id', 'g.order_id')
    .select(['g.order_id', 'g.gear_id', 'g.quantity']).where('g.status', '=', 'PENDING').where('o.status', '=', 'CLOSED');
  if (where.gearId) query = query.where('g.gear_id', '=', where.gearId);
  if (where.userId) query = query.where('g.user_id', '=', where.userId);
  let n = 0;
  for (const r of await query.limit(200).execute()) {
    if ((await tryTransition(q, GOODS_ORDER, { order_id: r.order_id, stock_held: 1 }, 'PENDING', 'CLOSED', { stock_held: 0 })) === 1) {
      await returnStock(q, r.gear_id, Number(r.quantity));
      n += 1;
    }
  }
  return n;
}
