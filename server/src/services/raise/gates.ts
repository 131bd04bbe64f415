/**
 * What other flows ask of the raise flow: the section statuses of a case and whether it is verified
 * (every section its type needs has passed review; a withdrawal needs that).
 * Legacy rule: a case with no section rows at all (created before the raise flow: seeded demo cases,
 * cases inserted directly) counts as fully passed. A case started through the raise API always has
 * its base row from the first save, so it never looks legacy.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { listSectionRows, type SectionRow } from '../../repositories/raise';
import { caseExists, caseRaiseType } from '../../repositories/case-state';
import { INFO_STATUS, SECTIONS, type InfoStatus, type RaiseTypeCode, type Section } from '../../../../src/contract/raise-sections';
import { REQUIRED_SECTIONS } from '../../../../src/contract/raise';

export type SectionStatuses = Record<Section, InfoStatus>;
/** The approved payee row kept aside while a change of it waits for review (payee-change.ts). */
export const PAYEE_APPROVED = 'payee.approved';

const all = (s: InfoStatus): SectionStatuses => Object.fromEntries(SECTIONS.map((k) => [k, s])) as SectionStatuses;

/** Statuses from a case's rows (legacy when there are none). */
export function statusesOf(rows: SectionRow[]): SectionStatuses {
  // A case that never went through the raise flow (it has no 'base' row: seeded, imported) counts as
  // reviewed; the rows it does have (its checked fundraiser, a later payee change) are laid over that.
  const out = all(rows.some((r) => r.section === 'base') ? INFO_STATUS.NO_SAVE : INFO_STATUS.PASS);
  for (const r of rows) if ((SECTIONS as string[]).includes(r.section)) out[r.section as Section] = r.status as InfoStatus;
  return out;
}

/** The payee relation in force: the approved one while a change waits, else the saved one ('' when none). */
export function payeeRelationOf(rows: SectionRow[]): string {
  const payee = rows.find((r) => r.section === PAYEE_APPROVED) ?? rows.find((r) => r.section === 'payee');
  const data = payee ? (JSON.parse(payee.data_json) as { relation?: string } | null) : null;
  return data?.relation ?? '';
}

/** The sections a case needs: its type's list, plus the hospital account for a hospital-account payee. */
export function requiredSections(raiseType: number, payeeRelation: string): Section[] {
  const base = [...(REQUIRED_SECTIONS[raiseType as RaiseTypeCode] ?? REQUIRED_SECTIONS[0])];
  if (payeeRelation === 'LOCATION_HOSPITAL_ACCOUNT') base.push('hospital');
  return base;
}

/** Every section's status; a missing case is all NO_SAVE. */
export async function sectionStatuses(db: Kysely<Database>, infoUuid: string): Promise<SectionStatuses> {
  const rows = await listSectionRows(db, infoUuid);
  if (rows.length) return statusesOf(rows);
  return (await caseExists(db, infoUuid)) ? statusesOf([]) : all(INFO_STATUS.NO_SAVE);
}

/**
 * The sections a case's type needs and every section's status (null: no such case). A payee change waiting
 * for review leaves the approved payee in force: that payee counts as passed.
 */
export async function requiredStatuses(db: Kysely<Database>, infoUuid: string): Promise<{ required: Section[]; sections: SectionStatuses } | null> {
  const c = await caseRaiseType(db, infoUuid);
  if (!c) return null;
  const rows = await listSectionRows(db, infoUuid);
  const sections = statusesOf(rows);
  if (rows.some((r) => r.section === PAYEE_APPROVED)) sections.payee = INFO_STATUS.PASS;
  return { required: requiredSections(c.raise_type, payeeRelationOf(rows)), sections };
}

/** Every section in requiredStatuses' answer passed review (no case: false). */
export const allPassed = (need: Awaited<ReturnType<typeof requiredStatuses>>): boolean =>
  !!need && need.required.every((s) => need.sections[s] === INFO_STATUS.PASS);

/** True when every section the case needs has passed review (legacy cases: true; missing case: false). */
export async function isCaseVerified(db: Kysely<Database>, infoUuid: string): Promise<boolean> {
  return allPassed(await requiredStatuses(db, infoUuid));
}
