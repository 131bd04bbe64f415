/**
 * The share poster (declared in src/contract/growth.ts): what it shows, the owner's picture pick, and
 * the PNG itself (GET /api/cf/growth/poster/<infoUuid>.png?target=h5|mp&u=<userSourceId>), composed by
 * services/growth/poster.ts. The mini-program code comes from the wxacode provider once per case and is
 * kept in the database (WeChat limits the calls; a scene's code never changes).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract } from '../../../../src/contract';
import type { PosterInfo, PosterTarget } from '../../../../src/contract/growth';
import type { AppDeps } from '../../deps';
import { requestOrigin } from '../../http/origin';
import { route } from '../../http/route';
import { ApiError, badRequest, notFound } from '../../lib/errors';
import { caseOr404, isCaseOwner } from '../../policies/case';
import { getCase, type CaseRow } from '../../repositories/cases';
import { cachedWxacode, cacheWxacode, posterPicture, setPosterPicture, uploadOwner } from '../../repositories/growth';
import type { UserRow } from '../../repositories/users';
import { SCENE_RE, wxacodeFor } from '../../providers/wxacode';
import { composePoster, loadPicture, MP_CASE_PAGE, mpScene, posterCaseUrl, qrPng } from '../../services/growth/poster';

const G = contract.growth;
export const POSTER_PNG_PREFIX = '/api/cf/growth/poster/';
const COMPOSED_MAX = 100;
const PUBLIC_UPLOAD = /^\/files\/pub\/[\w/.-]+$/;

/** The origin the reader reached us on (the case page is served by the same host). */

/** The cover and the case's images, each once. */
export function casePictures(kase: Pick<CaseRow, 'cover_url' | 'attachments'>): string[] {
  let more: unknown = [];
  try {
    more = JSON.parse(kase.attachments || '[]');
  } catch {
    more = [];
  }
  const all = [kase.cover_url, ...(Array.isArray(more) ? more : [])].filter((u): u is string => typeof u === 'string' && !!u);
  return [...new Set(all)].slice(0, 20);
}

async function posterInfo(deps: AppDeps, req: FastifyRequest, kase: CaseRow, user: UserRow | null, target: PosterTarget, userSourceId: string): Promise<PosterInfo> {
  const picture = (await posterPicture(deps.db, kase.info_uuid)) ?? kase.cover_url;
  const origin = requestOrigin(req);
  const v = createHash('sha256').update(`${picture}|${kase.raised_amount}|${kase.donation_count}|${kase.title}`).digest('hex').slice(0, 12);
  const q = new URLSearchParams({ target, v });
  if (userSourceId) q.set('u', userSourceId);
  return {
    infoUuid: kase.info_uuid, title: kase.title, raisedAmount: kase.raised_amount, targetAmount: kase.target_amount, donationCount: kase.donation_count,
    pictureUrl: picture, pictures: casePictures(kase),
    caseUrl: posterCaseUrl(origin, kase.info_uuid, userSourceId),
    posterUrl: `${origin}${POSTER_PNG_PREFIX}${encodeURIComponent(kase.info_uuid)}.png?${q.toString()}`,
    mpPage: target === 'mp' ? MP_CASE_PAGE : '', mpScene: target === 'mp' ? mpScene(kase.info_uuid) : '',
    canChange: isCaseOwner(user, kase),
  };
}

/** The case's mini-program code: from the database, else from WeChat (then kept). */
async function miniProgramCode(deps: AppDeps, infoUuid: string): Promise<Buffer> {
  const scene = mpScene(infoUuid);
  const cached = await cachedWxacode(deps.db, scene);
  if (cached) return cached;
  if (!SCENE_RE.test(scene)) throw badRequest('该筹款暂不支持小程序码');
  let png: Buffer;
  try {
    png = await (deps.wxacode ?? wxacodeFor(deps.config)).unlimited({ scene, page: MP_CASE_PAGE, width: 430 });
  } catch (err) {
    throw new ApiError(502, 502, `小程序码生成失败，请稍后重试 (${(err as Error).message})`);
  }
  await cacheWxacode(deps.db, scene, MP_CASE_PAGE, png, deps.clock());
  return png;
}

export function growthPosterRoutes(app: FastifyInstance, deps: AppDeps): void {
  /** The latest composed posters (oldest dropped first). */
  const composed = new Map<string, Buffer>();
  route(app, deps, G.poster, async ({ body, user, req }) =>
    posterInfo(deps, req, await caseOr404(deps, body.infoUuid), user, body.target, body.userSourceId ?? ''));

  // The owner picks one of the case's pictures or a public image they uploaded themselves.
  route(app, deps, G.setPosterPicture, async ({ body, user, kase, req }) => {
    const url = body.pictureUrl.split('!')[0];
    if (!casePictures(kase).includes(url)) {
      const fileId = PUBLIC_UPLOAD.test(url) ? (url.split('/').pop() ?? '').replace(/\.\w+$/, '') : '';
      const up = fileId ? await uploadOwner(deps.db, fileId) : undefined;
      if (!up || up.owner_user_id !== user.user_id || up.private) throw badRequest('请选择筹款的图片或上传新图片');
    }
    await setPosterPicture(deps.db, kase.info_uuid, url, user.user_id, deps.clock());
    return posterInfo(deps, req, kase, user, 'h5', '');
  });

  app.get<{ Params: { file: string }; Querystring: { target?: string; u?: string } }>(
    `${POSTER_PNG_PREFIX}:file`,
    {
      schema: {
        params: { type: 'object', properties: { file: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}\\.png$' } }, required: ['file'] },
        querystring: { type: 'object', properties: { target: { type: 'string', enum: ['h5', 'mp'] }, u: { type: 'string', maxLength: 100 }, v: { type: 'string', maxLength: 40 } } },
      },
    },
    async (req, reply) => {
      const infoUuid = req.params.file.slice(0, -4);
      const kase = await getCase(deps.db, infoUuid);
      if (!kase) throw notFound('筹款不存在');
      const mp = req.query.target === 'mp';
      const pictureUrl = (await posterPicture(deps.db, infoUuid)) ?? kase.cover_url;
      // Composing costs ~50 ms of CPU: the same poster (same case figures, picture, code) is served from memory.
      const key = [infoUuid, pictureUrl, kase.title, kase.raised_amount, kase.donation_count, mp ? 'mp' : requestOrigin(req), req.query.u ?? ''].join('|');
      const hit = composed.get(key);
      if (hit) return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=300').send(hit);
      const code = mp ? await miniProgramCode(deps, infoUuid) : await qrPng(posterCaseUrl(requestOrigin(req), infoUuid, req.query.u ?? ''));
      const picture = await loadPicture(app, pictureUrl);
      const png = await composePoster({
        title: kase.title, raisedAmount: kase.raised_amount, donationCount: kase.donation_count, picture, code,
        codeHint: mp ? '打开小程序 帮TA一把' : '打开筹款 帮TA一把',
      });
      composed.set(key, png);
      if (composed.size > COMPOSED_MAX) composed.delete(composed.keys().next().value as string);
      return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=300').send(png);
    },
  );
}
