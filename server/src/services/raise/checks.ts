/**
 * Automatic checks, run when sections are submitted; the findings are stored and shown to staff on
 * top of the case file (the owner never sees them). Recomputed for the whole case on every submit
 * from the current data, so a corrected section drops its old findings.
 * - ID_CHECKSUM: an ID that cannot be verified by the GB 11643 check character (not 18 characters).
 * - AGE_MISMATCH: a fundraiser under 18; the patient's age against the stated relation (a 'child'
 *   older than the fundraiser, a 'parent' younger, 'self' with another ID).
 * - DUP_PATIENT: the same patient ID in another case that is raising or being drafted (status 0).
 * - DUP_PAYEE_ACCOUNT: the same personal payee account on a case of another owner.
 * - BLACKLIST: the owner, or the patient / payee / fundraiser ID, is on the blacklist.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RaiseFindingsTable } from '../../db/schema-raise';
import { newId } from '../../lib/util';
import { blacklistHits } from '../../repositories/raise-admin';
import { casesWithKey, deleteFindings, replaceFindings, type SectionRow } from '../../repositories/raise';
import { ageOf, maskIdCard } from './ids';
import type { FindingKind } from '../../../../src/contract/staff';

type Data = Record<string, unknown> | null;
const dataOf = (rows: SectionRow[], s: string): Data => {
  const r = rows.find((x) => x.section === s);
  return r ? (JSON.parse(r.data_json) as Data) : null;
};
const str = (d: Data, k: string) => (d && typeof d[k] === 'string' ? (d[k] as string) : '');

export async function runChecks(db: Kysely<Database>, infoUuid: string, ownerUserId: string, rows: SectionRow[], now: number): Promise<number> {
  const out: RaiseFindingsTable[] = [];
  const add = (kind: FindingKind, section: string, detail: string, related: string | null = null) =>
    out.push({ id: newId('fd'), info_uuid: infoUuid, kind, section, detail, related_info_uuid: related, created_at: now });

  const patient = dataOf(rows, 'patient');
  const payee = dataOf(rows, 'payee');
  const fundraiser = dataOf(rows, 'fundraiser');
  const ids: [string, string, string][] = [
    ['patient', '患者', str(patient, 'idCard')], ['payee', '收款人', str(payee, 'idCard')], ['fundraiser', '发起人', str(fundraiser, 'idCard')],
  ];

  for (const [section, who, id] of ids) {
    if (id && id.length !== 18) add('ID_CHECKSUM', section, `${who}身份证号 ${maskIdCard(id)} 非18位，无法校验`);
  }

  const fAge = str(fundraiser, 'idCard') ? ageOf(str(fundraiser, 'idCard'), now) : null;
  if (fAge !== null && fAge < 18) add('AGE_MISMATCH', 'fundraiser', `发起人年龄${fAge}岁，未满18周岁`);
  const pId = str(patient, 'idCard');
  const pAge = pId ? ageOf(pId, now) : null;
  const relation = str(patient, 'relation');
  if (pAge !== null && fAge !== null) {
    if (relation === 'child' && pAge >= fAge) add('AGE_MISMATCH', 'patient', `患者(子女)${pAge}岁，不小于发起人${fAge}岁`);
    if (relation === 'parent' && pAge <= fAge) add('AGE_MISMATCH', 'patient', `患者(父母)${pAge}岁，不大于发起人${fAge}岁`);
  }
  if (relation === 'self' && pId && str(fundraiser, 'idCard') && pId !== str(fundraiser, 'idCard')) {
    add('AGE_MISMATCH', 'patient', '患者为本人，但患者与发起人身份证号不一致');
  }

  if (pId) {
    for (const c of await casesWithKey(db, 'patient', pId, infoUuid)) {
      if (c.status === 0) add('DUP_PATIENT', 'patient', `同一患者(${maskIdCard(pId)})存在其他进行中的筹款`, c.info_uuid);
    }
  }
  const account = str(payee, 'bankAccount');
  if (account) {
    for (const c of await casesWithKey(db, 'payee', account, infoUuid)) {
      if (c.owner_user_id !== ownerUserId) add('DUP_PAYEE_ACCOUNT', 'payee', '同一收款账户出现在其他发起人的筹款中', c.info_uuid);
    }
  }

  const hits = await blacklistHits(db, ownerUserId, ids.map(([, , id]) => id));
  for (const h of hits) {
    if (h.user_id && h.user_id === ownerUserId) add('BLACKLIST', 'base', `发起人账号在黑名单中：${h.reason}`);
    for (const [section, who, id] of ids) if (h.id_card && h.id_card === id) add('BLACKLIST', section, `${who}身份证号在黑名单中：${h.reason}`);
  }

  await deleteFindings(db, infoUuid);
  await replaceFindings(db, infoUuid, [], out);
  return out.length;
}
