/** Orders, payment notifies and the donor wall (SQL only). */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db';
import type { Database, OrdersTable } from '../db/schema';

type Q = Kysely<Database> | Transaction<Database>;
export type OrderRow = OrdersTable;
type Anchor = { t: number; id: string } | null;

/** Inserts unless the idempotency key exists already (a retry or a concurrent duplicate). */
export async function insertOrderIfAbsent(db: DB, row: OrderRow): Promise<void> {
  await db.insertInto('orders').values(row).onConflict((oc) => oc.column('idempotency_key').doNothing()).execute();
}

export const orderByKey = (db: DB, key: string) => db.selectFrom('orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
export const orderById = (db: Q, orderId: string) => db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();

/** Records a notify id; false when it was recorded before (a replayed callback). */
export async function recordNotify(trx: Q, row: { notify_id: string; order_id: string; provider: string; amount: number; received_at: number }): Promise<boolean> {
  const r = await trx.insertInto('payment_notifies').values(row).onConflict((oc) => oc.column('notify_id').doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Whether the user has a PAID order on the case other than this one. */
export async function hasOtherPaid(trx: Q, userId: string, infoUuid: string, exceptOrderId: string): Promise<boolean> {
  const r = await trx.selectFrom('orders').select('order_id').where('user_id', '=', userId).where('info_uuid', '=', infoUuid)
    .where('status', '=', 'PAID').where('order_id', '!=', exceptOrderId).limit(1).executeTakeFirst();
  return !!r;
}

/**
 * PENDING (or CLOSED: the money arrived after the donor closed the cashier) -> PAID.
 * True when this call changed the row, i.e. exactly once per order.
 */
export async function setPaid(trx: Q, orderId: string, paidAt: number, tradeNo: string, firstDonation: boolean): Promise<boolean> {
  const r = await trx.updateTable('orders').set({ status: 'PAID', paid_at: paidAt, provider_trade_no: tradeNo, first_donation: firstDonation ? 1 : 0 })
    .where('order_id', '=', orderId).where('status', 'in', ['PENDING', 'CLOSED']).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function addRaised(trx: Q, infoUuid: string, amount: number): Promise<void> {
  await trx.updateTable('cases').set({ raised_amount: sql`raised_amount + ${amount}`, donation_count: sql`donation_count + 1` })
    .where('info_uuid', '=', infoUuid).execute();
}

export async function closeOrder(db: DB, orderId: string): Promise<boolean> {
  const r = await db.updateTable('orders').set({ status: 'CLOSED' }).where('order_id', '=', orderId).where('status', '=', 'PENDING').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function setAnonymous(db: DB, orderId: string, anonymous: boolean): Promise<void> {
  await db.updateTable('orders').set({ anonymous: anonymous ? 1 : 0 }).where('order_id', '=', orderId).execute();
}

export function myOrders(db: DB, userId: string, anchor: Anchor, size: number) {
  let q = db.selectFrom('orders').innerJoin('cases', 'cases.info_uuid', 'orders.info_uuid')
    .select(['orders.order_id', 'orders.info_uuid', 'cases.title', 'orders.amount', 'orders.anonymous', 'orders.status', 'orders.created_at'])
    .where('orders.user_id', '=', userId);
  if (anchor) {
    q = q.where((eb) => eb.or([eb('orders.created_at', '<', anchor.t), eb.and([eb('orders.created_at', '=', anchor.t), eb('orders.order_id', '<', anchor.id)])]));
  }
  return q.orderBy('orders.created_at', 'desc').orderBy('orders.order_id', 'desc').limit(size + 1).execute();
}

/** PAID orders of the case, newest payment first, with the donor's public profile. */
export function donorWall(db: DB, infoUuid: string, anchor: Anchor, size: number) {
  let q = db.selectFrom('orders').innerJoin('users', 'users.user_id', 'orders.user_id')
    .select(['orders.order_id', 'orders.amount', 'orders.anonymous', 'orders.paid_at', 'users.nickname', 'users.head_img_url'])
    .where('orders.info_uuid', '=', infoUuid).where('orders.status', '=', 'PAID');
  if (anchor) {
    q = q.where((eb) => eb.or([eb('orders.paid_at', '<', anchor.t), eb.and([eb('orders.paid_at', '=', anchor.t), eb('orders.order_id', '<', anchor.id)])]));
  }
  return q.orderBy('orders.paid_at', 'desc').orderBy('orders.order_id', 'desc').limit(size + 1).execute();
}
