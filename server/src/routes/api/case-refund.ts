/**
 * The owner's side of returning a whole case's money (the confirm itself is refundConfirm in funds.ts):
 * the case-wide refund summary (src/contract/money.ts caseRefundSummary, also at its v4 path), for the
 * owner or staff: before confirming, what would go back (donations, fen, donors) and what cannot (paid
 * out); after, how far the case-wide refunds have come (done / pending / failed).
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { CaseRefundSummary } from '../../../../src/contract/money';
import type { AppDeps } from '../../deps';
import { route, type Handler } from '../../http/route';
import { caseOr404 } from '../../policies/case';
import { assertMayViewCaseRefund } from '../../policies/refund';
import { caseRefundSummary } from '../../services/money/case-refunds';

export function caseRefundRoutes(app: FastifyInstance, deps: AppDeps): void {
  const summary: Handler<typeof contract.money.caseRefundSummary> = async ({ body, user }) => {
    const c = await caseOr404(deps, body.infoUuid);
    await assertMayViewCaseRefund(deps, user, c);
    return (await caseRefundSummary(deps, c.info_uuid)) as CaseRefundSummary;
  };
  route(app, deps, contract.money.caseRefundSummary, summary);
  route(app, deps, contract.aliases.caseRefundSummaryV4, summary);
}
