/** /api/cf/v4/case/list and get-funding-info (declared in src/contract/cases.ts); progress/get|add are in progress.ts, the share record in misc.ts. */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { MSG, notFound } from '../../lib/errors';
import { large, makeAnchor, parseAnchor } from '../../lib/util';
import { SESSION_COOKIE } from '../../plugins/auth';
import { getCaseWithOwner, listCases, type CaseRow } from '../../repositories/cases';
import type { CaseCard, CaseStatus, FundingInfo, RaiseType } from '../../../../src/contract/cases';
import { absoluteImage, assetOrigin } from '../../plugins/assets';
import { route, SENT } from '../../http/route';
import { compileImages } from '../../http/images';
import { canDonate, shownStatus } from '../../../../src/contract/rules/case-status';
import { visitConfig, type VisitConfig } from '../../services/visit-config';
import { maskName } from '../../../../src/contract/rules/names';
import { GENERAL_FUND_UUID } from '../../../../src/contract/donor-home';
import { listedSince } from '../../services/lifecycle';
import { ownerPreview } from '../../services/raise/preview';
import { caseProof } from '../../services/raise/proof';
import type { ProofMaterial } from '../../../../src/contract/raise-sections';
import { answerFromCache, JSON_UTF8, peeked, rememberViewer, storeBody } from './funding-cache';

const C = contract.cases;
/** The case page's declared image fields: route() maps them on a fresh answer, this on the bytes the cache keeps. */
const fundingImages = compileImages(C.fundingInfo.res);

type CaseWithOwner = NonNullable<Awaited<ReturnType<typeof getCaseWithOwner>>>;

/** A list card; `now` turns a raising case past its period into OVERDUE before the job moves it. */
export function toCard(c: CaseRow, now: number): CaseCard {
  return {
    infoUuid: c.info_uuid, title: c.title, coverUrl: c.cover_url, raiseType: c.raise_type as RaiseType,
    targetAmount: Number(c.target_amount), raisedAmount: Number(c.raised_amount), donationCount: Number(c.donation_count),
    status: shownStatus(c.status as CaseStatus, Number(c.expire_at), now), patientName: c.patient_name ? maskName(c.patient_name) : '', createdAt: Number(c.created_at),
  };
}

/**
 * The name 发起 shows once staff verified the fundraiser's identity: their real name masked by the
 * platform's one rule (张**), as real platforms show it; a dream's organisation by its registered name
 * (an organisation is no private person). null before the check.
 */
function verifiedName(c: Pick<CaseWithOwner, 'info_uuid' | 'owner_nickname' | 'fundraiser_json'>): string | null {
  if (c.info_uuid === GENERAL_FUND_UUID) return c.owner_nickname ?? ''; // the platform's own fund, run by the platform's account
  let d: { name?: unknown; kind?: unknown; orgName?: unknown } | null = null;
  try {
    d = c.fundraiser_json ? (JSON.parse(c.fundraiser_json) as { name?: unknown; kind?: unknown; orgName?: unknown }) : null;
  } catch {
    d = null;
  }
  if (d?.kind === 'organisation' && typeof d.orgName === 'string' && d.orgName.trim()) return d.orgName.trim();
  if (d && typeof d.name === 'string' && d.name.trim() && d.kind !== 'organisation') return maskName(d.name);
  return null;
}

/**
 * The name 发起 shows: the verified one (above); before the check the account's nickname, masked by the
 * same rule. The owner's preview of a case not yet published (which only the owner sees) shows the
 * nickname whole instead: masked, 爱心人士0000 would read 爱** like a surname.
 */
export function fundraiserName(c: Pick<CaseWithOwner, 'info_uuid' | 'owner_nickname' | 'fundraiser_json'>, preview = false): { name: string; verified: boolean } {
  const verified = verifiedName(c);
  if (verified !== null) return { name: verified, verified: true };
  return { name: preview ? (c.owner_nickname ?? '') : maskName(c.owner_nickname ?? ''), verified: false };
}

/** The payee as the case page names it: a hospital's account in full, a person masked (the owner sees it whole). */
function payeeName(c: Pick<CaseWithOwner, 'payee_relation' | 'payee_name'>, isSelf: boolean): string {
  return isSelf || c.payee_relation === 'LOCATION_HOSPITAL_ACCOUNT' || !c.payee_name ? c.payee_name : maskName(c.payee_name);
}

/**
 * get-funding-info's answer for one case; isSelf is the only viewer-specific field. `visit` is the site's
 * visit config (services/visit-config.ts), `proof` its proof descriptors (services/raise/proof.ts);
 * `preview` marks the owner's unpublished case.
 */
export function toFundingInfo(c: CaseWithOwner, isSelf: boolean, now: number, visit: VisitConfig, proof: ProofMaterial[], preview = false): FundingInfo {
  const attachments = JSON.parse(c.attachments || '[]') as string[];
  const displayStatus = shownStatus(c.status as CaseStatus, Number(c.expire_at), now);
  return {
    infoUuid: c.info_uuid,
    isSelf,
    finishStr: c.finish_str,
    displayStatus,
    raiseType: c.raise_type as RaiseType,
    baseInfo: { title: c.title, content: c.content, attachments, largeAttachments: attachments.map(large) },
    newDetailVo: { caseDetailsPageVersion: c.page_version as 0 | 1 | 2 },
    prNewOrOld: c.pr_new_or_old,
    targetAmount: Number(c.target_amount),
    raisedAmount: Number(c.raised_amount),
    donationCount: Number(c.donation_count),
    shareCount: Number(c.share_count),
    payeeInfo: { relation: c.payee_relation as FundingInfo['payeeInfo']['relation'], name: payeeName(c, isSelf) },
    treatmentInfo: { hospital: c.hospital, disease: c.disease },
    crowdfundingUserInfo: { nickname: fundraiserName(c, preview).name, headImgUrl: c.owner_head_img_url ?? '' },
    isHelp: !!c.is_help,
    createdAt: Number(c.created_at),
    expireAt: Number(c.expire_at),
    serviceCharge: c.service_charge as 1 | 2 | 3 | 4,
    userAccessParam: { canDonate: !preview && canDonate(displayStatus), canShare: !preview },
    attachments: proof,
    visitConfig: visit,
  };
}

/** The case or a 404 筹款不存在 (server/src/policies/case.ts; other routes import it from here). */

export function caseRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, C.list, async ({ body }) => {
    const size = body.size ?? 10;
    const now = deps.clock();
    const rows = await listCases(deps.db, body.listType, parseAnchor(body.anchorId), size, listedSince(now));
    const page = rows.slice(0, size);
    const last = page[page.length - 1];
    return { list: page.map((c) => toCard(c, now)), hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.info_uuid) : '' };
  });

  // get-funding-info in a scope of its own: its preHandler answers a reader known not to own the case
  // from the per-process cache of the serialised body (funding-cache.ts), before the access check
  // looks the session up. The owner's answer (isSelf) is always read fresh.
  app.register(async (scope) => {
    scope.addHook('preHandler', (req, reply, done) => {
      if (!answerFromCache(req, reply, deps, (req.body as { infoUuid: string }).infoUuid)) done();
    });
    route(scope, deps, C.fundingInfo, async ({ body, user: viewer, req, reply }) => {
      const { key, version, hit } = peeked(req)!;
      const token = req.cookies?.[SESSION_COOKIE];
      if (token) rememberViewer(deps.db, token, version, viewer?.user_id ?? '');
      if (hit && (!viewer || viewer.user_id !== hit.ownerUserId)) {
        reply.type(JSON_UTF8).send(hit.body);
        return SENT;
      }
      const c = await getCaseWithOwner(deps.db, body.infoUuid);
      if (!c) {
        // Unpublished: its owner previews it (read fresh, never stored); anyone else is told it does not exist.
        const own = await ownerPreview(deps, viewer, body.infoUuid);
        if (!own) throw notFound(MSG.CASE_NOT_FOUND);
        const preview = { ...own.preview, nameVerified: fundraiserName(own.c, true).verified };
        return { ...toFundingInfo(own.c, true, deps.clock(), await visitConfig(deps), await caseProof(deps.db, own.c.info_uuid), true), preview };
      }
      const proof = await caseProof(deps.db, c.info_uuid);
      if (viewer && viewer.user_id === c.owner_user_id) return toFundingInfo(c, true, deps.clock(), await visitConfig(deps), proof);
      // The visitor's answer, kept as the bytes route() would send: declared images absolute, then the
      // call's response serializer (the same schema, so exactly the declared fields).
      const data = toFundingInfo(c, false, deps.clock(), await visitConfig(deps), proof);
      const origin = assetOrigin(req, deps);
      fundingImages?.(data, (u) => absoluteImage(u, origin));
      const bytes = reply.serialize({ code: 0, msg: 'success', data }) as string;
      storeBody(deps.db, key, version, c.owner_user_id, bytes, c.status === 0 ? Number(c.expire_at) : Infinity);
      reply.type(JSON_UTF8).send(bytes);
      return SENT;
    });
  });
}
