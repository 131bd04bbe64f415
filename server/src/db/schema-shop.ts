/**
 * Goods shop tables (migration 020_shop). Money is integer fen, times epoch ms, booleans 0/1.
 * goods_orders.status moves only through the GOODS_ORDER machine (domain/machines/shop.ts).
 */
import type { ColumnType } from 'kysely';
import type { GoodsStatus } from '../domain/machines/shop';

export interface GoodsGearTable {
  gear_id: string;
  info_uuid: string;
  title: string;
  description: string;
  image_url: string;
  price: number;
  need_count: number;
  /** what may still be bought; an order takes its items with UPDATE ... WHERE stock >= n */
  stock: number;
  sort: number;
  on_sale: number;
  created_at: number;
  updated_at: number;
}

export interface GoodsAddressesTable {
  address_id: string;
  user_id: string;
  name: string;
  phone: string;
  province_code: string;
  city_code: string;
  district_code: string;
  /** names as the division list has them for the codes (the server looks them up) */
  province: string;
  city: string;
  district: string;
  detail: string;
  is_default: number;
  created_at: number;
  updated_at: number;
}

export interface GoodsOrdersTable {
  /** the payment side's orders.order_id */
  order_id: string;
  user_id: string;
  info_uuid: string;
  gear_id: string;
  quantity: number;
  unit_price: number;
  amount: number;
  status: GoodsStatus;
  /** 1 while its items are out of the stock */
  stock_held: number;
  carrier: string;
  tracking_no: string;
  receiver_name: string;
  receiver_phone: string;
  address: string;
  created_at: number;
  paid_at: number | null;
  shipped_at: number | null;
  received_at: number | null;
  refunded_at: number | null;
}

export interface ShopTables {
  goods_gear: GoodsGearTable;
  goods_addresses: GoodsAddressesTable;
  goods_orders: GoodsOrdersTable;
}

/** orders.kind (020_shop): a gift, or the payment of a goods order; inserts may leave it out (a gift). */
export type OrderKind = 'donation' | 'goods';
export interface OrderKindColumn { kind: ColumnType<OrderKind, OrderKind | undefined, OrderKind> }
