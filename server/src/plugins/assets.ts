/**
 * Public images: every image URL the API hands out is absolute on the asset origin, in a format WeChat
 * shows. The mini-program has no page origin to resolve `/api/demo/covers/1.jpg` against (and only
 * loads images from its downloadFile domains), so a relative path would not show there at all.
 *
 * - PUBLIC_ASSET_ORIGIN (config.publicAssetOrigin), e.g. https://img.example.com; unset, the origin of
 *   the request (https behind TRUST_PROXY), else http://localhost:PORT.
 * - Every JSON call is declared in the contract, and its declared image fields are made absolute on the
 *   way out and relative on the way in (server/src/http/images.ts, with absoluteImage below). Data stays
 *   relative in the database, so a new domain is a setting, not a migration.
 * - Demo covers are JPEG (server/seed/covers.ts renders the SVGs with sharp): GET /api/demo/covers/<n>.jpg.
 *   Databases seeded before that still hold /api/demo/cover/<n>.svg: those are handed out as the JPEG.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';

const LEGACY_SVG_COVER = /^\/api\/demo\/cover\/(\d{1,3})\.svg(!cf_mtr_\d+)?$/;

/** The origin images are served from for this request (no trailing slash). */
export function assetOrigin(req: Pick<FastifyRequest, 'protocol' | 'headers'>, deps: Pick<AppDeps, 'config'>): string {
  if (deps.config.publicAssetOrigin) return deps.config.publicAssetOrigin;
  const host = req.headers.host;
  return host ? `${req.protocol}://${host}` : `http://localhost:${deps.config.port}`;
}

/** One URL on the asset origin: paths get the origin, legacy SVG covers become JPEG, absolute URLs stay. */
export function absoluteImage(url: string, origin: string): string {
  if (!url || !url.startsWith('/') || url.startsWith('//')) return url;
  const legacy = LEGACY_SVG_COVER.exec(url);
  const path = legacy ? `${COVER_PATH}/${legacy[1]}.jpg${legacy[2] ?? ''}` : url;
  return origin + path;
}

/** Where the demo's JPEG covers and share card are served (the seed writes these paths). */
export const COVER_PATH = '/api/demo/covers';

export function registerAssets(app: FastifyInstance, deps: Pick<AppDeps, 'demoImages'>): void {
  app.get<{ Params: { file: string } }>(
    `${COVER_PATH}/:file`,
    { schema: { params: { type: 'object', properties: { file: { type: 'string', minLength: 1, maxLength: 40 } } } } },
    async (req, reply) => {
      // '!cf_mtr_1080' is the large-image suffix of the image host: the same picture here.
      const m = /^(\d{1,3}|share)\.jpg(!cf_mtr_\d+)?$/.exec(req.params.file);
      if (!m || !deps.demoImages) return reply.status(404).send({ code: 404, msg: '资源不存在', data: null });
      const body = await deps.demoImages.jpeg(m[1] === 'share' ? 'share' : Number(m[1]));
      return reply.header('content-type', 'image/jpeg').header('cache-control', 'public, max-age=86400').send(body);
    },
  );
}
