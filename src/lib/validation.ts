/** Input validation. Messages are fixed Chinese texts; the rules live in src/contract/rules. */
import { PHONE_MSG, PHONE_RE, phoneError } from '../contract/rules/phone';

export { PHONE_RE };
export const CODE_LENGTH = 6;
export const POSITIVE_INT_MAX_DIGITS = 11;

export const VALIDATION_TEXT = {
  /** code request without a phone */
  phoneRequired: PHONE_MSG.required,
  phoneInvalid: PHONE_MSG.invalid,
  /** login submit without a phone */
  loginPhoneRequired: '请输入您的手机号码',
  loginCodeRequired: '请输入您收到的验证码',
  codeSent: '验证码已发送',
} as const;

export const isValidPhone = (phone: string): boolean => PHONE_RE.test((phone ?? '').trim());

/** Before sending a code: null when fine, else the message. */
export function phoneErrorForSend(phone: string | null | undefined): string | null {
  return phoneError(phone ?? '');
}

/** On login submit: null when fine, else the message (phone first, then code). */
export function loginFormError(phone: string | null | undefined, code: string | null | undefined): string | null {
  const p = (phone ?? '').trim();
  if (!p) return VALIDATION_TEXT.loginPhoneRequired;
  if (!PHONE_RE.test(p)) return VALIDATION_TEXT.phoneInvalid;
  if (!(code ?? '').trim()) return VALIDATION_TEXT.loginCodeRequired;
  return null;
}

/** Positive-integer input: digits only, cut to 11. */
export function keepPositiveInteger(text: string | null | undefined, maxDigits = POSITIVE_INT_MAX_DIGITS): string {
  return String(text ?? '').replace(/\D/g, '').slice(0, maxDigits);
}

/**
 * The digits of typed or pasted text, in order, at most `max`: full-width digits (０-９, what Chinese
 * keyboards and some SMS apps produce) count as digits, everything else (验证码, spaces, dashes) is dropped.
 */
export function digitsOf(text: string | null | undefined, max: number): string {
  return String(text ?? '')
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xff10 + 48))
    .replace(/\D/g, '')
    .slice(0, max);
}

/** Verification code input: digits only, at most 6 (pasting 验证码123456 gives 123456). */
export function sanitizeCode(text: string | null | undefined): string {
  return digitsOf(text, CODE_LENGTH);
}
