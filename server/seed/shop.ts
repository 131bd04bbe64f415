/**
 * Demo goods shop: the demo goods raise (raise type 1, 为乡村卫生室募集急救物资) gets its gear list, and
 * one item already bought by a demo donor and shipped (its payment is a PAID order of kind goods: the
 * gift and the goods entry of the ledger, the raised amount grows by it). Runs inside seedDemo's
 * transaction, before the ledger books the seeded gifts.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import type { GoodsGearTable } from '../src/db/schema-shop';
import { coverPath } from './covers';

const DAY = 24 * 3600_000;

/** The gear the demo goods raise needs: title, description, price (fen), needed, stock. */
export const DEMO_GEAR: [string, string, number, number, number][] = [
  ['自动体外除颤仪（AED）', '公共场所急救用，配电极片两副，可用于成人和儿童', 1_298_000, 1, 1],
  ['医用氧气瓶（10升）', '含减压阀和吸氧面罩，供转诊途中吸氧', 68_000, 4, 4],
  ['急救箱（标准配置）', '止血带、绷带、夹板、消毒用品等40余件', 29_900, 10, 9],
  ['电子血压计', '上臂式，大屏显示，适合老年村民自测', 19_900, 6, 6],
];

export async function seedShop(trx: Kysely<Database>, now: number): Promise<void> {
  const c = await trx.selectFrom('cases').select(['info_uuid']).where('raise_type', '=', 1).where('status', '=', 0).orderBy('created_at', 'desc').executeTakeFirst();
  if (!c) return;
  const gear: GoodsGearTable[] = DEMO_GEAR.map(([title, description, price, need, stock], i) => ({
    gear_id: `demo-gear-${i + 1}`, info_uuid: c.info_uuid, title, description, image_url: coverPath(((i + 3) % 12) + 1), price, need_count: need,
    stock, sort: i, on_sale: 1, created_at: now - 10 * DAY, updated_at: now - 10 * DAY,
  }));
  await trx.insertInto('goods_gear').values(gear).execute();

  // One first-aid kit bought by a demo donor and shipped (the stock above is already one less).
  const paidAt = now - 2 * DAY;
  const orderId = `CF${paidAt}900000000001`;
  const amount = DEMO_GEAR[2][2];
  await trx.insertInto('orders').values({
    order_id: orderId, idempotency_key: `seed-goods-${c.info_uuid}`, user_id: 'demo-donor-1', info_uuid: c.info_uuid, amount, anonymous: 0, status: 'PAID',
    platform: 8, provider: 'sandbox', channel: 'goods', share_dv: 0, user_source_id: '', comment: '', first_donation: 1, provider_trade_no: 'seed-goods-trade-1',
    created_at: paidAt - 60_000, paid_at: paidAt, kind: 'goods',
  }).execute();
  await trx.insertInto('goods_orders').values({
    order_id: orderId, user_id: 'demo-donor-1', info_uuid: c.info_uuid, gear_id: 'demo-gear-3', quantity: 1, unit_price: amount, amount, status: 'SHIPPED',
    stock_held: 1, carrier: '顺丰速运', tracking_no: 'SF1234567890', receiver_name: '刘医生', receiver_phone: '13800001234',
    address: '浙江省 杭州市 临安区 青山村卫生室', created_at: paidAt - 60_000, paid_at: paidAt, shipped_at: paidAt + DAY, received_at: null, refunded_at: null,
  }).execute();
  await trx.updateTable('cases').set({ raised_amount: sql`raised_amount + ${amount}`, donation_count: sql`donation_count + 1` }).where('info_uuid', '=', c.info_uuid).execute();
  await trx.insertInto('money_ledger').values({
    entry_id: `lg-goods-${orderId}`, info_uuid: c.info_uuid, kind: 'goods', amount, ref_id: orderId, order_id: orderId, user_id: 'demo-donor-1', created_at: paidAt,
  }).execute();
}
