/**
 * Names and mainland ID numbers.
 * - Name: 2-20 Chinese letters plus the dot characters · and • (transliterated names).
 * - ID number: a leading non-zero digit, 13-16 more digits, a final digit or X (15-18 characters);
 *   blanks are dropped and a trailing x upper-cased; an 18-character number must also carry a real
 *   birth date (characters 7-14, YYYYMMDD, from 1900, not in the future) and the GB 11643-1999 check
 *   character.
 */
import { chinaParts } from './china-time';

/** Most characters of a person's name (NAME_RE). */
export const NAME_MAX = 20;
export const NAME_RE = /^[\u4e00-\u9fa5·•]{2,20}$/;
/**
 * The shape of a normalised number (upper-case X). Never used alone: isValidIdCard adds the birth date and
 * the check character, a deliberate difference from the bare pattern (README, "The ID card rule").
 */
const ID_CARD_RE = /^[1-9]\d{13,16}[\dX]$/;

export const ID_MSG = { invalid: '请输入正确的身份证号' } as const;

/** Exactly the rule (callers trim what a user typed first). */
export const isValidName = (name: string): boolean => NAME_RE.test(name ?? '');

/** `who` names the person: 患者, 收款人, 发起人 ... (请填写患者姓名 / 请输入正确的患者姓名); the text is trimmed. */
export function nameError(name: string, who: string): string | null {
  const v = (name ?? '').trim();
  if (!v) return `请填写${who}姓名`;
  return isValidName(v) ? null : `请输入正确的${who}姓名`;
}

/** Drops blanks and upper-cases a trailing x. */
export const normaliseIdCard = (id: string): string => String(id ?? '').replace(/\s+/g, '').toUpperCase();

/** GB 11643-1999 weights of the first 17 digits and the check character for sum mod 11. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** The check character of an 18-character ID number: sum(digit x weight) mod 11 indexes '10X98765432'. */
export function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK[sum % 11];
}

/** Birth date (UTC ms) of a 15- or 18-character ID, or null when it is not a real date from 1900 on. */
export function birthOf(id: string): number | null {
  const ymd = id.length === 18 ? id.slice(6, 14) : id.length === 15 ? `19${id.slice(6, 12)}` : '';
  if (!/^\d{8}$/.test(ymd)) return null;
  const y = Number(ymd.slice(0, 4));
  const m = Number(ymd.slice(4, 6));
  const d = Number(ymd.slice(6, 8));
  const t = Date.UTC(y, m - 1, d);
  const back = new Date(t);
  if (y < 1900 || back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return t;
}

/** The pattern; for 18 characters also the birth date (not after `now`) and the check character. */
export function isValidIdCard(raw: string, now: number = Date.now()): boolean {
  const id = normaliseIdCard(raw);
  if (!ID_CARD_RE.test(id)) return false;
  if (id.length !== 18) return true;
  const birth = birthOf(id);
  if (birth === null || birth > now) return false;
  return idCheckChar(id.slice(0, 17)) === id[17];
}

/** 请填写<who>身份证号 when blank, else 请输入正确的身份证号 when it breaks the rule. */
export function idCardError(id: string, who: string, now: number = Date.now()): string | null {
  if (!(id ?? '').trim()) return `请填写${who}身份证号`;
  return isValidIdCard(id, now) ? null : ID_MSG.invalid;
}

/** Whole years between the ID's birth date and the China-time day of `now` (null when the ID carries no readable date). */
export function ageOf(id: string, now: number): number | null {
  const birth = birthOf(normaliseIdCard(id));
  if (birth === null) return null;
  const b = new Date(birth); // the birth date at UTC midnight
  const n = chinaParts(now);
  let age = n.year - b.getUTCFullYear();
  if (n.month - 1 < b.getUTCMonth() || (n.month - 1 === b.getUTCMonth() && n.day < b.getUTCDate())) age -= 1;
  return age;
}
