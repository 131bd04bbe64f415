/** /api/cf/v4/case/list, get-funding-info, progress/get|add and share/success. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { MSG, notFound } from '../../lib/errors';
import { ANCHOR, INFO_UUID, int, oneOf, post, str } from '../../lib/schema';
import { large, makeAnchor, newId, parseAnchor } from '../../lib/util';
import { ok } from '../../plugins/errors';
import { SESSION_COOKIE, sessionUser } from '../../plugins/auth';
import { getCaseWithOwner, insertShare, listCases, type CaseRow, type ListType } from '../../repositories/cases';
import type { CaseCard, CaseStatus, FundingInfo, ProgressItem, RaiseType, ShareRecord } from '../../../../src/services/contract';
import type { ProgressTable } from '../../db/schema';
import { absolutizeImages, assetOrigin } from '../../plugins/assets';
import { cachedBody, knownViewer, readVersion, rememberViewer, storeBody } from './funding-cache';

const JSON_UTF8 = 'application/json; charset=utf-8';

type CaseWithOwner = NonNullable<Awaited<ReturnType<typeof getCaseWithOwner>>>;

export function toCard(c: CaseRow): CaseCard {
  return {
    infoUuid: c.info_uuid, title: c.title, coverUrl: c.cover_url, raiseType: c.raise_type as RaiseType,
    targetAmount: Number(c.target_amount), raisedAmount: Number(c.raised_amount), donationCount: Number(c.donation_count),
    status: c.status as CaseStatus, patientName: c.patient_name, createdAt: Number(c.created_at),
  };
}

export function toProgress(p: ProgressTable): ProgressItem {
  const urls = p.image_urls ? p.image_urls.split(',').filter(Boolean) : [];
  const t = Number(p.created_at);
  return {
    id: p.id, content: p.content, imageUrls: urls.join(','), largeImageUrls: urls.map(large).join(','),
    updateDate: t, sortDate: t, updateTime: new Date(t).toISOString(),
  };
}

/** get-funding-info's answer for one case; isSelf is the only viewer-specific field. */
export function toFundingInfo(c: CaseWithOwner, isSelf: boolean): FundingInfo {
  const attachments = JSON.parse(c.attachments || '[]') as string[];
  return {
    infoUuid: c.info_uuid,
    isSelf,
    finishStr: c.finish_str,
    displayStatus: c.status as CaseStatus,
    raiseType: c.raise_type as RaiseType,
    baseInfo: { title: c.title, content: c.content, attachments, largeAttachments: attachments.map(large) },
    newDetailVo: { caseDetailsPageVersion: c.page_version as 0 | 1 | 2 },
    prNewOrOld: c.pr_new_or_old,
    targetAmount: Number(c.target_amount),
    raisedAmount: Number(c.raised_amount),
    donationCount: Number(c.donation_count),
    shareCount: Number(c.share_count),
    payeeInfo: { relation: c.payee_relation as FundingInfo['payeeInfo']['relation'], name: c.payee_name },
    treatmentInfo: { hospital: c.hospital, disease: c.disease },
    crowdfundingUserInfo: { nickname: c.owner_nickname ?? '', headImgUrl: c.owner_head_img_url ?? '' },
    isHelp: !!c.is_help,
    createdAt: Number(c.created_at),
    expireAt: Number(c.expire_at),
    serviceCharge: c.service_charge as 1 | 2 | 3 | 4,
  };
}

/** The case or a 404 筹款不存在. */
import { caseOr404 } from '../../policies/case';

export { caseOr404 };

export function caseRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post<{ Body: { listType: ListType; anchorId?: string; size?: number } }>(
    '/api/cf/v4/case/list',
    post({ listType: oneOf('common', 'vip', 'theme', 'recommend'), anchorId: ANCHOR, size: int(1, 50) }, ['listType']),
    async (req) => {
      const size = req.body.size ?? 10;
      const rows = await listCases(deps.db, req.body.listType, parseAnchor(req.body.anchorId), size);
      const page = rows.slice(0, size);
      const last = page[page.length - 1];
      return ok({ list: page.map(toCard), hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.info_uuid) : '' });
    },
  );

  app.post<{ Body: { infoUuid: string } }>(
    '/api/cf/v4/get-funding-info',
    post({ infoUuid: INFO_UUID, selfTag: str(0, 100), skip: int(0, 1_000_000), userSourceId: str(0, 100) }, ['infoUuid']),
    async (req, reply) => {
      // A visitor's answer comes from the per-process cache of the serialised body (funding-cache.ts);
      // the owner's (isSelf) is always read fresh.
      const origin = assetOrigin(req, deps);
      const key = `${req.body.infoUuid}\n${origin}`;
      const version = readVersion(deps.db);
      const hit = cachedBody(deps.db, key, version);
      const token = req.cookies?.[SESSION_COOKIE];
      if (hit) {
        const known = token ? knownViewer(deps.db, token, version) : '';
        if (known !== undefined && known !== hit.ownerUserId) return reply.type(JSON_UTF8).send(hit.body);
      }
      const viewer = await sessionUser(req, deps);
      if (token) rememberViewer(deps.db, token, version, viewer?.user_id ?? '');
      if (hit && (!viewer || viewer.user_id !== hit.ownerUserId)) return reply.type(JSON_UTF8).send(hit.body);
      const c = await getCaseWithOwner(deps.db, req.body.infoUuid);
      if (!c) throw notFound(MSG.CASE_NOT_FOUND);
      if (viewer && viewer.user_id === c.owner_user_id) return ok(toFundingInfo(c, true));
      // Exactly what the preSerialization hook and fastify's JSON serialiser make of ok(...).
      const body = JSON.stringify(ok(absolutizeImages(toFundingInfo(c, false), origin)));
      storeBody(deps.db, key, version, c.owner_user_id, body);
      return reply.type(JSON_UTF8).send(body);
    },
  );

  // GET /api/cf/v4/progress/get and POST /api/cf/v4/progress/add live in progress.ts (review, photos, followers).

  app.post<{ Body: ShareRecord }>(
    '/api/cf/share/success',
    post(
      {
        uuid: str(0, 100), infoId: INFO_UUID, source: str(0, 100), channel: str(0, 50), userSourceId: str(0, 100),
        shareId: str(0, 100), shareDv: oneOf(1000, 2000), tradeNo: str(0, 100), toWxSource: int(1, 4),
      },
      ['infoId', 'shareDv', 'toWxSource'],
    ),
    async (req) => {
      const b = req.body;
      await caseOr404(deps, b.infoId);
      const user = await sessionUser(req, deps);
      await insertShare(deps.db, {
        id: newId('s'), uuid: b.uuid ?? '', info_uuid: b.infoId, user_id: user?.user_id ?? null, source: b.source ?? '',
        channel: b.channel ?? '', user_source_id: b.userSourceId ?? '', share_id: b.shareId ?? '', share_dv: b.shareDv,
        trade_no: b.tradeNo ?? '', to_wx_source: b.toWxSource, created_at: deps.clock(),
      });
      return ok(null);
    },
  );
}
