/**
 * The `verification` group (src/contract/verification.ts): the case page's v5 count, list and selected
 * verifications (rules: services/verification.ts). The v4 calls are the trust group's (trust.ts), the
 * older paths are in aliases.ts.
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { selectedVerifications, verificationCounts, verificationPage } from '../../services/verification-lists';

const V = contract.verification;

export function verificationRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, V.count, async ({ body }) => verificationCounts(deps, body.infoUuid));
  route(app, deps, V.list, async ({ body, user }) => verificationPage(deps, user?.user_id ?? null, body, false));
  route(app, deps, V.selected, async ({ body, user }) => selectedVerifications(deps, user?.user_id ?? null, body.infoUuid, body.maxCount ?? 7));
}
