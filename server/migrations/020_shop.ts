/**
 * The goods shop (issue 18): the gear a goods raise needs (with its stock), the buyers' address book,
 * and the goods side of an order (what it buys, where it goes, its shipping). The payment side is the
 * donation order itself (`orders`, one table, one idempotency key, one pay path); `orders.kind` tells a
 * goods order from a gift.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('kind', 'text', (c) => c.notNull().defaultTo('donation')).execute();

  await db.schema.createTable('goods_gear')
    .addColumn('gear_id', 'text', (c) => c.primaryKey())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('need_count', 'integer', (c) => c.notNull())
    // Taken by an order in its own transaction (UPDATE ... WHERE stock >= n), so never below zero;
    // the CHECK keeps a bug elsewhere from storing a negative stock.
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('on_sale', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('goods_gear_case').on('goods_gear').columns(['info_uuid', 'sort']).execute();

  await db.schema.createTable('goods_addresses')
    .addColumn('address_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('province_code', 'text', (c) => c.notNull())
    .addColumn('city_code', 'text', (c) => c.notNull())
    .addColumn('district_code', 'text', (c) => c.notNull())
    .addColumn('province', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('district', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('goods_addresses_user').on('goods_addresses').columns(['user_id', 'updated_at']).execute();

  await db.schema.createTable('goods_orders')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('info_uuid', 'text', (c) => c.notNull())
    .addColumn('gear_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // 1 while the order holds its items out of the stock; back to 0 once they were returned to it.
    .addColumn('stock_held', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('carrier', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tracking_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('receiver_name', 'text', (c) => c.notNull())
    .addColumn('receiver_phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('shipped_at', 'bigint')
    .addColumn('received_at', 'bigint')
    .addColumn('refunded_at', 'bigint')
    .execute();
  await db.schema.createIndex('goods_orders_user').on('goods_orders').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('goods_orders_gear').on('goods_orders').columns(['gear_id', 'status']).execute();
  await db.schema.createIndex('goods_orders_case').on('goods_orders').columns(['info_uuid', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('goods_orders').execute();
  await db.schema.dropTable('goods_addresses').execute();
  await db.schema.dropTable('goods_gear').execute();
  await db.schema.alterTable('orders').dropColumn('kind').execute();
}
