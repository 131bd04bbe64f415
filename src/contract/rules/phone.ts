/** Mainland mobile numbers: 1 then 10 digits. Hospital and organisation contact numbers: see bank.ts. */

/** A mainland mobile number's digits. */
export const PHONE_DIGITS = 11;
export const PHONE_RE = /^1\d{10}$/;

export const PHONE_MSG = {
  required: '请填写手机号',
  invalid: '请输入正确的手机号码',
} as const;

/** Exactly the rule (callers trim what a user typed first). */
export const isValidPhone = (phone: string): boolean => PHONE_RE.test(phone ?? '');

/** 请填写手机号 when blank, 请输入正确的手机号码 when it breaks the rule, else null (the text is trimmed). */
export function phoneError(phone: string): string | null {
  const v = (phone ?? '').trim();
  if (!v) return PHONE_MSG.required;
  return isValidPhone(v) ? null : PHONE_MSG.invalid;
}
