/** The named calls around a case (src/contract/content.ts), each handed to services/content/case-calls.ts. */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { caseAbTest, caseDiseaseKnowledge, helpList, isShare, medicalCount, userPortrait } from '../../services/content/case-calls';

const C = contract.content;

export function contentCallRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, C.diseaseKnowledge, async ({ body }) => caseDiseaseKnowledge(deps, body.infoUuid));
  route(app, deps, C.abTest, async ({ body }) => caseAbTest(deps, body.infoUuid, body.shareDv));
  route(app, deps, C.userPortrait, async ({ user }) => userPortrait(deps, user));
  route(app, deps, C.medicalCount, async ({ body }) => medicalCount(deps, body.infoUuid));
  route(app, deps, C.helpList, async ({ body, user }) => helpList(deps, body.infoUuid, body.size ?? 20, user?.user_id));
  route(app, deps, C.isShare, async ({ body, user }) => isShare(deps, body.infoUuid, user));
}
