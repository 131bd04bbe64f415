/**
 * The raise sections' fields, one rule object each: what the field holds at the API (`kind`, its bound
 * `max`, its `values`) and `check`, the field's own rule with its Chinese message (null when fine). The
 * contract declares every section save's field from these (src/contract/raise-sections.ts: the bound as
 * JSON Schema, the rule by name as `x-rule`), the server's edge runs `check` on receipt and answers its
 * message (server/src/http/route.ts, plugins/errors.ts), the service runs it again before storing
 * (with the rules across fields: a house owned needs a count) and the forms run it before sending
 * (src/stores/raise/sections.ts): one object, three places.
 */
import { bankAccountError, contactPhoneError, hospitalAccountError } from './bank';
import { idCardError, nameError } from './identity';
import { isValidPhone, phoneError, PHONE_MSG } from './phone';
import { HOUSEHOLD_MSG as H, RAISE_MSG } from './raise';
import { STOP_FIELDS } from './stop-raise';
import { chars, sizedText } from './text';

export interface FieldRule {
  /** text: a string of at most `max` characters; pics: at most `max` image URLs; int: a whole number 0..max; yesno; one: one of `values` */
  kind: 'text' | 'pics' | 'int' | 'yesno' | 'one';
  max?: number;
  values?: readonly string[];
  /** the field's rule: null when the value may be saved, else the message (the form shows it, the API answers it) */
  check: (value: unknown, now?: number) => string | null;
}

export const PATIENT_RELATIONS = ['self', 'spouse', 'parent', 'child', 'sibling', 'relative', 'friend', 'other'] as const;
export const PAYEE_RELATIONS = ['self', 'spouse', 'other', 'LOCATION_HOSPITAL_ACCOUNT'] as const;
export const MEDICAL_INSURANCES = ['none', 'urban_rural', 'employee', 'commercial'] as const;
/** Houses a family may declare. */
export const HOUSE_COUNT_MAX = 100;
/** A household amount: whole 元 of at most 10 digits, in fen. */
export const HOUSEHOLD_YUAN_DIGITS = 10;
export const HOUSEHOLD_FEN_MAX = (10 ** HOUSEHOLD_YUAN_DIGITS - 1) * 100;

/** Our image paths or https URLs (no blanks, quotes or angle brackets), up to 500 characters. */
export const IMAGE_URL_RE = /^(\/(?!\/)|https:\/\/)[^\s<>"'`]{1,500}$/;
export const ORG_CODE_RE = /^[0-9A-Z]{18}$/;
export const DREAM_MSG = {
  orgName: '请填写机构名称', orgNameLength: '机构名称须为2-100个字',
  orgCodeRequired: '请填写统一社会信用代码', orgCode: '请输入正确的统一社会信用代码',
  contactPhoneRequired: '请填写联系人手机号', license: '请上传机构证明',
} as const;
export const PICS_MSG = { tooMany: (max: number) => `最多上传${max}张图片`, badUrl: '图片地址不正确' } as const;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

const sized = (min: number, max: number, empty: string, bad: string): FieldRule =>
  ({ kind: 'text', max, check: (v) => sizedText(text(v), min, max, empty, bad) });
const name = (who: string): FieldRule => ({ kind: 'text', max: 20, check: (v) => nameError(text(v), who) });
const idCard = (who: string): FieldRule => ({ kind: 'text', max: 18, check: (v, now) => idCardError(text(v), who, now ?? Date.now()) });
const one = (values: readonly string[], msg: string): FieldRule =>
  ({ kind: 'one', values, check: (v) => (typeof v === 'string' && values.includes(v) ? null : msg) });
const yesNo = (msg: string): FieldRule => ({ kind: 'yesno', check: (v) => (typeof v === 'boolean' ? null : msg) });
/** A whole number 0..max (fen, or a count). */
const int = (max: number, msg: string): FieldRule =>
  ({ kind: 'int', max, check: (v) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= max ? null : msg) });
/** min..max image URLs (a missing list is an empty one). */
const pics = (min: number, max: number, empty: string): FieldRule => ({
  kind: 'pics', max,
  check: (v) => {
    const list = Array.isArray(v) ? v : [];
    if (list.length < min) return empty;
    if (list.length > max) return PICS_MSG.tooMany(max);
    return list.every((u) => typeof u === 'string' && IMAGE_URL_RE.test(u)) ? null : PICS_MSG.badUrl;
  },
});
const bankName = sized(2, 50, RAISE_MSG.bankName, RAISE_MSG.bankNameLength);

/** Every field each section's save may carry, with its rule. */
export const SECTION_FIELDS = {
  patient: { name: name('患者'), idCard: idCard('患者'), relation: one(PATIENT_RELATIONS, RAISE_MSG.patientRelation) },
  payee: {
    relation: one(PAYEE_RELATIONS, RAISE_MSG.payeeRelation), name: name('收款人'), idCard: idCard('收款人'), bankName,
    bankAccount: { kind: 'text', max: 19, check: (v) => bankAccountError(text(v)) } as FieldRule,
  },
  hospital: {
    accountName: sized(2, 100, RAISE_MSG.accountName, RAISE_MSG.accountNameLength), bankName,
    bankAccount: { kind: 'text', max: 30, check: (v) => hospitalAccountError(text(v)) } as FieldRule,
    contactName: sized(2, 20, RAISE_MSG.contactName, RAISE_MSG.contactNameLength),
    contactPhone: { kind: 'text', max: 20, check: (v) => contactPhoneError(text(v)) } as FieldRule,
  },
  treatment: {
    hospital: sized(2, 100, RAISE_MSG.hospital, RAISE_MSG.hospitalLength),
    department: sized(1, 50, RAISE_MSG.department, RAISE_MSG.departmentLength),
    diagnosis: sized(2, 200, RAISE_MSG.diagnosis, RAISE_MSG.diagnosisLength),
    city: { kind: 'text', max: 50, check: (v) => (chars(text(v)) > 50 ? RAISE_MSG.cityLength : null) } as FieldRule,
  },
  household: {
    houseOwned: yesNo(H.houseOwned), houseCount: int(HOUSE_COUNT_MAX, H.houseCount), houseValue: int(HOUSEHOLD_FEN_MAX, H.houseValue),
    carOwned: yesNo(H.carOwned), carValue: int(HOUSEHOLD_FEN_MAX, H.carValue), annualIncome: int(HOUSEHOLD_FEN_MAX, H.annualIncome),
    medicalInsurance: one(MEDICAL_INSURANCES, H.medicalInsurance), lowIncome: yesNo(H.lowIncome), govMedicalAid: yesNo(H.govMedicalAid),
    otherHelp: yesNo(H.otherHelp), otherHelpAmount: int(HOUSEHOLD_FEN_MAX, H.otherHelpAmount),
    hasDebt: yesNo(H.hasDebt), debtAmount: int(HOUSEHOLD_FEN_MAX, H.debtAmount),
  },
  material: { medicalUrls: pics(1, 20, RAISE_MSG.medical), patientPhotos: pics(0, 9, '') },
  fundraiser: { name: name('发起人'), idCard: idCard('发起人'), idPhotoUrls: pics(1, 2, RAISE_MSG.idPhoto) },
  organisation: {
    orgName: sized(2, 100, DREAM_MSG.orgName, DREAM_MSG.orgNameLength),
    orgCode: {
      kind: 'text', max: 18,
      check: (v) => (!text(v) ? DREAM_MSG.orgCodeRequired : ORG_CODE_RE.test(text(v).toUpperCase()) ? null : DREAM_MSG.orgCode),
    } as FieldRule,
    contactName: name('联系人'),
    contactPhone: {
      kind: 'text', max: 11, check: (v) => (!text(v) ? DREAM_MSG.contactPhoneRequired : isValidPhone(text(v)) ? null : PHONE_MSG.invalid),
    } as FieldRule,
    licenseUrls: pics(1, 5, DREAM_MSG.license),
  },
  individual: { name: name('圆梦人'), idCard: idCard('圆梦人'), phone: { kind: 'text', max: 11, check: (v) => phoneError(text(v)) } as FieldRule, idPhotoUrls: pics(1, 2, RAISE_MSG.idPhoto) },
} satisfies Record<string, Record<string, FieldRule>>;

export type SaveSection = keyof typeof SECTION_FIELDS;

/** Every form's ruled fields by form: the sections', and the other forms' (stop.ts ...). */
const RULED: Record<string, Record<string, FieldRule>> = { ...SECTION_FIELDS, stop: STOP_FIELDS };

/** The rule named `form.field` (the contract's `x-rule`), or undefined. */
export function fieldRule(ruleName: string): FieldRule | undefined {
  const [section, field] = ruleName.split('.');
  const fields = RULED[section];
  return fields && Object.prototype.hasOwnProperty.call(fields, field) ? fields[field] : undefined;
}
