/**
 * H5 hosting: dist/h5 as static files plus a history fallback that knows the route table
 * (src/routes.ts): a known route gets index.html with 200, a path only the catch-all matches gets
 * index.html with 404 (the page shows 404), redirect routes answer 302. The donor pages (case, pay,
 * lists) come with their data and their first screen rendered on the server (ssr-page.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppDeps } from '../deps';
import { matchPath, OLD_ACTIVITY_DEFAULT_URL, routeByName } from '../../../src/routes';
import { featureConfig } from '../services/feature-config';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { loadSsr, renderFirstScreenCached } from '../ssr/bundle';
import { BOOT_ROUTES, compressHtml, injectBlocks, readBootBlocks } from '../ssr/h5-boot';
import { loadShell, ssrDocument, type Shell } from '../ssr/ssr-page';
import { CARE_KEY, parseCare } from '../../../src/lib/care';
import { CONTENT_PAGE_ROUTES, withContentHead } from '../ssr/content-page';
import { DONOR_PAGE_ROUTES, PRIVATE_PAGE_ROUTES, withPageQuery } from '../ssr/donor-page';
import { withDemoNotice } from '../production';

export const DEFAULT_OLD_ACTIVITY_URL = OLD_ACTIVITY_DEFAULT_URL;
// `.br`/`.gz`: the precompressed copies the H5 build writes beside its assets (config/compress.ts).
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|svg|gif|webp)(\.br|\.gz)?$/i;
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)(\.br|\.gz)?$/i;

/** Encodings an Accept-Encoding header allows (q=0 excluded). */
function acceptedEncodings(header: string): Set<string> {
  const out = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) out.add(name.trim());
  }
  return out;
}

/** A configured redirect target must be a local path or an http(s) URL (never javascript:, //host). */
function safeTarget(url: unknown): string | null {
  if (typeof url !== 'string' || !url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}

/** Where a redirect route goes: 'config:oldActivity' reads the feature config, otherwise a route name. */
export async function redirectTarget(deps: AppDeps, redirect: string): Promise<string> {
  if (redirect === 'config:oldActivity') {
    const cfg = await featureConfig(deps, 'oldActivityUrl');
    return safeTarget(cfg.oldActivityUrl) ?? DEFAULT_OLD_ACTIVITY_URL;
  }
  const route = routeByName(redirect);
  return route.h5 ?? DEFAULT_OLD_ACTIVITY_URL;
}

export function hasH5(dir: string): boolean {
  return existsSync(join(dir, 'index.html'));
}

/** Brotli q11 / gzip 9 of a body served many times (index.html with the demo notice): compressed once. */
function precompressed(html: string): Array<[string | null, Buffer]> {
  const raw = Buffer.from(html);
  return [
    ['br', brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })],
    ['gzip', gzipSync(raw, { level: 9 })],
    [null, raw],
  ];
}

/** Registers static hosting of `dir`; returns the fallback used by the not-found handler. */
export async function registerH5(app: FastifyInstance, deps: AppDeps, dir: string) {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    index: false,
    wildcard: true,
    // Sends `x.js.br` / `x.js.gz` when the client accepts it and the file exists, else `x.js`.
    preCompressed: true,
    // A folder (`/`, `/cf/`) is a page of the app, not a listing: left to the not-found handler's route fallback.
    allowedPath: (pathname: string) => !pathname.endsWith('/'),
    cacheControl: false, // setHeaders below decides (else send's max-age=0 would replace it)
    setHeaders(res, path) {
      if (COMPRESSIBLE.test(path)) res.setHeader('vary', 'Accept-Encoding');
      if (/\.html(\.br|\.gz)?$/.test(path)) res.setHeader('cache-control', 'no-cache');
      else if (HASHED.test(path)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'public, max-age=3600');
    },
  });
  // The server render (dist/ssr/first-screen.cjs, made by the H5 build) is loaded while the server starts;
  // pages wait for it only if they arrive first. Without it every page is the plain client render.
  const ssrReady = loadSsr((msg) => app.log.warn(msg));
  // index.html and its compressed copies, read once: [encoding, body] in order of preference. With the
  // demo notice the page differs from the file: compressed once in memory instead.
  let indexBodies: Array<[string | null, Buffer]> | null = null;
  let shell: Shell | null = null;
  const plainIndex = (acceptEncoding: string): [string | null, Buffer] => {
    if (!indexBodies) {
      const file = readFileSync(join(dir, 'index.html'), 'utf8');
      const html = withDemoNotice(deps.config, file);
      indexBodies = html !== file ? precompressed(html) : [
        ...(['br', 'gzip'] as const)
          .map((enc) => [enc, join(dir, `index.html.${enc === 'br' ? 'br' : 'gz'}`)] as const)
          .filter(([, f]) => existsSync(f))
          .map(([enc, f]): [string, Buffer] => [enc, readFileSync(f)]),
        [null, Buffer.from(html)],
      ];
    }
    const accepted = acceptedEncodings(acceptEncoding);
    return indexBodies.find(([enc]) => enc === null || accepted.has(enc))!;
  };

  /**
   * The donor pages (case, pay, lists): the boot data blocks and the first screen rendered on the server
   * (ssr-page.ts); null when the route has none or a block or the render is missing (plain page then).
   * `byCookie`: the page's screen was drawn for the reader's 长辈版 cookie (a shared cache must key on it).
   */
  const renderedPage = async (req: FastifyRequest, routeName: string, path: string, pathParams: Record<string, string>): Promise<{ html: string; byCookie: boolean } | null> => {
    const params = withPageQuery(routeName, pathParams, path); // the monthly report's userId and month (donor-page.ts)
    const ssr = await ssrReady;
    shell ??= loadShell(dir);
    // An index without the app's scripts (a stub build) gets no server screen: nothing would take it over.
    const wantsScreen = !!ssr && shell.scripts > 0 && ssr.SSR_ROUTES.includes(routeName);
    if (!wantsScreen && !BOOT_ROUTES.has(routeName) && !CONTENT_PAGE_ROUTES.has(routeName) && !DONOR_PAGE_ROUTES.has(routeName)) return null;
    if (BOOT_ROUTES.has(routeName) && !params.infoUuid) return null;
    const listType = wantsScreen ? ssr!.LIST_TYPE_BY_ROUTE[routeName] : undefined;
    const blocks = await readBootBlocks(app, deps, routeName, params, { listType, listSize: ssr?.CASE_LIST_PAGE_SIZE }, req.headers, deps.config.settings.SSR_DATA_TIMEOUT_MS);
    if (!blocks) return null;
    let markup: string | null = null;
    // 长辈版 as the reader's device chose it (the cookie the client sets when the switch changes)
    const care = parseCare(req.cookies?.[CARE_KEY]) === true;
    try {
      markup = wantsScreen ? renderFirstScreenCached(ssr!, { route: routeName, path, params, blocks, care }) : null;
    } catch (err) {
      app.log.warn({ err: (err as Error).message, route: routeName }, 'server render failed: plain page');
    }
    const html = markup === null ? shell.html : ssrDocument(shell, markup, care);
    const pageUrl = `${req.protocol}://${req.hostname}${path}`;
    return { html: withDemoNotice(deps.config, withContentHead(injectBlocks(html, blocks), routeName, blocks, pageUrl)), byCookie: markup !== null };
  };

  return async function fallback(req: FastifyRequest, reply: FastifyReply) {
    const url = req.raw.url ?? '/';
    const path = url.split('?')[0];
    const { route, params } = matchPath(path);
    if (route.redirect) {
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      const target = await redirectTarget(deps, route.redirect);
      // Keep the query (channel etc.) only on local targets.
      return reply.code(302).redirect(target.startsWith('/') && !target.includes('?') ? target + query : target);
    }
    const status = path === '/' || route.name !== 'notFound' ? 200 : 404;
    const acceptEncoding = String(req.headers['accept-encoding'] ?? '');
    const page = await renderedPage(req, route.name, url, params);
    const [encoding, body] = page !== null ? compressHtml(page.html, acceptedEncodings(acceptEncoding)) : plainIndex(acceptEncoding);
    // The 我的 hub carries the reader's own data (donor-page.ts): no shared cache, nor the browser's, may keep it.
    const cacheControl = PRIVATE_PAGE_ROUTES.has(route.name) ? 'private, no-store' : 'no-cache';
    reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', cacheControl).header('vary', page?.byCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  };
}
