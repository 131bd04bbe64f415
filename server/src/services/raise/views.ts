/**
 * The raise flow as the fundraiser (and staff) read it (src/contract/raise.ts): one section read or
 * saved, the rejected sections with their reasons, the user's own cases, the base info read back (owner
 * and staff: the draft and a pending revision; others: the public text of a published case), the dream
 * raise's summary and review; and the public calls: help registration and the public blacklist.
 */
import type { contract } from '../../../../src/contract';
import type { ReqOf } from '../../../../src/contract/schema';
import type { DreamSummaryRes, GetBaseInfoRes, MyRaiseCase, PublicBlacklistRes, SectionRes } from '../../../../src/contract/raise';
import { INFO_STATUS, INFO_STATUS_ALT, RAISE_TYPE, SECTIONS, type InfoStatus, type RaiseTypeCode, type Section } from '../../../../src/contract/raise-sections';
import { maskName } from '../../../../src/contract/rules/names';
import { nameError, PHONE_MSG, RAISE_MSG, sizedText } from '../../../../src/contract/rules';
import type { AppDeps } from '../../deps';
import { badRequest, MSG, notFound, tooMany } from '../../lib/errors';
import { makeAnchor, newId, parseAnchor } from '../../lib/util';
import { canReadCasePrivate, caseOr404, ownedCaseOr403, readableCaseOr403 } from '../../policies/case';
import type { CaseRow } from '../../repositories/cases';
import { hitCounter } from '../../repositories/codes';
import { getSectionRow, listSectionRows, myCases } from '../../repositories/raise';
import { insertHelp, listBlacklist, openHelpByPhone } from '../../repositories/raise-admin';
import { pendingRevision } from '../../repositories/revisions';
import type { UserRow } from '../../repositories/users';
import { payeeRelationOf, requiredSections, statusesOf } from './gates';
import { isValidPhone } from './ids';
import type { Parsed } from './sections';
import { infoStatus, parseData, saveSection } from './workflow';

/** New help registrations from one address per hour. */
export const APPLY_PER_IP_HOURLY = 20;
const WRONG_TYPE = '该筹款不是梦想筹';

/** One section as its owner (or staff) reads it; unmasked. */
export async function readSection(deps: AppDeps, c: CaseRow, section: Section): Promise<SectionRes<Record<string, unknown>>> {
  const rows = await listSectionRows(deps.db, c.info_uuid);
  const row = rows.find((r) => r.section === section);
  return {
    infoUuid: c.info_uuid, section, status: statusesOf(rows)[section], data: parseData(row), reason: row?.reason ?? '',
    updatedAt: row ? Number(row.updated_at) : null,
  };
}

/** The rejected sections of a case with their reasons, in section order. */
export async function refusedItems(deps: AppDeps, c: CaseRow) {
  const rows = await listSectionRows(deps.db, c.info_uuid);
  return rows.filter((r) => r.status === INFO_STATUS.REJECTED)
    .map((r) => ({ section: r.section as Section, reason: r.reason, reviewedAt: Number(r.reviewed_at ?? 0) }))
    .sort((x, y) => SECTIONS.indexOf(x.section) - SECTIONS.indexOf(y.section));
}

/** A section call's body: { infoUuid } reads, { infoUuid, save } saves. */
export interface SectionBody { infoUuid: string; save?: Record<string, unknown> }

/** A dream raise's case, else 400 该筹款不是梦想筹. */
export const dream = (c: CaseRow): CaseRow => {
  if (c.raise_type !== RAISE_TYPE.DREAM) throw badRequest(WRONG_TYPE);
  return c;
};

/**
 * One section call: reading needs the owner or staff, saving needs the owner (403 otherwise, nothing
 * written); a save is judged by the section's `rule` first. `dreamOnly`: the dream flow's realiser.
 */
export async function sectionCall(deps: AppDeps, user: UserRow, body: SectionBody, section: Section, rule: (b: Record<string, unknown>, now: number) => Parsed, dreamOnly = false) {
  const found = await (body.save ? ownedCaseOr403(deps, user, body.infoUuid) : readableCaseOr403(deps, user, body.infoUuid));
  const c = dreamOnly ? dream(found) : found;
  if (body.save) {
    const parsed = rule(body.save, deps.clock());
    await saveSection(deps, c, section, parsed.data, parsed.key);
  }
  return readSection(deps, c, section);
}

export async function myRaiseCases(deps: AppDeps, userId: string): Promise<{ list: MyRaiseCase[] }> {
  const { cases, sections } = await myCases(deps.db, userId);
  const list: MyRaiseCase[] = cases.map((c) => {
    const rows = sections.filter((s) => s.info_uuid === c.info_uuid);
    const updated = Math.max(Number(c.created_at), ...rows.map((r) => Number(r.updated_at)));
    return {
      infoUuid: c.info_uuid, title: c.title, raiseType: c.raise_type as RaiseTypeCode, targetAmount: Number(c.target_amount), raisedAmount: Number(c.raised_amount),
      published: Number(c.published) === 1, caseStatus: c.status, sections: statusesOf(rows) as Record<Section, InfoStatus>,
      required: requiredSections(c.raise_type, payeeRelationOf(rows)),
      createdAt: Number(c.created_at), updatedAt: updated,
    };
  });
  return { list };
}

export async function baseInfoView(deps: AppDeps, viewer: UserRow | null, infoUuid: string) {
  const c = await caseOr404(deps, infoUuid);
  const privileged = await canReadCasePrivate(deps, viewer, c);
  const draft = Number(c.published) !== 1;
  if (draft && !privileged) throw notFound(MSG.CASE_NOT_FOUND);
  const rev = privileged ? await pendingRevision(deps.db, c.info_uuid) : undefined;
  const res: GetBaseInfoRes = {
    infoUuid: c.info_uuid, title: c.title, content: c.content,
    pendingRevision: rev ? { revisionId: rev.revision_id, title: rev.title, content: rev.content, status: rev.status, createdAt: Number(rev.created_at) } : null,
  };
  if (!privileged) return res;
  const base = await getSectionRow(deps.db, c.info_uuid, 'base');
  const channel = base ? String((JSON.parse(base.data_json) as { channel?: string } | null)?.channel ?? '') : '';
  return {
    ...res, raiseType: c.raise_type as RaiseTypeCode, targetAmount: Number(c.target_amount), coverUrl: c.cover_url,
    attachments: JSON.parse(c.attachments || '[]') as string[], channel, baseStatus: statusesOf(await listSectionRows(deps.db, c.info_uuid)).base, draft,
  };
}

const readableDream = async (deps: AppDeps, user: UserRow, infoUuid: string) => dream(await readableCaseOr403(deps, user, infoUuid));

export async function dreamSummary(deps: AppDeps, user: UserRow, infoUuid: string): Promise<DreamSummaryRes> {
  const c = await readableDream(deps, user, infoUuid);
  const st = await infoStatus(deps, c);
  // the dream flow names its section statuses in the second naming (UN_SVAE: the realiser never saved)
  const realiserData = st.sections.fundraiser === INFO_STATUS_ALT.UN_SVAE ? null
    : parseData((await listSectionRows(deps.db, c.info_uuid)).find((r) => r.section === 'fundraiser'));
  const kind = realiserData?.kind === 'organisation' || realiserData?.kind === 'individual' ? realiserData.kind : null;
  return {
    infoUuid: c.info_uuid, title: c.title, targetAmount: Number(c.target_amount), published: st.published,
    realiserKind: kind, realiserName: String((kind === 'organisation' ? realiserData?.orgName : realiserData?.name) ?? ''),
    sections: st.sections, canSubmit: st.canSubmit, canPublish: st.canPublish,
  };
}

export async function dreamReview(deps: AppDeps, user: UserRow, infoUuid: string) {
  const c = await readableDream(deps, user, infoUuid);
  const st = await infoStatus(deps, c);
  return { sections: st.sections, items: await refusedItems(deps, c), canPublish: st.canPublish };
}

/**
 * Help registration (no login needed; staff follow it up), judged by the help form's rules and messages
 * (src/contract/rules): the same checks the screen makes. One open registration per phone: a repeat (or
 * a double tap) gets the same id back; new registrations are capped per address.
 */
export async function applyRaise(deps: AppDeps, b: ReqOf<typeof contract.raise.applyRaise>, userId: string | null, ip: string) {
  const name = (b.name ?? '').trim();
  const phone = b.phone ?? '';
  const city = b.city ?? '';
  const illness = b.illness ?? '';
  const refused = nameError(name, '患者') ?? (!phone ? PHONE_MSG.required : !isValidPhone(phone) ? PHONE_MSG.invalid : null)
    ?? sizedText(city, 1, 50, RAISE_MSG.city) ?? sizedText(illness, 1, 200, RAISE_MSG.illness);
  if (refused) throw badRequest(refused);
  const open = await openHelpByPhone(deps.db, phone);
  if (open) return { id: open.id };
  const now = deps.clock();
  if ((await hitCounter(deps.db, `apply:ip:${ip}`, 3600_000, now)) > APPLY_PER_IP_HOURLY) throw tooMany();
  const id = newId('hr');
  await insertHelp(deps.db, {
    id, name, phone, city: city.trim(), illness: illness.trim(), status: 'NEW', note: '', user_id: userId, created_at: now, updated_at: now,
  });
  return { id };
}

/** The public blacklist: masked name, reason, date; never the ID number or the user. */
export async function publicBlacklist(deps: AppDeps, body: { anchorId?: string; size?: number }): Promise<PublicBlacklistRes> {
  const size = body.size ?? 20;
  const rows = await listBlacklist(deps.db, parseAnchor(body.anchorId), size);
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return {
    list: page.map((r) => ({ id: r.id, name: maskName(r.name), reason: r.reason, addedAt: Number(r.created_at) })),
    hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.id) : '',
  };
}
