/**
 * The raise flow's rules over the section status machine (status.ts): saving a section, submitting
 * (with the automatic checks), staff review, publishing. Who may do each: server/src/policies/case.ts.
 * Every status change is a compare-and-set on the old status inside a transaction, so two racing
 * requests cannot both move a section, and a refused step writes nothing.
 */
import type { AppDeps } from '../../deps';
import { ApiError, badRequest, conflict } from '../../lib/errors';
import { assertNotOwnCase, caseOr404 } from '../../policies/case';
import { writeAudit } from '../../repositories/audit';
import type { CaseRow } from '../../repositories/cases';
import { isUserBlacklisted } from '../../repositories/raise-admin';
import { getSectionRow, insertSectionRow, listSectionRows, moveSection, publishDraft, type SectionRow } from '../../repositories/raise';
import { updateCase } from '../../repositories/case-state';
import type { UserRow } from '../../repositories/users';
import { runChecks } from './checks';
import { payeeRelationOf, requiredSections, statusesOf, type SectionStatuses } from './gates';
import { decidePayeeChange, filePayeeChange, isPayeeChange } from './payee-change';
import { nextStatus } from '../../domain/machines/section';
import { inTransactionWithNotify, notifyReviewResult } from '../notify';
import { INFO_STATUS, sectionTitle, type InfoStatus, type Section } from '../../../../src/contract/raise-sections';
import { RAISE_PERIOD_DAYS } from '../../../../src/contract/rules/case-status';
import { RAISE_MSG } from '../../../../src/contract/rules/raise';
import { DREAM_PARTS } from '../../../../src/contract/raise';

export const RAISE_DAYS = RAISE_PERIOD_DAYS; // one number with the launch page's promise (src/contract/rules/case-status.ts)
export const EMSG = {
  BLACKLISTED: '您已被限制发起筹款，如有疑问请联系客服',
  NOTHING_TO_SUBMIT: '没有待提交的资料',
  PUBLISHED: '该筹款已发布',
  BASE_NOT_PASSED: '基本信息审核通过后才能发布',
  NOT_PUBLISHABLE: '当前筹款状态不可发布',
  RACE: '资料状态已变化，请刷新后重试',
  OWN_CASE: '不能审核自己发起的筹款',
} as const;

export const parseData = (r: SectionRow | undefined) => (r ? (JSON.parse(r.data_json) as Record<string, unknown> | null) : null);

/**
 * Saves a section's validated data: NO_SAVE/SAVED/REJECTED -> SAVED (409 otherwise). A PASS payee is
 * not overwritten: the save files a change for staff review (PASS -> SUBMIT_SUCCESS, payee-change.ts).
 */
export async function saveSection(deps: AppDeps, c: CaseRow, section: Section, data: Record<string, unknown>, key: string): Promise<InfoStatus> {
  const rows = await listSectionRows(deps.db, c.info_uuid);
  const from = statusesOf(rows)[section];
  if (section === 'payee' && from === INFO_STATUS.PASS) {
    await filePayeeChange(deps.db, c, data, key, deps.clock());
    return INFO_STATUS.SUBMIT_SUCCESS;
  }
  const to = nextStatus(from, 'save');
  const now = deps.clock();
  const json = JSON.stringify(data);
  const done = from === INFO_STATUS.NO_SAVE
    ? await insertSectionRow(deps.db, { info_uuid: c.info_uuid, section, status: to, data_json: json, lookup_key: key, reason: '', submitted_at: null, reviewed_by: null, reviewed_at: null, updated_at: now })
    : await moveSection(deps.db, c.info_uuid, section, from, to, { data_json: json, lookup_key: key, updated_at: now });
  if (!done) throw conflict(EMSG.RACE);
  return to;
}

/** SAVED -> SUBMIT_SUCCESS for the listed sections (default every SAVED one), then the automatic checks. */
export async function submitSections(deps: AppDeps, c: CaseRow, only?: Section[]): Promise<{ submitted: Section[]; sections: SectionStatuses }> {
  const rows = await listSectionRows(deps.db, c.info_uuid);
  const st = statusesOf(rows);
  const targets = only?.length ? [...new Set(only)] : (Object.keys(st) as Section[]).filter((s) => st[s] === INFO_STATUS.SAVED);
  if (!targets.length) throw conflict(EMSG.NOTHING_TO_SUBMIT);
  for (const s of targets) nextStatus(st[s], 'submit'); // refuse before writing anything
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    for (const s of targets) {
      if (!(await moveSection(trx, c.info_uuid, s, INFO_STATUS.SAVED, INFO_STATUS.SUBMIT_SUCCESS, { submitted_at: now, updated_at: now }))) throw conflict(EMSG.RACE);
    }
    await runChecks(trx, c.info_uuid, c.owner_user_id, await listSectionRows(trx, c.info_uuid), now);
  });
  return { submitted: targets, sections: statusesOf(await listSectionRows(deps.db, c.info_uuid)) };
}

/** A dream's 确认并提交审核: its summary and its realiser must both be saved (DREAM_PARTS), as its confirm page checks. */
export async function confirmDream(deps: AppDeps, c: CaseRow): Promise<{ submitted: Section[]; sections: SectionStatuses }> {
  const st = statusesOf(await listSectionRows(deps.db, c.info_uuid));
  if (DREAM_PARTS.some((p) => st[p] === INFO_STATUS.NO_SAVE)) throw badRequest(RAISE_MSG.dreamIncomplete);
  return submitSections(deps, c);
}

/** What the fundraiser reads when every section the raise needs has passed review. */
export const RAISE_APPROVED_BODY = '全部资料已审核通过，现在可以发布筹款';
/**
 * Staff review: SUBMIT_SUCCESS -> PASS or REJECTED (with the reason), audited in the same transaction.
 * An approved section's public fields are copied onto the case (patient name, payee, hospital, disease).
 * Approving base does not publish: the owner publishes.
 */
export async function reviewSection(deps: AppDeps, staff: UserRow, infoUuid: string, section: Section, approve: boolean, reason: string): Promise<InfoStatus> {
  const kase = await caseOr404(deps, infoUuid);
  assertNotOwnCase(staff, kase);
  const rows = await listSectionRows(deps.db, infoUuid);
  const from = statusesOf(rows)[section];
  // A filed change of a passed payee ends PASS either way: approved with the new data, rejected with the old.
  const change = section === 'payee' && isPayeeChange(rows);
  const next = nextStatus(from, approve ? 'approve' : 'reject'); // 409 unless SUBMIT_SUCCESS
  const to: InfoStatus = change ? INFO_STATUS.PASS : next;
  const now = deps.clock();
  await inTransactionWithNotify(deps, async (trx, outbox) => {
    const moved = change
      ? await decidePayeeChange(trx, infoUuid, approve, reason, staff.user_id, now)
      : await moveSection(trx, infoUuid, section, from, to, { reason: approve ? '' : reason, reviewed_by: staff.user_id, reviewed_at: now, updated_at: now });
    if (!moved) throw conflict(EMSG.RACE);
    if (approve) await copyToCase(trx, infoUuid, section, rows);
    await writeAudit(trx, {
      actor: staff.user_id, action: approve ? 'section.approve' : 'section.reject', targetType: 'section', targetId: `${infoUuid}:${section}`,
      infoUuid, before: change ? { status: from, change: true } : { status: from }, after: { status: to, reason: approve ? '' : reason }, reason,
    }, now);
    // The fundraiser hears of a refusal at once, and of approval when the last section the case needs passed
    // (a hub notice on H5, a subscribe message in the mini-program: the outbox sends it after commit).
    if (!approve) {
      await notifyReviewResult(trx, outbox, { userId: kase.owner_user_id, infoUuid, what: sectionTitle(section, kase.raise_type), approved: false, reason });
    } else if (Number(kase.published) !== 1) {
      const after = await listSectionRows(trx, infoUuid);
      const st = statusesOf(after);
      if (requiredSections(kase.raise_type, payeeRelationOf(after)).every((s) => st[s] === INFO_STATUS.PASS)) {
        await notifyReviewResult(trx, outbox, { userId: kase.owner_user_id, infoUuid, what: '筹款资料', approved: true, body: RAISE_APPROVED_BODY });
      }
    }
  });
  return to;
}

async function copyToCase(trx: Parameters<typeof listSectionRows>[0], infoUuid: string, section: Section, rows: SectionRow[]): Promise<void> {
  const d = parseData(rows.find((r) => r.section === section)) ?? {};
  const s = (k: string) => (typeof d[k] === 'string' ? (d[k] as string) : '');
  if (section === 'patient') await updateCase(trx, infoUuid, { patient_name: s('name') });
  if (section === 'treatment') await updateCase(trx, infoUuid, { hospital: s('hospital'), disease: s('diagnosis') });
  if (section === 'payee') {
    const relation = s('relation');
    const hospital = parseData(rows.find((r) => r.section === 'hospital'));
    const name = relation === 'LOCATION_HOSPITAL_ACCOUNT' ? String(hospital?.accountName ?? '') : s('name');
    await updateCase(trx, infoUuid, { payee_relation: relation, payee_name: name });
  }
  if (section === 'hospital' && payeeRelationOf(rows) === 'LOCATION_HOSPITAL_ACCOUNT') await updateCase(trx, infoUuid, { payee_name: s('accountName') });
}

/** Owner publishes a draft whose base passed: it shows in lists with status 0 and takes donations. */
export async function publishCase(deps: AppDeps, user: UserRow, c: CaseRow): Promise<{ expireAt: number }> {
  if (Number(c.published) === 1) throw conflict(EMSG.PUBLISHED);
  if (c.status !== 0) throw conflict(EMSG.NOT_PUBLISHABLE);
  const rows = await getSectionRow(deps.db, c.info_uuid, 'base');
  if (!rows || rows.status !== INFO_STATUS.PASS) throw conflict(EMSG.BASE_NOT_PASSED);
  if (await isUserBlacklisted(deps.db, user.user_id)) throw new ApiError(403, 403, EMSG.BLACKLISTED);
  const now = deps.clock();
  const expireAt = now + RAISE_DAYS * 24 * 3600_000;
  // The raising period starts now: the case lists newest first by created_at.
  if (!(await publishDraft(deps.db, c.info_uuid, now, expireAt))) throw conflict(EMSG.PUBLISHED);
  return { expireAt };
}

/** What get-info-status answers. */
export async function infoStatus(deps: AppDeps, c: CaseRow) {
  const rows = await listSectionRows(deps.db, c.info_uuid);
  const sections = statusesOf(rows);
  const required = requiredSections(c.raise_type, payeeRelationOf(rows));
  const published = Number(c.published) === 1;
  return {
    infoUuid: c.info_uuid, raiseType: c.raise_type as 0 | 1 | 99, sections, required, caseStatus: c.status, published,
    canSubmit: Object.values(sections).some((s) => s === INFO_STATUS.SAVED),
    canPublish: !published && sections.base === INFO_STATUS.PASS,
    verified: required.every((s) => sections[s] === INFO_STATUS.PASS),
  };
}
