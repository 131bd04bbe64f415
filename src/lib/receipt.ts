/**
 * Donation-receipt field rules, the same as the server's (server/src/services/money/invoices.ts), so a
 * bad title, tax number or e-mail is refused on screen with the server's own words.
 */
import { parseChinaTime } from './time';

export const RECEIPT_TEXT = {
  BAD_TAX_NO: '请输入正确的统一社会信用代码',
  PERSONAL_TAX_NO: '个人捐赠票据无需填写税号',
  BAD_TITLE: '请输入正确的票据抬头',
  BAD_EMAIL: '请输入正确的邮箱地址',
  NO_TITLE: '请输入票据抬头',
  NO_TAX_NO: '请输入18位统一社会信用代码',
} as const;

export type TitleType = 'PERSONAL' | 'COMPANY';

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** GB 32100-2015 unified social credit code: 18 characters of the code set (no I, O, S, V, Z), the last a mod-31 check character. */
export function isUscc(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  const sum = USCC_WEIGHTS.reduce((s, w, i) => s + USCC_CHARS.indexOf(code[i]) * w, 0);
  return USCC_CHARS[(31 - (sum % 31)) % 31] === code[17];
}

export interface ReceiptFields { titleType: TitleType; title: string; taxNo: string; email: string }
export type ReceiptErrors = Partial<Record<'title' | 'taxNo' | 'email', string>>;

/**
 * The field errors of a receipt request (empty when it may be sent): a person's name of 2-30 Chinese
 * or Latin letters (with ·) and no tax number; a company's name of 2-100 characters and its valid
 * 18-character code; an optional e-mail.
 */
export function receiptErrors(f: ReceiptFields): ReceiptErrors {
  const e: ReceiptErrors = {};
  const title = f.title.trim();
  const taxNo = f.taxNo.trim().toUpperCase();
  const email = f.email.trim();
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) e.email = RECEIPT_TEXT.BAD_EMAIL;
  if (!title) e.title = RECEIPT_TEXT.NO_TITLE;
  if (f.titleType === 'PERSONAL') {
    if (title && !/^[\u4e00-\u9fa5·A-Za-z ]{2,30}$/.test(title)) e.title = RECEIPT_TEXT.BAD_TITLE;
    if (taxNo) e.taxNo = RECEIPT_TEXT.PERSONAL_TAX_NO;
  } else {
    if (title && (title.length < 2 || title.length > 100)) e.title = RECEIPT_TEXT.BAD_TITLE;
    if (!taxNo) e.taxNo = RECEIPT_TEXT.NO_TAX_NO;
    else if (!isUscc(taxNo)) e.taxNo = RECEIPT_TEXT.BAD_TAX_NO;
  }
  return e;
}

/** China time (UTC+8) midnight of a 'YYYY-MM-DD' date, in epoch ms; null when not a real date. */
export const chinaDayStart = (text: string): number | null => (/^\s*\d{4}-\d{1,2}-\d{1,2}\s*$/.test(text) ? parseChinaTime(text) : null);
