/**
 * Per-section field rules: each validator turns a saved body into the stored data and its identity
 * key (for the duplicate checks), or throws a 400 with a Chinese message naming the field.
 */
import { badRequest } from '../../lib/errors';
import {
  isValidBankAccount, isValidIdCard, isValidName, isValidPhone, normaliseAccount, normaliseIdCard,
} from './ids';
import type { Section } from '../../../../src/services/contract-raise';

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
function sized(v: unknown, min: number, max: number, empty: string, bad: string): string {
  const s = need(v, empty);
  if (chars(s) < min || chars(s) > max) throw badRequest(bad);
  return s;
}
export function personName(v: unknown, who: string): string {
  const s = need(v, `请填写${who}姓名`);
  if (!isValidName(s)) throw badRequest(`请输入正确的${who}姓名`);
  return s;
}
export function idCard(v: unknown, who: string, now: number): string {
  const s = normaliseIdCard(need(v, `请填写${who}身份证号`));
  if (!isValidIdCard(s, now)) throw badRequest('请输入正确的身份证号');
  return s;
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
  const data = { name: personName(b.name, '患者'), idCard: idCard(b.idCard, '患者', now), relation: oneOf(b.relation, PATIENT_RELATIONS, '请选择患者与您的关系') };
  return { data, key: data.idCard };
}

function payee(b: Obj, now: number): Parsed {
  const relation = oneOf(b.relation, PAYEE_RELATIONS, '请选择收款人与患者的关系');
  if (relation === 'LOCATION_HOSPITAL_ACCOUNT') return { data: { relation }, key: '' };
  const account = normaliseAccount(need(b.bankAccount, '请填写银行卡号'));
  if (!isValidBankAccount(account)) throw badRequest('请输入正确的银行卡号');
  const data = {
    relation, name: personName(b.name, '收款人'), idCard: idCard(b.idCard, '收款人', now),
    bankName: sized(b.bankName, 2, 50, '请填写开户银行', '开户银行须为2-50个字'), bankAccount: account,
  };
  return { data, key: account };
}

function hospital(b: Obj): Parsed {
  const account = normaliseAccount(need(b.bankAccount, '请填写医院银行账号'));
  if (!/^\d{8,30}$/.test(account)) throw badRequest('请输入正确的医院银行账号');
  const phone = need(b.contactPhone, '请填写医院联系电话');
  if (!/^[\d-]{7,20}$/.test(phone)) throw badRequest('请输入正确的医院联系电话');
  const data = {
    accountName: sized(b.accountName, 2, 100, '请填写医院账户名称', '医院账户名称须为2-100个字'),
    bankName: sized(b.bankName, 2, 50, '请填写开户银行', '开户银行须为2-50个字'), bankAccount: account,
    contactName: sized(b.contactName, 2, 20, '请填写医院联系人', '医院联系人须为2-20个字'), contactPhone: phone,
  };
  return { data, key: account };
}

function treatment(b: Obj): Parsed {
  const city = text(b.city);
  if (chars(city) > 50) throw badRequest('所在城市不能超过50个字');
  const data = {
    hospital: sized(b.hospital, 2, 100, '请填写就诊医院', '就诊医院须为2-100个字'),
    department: sized(b.department, 1, 50, '请填写就诊科室', '就诊科室不能超过50个字'),
    diagnosis: sized(b.diagnosis, 2, 200, '请填写确诊疾病', '确诊疾病须为2-200个字'),
    city,
  };
  return { data, key: '' };
}

function household(b: Obj): Parsed {
  const houseOwned = yesNo(b.houseOwned, '请选择是否有房产');
  const houseCount = amount(b.houseCount, '请填写房产数量');
  if (houseOwned ? houseCount < 1 || houseCount > 100 : houseCount !== 0) throw badRequest('请填写房产数量');
  const houseValue = amount(b.houseValue, '请填写房产价值');
  const carOwned = yesNo(b.carOwned, '请选择是否有车');
  const carValue = amount(b.carValue, '请填写车辆价值');
  const annualIncome = amount(b.annualIncome, '请填写家庭年收入');
  const medicalInsurance = oneOf(b.medicalInsurance, INSURANCE, '请选择医疗保险类型');
  const lowIncome = yesNo(b.lowIncome, '请选择是否享受低保');
  const govMedicalAid = yesNo(b.govMedicalAid, '请选择是否获得政府医疗救助');
  const otherHelp = yesNo(b.otherHelp, '请选择是否获得其他救助');
  const otherHelpAmount = amount(b.otherHelpAmount, '请填写其他救助金额');
  const hasDebt = yesNo(b.hasDebt, '请选择是否有负债');
  const debtAmount = amount(b.debtAmount, '请填写负债金额');
  // "No" answers carry no amount: a value there is a contradiction the reviewer should not untangle.
  if (!houseOwned && houseValue !== 0) throw badRequest('请填写房产价值');
  if (!carOwned && carValue !== 0) throw badRequest('请填写车辆价值');
  if (otherHelp !== otherHelpAmount > 0) throw badRequest('请填写其他救助金额');
  if (hasDebt !== debtAmount > 0) throw badRequest('请填写负债金额');
  const data = { houseOwned, houseCount, houseValue, carOwned, carValue, annualIncome, medicalInsurance, lowIncome, govMedicalAid, otherHelp, otherHelpAmount, hasDebt, debtAmount };
  return { data, key: '' };
}

function material(b: Obj): Parsed {
  return { data: { medicalUrls: urls(b.medicalUrls, 1, 20, '请上传医疗证明'), patientPhotos: urls(b.patientPhotos ?? [], 0, 9, '') }, key: '' };
}

function fundraiser(b: Obj, now: number): Parsed {
  const data = { name: personName(b.name, '发起人'), idCard: idCard(b.idCard, '发起人', now), idPhotoUrls: urls(b.idPhotoUrls, 1, 2, '请上传身份证照片') };
  return { data, key: data.idCard };
}

/** Dream: the organisation realising it (the 'fundraiser' section, kind organisation). */
export function dreamOrganisation(b: Obj): Parsed {
  const code = need(b.orgCode, '请填写统一社会信用代码').toUpperCase();
  if (!/^[0-9A-Z]{18}$/.test(code)) throw badRequest('请输入正确的统一社会信用代码');
  const phone = need(b.contactPhone, '请填写联系人手机号');
  if (!isValidPhone(phone)) throw badRequest('请输入正确的手机号码');
  const data = {
    kind: 'organisation', orgName: sized(b.orgName, 2, 100, '请填写机构名称', '机构名称须为2-100个字'), orgCode: code,
    contactName: personName(b.contactName, '联系人'), contactPhone: phone, licenseUrls: urls(b.licenseUrls, 1, 5, '请上传机构证明'),
  };
  return { data, key: code };
}

/** Dream: the individual realising it (the 'fundraiser' section, kind individual). */
export function dreamIndividual(b: Obj, now: number): Parsed {
  const phone = need(b.phone, '请填写手机号');
  if (!isValidPhone(phone)) throw badRequest('请输入正确的手机号码');
  const data = { kind: 'individual', name: personName(b.name, '圆梦人'), idCard: idCard(b.idCard, '圆梦人', now), phone, idPhotoUrls: urls(b.idPhotoUrls, 1, 2, '请上传身份证照片') };
  return { data, key: data.idCard };
}

/** The validator of each section saved through /api/cf/v4/<path> (base has its own: base.ts). */
export const SECTION_RULES: Record<Exclude<Section, 'base'>, (b: Obj, now: number) => Parsed> = {
  patient, payee, hospital, treatment, household, material, fundraiser,
};
