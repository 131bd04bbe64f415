/**
 * Changing the payee of a case whose payee section already passed review (issue 7: a passed section
 * changes only through manual review; /raise/modify-bank-account).
 * - Saving the payee section while it is PASS files a change: the approved row is copied aside to the
 *   row PAYEE_APPROVED ('payee.approved', outside SECTIONS, so no status reads it), and the payee row
 *   takes the new data with status SUBMIT_SUCCESS 4: it shows in the staff raise queue (MATERIAL_AUDIT 1)
 *   and in the case file like any submitted section, and the automatic checks run on it.
 * - While the change waits, the approved payee stays in force: the case's payee columns (what the
 *   money flow pays: services/money/payee.ts reads only cases.payee_*) are written only on approval,
 *   the case stays verified, and payeeInForce() answers the approved data.
 * - Staff decide with the existing review-section call: approve -> PASS with the new data, copied onto
 *   the case; reject -> the approved data is put back, PASS, the reason kept on the row. Either way the
 *   aside row is removed and the decision is audited in the same transaction.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { deleteSection, getSectionRow, insertSectionRow, listSectionRows, moveSection, type SectionRow } from '../../repositories/raise';
import type { CaseRow } from '../../repositories/cases';
import { runChecks } from './checks';
import { PAYEE_APPROVED } from './gates';
import { INFO_STATUS } from '../../../../src/contract/raise-sections';

type Db = Kysely<Database>;
const RACE = '资料状态已变化，请刷新后重试';

/** Files a change of a PASS payee section for review (PASS -> SUBMIT_SUCCESS, approved data kept aside). */
export async function filePayeeChange(db: Db, c: CaseRow, data: Record<string, unknown>, key: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const cur = await getSectionRow(trx, c.info_uuid, 'payee');
    if (!cur || cur.status !== INFO_STATUS.PASS) throw conflict(RACE);
    // A left-over aside row (none should exist while the payee is PASS) is replaced by the current approved row.
    await deleteSection(trx, c.info_uuid, PAYEE_APPROVED);
    if (!(await insertSectionRow(trx, { ...cur, section: PAYEE_APPROVED }))) throw conflict(RACE);
    const moved = await moveSection(trx, c.info_uuid, 'payee', INFO_STATUS.PASS, INFO_STATUS.SUBMIT_SUCCESS, {
      data_json: JSON.stringify(data), lookup_key: key, reason: '', submitted_at: now, updated_at: now,
    });
    if (!moved) throw conflict(RACE);
    await runChecks(trx, c.info_uuid, c.owner_user_id, await listSectionRows(trx, c.info_uuid), now);
  });
}

/** True when the case's payee section is a filed change waiting for review. */
export const isPayeeChange = (rows: SectionRow[]) =>
  rows.some((r) => r.section === PAYEE_APPROVED) && rows.some((r) => r.section === 'payee' && r.status === INFO_STATUS.SUBMIT_SUCCESS);

/**
 * Writes a staff decision on a filed change (inside the caller's transaction); false when the change
 * moved meanwhile. Approve keeps the new data; reject restores the approved data. Both end PASS.
 */
export async function decidePayeeChange(trx: Db, infoUuid: string, approve: boolean, reason: string, staffId: string, now: number): Promise<boolean> {
  const old = await getSectionRow(trx, infoUuid, PAYEE_APPROVED);
  if (!old) return false;
  const keep = approve ? {} : { data_json: old.data_json, lookup_key: old.lookup_key };
  const moved = await moveSection(trx, infoUuid, 'payee', INFO_STATUS.SUBMIT_SUCCESS, INFO_STATUS.PASS, {
    ...keep, reason: approve ? '' : reason, reviewed_by: staffId, reviewed_at: now, updated_at: now,
  });
  if (!moved) return false;
  await deleteSection(trx, infoUuid, PAYEE_APPROVED);
  return true;
}

/** The payee data in force (the last approved), or null when the payee never passed review. */
export async function payeeInForce(db: Db, infoUuid: string): Promise<Record<string, unknown> | null> {
  const rows = await listSectionRows(db, infoUuid);
  const row = rows.find((r) => r.section === PAYEE_APPROVED) ?? rows.find((r) => r.section === 'payee' && r.status === INFO_STATUS.PASS);
  return row ? (JSON.parse(row.data_json) as Record<string, unknown>) : null;
}
