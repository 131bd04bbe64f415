/** The staff's order lookup (src/contract/staff-work.ts orderLookup): an order by its id, with its request id. */
import type { AppDeps } from '../deps';
import { MSG, notFound } from '../lib/errors';
import { orderById } from '../repositories/orders';

export async function lookupOrder(deps: AppDeps, orderId: string) {
  const o = await orderById(deps.db, orderId.trim());
  if (!o) throw notFound(MSG.ORDER_NOT_FOUND);
  return {
    orderId: o.order_id, infoUuid: o.info_uuid, amount: Number(o.amount), status: o.status,
    createdAt: Number(o.created_at), paidAt: o.paid_at === null ? null : Number(o.paid_at), requestId: o.request_id ?? null,
  };
}
