/**
 * Staff look an order up by its id (declared in src/contract/staff-work.ts, access 'staff'): its case,
 * amount, status and times, and the id of the request that created it, to find its log lines. A read:
 * no audit row.
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { lookupOrder } from '../../services/order-lookup';

export function staffOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, contract.staffWork.orderLookup, async ({ body }) => lookupOrder(deps, body.orderId));
}
