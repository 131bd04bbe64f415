/**
 * The `ledger` group (src/contract/ledger.ts): the public fund-use ledger of a case (from the money
 * ledger), the donor's own gift followed to the payout batches and receipts, and the owner's fund-use
 * reports. Staff review of fund use is in staff-work.ts.
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { Allocation, FundUse, MyGift } from '../../../../src/contract/ledger';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { allocation, myGift } from '../../services/money/allocation';
import { fundUseList, submitFundUse } from '../../services/money/fund-use';

const L = contract.ledger;

export function ledgerRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, L.allocation, async ({ body }) => (await allocation(deps, body.infoUuid)) as Allocation);
  route(app, deps, L.myGift, async ({ body, user }) => (await myGift(deps, user, body.orderId)) as MyGift);
  // Purpose (1..200 after trimming) and receipt count (1..9) are judged by the service, with Chinese messages.
  route(app, deps, L.fundUseSubmit, async ({ body, user }) => (await submitFundUse(deps, user, body)) as FundUse);
  route(app, deps, L.fundUseList, async ({ kase: c }) => fundUseList(deps, c.info_uuid));
}
