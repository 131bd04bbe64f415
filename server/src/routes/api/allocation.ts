/**
 * The public fund-use ledger of a case (from the money ledger), the donor's own gift followed to the
 * payout batches and receipts, the owner's fund-use reports (declared in src/contract/ledger.ts), and
 * my money notifications (src/contract/money.ts). Staff review: /api/staff/fund-use/queue, /api/staff/fund-use/review.
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { Allocation, FundUse, MyGift } from '../../../../src/contract/ledger';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { allocation, myGift } from '../../services/money/allocation';
import { fundUseList, fundUseQueue, reviewFundUse, submitFundUse } from '../../services/money/fund-use';
import { myMoneyNotifications } from '../../services/money/notifications';

const L = contract.ledger;

export function allocationRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, L.allocation, async ({ body }) => (await allocation(deps, body.infoUuid)) as Allocation);
  route(app, deps, L.myGift, async ({ body, user }) => (await myGift(deps, user, body.orderId)) as MyGift);

  // Purpose (1..200 after trimming) and receipt count (1..9) are judged by the service, with Chinese messages.
  route(app, deps, L.fundUseSubmit, async ({ body, user }) => (await submitFundUse(deps, user, body)) as FundUse);
  route(app, deps, L.fundUseList, async ({ kase: c }) => fundUseList(deps, c.info_uuid));
  route(app, deps, contract.money.notifications, async ({ user }) => myMoneyNotifications(deps, user.user_id));

  // Staff review (src/contract/staff-work.ts, access 'staff').
  route(app, deps, contract.staffWork.fundUseQueue, async () => fundUseQueue(deps));
  route(app, deps, contract.staffWork.fundUseReview, async ({ body, staff }) => reviewFundUse(deps, staff, body.fundUseId, body.approve, body.reason ?? ''));
}
