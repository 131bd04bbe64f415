/**
 * Per-section field rules: each validator turns a saved body into the stored data and its identity
 * key (for the duplicate checks), or throws a 400 with a Chinese message naming the field. The rules
 * the forms check too (names, ID numbers, accounts, phones, lengths) and their messages are
 * src/contract/rules.
 */
import { badRequest } from '../../lib/errors';
import {
  bankAccountError, contactPhoneError, hospitalAccountError, idCardError, isValidPhone, nameError, normaliseAccount, normaliseIdCard,
  HOUSEHOLD_MSG as H, PHONE_MSG, phoneError, RAISE_MSG, sizedText,
} from '../../../../src/contract/rules';
import type { Section } from '../../../../src/contract/raise-sections';

type Obj = Record<string, unknown>;
export interface Parsed { data: Obj; key: string }

const URL_RE = /^(\/(?!\/)|https:\/\/)[^\s<>"'`]{1,500}$/;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const chars = (s: string) => [...s].length;

function need(v: unknown, msg: string): string {
  const s = text(v);
  if (!s) throw badRequest(msg);
  return s;
}
/** Throws the rule's message as a 400 (null: fine). */
function check(error: string | null): void {
  if (error) throw badRequest(error);
}
function sized(v: unknown, min: number, max: number, empty: string, bad: string): string {
  check(sizedText(text(v), min, max, empty, bad));
  return text(v);
}
export function personName(v: unknown, who: string): string {
  check(nameError(text(v), who));
  return text(v);
}
export function idCard(v: unknown, who: string, now: number): string {
  check(idCardError(text(v), who, now));
  return normaliseIdCard(text(v));
}
export function urls(v: unknown, min: number, max: number, empty: string): string[] {
  const list = Array.isArray(v) ? v : [];
  if (list.length < min) throw badRequest(empty);
  if (list.length > max) throw badRequest(`最多上传${max}张图片`);
  for (const u of list) if (typeof u !== 'string' || !URL_RE.test(u)) throw badRequest('图片地址不正确');
  return list as string[];
}
export const isUrl = (u: string) => URL_RE.test(u);
function yesNo(v: unknown, msg: string): boolean {
  if (typeof v !== 'boolean') throw badRequest(msg);
  return v;
}
/** A non-negative whole amount in fen (or a count), below 10^12. */
function amount(v: unknown, msg: string): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0 || v > 1e12) throw badRequest(msg);
  return v;
}
function oneOf<T extends string>(v: unknown, values: readonly T[], msg: string): T {
  if (typeof v !== 'string' || !(values as readonly string[]).includes(v)) throw badRequest(msg);
  return v as T;
}

const PATIENT_RELATIONS = ['self', 'spouse', 'parent', 'child', 'sibling', 'relative', 'friend', 'other'] as const;
const PAYEE_RELATIONS = ['self', 'spouse', 'other', 'LOCATION_HOSPITAL_ACCOUNT'] as const;
const INSURANCE = ['none', 'urban_rural', 'employee', 'commercial'] as const;

function patient(b: Obj, now: number): Parsed {
  const data = { name: personName(b.name, '患者'), idCard: idCard(b.idCard, '患者', now), relation: oneOf(b.relation, PATIENT_RELATIONS, RAISE_MSG.patientRelation) };
  return { data, key: data.idCard };
}

function payee(b: Obj, now: number): Parsed {
  const relation = oneOf(b.relation, PAYEE_RELATIONS, RAISE_MSG.payeeRelation);
  if (relation === 'LOCATION_HOSPITAL_ACCOUNT') return { data: { relation }, key: '' };
  check(bankAccountError(text(b.bankAccount)));
  const account = normaliseAccount(text(b.bankAccount));
  const data = {
    relation, name: personName(b.name, '收款人'), idCard: idCard(b.idCard, '收款人', now),
    bankName: sized(b.bankName, 2, 50, RAISE_MSG.bankName, RAISE_MSG.bankNameLength), bankAccount: account,
  };
  return { data, key: account };
}

function hospital(b: Obj): Parsed {
  check(hospitalAccountError(text(b.bankAccount)));
  const account = normaliseAccount(text(b.bankAccount));
  check(contactPhoneError(text(b.contactPhone)));
  const phone = text(b.contactPhone);
  const data = {
    accountName: sized(b.accountName, 2, 100, RAISE_MSG.accountName, RAISE_MSG.accountNameLength),
    bankName: sized(b.bankName, 2, 50, RAISE_MSG.bankName, RAISE_MSG.bankNameLength), bankAccount: account,
    contactName: sized(b.contactName, 2, 20, RAISE_MSG.contactName, RAISE_MSG.contactNameLength), contactPhone: phone,
  };
  return { data, key: account };
}

function treatment(b: Obj): Parsed {
  const city = text(b.city);
  if (chars(city) > 50) throw badRequest(RAISE_MSG.cityLength);
  const data = {
    hospital: sized(b.hospital, 2, 100, RAISE_MSG.hospital, RAISE_MSG.hospitalLength),
    department: sized(b.department, 1, 50, RAISE_MSG.department, RAISE_MSG.departmentLength),
    diagnosis: sized(b.diagnosis, 2, 200, RAISE_MSG.diagnosis, RAISE_MSG.diagnosisLength),
    city,
  };
  return { data, key: '' };
}

function household(b: Obj): Parsed {
  const houseOwned = yesNo(b.houseOwned, H.houseOwned);
  const houseCount = amount(b.houseCount, H.houseCount);
  if (houseOwned ? houseCount < 1 || houseCount > 100 : houseCount !== 0) throw badRequest(H.houseCount);
  const houseValue = amount(b.houseValue, H.houseValue);
  const carOwned = yesNo(b.carOwned, H.carOwned);
  const carValue = amount(b.carValue, H.carValue);
  const annualIncome = amount(b.annualIncome, H.annualIncome);
  const medicalInsurance = oneOf(b.medicalInsurance, INSURANCE, H.medicalInsurance);
  const lowIncome = yesNo(b.lowIncome, H.lowIncome);
  const govMedicalAid = yesNo(b.govMedicalAid, H.govMedicalAid);
  const otherHelp = yesNo(b.otherHelp, H.otherHelp);
  const otherHelpAmount = amount(b.otherHelpAmount, H.otherHelpAmount);
  const hasDebt = yesNo(b.hasDebt, H.hasDebt);
  const debtAmount = amount(b.debtAmount, H.debtAmount);
  // "No" answers carry no amount: a value there is a contradiction the reviewer should not untangle.
  if (!houseOwned && houseValue !== 0) throw badRequest(H.houseValue);
  if (!carOwned && carValue !== 0) throw badRequest(H.carValue);
  if (otherHelp !== otherHelpAmount > 0) throw badRequest(H.otherHelpAmount);
  if (hasDebt !== debtAmount > 0) throw badRequest(H.debtAmount);
  const data = { houseOwned, houseCount, houseValue, carOwned, carValue, annualIncome, medicalInsurance, lowIncome, govMedicalAid, otherHelp, otherHelpAmount, hasDebt, debtAmount };
  return { data, key: '' };
}

function material(b: Obj): Parsed {
  return { data: { medicalUrls: urls(b.medicalUrls, 1, 20, RAISE_MSG.medical), patientPhotos: urls(b.patientPhotos ?? [], 0, 9, '') }, key: '' };
}

function fundraiser(b: Obj, now: number): Parsed {
  const data = { name: personName(b.name, '发起人'), idCard: idCard(b.idCard, '发起人', now), idPhotoUrls: urls(b.idPhotoUrls, 1, 2, RAISE_MSG.idPhoto) };
  return { data, key: data.idCard };
}

/** Dream: the organisation realising it (the 'fundraiser' section, kind organisation). */
export function dreamOrganisation(b: Obj): Parsed {
  const code = need(b.orgCode, '请填写统一社会信用代码').toUpperCase();
  if (!/^[0-9A-Z]{18}$/.test(code)) throw badRequest('请输入正确的统一社会信用代码');
  const phone = need(b.contactPhone, '请填写联系人手机号');
  if (!isValidPhone(phone)) throw badRequest(PHONE_MSG.invalid);
  const data = {
    kind: 'organisation', orgName: sized(b.orgName, 2, 100, '请填写机构名称', '机构名称须为2-100个字'), orgCode: code,
    contactName: personName(b.contactName, '联系人'), contactPhone: phone, licenseUrls: urls(b.licenseUrls, 1, 5, '请上传机构证明'),
  };
  return { data, key: code };
}

/** Dream: the individual realising it (the 'fundraiser' section, kind individual). */
export function dreamIndividual(b: Obj, now: number): Parsed {
  check(phoneError(text(b.phone)));
  const phone = text(b.phone);
  const data = { kind: 'individual', name: personName(b.name, '圆梦人'), idCard: idCard(b.idCard, '圆梦人', now), phone, idPhotoUrls: urls(b.idPhotoUrls, 1, 2, RAISE_MSG.idPhoto) };
  return { data, key: data.idCard };
}

/** The validator of each section saved through /api/cf/v4/<path> (base has its own: base.ts). */
export const SECTION_RULES: Record<Exclude<Section, 'base'>, (b: Obj, now: number) => Parsed> = {
  patient, payee, hospital, treatment, household, material, fundraiser,
};
