/**
 * H5 hosting: dist/h5 as static files plus a history fallback that knows the route table
 * (src/routes.ts): a known route gets index.html with 200, a path only the catch-all matches gets
 * index.html with 404 (the page shows 404), redirect routes answer 302.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppDeps } from '../deps';
import { matchPath, routeByName } from '../../../src/routes';
import { featureConfig } from './api/misc';
import { BOOT_ROUTES, compressHtml, injectBoot, readBoot } from './h5-boot';

export const DEFAULT_OLD_ACTIVITY_URL = '/cf/common/list';
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

/** Registers static hosting of `dir`; returns the fallback used by the not-found handler. */
export async function registerH5(app: FastifyInstance, deps: AppDeps, dir: string) {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    index: false,
    wildcard: true,
    // Sends `x.js.br` / `x.js.gz` when the client accepts it and the file exists, else `x.js`.
    preCompressed: true,
    setHeaders(res, path) {
      if (COMPRESSIBLE.test(path)) res.setHeader('vary', 'Accept-Encoding');
      if (/\.html(\.br|\.gz)?$/.test(path)) res.setHeader('cache-control', 'no-cache');
      else if (HASHED.test(path)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'public, max-age=3600');
    },
  });
  // index.html and its precompressed copies, read once: [encoding, body] in order of preference.
  let indexBodies: Array<[string | null, Buffer]> | null = null;
  let indexHtml: string | null = null;
  const index = (acceptEncoding: string): [string | null, Buffer] => {
    indexBodies ??= [
      ...(['br', 'gzip'] as const)
        .map((enc) => [enc, join(dir, `index.html.${enc === 'br' ? 'br' : 'gz'}`)] as const)
        .filter(([, file]) => existsSync(file))
        .map(([enc, file]): [string, Buffer] => [enc, readFileSync(file)]),
      [null, readFileSync(join(dir, 'index.html'))],
    ];
    const accepted = acceptedEncodings(acceptEncoding);
    return indexBodies.find(([enc]) => enc === null || accepted.has(enc))!;
  };

  return async function fallback(req: FastifyRequest, reply: FastifyReply) {
    const path = (req.raw.url ?? '/').split('?')[0];
    const { route, params } = matchPath(path);
    if (route.redirect) {
      const query = (req.raw.url ?? '').includes('?') ? (req.raw.url ?? '').slice((req.raw.url ?? '').indexOf('?')) : '';
      const target = await redirectTarget(deps, route.redirect);
      // Keep the query (channel etc.) only on local targets.
      return reply.code(302).redirect(target.startsWith('/') && !target.includes('?') ? target + query : target);
    }
    const status = path === '/' || route.name !== 'notFound' ? 200 : 404;
    const acceptEncoding = String(req.headers['accept-encoding'] ?? '');
    // The case page: index.html with the case's public data inline (compressed per request); plain
    // index.html when the case is unknown or the database is slow.
    const boot = BOOT_ROUTES.has(route.name) && params.infoUuid ? await readBoot(deps, params.infoUuid) : null;
    if (boot) indexHtml ??= readFileSync(join(dir, 'index.html'), 'utf8');
    const [encoding, body] = boot ? compressHtml(injectBoot(indexHtml!, boot), acceptedEncodings(acceptEncoding)) : index(acceptEncoding);
    reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  };
}
