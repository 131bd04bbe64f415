/**
 * An article's page (/cf/article/articleMiddlePage/:id) as a shared link shows it: the HTML carries the
 * article as a data block (the client's first render and the server render read it), and its <title>,
 * description and Open Graph tags (og:title, og:image, og:description, og:url), so a messaging app or a
 * crawler that runs no script still shows the article's title and picture. Every value is escaped.
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../src/contract';
import type { Article } from '../../../src/contract/content';
import { ARTICLE_BOOT_ID } from '../../../src/lib/content-boot';
import { apiAnswer } from './inner-api';
import { escapeHtml as esc } from '../lib/html';

/** Routes whose HTML carries content data and head tags. */
export const CONTENT_PAGE_ROUTES = new Set(['articleMiddlePage']);

/** The article's block for the page ([id, article]; null value when the article is not shown). */
export function contentBootJob(
  app: FastifyInstance,
  route: string,
  params: Record<string, string>,
  headers: Record<string, string>,
): Promise<[string, unknown]> | null {
  if (route !== 'articleMiddlePage') return null;
  const id = params.infoUuid ?? '';
  if (!id || id.length > 64) return Promise.resolve([ARTICLE_BOOT_ID, null]);
  return apiAnswer(app, contract.content.article.path, { id }, headers).then((article): [string, unknown] => [ARTICLE_BOOT_ID, article ? { id, article: article as Article } : null]);
}


/** The page's head with the article's title and Open Graph tags (unchanged for other routes). */
export function withContentHead(html: string, route: string, blocks: Record<string, unknown>, pageUrl: string): string {
  if (!CONTENT_PAGE_ROUTES.has(route)) return html;
  const a = (blocks[ARTICLE_BOOT_ID] as { article?: Article } | null)?.article;
  if (!a) return html;
  const desc = (a.summary || a.body).replace(/\s+/g, ' ').slice(0, 120);
  const tags = [
    ['og:type', 'article'], ['og:title', a.title], ['og:description', desc], ['og:url', pageUrl], ...(a.imageUrl ? [['og:image', a.imageUrl]] : []),
  ].map(([p, v]) => `<meta property="${p}" content="${esc(v)}">`).join('') + `<meta name="description" content="${esc(desc)}">`;
  const title = `<title>${esc(a.title)}</title>`;
  const withTitle = /<title>[^<]*<\/title>/i.test(html) ? html.replace(/<title>[^<]*<\/title>/i, () => title) : html.replace(/<\/head>/i, () => `${title}</head>`);
  return withTitle.replace(/<\/head>/i, () => `${tags}</head>`);
}
