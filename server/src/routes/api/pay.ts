/**
 * The `pay` group (src/contract/pay.ts): /api/cf/v41/order/add, /api/cf/v4/pay/*, /api/cf/v4/order/*,
 * /api/cf/v4/love-list, and the sandbox cashier's confirm. contribute-add (the same order) is in
 * aliases.ts; provider callbacks and the cashier page itself are raw routes (routes/raw/pay-callback.ts).
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { requestOrigin } from '../../http/origin';
import { route } from '../../http/route';
import { payAmountTest } from '../../http/experiment';
import {
  checkedOrder, closeMyOrder, donorWallPage, myOrderPage, orderStatusOf, payStatus, placeOrder, resumeOrder, sandboxConfirm, setOrderAnonymous,
} from '../../services/pay-views';

const P = contract.pay;

export function payRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, P.orderAdd, async ({ body, user, req }) => placeOrder(deps, user, body, requestOrigin(req), req));
  route(app, deps, P.status, async ({ body, user }) => payStatus(deps, user, body.infoUuid));
  // A real experiment: the viewer's stable variant, configured by staff (routes/api/lifecycle.ts, services/experiments.ts).
  route(app, deps, P.amountTest, async ({ body, user, req, reply }) => payAmountTest(deps, req, reply, user, body.infoUuid));
  route(app, deps, P.queryOrderStatus, async ({ body, user, req }) => orderStatusOf(deps, await checkedOrder(deps, user, body.orderId, req.log)));
  route(app, deps, P.resumeOrder, async ({ body, user, req }) => resumeOrder(deps, user, body.orderId, requestOrigin(req), body.platform, req.log));
  route(app, deps, P.closeMyOrder, async ({ body, user, req }) => closeMyOrder(deps, user, body.orderId, req.log));
  route(app, deps, P.myOrders, async ({ body, user }) => myOrderPage(deps, user, body));
  route(app, deps, P.modifyAnonymous, async ({ body, user }) => setOrderAnonymous(deps, user, body.orderId, body.anonymous));
  route(app, deps, P.donorWall, async ({ body, user }) => donorWallPage(deps, user, body));
  route(app, deps, P.sandboxConfirm, async ({ body, user, req }) => sandboxConfirm(deps, user, body.orderId, body.action, req.log));
}
