/**
 * Accounts money is paid to, and the contact numbers of organisations.
 * - Personal bank account: blanks dropped, 12-19 digits; a 16-19 digit card number starting 4, 5 or
 *   62 (Visa/Mastercard/UnionPay) must pass the Luhn check; passbook accounts of other lengths and
 *   prefixes are taken on length.
 * - A hospital's corporate account: 8-30 digits.
 * - A contact number (mobile or landline): digits and dashes, 7-20 characters.
 */

export const BANK_MSG = {
  accountRequired: '请填写银行卡号',
  account: '请输入正确的银行卡号',
  hospitalAccountRequired: '请填写医院银行账号',
  hospitalAccount: '请输入正确的医院银行账号',
  contactPhoneRequired: '请填写医院联系电话',
  contactPhone: '请输入正确的医院联系电话',
} as const;

export const HOSPITAL_ACCOUNT_RE = /^\d{8,30}$/;
export const CONTACT_PHONE_RE = /^[\d-]{7,20}$/;

/** Spaces a user types to read the number are not part of it. */
export const normaliseAccount = (text: string): string => String(text ?? '').replace(/\s+/g, '');

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

export function isValidBankAccount(raw: string): boolean {
  const acc = normaliseAccount(raw);
  if (!/^\d{12,19}$/.test(acc)) return false;
  const isCard = acc.length >= 16 && /^(4|5|62)/.test(acc);
  return isCard ? luhnOk(acc) : true;
}

/** 请填写银行卡号 when blank, 请输入正确的银行卡号 when it breaks the rule. */
export function bankAccountError(text: string): string | null {
  const v = normaliseAccount(text);
  if (!v) return BANK_MSG.accountRequired;
  return isValidBankAccount(v) ? null : BANK_MSG.account;
}

/** The hospital's corporate account: 8-30 digits. */
export function hospitalAccountError(text: string): string | null {
  const v = normaliseAccount(text);
  if (!v) return BANK_MSG.hospitalAccountRequired;
  return HOSPITAL_ACCOUNT_RE.test(v) ? null : BANK_MSG.hospitalAccount;
}

/** A mobile or a landline: digits and dashes, 7-20 characters (the text is trimmed). */
export function contactPhoneError(phone: string): string | null {
  const v = (phone ?? '').trim();
  if (!v) return BANK_MSG.contactPhoneRequired;
  return CONTACT_PHONE_RE.test(v) ? null : BANK_MSG.contactPhone;
}
