/**
 * The goods side of a payment: runs inside the mark-paid transaction (services/orders.ts) for an order
 * of kind goods, after its gift was booked. The goods order moves to PAID (a payment that arrives after
 * the order was closed takes its items back out of the stock when there are enough), and the order's
 * money is booked as spent on the goods it buys (the ledger's `goods` entry): the case's money, counted
 * in what it raised, never in what the fundraiser may withdraw.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { book } from '../../repositories/ledger';
import { goodsOrderById, takeStock } from '../../repositories/shop';
import { GOODS_ORDER } from '../../domain/machines/shop';
import { tryTransition } from '../../domain/machines/transition';

type Q = Kysely<Database> | Transaction<Database>;

export async function goodsOrderPaid(trx: Q, o: { order_id: string; info_uuid: string; amount: number; user_id: string }, now: number): Promise<void> {
  const g = await goodsOrderById(trx, o.order_id);
  if (!g) return;
  const held = g.stock_held ? 1 : (await takeStock(trx, g.gear_id, Number(g.quantity))) ? 1 : 0;
  await tryTransition(trx, GOODS_ORDER, { order_id: o.order_id }, ['PENDING', 'CLOSED'], 'PAID', { paid_at: now, stock_held: held });
  await book(trx, { info_uuid: o.info_uuid, kind: 'goods', amount: Number(o.amount), ref_id: o.order_id, order_id: o.order_id, user_id: o.user_id, created_at: now });
}
