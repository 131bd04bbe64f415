/**
 * The `content` group (src/contract/content.ts): what readers see (articles, common problems, info pages,
 * adverts, all filtered by the clock through the repository's "shown" rule; the platform's public
 * disclosures read from the cases, payouts and refunds), the named calls around a case
 * (services/content/case-calls.ts), and staff content and feature configuration (staff role only;
 * every write audited in its own transaction).
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { articleOr404, articlePage, shownAdverts, shownPage, shownProblems } from '../../services/content/articles';
import { publicity } from '../../services/content/publicity';
import { caseAbTest, caseDiseaseKnowledge, helpList, isShare, medicalCount, userPortrait } from '../../services/content/case-calls';
import { publishContent, saveContent, staffContentList, takeDownContent } from '../../services/content/staff';
import { configList, setConfig } from '../../services/feature-config';

const C = contract.content;

export function contentRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, C.articleList, async ({ body }) => articlePage(deps, body));
  route(app, deps, C.article, async ({ body }) => articleOr404(deps, body.id));
  route(app, deps, C.problems, async ({ body }) => shownProblems(deps, body.category));
  route(app, deps, C.page, async ({ body }) => shownPage(deps, body.slug));
  route(app, deps, C.adverts, async ({ body }) => shownAdverts(deps, body.slot));
  route(app, deps, C.publicity, async () => publicity(deps));

  route(app, deps, C.diseaseKnowledge, async ({ body }) => caseDiseaseKnowledge(deps, body.infoUuid));
  route(app, deps, C.abTest, async ({ body }) => caseAbTest(deps, body.infoUuid, body.shareDv));
  route(app, deps, C.userPortrait, async ({ user }) => userPortrait(deps, user));
  route(app, deps, C.medicalCount, async ({ body }) => medicalCount(deps, body.infoUuid));
  route(app, deps, C.helpList, async ({ body, user }) => helpList(deps, body.infoUuid, body.size ?? 20, user?.user_id));
  route(app, deps, C.isShare, async ({ body, user }) => isShare(deps, body.infoUuid, user));

  route(app, deps, C.staffList, async ({ body }) => staffContentList(deps, body.kind));
  route(app, deps, C.staffSave, async ({ body, staff }) => saveContent(deps, staff, body));
  route(app, deps, C.staffPublish, async ({ body, staff }) => publishContent(deps, staff, body.id));
  route(app, deps, C.staffTakeDown, async ({ body, staff }) => takeDownContent(deps, staff, body.id, body.reason));
  route(app, deps, C.configList, async () => configList(deps));
  route(app, deps, C.configSet, async ({ body, staff }) => setConfig(deps, staff.user_id, body.key, body.value));
}
