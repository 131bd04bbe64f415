/**
 * What readers see of the content staff publish (src/contract/content.ts): articles (paged newest
 * first), problems, pages and advert slots, each shown only within its publish window.
 */
import type { Article, ArticleCard } from '../../../../src/contract/content';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { makeAnchor, parseAnchor } from '../../lib/util';
import { getShownById, listShown, listShownArticles, type ContentRow } from '../../repositories/content';
import { MSG } from './rules';

const card = (r: ContentRow): ArticleCard => ({
  id: r.id, title: r.title, summary: r.summary, imageUrl: r.image_url, category: r.category, publishAt: Number(r.published_at ?? r.created_at),
});
export const toArticle = (r: ContentRow): Article => ({ ...card(r), body: r.body, linkUrl: r.link_url });

/** A shown article, or null. */
export async function shownArticle(deps: AppDeps, id: string): Promise<Article | null> {
  const row = await getShownById(deps.db, 'article', id, deps.clock());
  return row ? toArticle(row) : null;
}

/** A shown article, or 404 with its message. */
export async function articleOr404(deps: AppDeps, id: string): Promise<Article> {
  const article = await shownArticle(deps, id);
  if (!article) throw notFound(MSG.ARTICLE_GONE);
  return article;
}

/** One page of the shown articles (of a category), newest first by its anchor. */
export async function articlePage(deps: AppDeps, q: { size?: number; category?: string; anchorId?: string }) {
  const size = q.size ?? 10;
  const rows = await listShownArticles(deps.db, deps.clock(), { category: q.category, before: parseAnchor(q.anchorId), size });
  const list = rows.slice(0, size);
  const last = list[list.length - 1];
  return { list: list.map(card), hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.published_at ?? 0), last.id) : '' };
}

export async function shownProblems(deps: AppDeps, category?: string) {
  const rows = await listShown(deps.db, 'problem', deps.clock(), { category });
  return { list: rows.map((r) => ({ id: r.id, title: r.title, body: r.body, category: r.category })) };
}

/** A shown page by its slug, or 404 with its message. */
export async function shownPage(deps: AppDeps, slug: string) {
  const [r] = await listShown(deps.db, 'page', deps.clock(), { slug });
  if (!r) throw notFound(MSG.PAGE_GONE);
  return { slug: r.slug, title: r.title, summary: r.summary, body: r.body, imageUrl: r.image_url, linkUrl: r.link_url, linkText: r.link_text };
}

/** The shown adverts of a slot. */
export async function shownAdverts(deps: AppDeps, slot: string) {
  const rows = await listShown(deps.db, 'advert', deps.clock(), { slug: slot });
  return { list: rows.map((r) => ({ id: r.id, slot: r.slug, title: r.title, summary: r.summary, imageUrl: r.image_url, linkUrl: r.link_url })) };
}
