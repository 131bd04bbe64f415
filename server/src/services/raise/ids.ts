/**
 * Identity and account rules of the raise forms (pure functions, no I/O).
 * - Name: 2-20 Chinese letters plus the dot characters · and • (transliterated names).
 * - ID number: a leading non-zero digit, 13-16 more digits, a final digit or X; an 18-character
 *   number must also carry a real birth date and pass the GB 11643-1999 check character.
 * - Bank account: spaces ignored, 12-19 digits; a 16-19 digit card number starting 4, 5 or 62
 *   (Visa/Mastercard/UnionPay cards) must pass the Luhn check; passbook and corporate accounts of
 *   other prefixes are accepted on length.
 */

export const NAME_RE = /^[\u4e00-\u9fa5·•]{2,20}$/;
export const ID_CARD_RE = /^[1-9]\d{13,16}[\dX]$/;

export const isValidName = (s: string) => NAME_RE.test(s);

/** Upper-cases a trailing x and strips blanks. */
export const normaliseIdCard = (s: string) => s.replace(/\s+/g, '').toUpperCase();
export const normaliseAccount = (s: string) => s.replace(/\s+/g, '');

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** The GB 11643 check character of the first 17 digits. */
export function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK[sum % 11];
}

/** Birth date (UTC ms) of a 15- or 18-character ID, or null when it is not a real date. */
export function birthOf(id: string): number | null {
  const ymd = id.length === 18 ? id.slice(6, 14) : id.length === 15 ? `19${id.slice(6, 12)}` : '';
  if (!/^\d{8}$/.test(ymd)) return null;
  const y = Number(ymd.slice(0, 4)), m = Number(ymd.slice(4, 6)), d = Number(ymd.slice(6, 8));
  const t = Date.UTC(y, m - 1, d);
  const back = new Date(t);
  if (y < 1900 || back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return t;
}

/** The SPEC pattern; for 18 characters also the birth date and the check character. */
export function isValidIdCard(raw: string, now = Date.now()): boolean {
  const id = normaliseIdCard(raw);
  if (!ID_CARD_RE.test(id)) return false;
  if (id.length === 18) {
    const birth = birthOf(id);
    if (birth === null || birth > now) return false;
    return idCheckChar(id.slice(0, 17)) === id[17];
  }
  return true;
}

/** Whole years between the ID's birth date and `now` (null when the ID carries no readable date). */
export function ageOf(id: string, now: number): number | null {
  const birth = birthOf(normaliseIdCard(id));
  if (birth === null) return null;
  const b = new Date(birth), n = new Date(now);
  let age = n.getUTCFullYear() - b.getUTCFullYear();
  if (n.getUTCMonth() < b.getUTCMonth() || (n.getUTCMonth() === b.getUTCMonth() && n.getUTCDate() < b.getUTCDate())) age--;
  return age;
}

export function luhnOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return sum % 10 === 0;
}

export function isValidBankAccount(raw: string): boolean {
  const acc = normaliseAccount(raw);
  if (!/^\d{12,19}$/.test(acc)) return false;
  const isCard = acc.length >= 16 && (acc[0] === '4' || acc[0] === '5' || acc.startsWith('62'));
  return isCard ? luhnOk(acc) : true;
}

/** Mainland mobile: 1 then 10 digits. */
export const isValidPhone = (s: string) => /^1\d{10}$/.test(s);

/** 110101199003071234 -> 1101**********1234 (first 4, last 4). */
export const maskIdCard = (id: string) => (id.length > 8 ? `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}` : '*'.repeat(id.length));
/** 6222021234561234 -> 6222 **** **** 1234. */
export const maskAccount = (acc: string) => (acc.length > 8 ? `${acc.slice(0, 4)} **** **** ${acc.slice(-4)}` : '****');
/** 张三丰 -> 张** (the family name only). */
export const maskName = (name: string) => (name ? `${[...name][0]}${'*'.repeat(Math.max([...name].length - 1, 1))}` : '');
