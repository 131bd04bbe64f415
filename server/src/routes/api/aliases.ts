/**
 * The `aliases` group (src/contract/aliases.ts): calls the client still makes at their older paths, each
 * answered by the same service as its current name (pay.ts, money.ts, verification.ts, trust.ts).
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { CaseRefundRes } from '../../../../src/contract/money';
import type { AppDeps } from '../../deps';
import { requestOrigin } from '../../http/origin';
import { route } from '../../http/route';
import { placeOrder } from '../../services/pay-views';
import { openCaseRefund } from '../../services/money/case-refunds';
import { applyRefundLogged, caseRefundSummaryFor, myRefundPage, refundDetail, refundRulesOf } from '../../services/money/views';
import { addVerification, removeVerification } from '../../services/verification';
import { selectedVerifications, verificationPage } from '../../services/verification-lists';

const A = contract.aliases;

export function aliasesRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, A.contributeAdd, async ({ body, user, req }) => placeOrder(deps, user, body, requestOrigin(req), req));

  route(app, deps, A.refundApplyV4, async ({ body, user, req }) => applyRefundLogged(deps, user, body, requestOrigin(req), req.log));
  route(app, deps, A.refundListV4, async ({ body, user }) => myRefundPage(deps, user, body));
  route(app, deps, A.refundDetailV4, async ({ body, user }) => refundDetail(deps, user, body.refundId));
  route(app, deps, A.refundRulesV4, async ({ body, user }) => refundRulesOf(deps, user, body.orderId));
  route(app, deps, A.refundConfirmV4, async ({ body, user, kase }) =>
    (await openCaseRefund(deps, user.user_id, kase.info_uuid, 'OWNER_CLOSE', body.reason)) as CaseRefundRes);
  route(app, deps, A.caseRefundSummaryV4, async ({ body, user }) => caseRefundSummaryFor(deps, user, body.infoUuid));

  route(app, deps, A.verifyAddV5, async ({ body, user }) => addVerification(deps, user, body));
  route(app, deps, A.verifyDeleteV5, async ({ body, user }) => {
    await removeVerification(deps, user, body.verifyId, body.infoUuid);
    return null;
  });
  route(app, deps, A.verifyUserListV5, async ({ body, user }) => verificationPage(deps, user?.user_id ?? null, body, true));
  route(app, deps, A.selectedV4, async ({ body, user }) => selectedVerifications(deps, user?.user_id ?? null, body.infoUuid, body.maxCount ?? 7));
}
