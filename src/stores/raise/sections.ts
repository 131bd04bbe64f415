/**
 * The raise form as data: each section's fields (what the screen draws), its rules (the messages of
 * lib/raise-validation.ts) and the conversion between the form's values (text as typed, 元 amounts,
 * yes/no answers that start unanswered) and the contract's bodies (fen, booleans).
 * Pure: no MobX, no I/O.
 */
import type { FundraiserInfo, HospitalPayeeInfo, HouseholdInfo, MaterialInfo, MedicalInsurance, PatientInfo, PatientRelation, PayeeInfo, PayeeRelation, RaiseTypeCode, Section, TreatmentInfo } from '../../contract/raise-sections';
import { FIELD_TITLES, MONEY_FIELDS, SECTION_TITLES } from '../../contract/raise-sections';
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

const OPTIONAL = '（选填）';
/**
 * A form label from the field's one title (contract FIELD_TITLES): whose it is before it (患者姓名), the
 * unit after an amount in fen (（元）), and any note after that. The hospital's account number keeps its own
 * label (an institution's account is no bank card).
 */
function title(key: string, who = '', note = ''): string {
  return `${who}${FIELD_TITLES[key] ?? key}${MONEY_FIELDS.includes(key) ? '（元）' : ''}${note}`;
}

const notHospital = (v: FormValues) => v.relation !== '' && v.relation !== 'LOCATION_HOSPITAL_ACCOUNT';
const yes = (key: string) => (v: FormValues) => v[key] === true;

import { HOUSEHOLD_MSG } from '../../contract/rules/raise';

export { HOUSEHOLD_MSG };

export const FIELDS: Record<Section, readonly FieldDef[]> = {
  base: [
    { key: 'title', label: title('title', '筹款'), kind: 'text', testId: 'raise-title', placeholder: '一句话说明筹款原因', maxLength: 60, hint: '5-60个字', noEmoji: true },
    { key: 'content', label: title('content'), kind: 'textarea', testId: 'raise-story', placeholder: '患者情况、治疗经过、为什么需要帮助', maxLength: 3000, hint: '20-3000个字' },
    { key: 'target', label: title('targetAmount'), kind: 'amount', testId: 'raise-target', placeholder: '请输入整数金额' },
    { key: 'cover', label: title('coverUrl', '', '图片'), kind: 'upload', testId: 'raise-cover', max: 1, uploadKind: 'cover' },
    { key: 'attachments', label: title('attachments', '更多'), kind: 'upload', testId: 'raise-photos', max: 9, uploadKind: 'photo' },
  ],
  patient: [
    { key: 'name', label: title('name', '患者'), kind: 'text', testId: 'patient-name', placeholder: '与身份证一致', maxLength: 20 },
    { key: 'idCard', label: title('idCard', '患者'), kind: 'idcard', testId: 'patient-id-card', placeholder: '18位身份证号', maxLength: 18 },
    { key: 'relation', label: title('relation', '患者与您的'), kind: 'select', testId: 'patient-relation', options: PATIENT_RELATIONS },
  ],
  payee: [
    { key: 'relation', label: title('relation', '收款人与患者的'), kind: 'select', testId: 'payee-relation', options: PAYEE_RELATIONS },
    { key: 'name', label: title('name', '收款人'), kind: 'text', testId: 'payee-name', maxLength: 20, when: notHospital },
    { key: 'idCard', label: title('idCard', '收款人'), kind: 'idcard', testId: 'payee-id-card', maxLength: 18, when: notHospital },
    { key: 'bankName', label: title('bankName'), kind: 'text', testId: 'payee-bank-name', placeholder: '如：中国工商银行', maxLength: 50, when: notHospital },
    { key: 'bankAccount', label: title('bankAccount'), kind: 'digits', testId: 'payee-bank-account', placeholder: '收款人本人名下的银行卡', maxLength: 23, when: notHospital },
  ],
  hospital: [
    { key: 'accountName', label: title('accountName', '医院'), kind: 'text', testId: 'hospital-account-name', maxLength: 100 },
    { key: 'bankName', label: title('bankName'), kind: 'text', testId: 'hospital-bank-name', maxLength: 50 },
    { key: 'bankAccount', label: '医院对公账号', kind: 'digits', testId: 'hospital-bank-account', maxLength: 30 },
    { key: 'contactName', label: title('contactName', '医院'), kind: 'text', testId: 'hospital-contact-name', maxLength: 20 },
    { key: 'contactPhone', label: title('contactPhone'), kind: 'text', testId: 'hospital-contact-phone', maxLength: 20 },
  ],
  treatment: [
    { key: 'hospital', label: title('hospital', '就诊'), kind: 'text', testId: 'treatment-hospital', maxLength: 100 },
    { key: 'department', label: title('department', '就诊'), kind: 'text', testId: 'treatment-department', maxLength: 50 },
    { key: 'diagnosis', label: title('diagnosis'), kind: 'text', testId: 'treatment-diagnosis', maxLength: 200 },
    { key: 'city', label: title('city', '所在', OPTIONAL), kind: 'text', testId: 'treatment-city', maxLength: 50 },
  ],
  household: [
    { key: 'houseOwned', label: title('houseOwned'), kind: 'yesno', testId: 'household-house-owned' },
    { key: 'houseCount', label: title('houseCount'), kind: 'digits', testId: 'household-house-count', maxLength: 2, when: yes('houseOwned') },
    { key: 'houseValue', label: title('houseValue'), kind: 'amount', testId: 'household-house-value', maxLength: 10, when: yes('houseOwned') },
    { key: 'carOwned', label: title('carOwned'), kind: 'yesno', testId: 'household-car-owned' },
    { key: 'carValue', label: title('carValue'), kind: 'amount', testId: 'household-car-value', maxLength: 10, when: yes('carOwned') },
    { key: 'annualIncome', label: title('annualIncome'), kind: 'amount', testId: 'household-annual-income', maxLength: 10 },
    { key: 'medicalInsurance', label: title('medicalInsurance'), kind: 'select', testId: 'household-medical-insurance', options: MEDICAL_INSURANCE },
    { key: 'lowIncome', label: title('lowIncome'), kind: 'yesno', testId: 'household-low-income' },
    { key: 'govMedicalAid', label: title('govMedicalAid'), kind: 'yesno', testId: 'household-gov-medical-aid' },
    { key: 'otherHelp', label: title('otherHelp'), kind: 'yesno', testId: 'household-other-help' },
    { key: 'otherHelpAmount', label: title('otherHelpAmount'), kind: 'amount', testId: 'household-other-help-amount', maxLength: 10, when: yes('otherHelp') },
    { key: 'hasDebt', label: title('hasDebt'), kind: 'yesno', testId: 'household-has-debt' },
    { key: 'debtAmount', label: title('debtAmount'), kind: 'amount', testId: 'household-debt-amount', maxLength: 10, when: yes('hasDebt') },
  ],
  material: [
    { key: 'medicalUrls', label: title('medicalUrls', '', '（诊断书、病历、住院证明）'), kind: 'upload', testId: 'material-medical', max: 20, uploadKind: 'medical' },
    { key: 'patientPhotos', label: title('patientPhotos', '', OPTIONAL), kind: 'upload', testId: 'material-photos', max: 9, uploadKind: 'photo' },
  ],
  fundraiser: [
    { key: 'name', label: title('name', '您的'), kind: 'text', testId: 'fundraiser-name', maxLength: 20 },
    { key: 'idCard', label: title('idCard', '您的'), kind: 'idcard', testId: 'fundraiser-id-card', maxLength: 18 },
    { key: 'idPhotoUrls', label: title('idPhotoUrls', '', '（人像面与国徽面）'), kind: 'upload', testId: 'fundraiser-id-photo', max: 2, uploadKind: 'idcard' },
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
const fenToYuan = (n: unknown) => (typeof n === 'number' ? String(Math.round(n / 100)) : '');

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
  { key: 'name', label: title('name', '患者'), kind: 'text', testId: 'apply-name', maxLength: 20 },
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
