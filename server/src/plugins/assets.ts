/**
 * Public images: every image URL the API hands out is absolute on the asset origin, in a format WeChat
 * shows. The mini-program has no page origin to resolve `/api/demo/covers/1.jpg` against (and only
 * loads images from its downloadFile domains), so a relative path would not show there at all.
 *
 * - PUBLIC_ASSET_ORIGIN (config.publicAssetOrigin), e.g. https://img.example.com; unset, the origin of
 *   the request (https behind TRUST_PROXY), else http://localhost:PORT.
 * - Routes that are not contract calls: one hook over every /api JSON answer instead of a rule in each
 *   route: the fields that hold images (IMAGE_KEYS) are rewritten when they hold a path. Contract calls
 *   rewrite exactly their declared image fields (server/src/http/images.ts). Data stays relative in the
 *   database, so a new domain is a setting, not a migration.
 * - Demo covers are JPEG (server/seed/covers.ts renders the SVGs with sharp): GET /api/demo/covers/<n>.jpg.
 *   Databases seeded before that still hold /api/demo/cover/<n>.svg: those are handed out as the JPEG.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { COVER_PATH, coverJpeg } from '../../seed/covers';

/** Fields holding one image URL, a list of them, or a comma-separated string of them. */
const IMAGE_KEYS = new Set([
  'coverUrl', 'headImgUrl', 'imgUrl', 'imageUrl', 'attachments', 'largeAttachments', 'imageUrls', 'largeImageUrls',
  'medicalUrls', 'patientPhotos', 'idPhotoUrls', 'licenseUrls',
]);
const COMMA_KEYS = new Set(['imageUrls', 'largeImageUrls']);
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

function rewrite(key: string, value: unknown, origin: string): unknown {
  if (typeof value === 'string') {
    if (COMMA_KEYS.has(key)) return value ? value.split(',').map((u) => absoluteImage(u, origin)).join(',') : value;
    return absoluteImage(value, origin);
  }
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? absoluteImage(v, origin) : walk(v, origin)));
  return walk(value, origin);
}

/** Rewrites the image fields of a JSON value in place (answers are built per request; nothing shared). */
export function absolutizeImages<T>(value: T, origin: string): T {
  walk(value, origin);
  return value;
}

function walk(value: unknown, origin: string): unknown {
  if (!value || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) value[i] = walk(value[i], origin);
    return value;
  }
  const obj = value as Record<string, unknown>;
  for (const key of Object.keys(obj)) {
    const v = obj[key];
    if (IMAGE_KEYS.has(key)) obj[key] = rewrite(key, v, origin);
    else if (v && typeof v === 'object') walk(v, origin);
  }
  return obj;
}

/** The inverse for what clients send back (a draft saved again): our own absolute URLs become paths again. */
export function relativizeImages<T>(value: T, origin: string): T {
  const strip = (u: unknown) => (typeof u === 'string' && u.startsWith(`${origin}/`) ? u.slice(origin.length) : u);
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      const obj = v as Record<string, unknown>;
      for (const key of Object.keys(obj)) {
        const x = obj[key];
        if (IMAGE_KEYS.has(key)) {
          if (typeof x === 'string') obj[key] = COMMA_KEYS.has(key) ? x.split(',').map(strip).join(',') : strip(x);
          else if (Array.isArray(x)) obj[key] = x.map(strip);
        } else if (x && typeof x === 'object') visit(x);
      }
    }
  };
  visit(value);
  return value;
}

export function registerAssets(app: FastifyInstance, deps: AppDeps): void {
  // Before validation: the stored form of an image of ours is its path, whatever origin served it.
  const relativize = (req: FastifyRequest, _reply: unknown, done: () => void) => {
    if (req.body && typeof req.body === 'object' && (req.raw.url ?? '').startsWith('/api/')) relativizeImages(req.body, assetOrigin(req, deps));
    done();
  };
  const absolutize = (req: FastifyRequest, _reply: unknown, payload: unknown, done: (err: null, p: unknown) => void) => {
    const url = req.raw.url ?? '';
    if (url.startsWith('/api/') && payload && typeof payload === 'object' && 'data' in (payload as object)) {
      absolutizeImages((payload as { data: unknown }).data, assetOrigin(req, deps));
    }
    done(null, payload);
  };
  // Calls declared in the contract map their declared image fields themselves (server/src/http/route.ts):
  // the walks are attached to the other routes only, as each is registered, so a declared call pays
  // nothing for them per request.
  const list = <T>(h: T | T[] | undefined): T[] => (h === undefined ? [] : Array.isArray(h) ? h : [h]);
  app.addHook('onRoute', (opts) => {
    if ((opts.config as { contract?: boolean } | undefined)?.contract === true) return;
    opts.preValidation = [relativize as never, ...list(opts.preValidation)];
    opts.preSerialization = [absolutize as never, ...list(opts.preSerialization)];
  });

  app.get<{ Params: { file: string } }>(
    `${COVER_PATH}/:file`,
    { schema: { params: { type: 'object', properties: { file: { type: 'string', minLength: 1, maxLength: 40 } } } } },
    async (req, reply) => {
      // '!cf_mtr_1080' is the large-image suffix of the image host: the same picture here.
      const m = /^(\d{1,3}|share)\.jpg(!cf_mtr_\d+)?$/.exec(req.params.file);
      if (!m) return reply.status(404).send({ code: 404, msg: '资源不存在', data: null });
      const body = await coverJpeg(m[1] === 'share' ? 'share' : Number(m[1]));
      return reply.header('content-type', 'image/jpeg').header('cache-control', 'public, max-age=86400').send(body);
    },
  );
}
