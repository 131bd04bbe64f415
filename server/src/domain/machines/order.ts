import type { OrderStatus } from '../../../../src/contract/pay';
import { defineMachine, type Machine, type StateValue } from './transition';
import type { Database } from '../../db/schema';

export type { OrderStatus };
/**
 * A donation order: PENDING -> PAID (the provider confirmed it) | CLOSED (unpaid too long, or the
 * provider closed it); a CLOSED order the provider reports paid after all still becomes PAID;
 * PAID -> REFUNDED once all of it went back to the donor.
 */
export const ORDER = defineMachine<'orders', OrderStatus>({
  name: 'order',
  table: 'orders',
  moves: { PENDING: ['PAID', 'CLOSED'], CLOSED: ['PAID'], PAID: ['REFUNDED'], REFUNDED: [] },
  refusal: '订单当前状态不可进行此操作',
});

/** The states that may move to `to` (for a statement compiled once, which cannot call the transition function). */
export const statesInto = <T extends keyof Database, S extends StateValue>(m: Machine<T, S>, to: S): S[] =>
  (Object.keys(m.moves) as string[]).map((k) => (typeof to === 'number' ? Number(k) : k) as S).filter((s) => m.moves[s].includes(to));
