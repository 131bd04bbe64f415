/**
 * Per-section field rules: each validator turns a saved body into the stored data and its identity
 * key (for the duplicate checks), or throws a 400 with a Chinese message naming the field. The rules
 * the forms check too (names, ID numbers, accounts, phones, lengths) and their messages are
 * src/contract/rules.
 */
import { badRequest } from '../../lib/errors';
import { normaliseAccount, normaliseIdCard, HOUSEHOLD_MSG as H } from '../../../../src/contract/rules';
import { IMAGE_URL_RE, SECTION_FIELDS, type FieldRule } from '../../../../src/contract/rules/sections';
import type { Section } from '../../../../src/contract/raise-sections';

type Obj = Record<string, unknown>;
export interface Parsed { data: Obj; key: string }

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The field's rule (the one the contract declares and the form runs): its message as a 400, else the value. */
function ruled(rule: FieldRule, v: unknown, now = 0): unknown {
  const error = rule.check(v, now);
  if (error) throw badRequest(error);
  return v;
}
const str = (rule: FieldRule, v: unknown, now = 0) => text(ruled(rule, v, now));
const num = (rule: FieldRule, v: unknown) => ruled(rule, v) as number;
const yes = (rule: FieldRule, v: unknown) => ruled(rule, v) as boolean;
const pics = (rule: FieldRule, v: unknown) => (ruled(rule, v ?? []) as string[]);

export const isUrl = (u: string) => IMAGE_URL_RE.test(u);

function patient(b: Obj, now: number): Parsed {
  const F = SECTION_FIELDS.patient;
  const data = { name: str(F.name, b.name), idCard: normaliseIdCard(str(F.idCard, b.idCard, now)), relation: str(F.relation, b.relation) };
  return { data, key: data.idCard };
}

function payee(b: Obj, now: number): Parsed {
  const F = SECTION_FIELDS.payee;
  const relation = str(F.relation, b.relation);
  if (relation === 'LOCATION_HOSPITAL_ACCOUNT') return { data: { relation }, key: '' };
  const account = normaliseAccount(str(F.bankAccount, b.bankAccount));
  const data = {
    relation, name: str(F.name, b.name), idCard: normaliseIdCard(str(F.idCard, b.idCard, now)), bankName: str(F.bankName, b.bankName), bankAccount: account,
  };
  return { data, key: account };
}

function hospital(b: Obj): Parsed {
  const F = SECTION_FIELDS.hospital;
  const account = normaliseAccount(str(F.bankAccount, b.bankAccount));
  const phone = str(F.contactPhone, b.contactPhone);
  const data = {
    accountName: str(F.accountName, b.accountName), bankName: str(F.bankName, b.bankName), bankAccount: account,
    contactName: str(F.contactName, b.contactName), contactPhone: phone,
  };
  return { data, key: account };
}

function treatment(b: Obj): Parsed {
  const F = SECTION_FIELDS.treatment;
  const data = { hospital: str(F.hospital, b.hospital), department: str(F.department, b.department), diagnosis: str(F.diagnosis, b.diagnosis), city: str(F.city, b.city) };
  return { data, key: '' };
}

function household(b: Obj): Parsed {
  const F = SECTION_FIELDS.household;
  const houseOwned = yes(F.houseOwned, b.houseOwned);
  const houseCount = num(F.houseCount, b.houseCount);
  if (houseOwned ? houseCount < 1 : houseCount !== 0) throw badRequest(H.houseCount);
  const houseValue = num(F.houseValue, b.houseValue);
  const carOwned = yes(F.carOwned, b.carOwned);
  const carValue = num(F.carValue, b.carValue);
  const annualIncome = num(F.annualIncome, b.annualIncome);
  const medicalInsurance = str(F.medicalInsurance, b.medicalInsurance);
  const lowIncome = yes(F.lowIncome, b.lowIncome);
  const govMedicalAid = yes(F.govMedicalAid, b.govMedicalAid);
  const otherHelp = yes(F.otherHelp, b.otherHelp);
  const otherHelpAmount = num(F.otherHelpAmount, b.otherHelpAmount);
  const hasDebt = yes(F.hasDebt, b.hasDebt);
  const debtAmount = num(F.debtAmount, b.debtAmount);
  // "No" answers carry no amount: a value there is a contradiction the reviewer should not untangle.
  if (!houseOwned && houseValue !== 0) throw badRequest(H.houseValue);
  if (!carOwned && carValue !== 0) throw badRequest(H.carValue);
  if (otherHelp !== otherHelpAmount > 0) throw badRequest(H.otherHelpAmount);
  if (hasDebt !== debtAmount > 0) throw badRequest(H.debtAmount);
  const data = { houseOwned, houseCount, houseValue, carOwned, carValue, annualIncome, medicalInsurance, lowIncome, govMedicalAid, otherHelp, otherHelpAmount, hasDebt, debtAmount };
  return { data, key: '' };
}

function material(b: Obj): Parsed {
  const F = SECTION_FIELDS.material;
  return { data: { medicalUrls: pics(F.medicalUrls, b.medicalUrls), patientPhotos: pics(F.patientPhotos, b.patientPhotos) }, key: '' };
}

function fundraiser(b: Obj, now: number): Parsed {
  const F = SECTION_FIELDS.fundraiser;
  const data = { name: str(F.name, b.name), idCard: normaliseIdCard(str(F.idCard, b.idCard, now)), idPhotoUrls: pics(F.idPhotoUrls, b.idPhotoUrls) };
  return { data, key: data.idCard };
}

/** Dream: the organisation realising it (the 'fundraiser' section, kind organisation). */
export function dreamOrganisation(b: Obj): Parsed {
  const F = SECTION_FIELDS.organisation;
  const code = str(F.orgCode, b.orgCode).toUpperCase();
  const phone = str(F.contactPhone, b.contactPhone);
  const data = {
    kind: 'organisation', orgName: str(F.orgName, b.orgName), orgCode: code,
    contactName: str(F.contactName, b.contactName), contactPhone: phone, licenseUrls: pics(F.licenseUrls, b.licenseUrls),
  };
  return { data, key: code };
}

/** Dream: the individual realising it (the 'fundraiser' section, kind individual). */
export function dreamIndividual(b: Obj, now: number): Parsed {
  const F = SECTION_FIELDS.individual;
  const phone = str(F.phone, b.phone);
  const data = {
    kind: 'individual', name: str(F.name, b.name), idCard: normaliseIdCard(str(F.idCard, b.idCard, now)), phone,
    idPhotoUrls: pics(F.idPhotoUrls, b.idPhotoUrls),
  };
  return { data, key: data.idCard };
}

/** The validator of each section saved through /api/cf/v4/<path> (base has its own: base.ts). */
export const SECTION_RULES: Record<Exclude<Section, 'base'>, (b: Obj, now: number) => Parsed> = {
  patient, payee, hospital, treatment, household, material, fundraiser,
};
