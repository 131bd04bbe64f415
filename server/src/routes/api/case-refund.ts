/**
 * The owner's side of returning a whole case's money (the confirm itself is POST /refund/confirm in funds.ts):
 * - POST /api/cf/v4/refund/case-summary and /api/cf/v5/refund/case-summary {infoUuid} (the owner, or staff):
 *   before confirming, what would go back (donations, fen, donors) and what cannot (paid out);
 *   after, how far the case-wide refunds have come (done / pending / failed).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { forbidden, MSG, notFound } from '../../lib/errors';
import { INFO_UUID, post } from '../../lib/schema';
import { ok } from '../../plugins/errors';
import { requireUser } from '../../plugins/auth';
import { getCase } from '../../repositories/cases';
import { isStaff } from '../../repositories/revisions';
import { caseRefundSummary } from '../../services/money/case-refunds';

export function caseRefundRoutes(app: FastifyInstance, deps: AppDeps): void {
  const summary = async (req: FastifyRequest<{ Body: { infoUuid: string } }>) => {
    const user = await requireUser(req, deps);
    const c = await getCase(deps.db, req.body.infoUuid);
    if (!c) throw notFound(MSG.CASE_NOT_FOUND);
    if (c.owner_user_id !== user.user_id && !(await isStaff(deps.db, user.user_id))) throw forbidden();
    return ok(await caseRefundSummary(deps, c.info_uuid));
  };
  const SUMMARY = post({ infoUuid: INFO_UUID }, ['infoUuid']);
  app.post('/api/cf/v4/refund/case-summary', SUMMARY, summary);
  app.post('/api/cf/v5/refund/case-summary', SUMMARY, summary);
}
