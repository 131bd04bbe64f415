/**
 * The raise form as data: each section's fields (what the screen draws), its rules (the messages of
 * lib/raise-validation.ts) and the conversion between the form's values (text as typed, 元 amounts,
 * yes/no answers that start unanswered) and the contract's bodies (fen, booleans).
 * Pure: no MobX, no I/O.
 */
import type { FundraiserInfo, HospitalPayeeInfo, HouseholdInfo, MaterialInfo, MedicalInsurance, PatientInfo, PatientRelation, PayeeInfo, PayeeRelation, RaiseTypeCode, Section, TreatmentInfo } from '../../contract/raise-sections';
import { SECTION_TITLES } from '../../contract/raise-sections';
import { wholeYuan } from '../../lib/money';
import type { UploadKind, UploadedFile } from '../../platform/upload-core';
import {
  RAISE_MSG, bankAccountError, bankDigits, contactPhoneError, contentError, hospitalAccountError, idCardError,
  nameError, parseTargetYuan, phoneError, sizedText, titleError,
} from '../../lib/raise-validation';

/** Upload fields hold the uploaded files (the contract bodies carry their URLs). */
export type FieldValue = string | boolean | null | string[] | UploadedFile[];
export type FormValues = Record<string, FieldValue>;
export type FieldErrors = Record<string, string>;

/** amount: whole 元 kept as typed (so 12.5 meets its message); digits: digits and spaces (account numbers, counts). */
export type FieldKind = 'text' | 'textarea' | 'amount' | 'digits' | 'idcard' | 'select' | 'yesno' | 'upload';
export interface FieldDef {
  key: string;
  label: string;
  kind: FieldKind;
  /** data-testid of the control */
  testId: string;
  placeholder?: string;
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** upload fields: most files and the upload kind (private kinds are seen by the uploader and staff only) */
  max?: number;
  uploadKind?: UploadKind;
  maxLength?: number;
  /** shown only when this returns true for the form's values */
  when?: (v: FormValues) => boolean;
  /** a line under the field (limits stated on the form) */
  hint?: string;
  /** typed emoji are dropped (stripEmoji, src/contract/rules/text.ts; the server strips them too) */
  noEmoji?: boolean;
}

export const RAISE_TYPE_LABEL: Record<RaiseTypeCode, string> = { 0: '大病救助', 1: '物资筹集', 99: '梦想筹款' };

export const PAYEE_RELATIONS: ReadonlyArray<{ value: Exclude<PayeeRelation, ''>; label: string }> = [
  { value: 'self', label: '患者本人' },
  { value: 'spouse', label: '患者配偶' },
  { value: 'other', label: '其他亲属' },
  { value: 'LOCATION_HOSPITAL_ACCOUNT', label: '医院对公账户' },
];

export const PATIENT_RELATIONS: ReadonlyArray<{ value: PatientRelation; label: string }> = [
  { value: 'self', label: '本人' }, { value: 'spouse', label: '配偶' }, { value: 'parent', label: '父母' },
  { value: 'child', label: '子女' }, { value: 'sibling', label: '兄弟姐妹' }, { value: 'relative', label: '其他亲属' },
  { value: 'friend', label: '朋友' }, { value: 'other', label: '其他' },
];

export const MEDICAL_INSURANCE: ReadonlyArray<{ value: MedicalInsurance; label: string }> = [
  { value: 'none', label: '无医保' }, { value: 'urban_rural', label: '城乡居民医保' },
  { value: 'employee', label: '职工医保' }, { value: 'commercial', label: '商业保险' },
];

export const SECTION_TITLE: Record<Section, string> = SECTION_TITLES;

const notHospital = (v: FormValues) => v.relation !== '' && v.relation !== 'LOCATION_HOSPITAL_ACCOUNT';
const yes = (key: string) => (v: FormValues) => v[key] === true;

import { HOUSEHOLD_MSG } from '../../contract/rules/raise';

export { HOUSEHOLD_MSG };

export const FIELDS: Record<Section, readonly FieldDef[]> = {
  base: [
    { key: 'title', label: '筹款标题', kind: 'text', testId: 'raise-title', placeholder: '一句话说明筹款原因', maxLength: 60, hint: '5-60个字', noEmoji: true },
    { key: 'content', label: '筹款故事', kind: 'textarea', testId: 'raise-story', placeholder: '患者情况、治疗经过、为什么需要帮助', maxLength: 3000, hint: '20-3000个字' },
    { key: 'target', label: '目标金额（元）', kind: 'amount', testId: 'raise-target', placeholder: '请输入整数金额' },
    { key: 'cover', label: '封面图片', kind: 'upload', testId: 'raise-cover', max: 1, uploadKind: 'cover' },
    { key: 'attachments', label: '更多照片', kind: 'upload', testId: 'raise-photos', max: 9, uploadKind: 'photo' },
  ],
  patient: [
    { key: 'name', label: '患者姓名', kind: 'text', testId: 'patient-name', placeholder: '与身份证一致', maxLength: 20 },
    { key: 'idCard', label: '患者身份证号', kind: 'idcard', testId: 'patient-id-card', placeholder: '18位身份证号', maxLength: 18 },
    { key: 'relation', label: '患者与您的关系', kind: 'select', testId: 'patient-relation', options: PATIENT_RELATIONS },
  ],
  payee: [
    { key: 'relation', label: '收款人与患者的关系', kind: 'select', testId: 'payee-relation', options: PAYEE_RELATIONS },
    { key: 'name', label: '收款人姓名', kind: 'text', testId: 'payee-name', maxLength: 20, when: notHospital },
    { key: 'idCard', label: '收款人身份证号', kind: 'idcard', testId: 'payee-id-card', maxLength: 18, when: notHospital },
    { key: 'bankName', label: '开户银行', kind: 'text', testId: 'payee-bank-name', placeholder: '如：中国工商银行', maxLength: 50, when: notHospital },
    { key: 'bankAccount', label: '银行卡号', kind: 'digits', testId: 'payee-bank-account', placeholder: '收款人本人名下的银行卡', maxLength: 23, when: notHospital },
  ],
  hospital: [
    { key: 'accountName', label: '医院账户名称', kind: 'text', testId: 'hospital-account-name', maxLength: 100 },
    { key: 'bankName', label: '开户银行', kind: 'text', testId: 'hospital-bank-name', maxLength: 50 },
    { key: 'bankAccount', label: '医院对公账号', kind: 'digits', testId: 'hospital-bank-account', maxLength: 30 },
    { key: 'contactName', label: '医院联系人', kind: 'text', testId: 'hospital-contact-name', maxLength: 20 },
    { key: 'contactPhone', label: '联系电话', kind: 'text', testId: 'hospital-contact-phone', maxLength: 20 },
  ],
  treatment: [
    { key: 'hospital', label: '就诊医院', kind: 'text', testId: 'treatment-hospital', maxLength: 100 },
    { key: 'department', label: '就诊科室', kind: 'text', testId: 'treatment-department', maxLength: 50 },
    { key: 'diagnosis', label: '确诊疾病', kind: 'text', testId: 'treatment-diagnosis', maxLength: 200 },
    { key: 'city', label: '所在城市（选填）', kind: 'text', testId: 'treatment-city', maxLength: 50 },
  ],
  household: [
    { key: 'houseOwned', label: '是否有房产', kind: 'yesno', testId: 'household-house-owned' },
    { key: 'houseCount', label: '房产数量（套）', kind: 'digits', testId: 'household-house-count', maxLength: 2, when: yes('houseOwned') },
    { key: 'houseValue', label: '房产总价值（元）', kind: 'amount', testId: 'household-house-value', maxLength: 10, when: yes('houseOwned') },
    { key: 'carOwned', label: '是否有车辆', kind: 'yesno', testId: 'household-car-owned' },
    { key: 'carValue', label: '车辆总价值（元）', kind: 'amount', testId: 'household-car-value', maxLength: 10, when: yes('carOwned') },
    { key: 'annualIncome', label: '家庭年收入（元）', kind: 'amount', testId: 'household-annual-income', maxLength: 10 },
    { key: 'medicalInsurance', label: '医保情况', kind: 'select', testId: 'household-medical-insurance', options: MEDICAL_INSURANCE },
    { key: 'lowIncome', label: '是否享受低保', kind: 'yesno', testId: 'household-low-income' },
    { key: 'govMedicalAid', label: '是否获得政府医疗救助', kind: 'yesno', testId: 'household-gov-medical-aid' },
    { key: 'otherHelp', label: '是否获得其他救助', kind: 'yesno', testId: 'household-other-help' },
    { key: 'otherHelpAmount', label: '其他救助金额（元）', kind: 'amount', testId: 'household-other-help-amount', maxLength: 10, when: yes('otherHelp') },
    { key: 'hasDebt', label: '是否有负债', kind: 'yesno', testId: 'household-has-debt' },
    { key: 'debtAmount', label: '负债金额（元）', kind: 'amount', testId: 'household-debt-amount', maxLength: 10, when: yes('hasDebt') },
  ],
  material: [
    { key: 'medicalUrls', label: '医疗证明（诊断书、病历、住院证明）', kind: 'upload', testId: 'material-medical', max: 20, uploadKind: 'medical' },
    { key: 'patientPhotos', label: '患者照片（选填）', kind: 'upload', testId: 'material-photos', max: 9, uploadKind: 'photo' },
  ],
  fundraiser: [
    { key: 'name', label: '您的姓名', kind: 'text', testId: 'fundraiser-name', maxLength: 20 },
    { key: 'idCard', label: '您的身份证号', kind: 'idcard', testId: 'fundraiser-id-card', maxLength: 18 },
    { key: 'idPhotoUrls', label: '身份证照片（人像面与国徽面）', kind: 'upload', testId: 'fundraiser-id-photo', max: 2, uploadKind: 'idcard' },
  ],
};

/** The fields of a section shown for these values (hidden ones are neither checked nor sent). */
export function visibleFields(section: Section, v: FormValues): FieldDef[] {
  return FIELDS[section].filter((f) => !f.when || f.when(v));
}

const str = (v: FieldValue | undefined) => (typeof v === 'string' ? v : '');
/** The URLs of an upload field's files. */
export const urlsOf = (v: FieldValue | undefined): string[] =>
  Array.isArray(v) ? (v as Array<string | UploadedFile>).map((f) => (typeof f === 'string' ? f : f.url)).filter(Boolean) : [];
const list = urlsOf;
/** Saved URLs back into files an UploadField can show. */
export const filesOf = (v: unknown, isPrivate = false): UploadedFile[] =>
  Array.isArray(v)
    ? v.map((f) => (typeof f === 'string' ? { fileId: f, url: f, thumbUrl: f, largeUrl: f, private: isPrivate } : (f as UploadedFile)))
    : [];
const yuanToFen = (v: FieldValue | undefined) => Number(str(v) || '0') * 100;
const fenToYuan = (n: unknown) => (typeof n === 'number' ? String(wholeYuan(n)) : '');

/** An empty form of a section (yes/no answers start unanswered: null). */
export function emptyForm(section: Section): FormValues {
  const out: FormValues = {};
  for (const f of FIELDS[section]) out[f.key] = f.kind === 'yesno' ? null : f.kind === 'upload' ? [] : '';
  if (section === 'base') out.raiseType = '0';
  return out;
}

/** The section's errors for these values: field key -> message (empty when valid). */
export function sectionErrors(section: Section, v: FormValues): FieldErrors {
  const e: FieldErrors = {};
  const put = (key: string, msg: string | null) => {
    if (msg) e[key] = msg;
  };
  switch (section) {
    case 'base': {
      const type = Number(str(v.raiseType)) as RaiseTypeCode;
      put('title', titleError(str(v.title)));
      put('content', contentError(str(v.content)));
      const t = parseTargetYuan(str(v.target), type);
      if (!t.ok) put('target', t.error);
      break;
    }
    case 'patient':
      put('name', nameError(str(v.name), '患者'));
      put('idCard', idCardError(str(v.idCard), '患者'));
      if (!str(v.relation)) put('relation', RAISE_MSG.patientRelation);
      break;
    case 'payee':
      if (!str(v.relation)) put('relation', RAISE_MSG.payeeRelation);
      else if (notHospital(v)) {
        put('name', nameError(str(v.name), '收款人'));
        put('idCard', idCardError(str(v.idCard), '收款人'));
        put('bankName', sizedText(str(v.bankName), 2, 50, RAISE_MSG.bankName, RAISE_MSG.bankNameLength));
        put('bankAccount', bankAccountError(str(v.bankAccount)));
      }
      break;
    case 'hospital':
      put('accountName', sizedText(str(v.accountName), 2, 100, RAISE_MSG.accountName, RAISE_MSG.accountNameLength));
      put('bankName', sizedText(str(v.bankName), 2, 50, RAISE_MSG.bankName, RAISE_MSG.bankNameLength));
      put('bankAccount', hospitalAccountError(str(v.bankAccount)));
      put('contactName', sizedText(str(v.contactName), 2, 20, RAISE_MSG.contactName, RAISE_MSG.contactNameLength));
      put('contactPhone', contactPhoneError(str(v.contactPhone)));
      break;
    case 'treatment':
      put('hospital', sizedText(str(v.hospital), 2, 100, RAISE_MSG.hospital, RAISE_MSG.hospitalLength));
      put('department', sizedText(str(v.department), 1, 50, RAISE_MSG.department, RAISE_MSG.departmentLength));
      put('diagnosis', sizedText(str(v.diagnosis), 2, 200, RAISE_MSG.diagnosis, RAISE_MSG.diagnosisLength));
      if ([...str(v.city).trim()].length > 50) put('city', RAISE_MSG.cityLength);
      break;
    case 'household':
      for (const f of visibleFields('household', v)) {
        const val = v[f.key];
        const missing = f.kind === 'yesno' ? typeof val !== 'boolean' : f.kind === 'select' ? !str(val) : !/^\d{1,10}$/.test(str(val).trim());
        // A "yes" needs a real figure: at least one house (at most 100), help or debt above 0.
        const n = Number(str(val));
        const tooSmall = (f.key === 'houseCount' && (n < 1 || n > 100)) || ((f.key === 'otherHelpAmount' || f.key === 'debtAmount') && n <= 0);
        if (missing || tooSmall) put(f.key, HOUSEHOLD_MSG[f.key as keyof typeof HOUSEHOLD_MSG]);
      }
      break;
    case 'material':
      if (list(v.medicalUrls).length === 0) put('medicalUrls', RAISE_MSG.medical);
      break;
    case 'fundraiser':
      put('name', nameError(str(v.name), '发起人'));
      put('idCard', idCardError(str(v.idCard), '发起人'));
      if (list(v.idPhotoUrls).length === 0) put('idPhotoUrls', RAISE_MSG.idPhoto);
      break;
    default:
      break;
  }
  return e;
}

/** The contract body of a (valid) non-base section. */
export function toSaveBody(section: Exclude<Section, 'base'>, v: FormValues): unknown {
  switch (section) {
    case 'patient':
      return { name: str(v.name).trim(), idCard: str(v.idCard).trim().toUpperCase(), relation: str(v.relation) as PatientRelation } satisfies PatientInfo;
    case 'payee': {
      const relation = str(v.relation) as PayeeRelation;
      if (!notHospital(v)) return { relation } satisfies PayeeInfo;
      return {
        relation, name: str(v.name).trim(), idCard: str(v.idCard).trim().toUpperCase(), bankName: str(v.bankName).trim(), bankAccount: bankDigits(str(v.bankAccount)),
      } satisfies PayeeInfo;
    }
    case 'hospital':
      return {
        accountName: str(v.accountName).trim(), bankName: str(v.bankName).trim(), bankAccount: bankDigits(str(v.bankAccount)),
        contactName: str(v.contactName).trim(), contactPhone: str(v.contactPhone).trim(),
      } satisfies HospitalPayeeInfo;
    case 'treatment':
      return { hospital: str(v.hospital).trim(), department: str(v.department).trim(), diagnosis: str(v.diagnosis).trim(), city: str(v.city).trim() || undefined } satisfies TreatmentInfo;
    case 'household': {
      const on = (k: string) => v[k] === true;
      return {
        houseOwned: on('houseOwned'), houseCount: on('houseOwned') ? Number(str(v.houseCount)) : 0, houseValue: on('houseOwned') ? yuanToFen(v.houseValue) : 0,
        carOwned: on('carOwned'), carValue: on('carOwned') ? yuanToFen(v.carValue) : 0, annualIncome: yuanToFen(v.annualIncome),
        medicalInsurance: str(v.medicalInsurance) as MedicalInsurance, lowIncome: on('lowIncome'), govMedicalAid: on('govMedicalAid'),
        otherHelp: on('otherHelp'), otherHelpAmount: on('otherHelp') ? yuanToFen(v.otherHelpAmount) : 0,
        hasDebt: on('hasDebt'), debtAmount: on('hasDebt') ? yuanToFen(v.debtAmount) : 0,
      } satisfies HouseholdInfo;
    }
    case 'material':
      return { medicalUrls: list(v.medicalUrls), patientPhotos: list(v.patientPhotos) } satisfies MaterialInfo;
    case 'fundraiser':
      return { name: str(v.name).trim(), idCard: str(v.idCard).trim().toUpperCase(), idPhotoUrls: list(v.idPhotoUrls) } satisfies FundraiserInfo;
    default:
      return {};
  }
}

/** A section's saved data (contract body) back into form values. */
export function fromSaved(section: Section, data: Record<string, unknown> | null): FormValues {
  const form = emptyForm(section);
  if (!data) return form;
  for (const f of FIELDS[section]) {
    const d = data[f.key];
    if (f.kind === 'yesno') form[f.key] = typeof d === 'boolean' ? d : null;
    else if (f.kind === 'upload') form[f.key] = filesOf(d, f.uploadKind === 'medical' || f.uploadKind === 'idcard');
    else if (f.kind === 'amount' && section === 'household') form[f.key] = fenToYuan(d);
    else form[f.key] = d === undefined || d === null ? '' : String(d);
  }
  return form;
}

/** Help registration (/cf/apply/raise): someone who cannot fill the forms asks the platform for help. */
export const APPLY_FIELDS: readonly FieldDef[] = [
  { key: 'name', label: '患者姓名', kind: 'text', testId: 'apply-name', maxLength: 20 },
  { key: 'phone', label: '联系电话', kind: 'digits', testId: 'apply-phone', placeholder: '11位手机号', maxLength: 11 },
  { key: 'city', label: '所在城市', kind: 'text', testId: 'apply-city', maxLength: 50 },
  { key: 'illness', label: '患者病情', kind: 'textarea', testId: 'apply-illness', placeholder: '简单描述病情和目前的困难', maxLength: 200 },
];

export function applyErrors(v: FormValues): FieldErrors {
  const e: FieldErrors = {};
  const put = (key: string, msg: string | null) => {
    if (msg) e[key] = msg;
  };
  put('name', nameError(str(v.name), '患者'));
  put('phone', phoneError(str(v.phone)));
  put('city', sizedText(str(v.city), 1, 50, RAISE_MSG.city));
  put('illness', sizedText(str(v.illness), 1, 200, RAISE_MSG.illness));
  return e;
}
