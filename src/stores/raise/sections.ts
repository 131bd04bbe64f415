/**
 * The raise form as data: each section's fields (what the screen draws), its rules (the messages of
 * lib/raise-validation.ts) and the conversion between the form's values (text as typed, 元 amounts,
 * yes/no answers that start unanswered) and the contract's bodies (fen, booleans).
 * Pure: no MobX, no I/O.
 */
import type { FundraiserInfo, HospitalPayeeInfo, HouseholdInfo, MaterialInfo, MedicalInsurance, PatientInfo, PatientRelation, PayeeInfo, PayeeRelation, RaiseTypeCode, Section, TreatmentInfo } from '../../contract/raise-sections';
import { FIELD_TITLES, MONEY_FIELDS, RAISE_TYPE, RAISE_TYPE_TITLES, hasPatient, payeeWords } from '../../contract/raise-sections';
import { wholeYuan } from '../../lib/money';
import type { UploadKind, UploadedFile } from '../../platform/upload-core';
import { CONTENT_LEN, MAX_ATTACHMENTS, TITLE_LEN } from '../../contract/rules/raise';
import { NAME_MAX } from '../../contract/rules/identity';
import { PHONE_DIGITS } from '../../contract/rules/phone';
import { LEAD_CITY_MAX, LEAD_NOTE_MAX } from '../../contract/rules/lead';
import {
  RAISE_MSG, bankDigits, contentError, nameError, parseTargetYuan, phoneError, sizedText, titleError,
} from '../../lib/raise-validation';
import {
  HOUSE_COUNT_MAX, HOUSEHOLD_YUAN_DIGITS, MEDICAL_INSURANCES, PATIENT_RELATIONS as RULE_PATIENT_RELATIONS, PAYEE_RELATIONS as RULE_PAYEE_RELATIONS,
  SECTION_FIELDS, type FieldRule,
} from '../../contract/rules/sections';

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
  /** the field's rule, the very object the contract declares the API's field with (src/contract/rules/sections.ts) */
  rule?: FieldRule;
}

/**
 * A section field's rule and the bound the form applies, both from the contract's rule object: a text's
 * most characters, an upload's most files. `typed`: what a user types may carry a blank every 4 digits.
 */
export function ruled(rule: FieldRule, typed = false): Pick<FieldDef, 'rule' | 'maxLength' | 'max'> {
  if (rule.kind === 'pics') return { rule, max: rule.max };
  if (rule.kind !== 'text' || rule.max === undefined) return { rule };
  return { rule, maxLength: typed ? rule.max + Math.floor((rule.max - 1) / 4) : rule.max };
}
/** A household amount's field: whole 元 of at most HOUSEHOLD_YUAN_DIGITS digits. */
const yuanField = (rule: FieldRule) => ({ rule, maxLength: HOUSEHOLD_YUAN_DIGITS });
const YUAN_RE = new RegExp(`^\\d{1,${HOUSEHOLD_YUAN_DIGITS}}$`);

export const RAISE_TYPE_LABEL = RAISE_TYPE_TITLES;

/** A select's options: the contract's values (src/contract/rules/sections.ts), each with its label here. */
const optionsOf = <V extends string>(values: readonly V[], label: Record<V, string>) => values.map((value) => ({ value, label: label[value] }));

export const PAYEE_RELATIONS: ReadonlyArray<{ value: Exclude<PayeeRelation, ''>; label: string }> = optionsOf(RULE_PAYEE_RELATIONS, payeeWords(RAISE_TYPE.ILLNESS).of);

export const PATIENT_RELATIONS: ReadonlyArray<{ value: PatientRelation; label: string }> = optionsOf(RULE_PATIENT_RELATIONS, {
  self: '本人', spouse: '配偶', parent: '父母', child: '子女', sibling: '兄弟姐妹', relative: '其他亲属', friend: '朋友', other: '其他',
});

export const MEDICAL_INSURANCE: ReadonlyArray<{ value: MedicalInsurance; label: string }> = optionsOf(MEDICAL_INSURANCES, {
  none: '无医保', urban_rural: '城乡居民医保', employee: '职工医保', commercial: '商业保险',
});


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

const F = SECTION_FIELDS;

export const FIELDS: Record<Section, readonly FieldDef[]> = {
  base: [
    { key: 'title', label: title('title', '筹款'), kind: 'text', testId: 'raise-title', placeholder: '一句话说明筹款原因', maxLength: TITLE_LEN[1], hint: `${TITLE_LEN[0]}-${TITLE_LEN[1]}个字`, noEmoji: true },
    { key: 'content', label: title('content'), kind: 'textarea', testId: 'raise-story', placeholder: '患者情况、治疗经过、为什么需要帮助', maxLength: CONTENT_LEN[1], hint: `${CONTENT_LEN[0]}-${CONTENT_LEN[1]}个字` },
    { key: 'target', label: title('targetAmount'), kind: 'amount', testId: 'raise-target', placeholder: '请输入整数金额' },
    { key: 'cover', label: title('coverUrl', '', '图片'), kind: 'upload', testId: 'raise-cover', max: 1, uploadKind: 'cover' },
    { key: 'attachments', label: title('attachments', '更多'), kind: 'upload', testId: 'raise-photos', max: MAX_ATTACHMENTS, uploadKind: 'photo' },
  ],
  patient: [
    { key: 'name', label: title('name', '患者'), kind: 'text', testId: 'patient-name', placeholder: '与身份证一致', ...ruled(F.patient.name) },
    { key: 'idCard', label: title('idCard', '患者'), kind: 'idcard', testId: 'patient-id-card', placeholder: '18位身份证号', ...ruled(F.patient.idCard) },
    { key: 'relation', label: title('relation', '患者与您的'), kind: 'select', testId: 'patient-relation', options: PATIENT_RELATIONS, ...ruled(F.patient.relation) },
  ],
  payee: [
    { key: 'relation', label: payeeWords(RAISE_TYPE.ILLNESS).relation, kind: 'select', testId: 'payee-relation', options: PAYEE_RELATIONS, ...ruled(F.payee.relation) },
    { key: 'name', label: title('name', '收款人'), kind: 'text', testId: 'payee-name', ...ruled(F.payee.name), when: notHospital },
    { key: 'idCard', label: title('idCard', '收款人'), kind: 'idcard', testId: 'payee-id-card', ...ruled(F.payee.idCard), when: notHospital },
    { key: 'bankName', label: title('bankName'), kind: 'text', testId: 'payee-bank-name', placeholder: '如：中国工商银行', ...ruled(F.payee.bankName), when: notHospital },
    { key: 'bankAccount', label: title('bankAccount'), kind: 'digits', testId: 'payee-bank-account', placeholder: '收款人本人名下的银行卡', ...ruled(F.payee.bankAccount, true), when: notHospital },
  ],
  hospital: [
    { key: 'accountName', label: title('accountName', '医院'), kind: 'text', testId: 'hospital-account-name', ...ruled(F.hospital.accountName) },
    { key: 'bankName', label: title('bankName'), kind: 'text', testId: 'hospital-bank-name', ...ruled(F.hospital.bankName) },
    { key: 'bankAccount', label: '医院对公账号', kind: 'digits', testId: 'hospital-bank-account', ...ruled(F.hospital.bankAccount) },
    { key: 'contactName', label: title('contactName', '医院'), kind: 'text', testId: 'hospital-contact-name', ...ruled(F.hospital.contactName) },
    { key: 'contactPhone', label: title('contactPhone'), kind: 'text', testId: 'hospital-contact-phone', ...ruled(F.hospital.contactPhone) },
  ],
  treatment: [
    { key: 'hospital', label: title('hospital', '就诊'), kind: 'text', testId: 'treatment-hospital', ...ruled(F.treatment.hospital) },
    { key: 'department', label: title('department', '就诊'), kind: 'text', testId: 'treatment-department', ...ruled(F.treatment.department) },
    { key: 'diagnosis', label: title('diagnosis'), kind: 'text', testId: 'treatment-diagnosis', ...ruled(F.treatment.diagnosis) },
    { key: 'city', label: title('city', '所在', OPTIONAL), kind: 'text', testId: 'treatment-city', ...ruled(F.treatment.city) },
  ],
  household: [
    { key: 'houseOwned', label: title('houseOwned'), kind: 'yesno', testId: 'household-house-owned', rule: F.household.houseOwned },
    { key: 'houseCount', label: title('houseCount'), kind: 'digits', testId: 'household-house-count', rule: F.household.houseCount, maxLength: String(HOUSE_COUNT_MAX).length, when: yes('houseOwned') },
    { key: 'houseValue', label: title('houseValue'), kind: 'amount', testId: 'household-house-value', ...yuanField(F.household.houseValue), when: yes('houseOwned') },
    { key: 'carOwned', label: title('carOwned'), kind: 'yesno', testId: 'household-car-owned', rule: F.household.carOwned },
    { key: 'carValue', label: title('carValue'), kind: 'amount', testId: 'household-car-value', ...yuanField(F.household.carValue), when: yes('carOwned') },
    { key: 'annualIncome', label: title('annualIncome'), kind: 'amount', testId: 'household-annual-income', ...yuanField(F.household.annualIncome) },
    { key: 'medicalInsurance', label: title('medicalInsurance'), kind: 'select', testId: 'household-medical-insurance', options: MEDICAL_INSURANCE, rule: F.household.medicalInsurance },
    { key: 'lowIncome', label: title('lowIncome'), kind: 'yesno', testId: 'household-low-income', rule: F.household.lowIncome },
    { key: 'govMedicalAid', label: title('govMedicalAid'), kind: 'yesno', testId: 'household-gov-medical-aid', rule: F.household.govMedicalAid },
    { key: 'otherHelp', label: title('otherHelp'), kind: 'yesno', testId: 'household-other-help', rule: F.household.otherHelp },
    { key: 'otherHelpAmount', label: title('otherHelpAmount'), kind: 'amount', testId: 'household-other-help-amount', ...yuanField(F.household.otherHelpAmount), when: yes('otherHelp') },
    { key: 'hasDebt', label: title('hasDebt'), kind: 'yesno', testId: 'household-has-debt', rule: F.household.hasDebt },
    { key: 'debtAmount', label: title('debtAmount'), kind: 'amount', testId: 'household-debt-amount', ...yuanField(F.household.debtAmount), when: yes('hasDebt') },
  ],
  material: [
    { key: 'medicalUrls', label: title('medicalUrls', '', '（诊断书、病历、住院证明）'), kind: 'upload', testId: 'material-medical', uploadKind: 'medical', ...ruled(F.material.medicalUrls) },
    { key: 'patientPhotos', label: title('patientPhotos', '', OPTIONAL), kind: 'upload', testId: 'material-photos', uploadKind: 'photo', ...ruled(F.material.patientPhotos) },
  ],
  fundraiser: [
    { key: 'name', label: title('name', '您的'), kind: 'text', testId: 'fundraiser-name', ...ruled(F.fundraiser.name) },
    { key: 'idCard', label: title('idCard', '您的'), kind: 'idcard', testId: 'fundraiser-id-card', ...ruled(F.fundraiser.idCard) },
    { key: 'idPhotoUrls', label: title('idPhotoUrls', '', '（人像面与国徽面）'), kind: 'upload', testId: 'fundraiser-id-photo', uploadKind: 'idcard', ...ruled(F.fundraiser.idPhotoUrls) },
  ],
};

/**
 * The words of a goods or dream case's fields where the illness case's speak of a patient: its payee is
 * related to the fundraiser, its papers prove the need. Values, rules and test ids stay the same.
 */
const NO_PATIENT: Partial<Record<Section, Record<string, Pick<FieldDef, 'label'> & Partial<Pick<FieldDef, 'options'>>>>> = {
  payee: {
    relation: { label: payeeWords(RAISE_TYPE.DREAM).relation, options: optionsOf(RULE_PAYEE_RELATIONS, payeeWords(RAISE_TYPE.DREAM).of) },
  },
  material: {
    medicalUrls: { label: '证明材料（需求说明、费用预算或报价、相关机构证明）' },
    patientPhotos: { label: `现场照片${OPTIONAL}` },
  },
};

/** A section's fields as a case of this kind words them (with a patient: FIELDS as declared). */
export function fieldsFor(section: Section, raiseType?: number): readonly FieldDef[] {
  const words = hasPatient(raiseType) ? undefined : NO_PATIENT[section];
  return words ? FIELDS[section].map((f) => (words[f.key] ? { ...f, ...words[f.key] } : f)) : FIELDS[section];
}

/** The fields of a section shown for these values (hidden ones are neither checked nor sent), worded for the case's kind. */
export function visibleFields(section: Section, v: FormValues, raiseType?: number): FieldDef[] {
  return fieldsFor(section, raiseType).filter((f) => !f.when || f.when(v));
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

/** An upload's URLs as the server reads them: its own absolute URLs become paths before the rule runs. */
const asSent = (urls: string[]) => urls.map((u) => u.replace(/^https?:\/\/[^/]+(?=\/)/, ''));

/**
 * Each shown field's rule (the contract's rule object) on the value as it would be sent: the message
 * the API answers for the same value. null when every field passes.
 */
export function ruleErrors(fields: readonly FieldDef[], body: Record<string, unknown>, now: number): FieldErrors {
  const e: FieldErrors = {};
  for (const f of fields) {
    if (!f.rule) continue;
    const value = f.kind === 'upload' ? asSent((body[f.key] as string[] | undefined) ?? []) : body[f.key];
    const msg = f.rule.check(value, now);
    if (msg) e[f.key] = msg;
  }
  return e;
}

/** The section's errors for these values: field key -> message (empty when valid). */
export function sectionErrors(section: Section, v: FormValues, now: number = Date.now()): FieldErrors {
  if (section !== 'base') {
    const shown = visibleFields(section, v);
    // As sent, except that an unanswered yes/no stays unanswered (the body would say no).
    const body = { ...(toSaveBody(section, v) as Record<string, unknown>) };
    for (const f of shown) if (f.kind === 'yesno') body[f.key] = v[f.key];
    const e = ruleErrors(shown, body, now);
    // A household figure is typed in whole 元 (12.5 is not one), and a "yes" needs a real figure: at least one house, help or debt above 0.
    if (section === 'household') {
      for (const f of shown) {
        const val = v[f.key];
        if (f.kind !== 'amount' && f.kind !== 'digits') continue;
        const n = Number(str(val));
        const tooSmall = (f.key === 'houseCount' && n < 1) || ((f.key === 'otherHelpAmount' || f.key === 'debtAmount') && n <= 0);
        if (!YUAN_RE.test(str(val).trim()) || tooSmall) e[f.key] = HOUSEHOLD_MSG[f.key as keyof typeof HOUSEHOLD_MSG];
      }
    }
    return e;
  }
  const e: FieldErrors = {};
  const put = (key: string, msg: string | null) => {
    if (msg) e[key] = msg;
  };
  const type = Number(str(v.raiseType)) as RaiseTypeCode;
  put('title', titleError(str(v.title)));
  put('content', contentError(str(v.content)));
  const t = parseTargetYuan(str(v.target), type);
  if (!t.ok) put('target', t.error);
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
  { key: 'name', label: title('name', '患者'), kind: 'text', testId: 'apply-name', maxLength: NAME_MAX },
  { key: 'phone', label: '联系电话', kind: 'digits', testId: 'apply-phone', placeholder: `${PHONE_DIGITS}位手机号`, maxLength: PHONE_DIGITS },
  { key: 'city', label: '所在城市', kind: 'text', testId: 'apply-city', maxLength: LEAD_CITY_MAX },
  { key: 'illness', label: '患者病情', kind: 'textarea', testId: 'apply-illness', placeholder: '简单描述病情和目前的困难', maxLength: LEAD_NOTE_MAX },
];

export function applyErrors(v: FormValues): FieldErrors {
  const e: FieldErrors = {};
  const put = (key: string, msg: string | null) => {
    if (msg) e[key] = msg;
  };
  put('name', nameError(str(v.name), '患者'));
  put('phone', phoneError(str(v.phone)));
  put('city', sizedText(str(v.city), 1, LEAD_CITY_MAX, RAISE_MSG.city));
  put('illness', sizedText(str(v.illness), 1, LEAD_NOTE_MAX, RAISE_MSG.illness));
  return e;
}
