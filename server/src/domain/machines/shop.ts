import type { GoodsStatus } from '../../../../src/contract/shop';
import { defineMachine } from './transition';

export type { GoodsStatus };
/**
 * A goods order (goods_orders.status). Its payment is the order row's own machine (ORDER); this one is
 * the goods: PENDING (ordered, items held out of the stock) -> PAID when the payment is booked (in the
 * same transaction) | CLOSED when the payment was closed unpaid (the items go back to the stock);
 * a CLOSED order the provider reports paid after all still becomes PAID. PAID -> SHIPPED (staff enter
 * the carrier and tracking number) -> RECEIVED (the buyer, or staff, confirm it arrived). PAID or
 * SHIPPED -> REFUNDED when staff return the money (before shipping the items go back to the stock).
 */
export const GOODS_ORDER = defineMachine<'goods_orders', GoodsStatus>({
  name: 'goods-order',
  table: 'goods_orders',
  moves: {
    PENDING: ['PAID', 'CLOSED'],
    CLOSED: ['PAID'],
    PAID: ['SHIPPED', 'REFUNDED'],
    SHIPPED: ['RECEIVED', 'REFUNDED'],
    RECEIVED: [],
    REFUNDED: [],
  },
  refusal: '订单当前状态不可进行此操作',
});
