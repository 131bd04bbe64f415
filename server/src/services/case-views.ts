/**
 * Cases as the lists and the case page show them (src/contract/cases.ts): a list card, the fundraiser's
 * and the payee's shown names, get-funding-info's answer, and the case list's pages.
 */
import { readerOf } from '../db';
import type { contract } from '../../../src/contract';
import type { ReqOf } from '../../../src/contract/schema';
import type { CaseCard, CaseStatus, FundingInfo, RaiseType } from '../../../src/contract/cases';
import { canDonate, shownStatus } from '../../../src/contract/rules/case-status';
import { maskName } from '../../../src/contract/rules/names';
import { GENERAL_FUND_UUID } from '../../../src/contract/donor-home';
import type { AppDeps } from '../deps';
import { MSG, notFound } from '../lib/errors';
import { large, makeAnchor, parseAnchor } from '../lib/util';
import { getCaseWithOwner, listCases, type CaseRow } from '../repositories/cases';
import type { UserRow } from '../repositories/users';
import { listedSince } from './lifecycle';
import { ownerPreview } from './raise/preview';
import { caseProof } from './raise/proof';
import { proofLabel, type ProofMaterial } from '../../../src/contract/raise-sections';
import { visitConfig, type VisitConfig } from './visit-config';

export type CaseWithOwner = NonNullable<Awaited<ReturnType<typeof getCaseWithOwner>>>;

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
    attachments: proof.map((m) => ({ ...m, label: proofLabel(m.kind, Number(c.raise_type)) })),
    visitConfig: visit,
  };
}

/** A page of the case list (newest first from the anchor). */
export async function casePage(deps: AppDeps, body: ReqOf<typeof contract.cases.list>) {
  const size = body.size ?? 10;
  const now = deps.clock();
  const rows = await listCases(deps.db, body.listType, parseAnchor(body.anchorId), size, listedSince(now));
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return { list: page.map((c) => toCard(c, now)), hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.info_uuid) : '' };
}

/** A published case with its owner's public face, for the first screen's visitor view. */
export const publishedCase = (deps: AppDeps, infoUuid: string) => getCaseWithOwner(deps.db, infoUuid);

/**
 * get-funding-info read fresh: the owner's answer (isSelf; an unpublished case as the owner's preview),
 * or the visitor's with `visitorOf`, the case whose visitor answer may be kept. Unpublished and not the
 * owner's: 404 筹款不存在.
 */
export async function fundingInfoFor(deps: AppDeps, viewer: UserRow | null, infoUuid: string): Promise<{ data: FundingInfo & { preview?: unknown }; visitorOf: CaseWithOwner | null }> {
  // The published case as last committed, on a connection that does not queue behind writes (db/index.ts readerOf).
  const read = { ...deps, db: readerOf(deps.db) };
  const c = await getCaseWithOwner(read.db, infoUuid);
  if (!c) {
    // Unpublished: its owner previews it (read fresh, never stored); anyone else is told it does not exist.
    const own = await ownerPreview(deps, viewer, infoUuid);
    if (!own) throw notFound(MSG.CASE_NOT_FOUND);
    const preview = { ...own.preview, nameVerified: fundraiserName(own.c, true).verified };
    return { data: { ...toFundingInfo(own.c, true, deps.clock(), await visitConfig(deps), await caseProof(deps.db, own.c.info_uuid), true), preview }, visitorOf: null };
  }
  const isSelf = !!viewer && viewer.user_id === c.owner_user_id;
  return { data: toFundingInfo(c, isSelf, deps.clock(), await visitConfig(read), await caseProof(read.db, c.info_uuid)), visitorOf: isSelf ? null : c };
}
