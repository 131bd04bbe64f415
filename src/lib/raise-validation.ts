/**
 * Field rules of the raise forms (starting a case), pure and shared by the RaiseStore, its tests and
 * the screens. Each check returns null when the value is fine, else the Chinese message the server
 * answers for the same mistake (src/services/contract-raise.ts states the rules and the texts), so the
 * screen and the server never disagree.
 */
import { RAISE_TYPE, TARGET_YUAN, type RaiseTypeCode } from '../services/contract-raise';

/** 2-20 characters: Chinese letters plus the dot characters of transliterated names (· •). */
export const RAISE_NAME_RE = /^[\u4e00-\u9fa5·•]{2,20}$/;
/** A leading non-zero digit, 13-16 more digits, then a digit or X (15-18 characters in all). */
export const RAISE_ID_CARD_RE = /^[1-9]\d{13,16}[\dXx]$/;
export const PHONE_RE = /^1\d{10}$/;

export const TITLE_LEN = [5, 60] as const;
export const CONTENT_LEN = [20, 3000] as const;
export const MAX_ATTACHMENTS = 9;

export const RAISE_MSG = {
  titleRequired: '请填写筹款标题',
  titleLength: `筹款标题须为${TITLE_LEN[0]}-${TITLE_LEN[1]}个字`,
  contentRequired: '请填写筹款说明',
  contentLength: `筹款说明须为${CONTENT_LEN[0]}-${CONTENT_LEN[1]}个字`,
  raiseType: '请选择筹款类型',
  targetRequired: '请填写目标金额',
  idCard: '请输入正确的身份证号',
  bankAccountRequired: '请填写银行卡号',
  bankAccount: '请输入正确的银行卡号',
  bankName: '请填写开户银行',
  bankNameLength: '开户银行须为2-50个字',
  payeeRelation: '请选择收款人与患者的关系',
  patientRelation: '请选择患者与您的关系',
  phoneRequired: '请填写手机号',
  phone: '请输入正确的手机号码',
  city: '请填写所在城市',
  illness: '请填写患者病情',
  hospital: '请填写就诊医院',
  hospitalLength: '就诊医院须为2-100个字',
  department: '请填写就诊科室',
  departmentLength: '就诊科室不能超过50个字',
  diagnosis: '请填写确诊疾病',
  diagnosisLength: '确诊疾病须为2-200个字',
  cityLength: '所在城市不能超过50个字',
  medical: '请上传医疗证明',
  idPhoto: '请上传身份证照片',
  accountName: '请填写医院账户名称',
  accountNameLength: '医院账户名称须为2-100个字',
  hospitalAccountRequired: '请填写医院银行账号',
  hospitalAccount: '请输入正确的医院银行账号',
  contactName: '请填写医院联系人',
  contactNameLength: '医院联系人须为2-20个字',
  contactPhoneRequired: '请填写医院联系电话',
  contactPhone: '请输入正确的医院联系电话',
} as const;

/** 目标金额须为<min>-<max>元的整数 for the raise type (the contract's one message for every bad target). */
export function targetMessage(raiseType: RaiseTypeCode): string {
  const { min, max } = TARGET_YUAN[raiseType];
  return `目标金额须为${min}-${max}元的整数`;
}

/** Counts what a reader sees: surrounding spaces do not make a title longer. */
const len = (s: string) => [...(s ?? '').trim()].length;

/** The minimum counts the trimmed text, the maximum what is sent (as the server counts). */
function lengthError(text: string, [min, max]: readonly [number, number], empty: string, bad: string): string | null {
  const n = len(text);
  if (n === 0) return empty;
  return n < min || [...(text ?? '')].length > max ? bad : null;
}

export const titleError = (title: string) => lengthError(title, TITLE_LEN, RAISE_MSG.titleRequired, RAISE_MSG.titleLength);
export const contentError = (content: string) => lengthError(content, CONTENT_LEN, RAISE_MSG.contentRequired, RAISE_MSG.contentLength);

export const isRaiseType = (v: unknown): v is RaiseTypeCode =>
  v === RAISE_TYPE.ILLNESS || v === RAISE_TYPE.GOODS || v === RAISE_TYPE.DREAM;

/**
 * The target as typed (whole 元) -> fen, or the type's message: digits only (no decimals, signs,
 * exponents), within the type's range (illness 1,000-500,000 元).
 */
export function parseTargetYuan(text: string, raiseType: RaiseTypeCode): { ok: true; fen: number } | { ok: false; error: string } {
  const v = String(text ?? '').trim();
  if (!v) return { ok: false, error: RAISE_MSG.targetRequired };
  const error = targetMessage(raiseType);
  if (!/^\d{1,9}$/.test(v)) return { ok: false, error };
  const yuan = Number(v);
  const { min, max } = TARGET_YUAN[raiseType];
  if (yuan < min || yuan > max) return { ok: false, error };
  return { ok: true, fen: yuan * 100 };
}

/** `who` names the person as the server does: 患者, 收款人, 发起人 (请填写患者姓名 / 请输入正确的患者姓名). */
export function nameError(name: string, who: string): string | null {
  const v = (name ?? '').trim();
  if (!v) return `请填写${who}姓名`;
  return RAISE_NAME_RE.test(v) ? null : `请输入正确的${who}姓名`;
}

/** GB 11643-1999 weights of the first 17 digits and the check character for sum mod 11. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The check character of an 18-character ID number: sum(digit x weight) mod 11 indexes '10X98765432'. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * ID_WEIGHTS[i];
  return ID_CHECK[sum % 11];
}

/** A real calendar date from 1900 on and not after `now`. */
function realPastDate(y: number, m: number, d: number, now: number): boolean {
  const t = Date.UTC(y, m - 1, d);
  const dt = new Date(t);
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d && y >= 1900 && t <= now;
}

/**
 * The SPEC pattern (15-18 characters); an 18-character number also needs a real birth date
 * (characters 7-14, YYYYMMDD) and the GB 11643 check character.
 */
export function isValidRaiseIdCard(id: string, now: number = Date.now()): boolean {
  const v = (id ?? '').replace(/\s+/g, '').toUpperCase();
  if (!RAISE_ID_CARD_RE.test(v)) return false;
  if (v.length !== 18) return true;
  if (!realPastDate(Number(v.slice(6, 10)), Number(v.slice(10, 12)), Number(v.slice(12, 14)), now)) return false;
  return idCardCheckChar(v) === v[17];
}

/** 请填写<who>身份证号 when blank, else 请输入正确的身份证号 when it breaks the rule. */
export function idCardError(id: string, who: string, now: number = Date.now()): string | null {
  if (!(id ?? '').trim()) return `请填写${who}身份证号`;
  return isValidRaiseIdCard(id, now) ? null : RAISE_MSG.idCard;
}

/** Luhn: from the right, every second digit doubled (minus 9 above 9); the sum is a multiple of 10. */
export function luhnOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Spaces a user types to read the number are not part of it. */
export const bankDigits = (text: string) => String(text ?? '').replace(/\s+/g, '');

/**
 * A personal bank account: 12-19 digits; a 16-19 digit card number starting 4, 5 or 62 (card schemes)
 * must pass the Luhn check. Passbook accounts of other lengths/prefixes are taken on length.
 */
export function bankAccountError(text: string): string | null {
  const v = bankDigits(text);
  if (!v) return RAISE_MSG.bankAccountRequired;
  if (!/^\d{12,19}$/.test(v)) return RAISE_MSG.bankAccount;
  if (v.length >= 16 && /^(4|5|62)/.test(v) && !luhnOk(v)) return RAISE_MSG.bankAccount;
  return null;
}

/** The hospital's corporate account: 8-30 digits. */
export function hospitalAccountError(text: string): string | null {
  const v = bankDigits(text);
  if (!v) return RAISE_MSG.hospitalAccountRequired;
  return /^\d{8,30}$/.test(v) ? null : RAISE_MSG.hospitalAccount;
}

export function phoneError(phone: string): string | null {
  const v = (phone ?? '').trim();
  if (!v) return RAISE_MSG.phoneRequired;
  return PHONE_RE.test(v) ? null : RAISE_MSG.phone;
}

/** A mobile or a landline: digits and dashes, 7-20 characters. */
export function contactPhoneError(phone: string): string | null {
  const v = (phone ?? '').trim();
  if (!v) return RAISE_MSG.contactPhoneRequired;
  return /^[\d-]{7,20}$/.test(v) ? null : RAISE_MSG.contactPhone;
}

/**
 * A required free text of `min`-`max` characters: `empty` when blank, `bad` (default `empty`) when its
 * length is out of range.
 */
export function sizedText(text: string, min: number, max: number, empty: string, bad: string = empty): string | null {
  const n = len(text);
  if (n === 0) return empty;
  return n < min || n > max ? bad : null;
}
