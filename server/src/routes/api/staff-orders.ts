/**
 * Staff look an order up by its id (declared in src/contract/staff-work.ts, access 'staff'): its case,
 * amount, status and times, and the id of the request that created it, to find its log lines. A read:
 * no audit row.
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { MSG, notFound } from '../../lib/errors';
import { orderById } from '../../repositories/orders';

export function staffOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, contract.staffWork.orderLookup, async ({ body }) => {
    const o = await orderById(deps.db, body.orderId.trim());
    if (!o) throw notFound(MSG.ORDER_NOT_FOUND);
    return {
      orderId: o.order_id, infoUuid: o.info_uuid, amount: Number(o.amount), status: o.status,
      createdAt: Number(o.created_at), paidAt: o.paid_at === null ? null : Number(o.paid_at), requestId: o.request_id ?? null,
    };
  });
}
