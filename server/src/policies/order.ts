/**
 * Who may do what with an order: only its donor reads its status, changes its anonymity, pays or
 * cancels it at the sandbox cashier, traces where the gift went, or asks for and downloads its receipt. An order id is not a secret, so the check is on every call.
 */
import type { AppDeps } from '../deps';
import { forbidden, MSG, notFound } from '../lib/errors';
import { orderById, type OrderRow } from '../repositories/orders';
import type { UserRow } from '../repositories/users';

/** The order if the user placed it: 404 订单不存在 when there is none, 403 when it is someone else's. */
export async function ownOrderOr403(deps: Pick<AppDeps, 'db'>, user: Pick<UserRow, 'user_id'>, orderId: string): Promise<OrderRow> {
  const order = await orderById(deps.db, orderId);
  if (!order) throw notFound(MSG.ORDER_NOT_FOUND);
  if (order.user_id !== user.user_id) throw forbidden();
  return order;
}

/** A donation receipt is its donor's: anyone else gets 403. */
export function assertOwnReceipt(user: Pick<UserRow, 'user_id'>, receipt: { user_id: string }): void {
  if (receipt.user_id !== user.user_id) throw forbidden();
}
