/**
 * Content readers see (declared in src/contract/content.ts): articles, common problems, info pages,
 * adverts, all filtered by the clock through the repository's "shown" rule; and the platform's public
 * disclosures read from the cases, payouts and refunds.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { contract } from '../../../../src/contract';
import type { Article, ArticleCard } from '../../../../src/contract/content';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { notFound } from '../../lib/errors';
import { makeAnchor, parseAnchor } from '../../lib/util';
import { getShownById, listShown, listShownArticles, type ContentRow } from '../../repositories/content';
import { MSG } from '../../services/content/rules';
import { contentCallRoutes } from './content-calls';
import { staffContentRoutes } from './staff-content';

const C = contract.content;

const card = (r: ContentRow): ArticleCard => ({
  id: r.id, title: r.title, summary: r.summary, imageUrl: r.image_url, category: r.category, publishAt: Number(r.published_at ?? r.created_at),
});
export const toArticle = (r: ContentRow): Article => ({ ...card(r), body: r.body, linkUrl: r.link_url });

/** A shown article, or null (the page render asks for it too: server/src/routes/content-page.ts). */
export async function shownArticle(deps: AppDeps, id: string): Promise<Article | null> {
  const row = await getShownById(deps.db, 'article', id, deps.clock());
  return row ? toArticle(row) : null;
}

export function contentRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, C.articleList, async ({ body }) => {
    const size = body.size ?? 10;
    const rows = await listShownArticles(deps.db, deps.clock(), { category: body.category, before: parseAnchor(body.anchorId), size });
    const list = rows.slice(0, size);
    const last = list[list.length - 1];
    return { list: list.map(card), hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.published_at ?? 0), last.id) : '' };
  });

  route(app, deps, C.article, async ({ body }) => {
    const article = await shownArticle(deps, body.id);
    if (!article) throw notFound(MSG.ARTICLE_GONE);
    return article;
  });

  route(app, deps, C.problems, async ({ body }) => {
    const rows = await listShown(deps.db, 'problem', deps.clock(), { category: body.category });
    return { list: rows.map((r) => ({ id: r.id, title: r.title, body: r.body, category: r.category })) };
  });

  route(app, deps, C.page, async ({ body }) => {
    const [r] = await listShown(deps.db, 'page', deps.clock(), { slug: body.slug });
    if (!r) throw notFound(MSG.PAGE_GONE);
    return { slug: r.slug, title: r.title, summary: r.summary, body: r.body, imageUrl: r.image_url, linkUrl: r.link_url, linkText: r.link_text };
  });

  route(app, deps, C.adverts, async ({ body }) => {
    const rows = await listShown(deps.db, 'advert', deps.clock(), { slug: body.slot });
    return { list: rows.map((r) => ({ id: r.id, slot: r.slug, title: r.title, summary: r.summary, imageUrl: r.image_url, linkUrl: r.link_url })) };
  });

  route(app, deps, C.publicity, async () => {
    const db = deps.db;
    const cases = await db.selectFrom('cases').where('published', '=', 1)
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        sql<number>`coalesce(sum(case when status = 0 then 1 else 0 end), 0)`.as('raising'),
        sql<number>`coalesce(sum(raised_amount), 0)`.as('raised'),
        sql<number>`coalesce(sum(donation_count), 0)`.as('donations'),
      ]).executeTakeFirstOrThrow();
    const paid = await db.selectFrom('payouts').where('status', '=', 'TRANSFERRED')
      .select(['info_uuid', sql<number>`sum(amount + fee)`.as('fen')]).groupBy('info_uuid').execute();
    const paidBy = new Map(paid.map((p) => [p.info_uuid, Number(p.fen)]));
    const refunded = await db.selectFrom('refunds').where('status', '=', 'SUCCESS').select(sql<number>`coalesce(sum(amount), 0)`.as('fen')).executeTakeFirstOrThrow();
    const recent = await db.selectFrom('cases').where('published', '=', 1).where('raised_amount', '>', 0)
      .select(['info_uuid', 'title', 'raised_amount', 'status']).orderBy('created_at', 'desc').limit(10).execute();
    return {
      caseCount: Number(cases.n), raisingCount: Number(cases.raising), donationCount: Number(cases.donations), raisedFen: Number(cases.raised),
      paidOutFen: [...paidBy.values()].reduce((s, v) => s + v, 0), refundedFen: Number(refunded.fen),
      recent: recent.map((c) => ({ infoUuid: c.info_uuid, title: c.title, raisedFen: Number(c.raised_amount), paidOutFen: paidBy.get(c.info_uuid) ?? 0, status: Number(c.status) })),
      at: deps.clock(),
    };
  });

  contentCallRoutes(app, deps);
  staffContentRoutes(app, deps);
}
