/**
 * The share poster (src/contract/growth.ts): what it shows, the owner's picture pick, and the PNG
 * (GET /api/cf/growth/poster/<infoUuid>.png?target=h5|mp&u=<userSourceId>), composed by ./poster.ts.
 * The mini-program code comes from the wxacode provider once per case and is kept in the database
 * (WeChat limits the calls; a scene's code never changes).
 */
import { sha256 } from '../../lib/util';
import type { FastifyInstance } from 'fastify';
import type { PosterInfo, PosterTarget } from '../../../../src/contract/growth';
import type { AppDeps } from '../../deps';
import { ApiError, badRequest, notFound } from '../../lib/errors';
import { isCaseOwner } from '../../policies/case';
import { getCase, type CaseRow } from '../../repositories/cases';
import { cachedWxacode, cacheWxacode, posterPicture, setPosterPicture, uploadOwner } from '../../repositories/growth';
import type { UserRow } from '../../repositories/users';
import { SCENE_RE, wxacodeFor } from '../../providers/wxacode';
import { composePoster, loadPicture, MP_CASE_PAGE, mpScene, posterCaseUrl, qrPng } from './poster';

export const POSTER_PNG_PREFIX = '/api/cf/growth/poster/';
const COMPOSED_MAX = 100;
const PUBLIC_UPLOAD = /^\/files\/pub\/[\w/.-]+$/;

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

/** What the poster shows; `origin`: the origin the reader reached us on (the case page is served by the same host). */
export async function posterInfo(deps: AppDeps, origin: string, kase: CaseRow, user: UserRow | null, target: PosterTarget, userSourceId: string): Promise<PosterInfo> {
  const picture = (await posterPicture(deps.db, kase.info_uuid)) ?? kase.cover_url;
  const v = sha256(`${picture}|${kase.raised_amount}|${kase.donation_count}|${kase.title}`).slice(0, 12);
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

/** The owner picks one of the case's pictures or a public image they uploaded themselves. */
export async function pickPosterPicture(deps: AppDeps, origin: string, user: UserRow, kase: CaseRow, pictureUrl: string): Promise<PosterInfo> {
  const url = pictureUrl.split('!')[0];
  if (!casePictures(kase).includes(url)) {
    const fileId = PUBLIC_UPLOAD.test(url) ? (url.split('/').pop() ?? '').replace(/\.\w+$/, '') : '';
    const up = fileId ? await uploadOwner(deps.db, fileId) : undefined;
    if (!up || up.owner_user_id !== user.user_id || up.private) throw badRequest('请选择筹款的图片或上传新图片');
  }
  await setPosterPicture(deps.db, kase.info_uuid, url, user.user_id, deps.clock());
  return posterInfo(deps, origin, kase, user, 'h5', '');
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

/**
 * The poster PNG of one app: composing costs ~50 ms of CPU, so the same poster (same case figures,
 * picture, code) is served from its memory of the latest composed posters (oldest dropped first).
 */
export function posterPngMaker(app: FastifyInstance, deps: AppDeps) {
  const composed = new Map<string, Buffer>();
  return async (infoUuid: string, mp: boolean, origin: string, userSourceId: string): Promise<Buffer> => {
    const kase = await getCase(deps.db, infoUuid);
    if (!kase) throw notFound('筹款不存在');
    const pictureUrl = (await posterPicture(deps.db, infoUuid)) ?? kase.cover_url;
    const key = [infoUuid, pictureUrl, kase.title, kase.raised_amount, kase.donation_count, mp ? 'mp' : origin, userSourceId].join('|');
    const hit = composed.get(key);
    if (hit) return hit;
    const code = mp ? await miniProgramCode(deps, infoUuid) : await qrPng(posterCaseUrl(origin, infoUuid, userSourceId));
    const picture = await loadPicture(app, pictureUrl);
    const png = await composePoster({
      title: kase.title, raisedAmount: kase.raised_amount, donationCount: kase.donation_count, picture, code,
      codeHint: mp ? '打开小程序 帮TA一把' : '打开筹款 帮TA一把',
    });
    composed.set(key, png);
    if (composed.size > COMPOSED_MAX) composed.delete(composed.keys().next().value as string);
    return png;
  };
}
