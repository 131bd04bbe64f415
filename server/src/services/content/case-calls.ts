/**
 * The named calls around a case (src/contract/content.ts), each read from the database or from the
 * feature configuration staff edit in the console:
 * - disease knowledge: config `diseaseKnowledge` ({ disease name: comma-separated norms }) matched
 *   against the case's disease;
 * - case ab-test: config `caseAbTest` ({ experiment, groups: [{ name, weight }] }); a case always lands
 *   in the same group (a hash of experiment and case), so every reader of a case sees one variant;
 * - user portrait: the reader's paid donations, cases and shares; medical count: the case's doctor
 *   verifications; help list: who donated to and shared the case; is-share: whether the reader shared it.
 */
import { createHash } from 'node:crypto';
import type { HelpItem } from '../../../../src/contract/content';
import type { ConfigKey } from '../../../../src/contract/rules/config-keys';
import { nameFor } from '../../../../src/contract/rules/names';
import type { AppDeps } from '../../deps';
import { caseOr404 } from '../../policies/case';
import type { UserRow } from '../../repositories/users';
import { doctorVerificationCounts, hasShared, recentDonors, recentSharers, shareCountOf, userTotals } from '../../repositories/case-calls';
import { featureConfig } from '../feature-config';

export const DISEASE_KEY: ConfigKey = 'diseaseKnowledge';
export const AB_TEST_KEY: ConfigKey = 'caseAbTest';

/** The disease names configured that the case's disease text mentions (1 with their norms), or the disease itself with 0. */
export function diseaseKnowledge(disease: string, cfg: Record<string, unknown>) {
  const userfulDiseaseNorm: Record<string, number> = {};
  const diseaseNormShip: Record<string, string> = {};
  for (const [name, norms] of Object.entries(cfg)) {
    if (name && typeof norms === 'string' && disease.includes(name)) {
      userfulDiseaseNorm[name] = 1;
      diseaseNormShip[name] = norms;
    }
  }
  if (!Object.keys(userfulDiseaseNorm).length && disease) userfulDiseaseNorm[disease] = 0;
  return { userfulDiseaseNorm, diseaseNormShip };
}

/** The group of a case in the configured experiment ('' when none is configured). */
export function abGroup(infoUuid: string, cfg: Record<string, unknown>): { experiment: string; group: string } {
  const experiment = typeof cfg.experiment === 'string' ? cfg.experiment : '';
  const groups = Array.isArray(cfg.groups)
    ? cfg.groups.filter((g): g is { name: string; weight: number } => !!g && typeof g.name === 'string' && Number(g.weight) > 0)
    : [];
  const total = groups.reduce((s, g) => s + Number(g.weight), 0);
  if (!experiment || !total) return { experiment, group: '' };
  const roll = createHash('sha256').update(`${experiment}:${infoUuid}`).digest().readUInt32BE(0) % total;
  let acc = 0;
  for (const g of groups) {
    acc += Number(g.weight);
    if (roll < acc) return { experiment, group: g.name };
  }
  return { experiment, group: groups[groups.length - 1].name };
}

export async function caseDiseaseKnowledge(deps: AppDeps, infoUuid: string) {
  const c = await caseOr404(deps, infoUuid);
  return diseaseKnowledge(c.disease ?? '', await featureConfig(deps, DISEASE_KEY));
}

export async function caseAbTest(deps: AppDeps, infoUuid: string, shareDv?: number) {
  await caseOr404(deps, infoUuid);
  return { ...abGroup(infoUuid, await featureConfig(deps, AB_TEST_KEY)), shareDv: shareDv ?? 1000 };
}

export async function userPortrait(deps: AppDeps, user: UserRow | null | undefined) {
  if (!user) return { loggedIn: false, donateCount: 0, donateFen: 0, raiseCount: 0, shareCount: 0, isNewDonor: true };
  const t = await userTotals(deps.db, user.user_id);
  return { loggedIn: true, ...t, isNewDonor: t.donateCount === 0 };
}

export async function medicalCount(deps: AppDeps, infoUuid: string) {
  await caseOr404(deps, infoUuid);
  const r = await doctorVerificationCounts(deps.db, infoUuid);
  return { count: Number(r.n), countFromHospital: Number(r.h) };
}

/** Who donated to and shared the case, newest first (an anonymous donor stays 爱心人士; another user's name masked). */
export async function helpList(deps: AppDeps, infoUuid: string, size = 20, viewerId?: string) {
  const c = await caseOr404(deps, infoUuid);
  const donations = await recentDonors(deps.db, c.info_uuid, size);
  const shares = await recentSharers(deps.db, c.info_uuid, size);
  const shareTotal = await shareCountOf(deps.db, c.info_uuid);
  const list: HelpItem[] = [
    ...donations.map((d): HelpItem => ({
      id: d.id, kind: 'donate', time: Number(d.at ?? 0), nickname: d.anonymous ? '爱心人士' : nameFor(d.nickname, d.user_id, viewerId), headImgUrl: d.anonymous ? '' : d.head_img_url,
    })),
    ...shares.map((s): HelpItem => ({ id: s.id, kind: 'share', time: Number(s.at), nickname: nameFor(s.nickname, s.user_id, viewerId), headImgUrl: s.head_img_url })),
  ].sort((a, b) => b.time - a.time).slice(0, size);
  return { list, total: Number(c.donation_count) + shareTotal };
}

export async function isShare(deps: AppDeps, infoUuid: string, user: UserRow | null | undefined) {
  const c = await caseOr404(deps, infoUuid);
  const mine = user ? await hasShared(deps.db, c.info_uuid, user.user_id) : false;
  return { isShare: mine, shareCount: Number(c.share_count) };
}
