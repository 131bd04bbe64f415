/**
 * Content readers see (declared in src/contract/content.ts): articles, common problems, info pages,
 * adverts, all filtered by the clock through the repository's "shown" rule; and the platform's public
 * disclosures read from the cases, payouts and refunds.
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { articleOr404, articlePage, shownAdverts, shownPage, shownProblems } from '../../services/content/articles';
import { publicity } from '../../services/content/publicity';
import { contentCallRoutes } from './content-calls';
import { staffContentRoutes } from './staff-content';

const C = contract.content;

export function contentRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, C.articleList, async ({ body }) => articlePage(deps, body));
  route(app, deps, C.article, async ({ body }) => articleOr404(deps, body.id));
  route(app, deps, C.problems, async ({ body }) => shownProblems(deps, body.category));
  route(app, deps, C.page, async ({ body }) => shownPage(deps, body.slug));
  route(app, deps, C.adverts, async ({ body }) => shownAdverts(deps, body.slot));
  route(app, deps, C.publicity, async () => publicity(deps));

  contentCallRoutes(app, deps);
  staffContentRoutes(app, deps);
}
