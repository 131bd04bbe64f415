/**
 * Money helpers. Amounts are integer fen everywhere; only these functions turn them into text.
 * All arithmetic is on integers (no float division), so 1999 fen is always '19.99'.
 *
 * Display rule: divide by 100, group thousands with commas, and abbreviate with 万 at
 * 10000 元 and above. Below 1万元 up to 2 decimals, trailing zeros trimmed ('20', '20.5', '1,234.56').
 * At or above 1万元: 万 with up to 2 decimals, truncated (never overstating), trimmed
 * ('1万', '1.5万', '1.23万' for 1234500 fen, '12,345.67万').
 */

import { DONATION_MSG, FEN_PER_YUAN, MAX_DONATION_YUAN } from '../contract/rules/money';

/** The fen/元 ratio and the cap of one donation (in 元) live with the server's in src/contract/rules/money.ts. */
export { FEN_PER_YUAN, MAX_DONATION_YUAN };
/** 1万元 in fen */
export const WAN_FEN = 1_000_000;

export const MONEY_TEXT = DONATION_MSG;

/** '1234567' -> '1,234,567' */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** integer part + up to 2 decimals (given as 0..99 hundredths), trailing zeros trimmed */
function withHundredths(whole: number, hundredths: number): string {
  const head = groupThousands(String(whole));
  if (hundredths === 0) return head;
  const dec = String(hundredths).padStart(2, '0').replace(/0$/, '');
  return `${head}.${dec}`;
}

/** Exact integer division for non-negative safe integers (no float rounding at any magnitude). */
function idiv(n: number, d: number): number {
  return (n - (n % d)) / d;
}

function toSafeInt(fen: number | null | undefined): number {
  if (typeof fen !== 'number' || !Number.isFinite(fen)) return 0;
  return Math.trunc(fen);
}

/** Fen -> display text with commas and 万 (see module doc). Missing/NaN shows '0'. */
export function formatFen(fen: number | null | undefined): string {
  const n = toSafeInt(fen);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  if (abs >= WAN_FEN) {
    const hundredthsOfWan = idiv(abs, WAN_FEN / 100);
    return `${sign}${withHundredths(idiv(hundredthsOfWan, 100), hundredthsOfWan % 100)}万`;
  }
  return sign + withHundredths(idiv(abs, 100), abs % 100);
}

/** Fen -> 元 text without 万 (commas, up to 2 decimals trimmed): '123,456.7'. */
export function formatFenPlain(fen: number | null | undefined): string {
  const n = toSafeInt(fen);
  const abs = Math.abs(n);
  return (n < 0 ? '-' : '') + withHundredths(idiv(abs, 100), abs % 100);
}

/** Fen -> 元 text with exactly 2 decimals, no commas: '20.00' (for amounts in forms and receipts). */
export function formatFenFixed(fen: number | null | undefined): string {
  const n = toSafeInt(fen);
  const abs = Math.abs(n);
  return `${n < 0 ? '-' : ''}${idiv(abs, 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Fen -> 元 text for a form field: no commas, up to 2 decimals trimmed ('20', '20.5', '0.05'). */
export function fenToYuanText(fen: number | null | undefined): string {
  const n = toSafeInt(fen);
  const abs = Math.abs(n);
  return (n < 0 ? '-' : '') + withHundredths(idiv(abs, 100), abs % 100).replace(/,/g, '');
}

/** Fen -> whole 元, half a 元 rounded up (a target the form takes in whole 元). */
export function wholeYuan(fen: number | null | undefined): number {
  const n = toSafeInt(fen);
  const w = idiv(Math.abs(n) + 50, 100);
  return n < 0 ? -w : w;
}

/** Fen -> 元 as a number (for charts/percentages only; never feed back into money arithmetic). */
export function fenToYuan(fen: number | null | undefined): number {
  return toSafeInt(fen) / FEN_PER_YUAN;
}

/** Whole 元 -> fen. */
export function yuanToFen(yuan: number): number {
  return Math.round(yuan) * FEN_PER_YUAN;
}

/** Raised/target as a whole percent 0..100 (integer arithmetic, floor). */
export function progressPercent(raisedFen: number, targetFen: number): number {
  if (!(targetFen > 0) || !(raisedFen > 0)) return 0;
  return Math.min(100, Math.floor((raisedFen * 100) / targetFen));
}

export type ParsedAmount = { ok: true; fen: number } | { ok: false; error: string };

/**
 * Parses the donation amount typed by the user (whole 元 only) into fen.
 * Empty -> 请输入捐款金额; decimals, 0, signs or other characters -> 请输入正确的金额;
 * over 100000 元 -> 单笔金额不能超过100000元.
 */
export function parseYuanInput(text: string | null | undefined): ParsedAmount {
  const s = String(text ?? '').trim();
  if (s === '') return { ok: false, error: MONEY_TEXT.required };
  if (!/^\d+$/.test(s)) return { ok: false, error: MONEY_TEXT.invalid };
  const digits = s.replace(/^0+/, '');
  if (digits === '') return { ok: false, error: MONEY_TEXT.invalid };
  // length check first: a 30-digit string would lose precision as a number
  if (digits.length > String(MAX_DONATION_YUAN).length || Number(digits) > MAX_DONATION_YUAN) {
    return { ok: false, error: MONEY_TEXT.tooLarge };
  }
  return { ok: true, fen: Number(digits) * FEN_PER_YUAN };
}

/**
 * The withdrawal service charge at a rate in basis points, rounded up to the fen (one rule for the
 * withdrawal screen and the server: server/src/services/money/fee-options.ts).
 */
export function channelFee(amount: number, rateBp: number): number {
  return Math.ceil((amount * rateBp) / 10_000);
}
