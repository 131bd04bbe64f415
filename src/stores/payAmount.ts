/**
 * The donation amount typed on the pay page: whole 元 only (a positive integer), with one
 * clear Chinese error per kind of mistake. Built on lib/money's parser (the 100000 元 cap).
 */
import { MONEY_TEXT, parseYuanInput, type ParsedAmount } from '../lib/money';

export const AMOUNT_TEXT = {
  empty: MONEY_TEXT.required,
  zero: '捐款金额需大于0元',
  decimal: '请输入整数金额，不支持小数',
  notDigits: '金额只能填写数字',
  tooLarge: MONEY_TEXT.tooLarge,
} as const;

/** Text -> fen, or the error to show under the input (nothing is sent on error). */
export function validateAmountInput(text: string | null | undefined): ParsedAmount {
  const s = String(text ?? '').trim();
  if (s === '') return { ok: false, error: AMOUNT_TEXT.empty };
  if (/^\d*\.\d*$/.test(s) && s !== '.') {
    return /^0*\.?0*$/.test(s) ? { ok: false, error: AMOUNT_TEXT.zero } : { ok: false, error: AMOUNT_TEXT.decimal };
  }
  if (!/^\d+$/.test(s)) return { ok: false, error: AMOUNT_TEXT.notDigits };
  if (/^0+$/.test(s)) return { ok: false, error: AMOUNT_TEXT.zero };
  const parsed = parseYuanInput(s);
  return parsed.ok ? parsed : { ok: false, error: parsed.error === MONEY_TEXT.tooLarge ? AMOUNT_TEXT.tooLarge : AMOUNT_TEXT.notDigits };
}

