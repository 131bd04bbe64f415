/**
 * Money helpers for the payment layer. Amounts are integer fen; formatting uses integer arithmetic
 * only, so there is no floating-point drift for any safe integer.
 */
import { formatFenFixed } from '../../../src/lib/money';

/** True for a non-negative safe integer amount of fen. */
export function isFen(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/**
 * Formats fen as 元 with two decimals: 2000 -> '20.00', 5 -> '0.05', -150 -> '-1.50'. The one formatter
 * (src/lib/money.ts, integer arithmetic only); here it also refuses anything but a safe integer.
 */
export function yuan(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`fen must be a safe integer: ${fen}`);
  return formatFenFixed(fen);
}

/**
 * Parses a 元 amount ('20', '20.5', '20.05') into fen without floats; null when the text is not a
 * plain non-negative amount with at most two decimals or exceeds the safe integer range.
 */
export function fenFromYuan(text: string): number | null {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const whole = Number(m[1]);
  // Exact while the true product stays below 2^53; anything larger fails the safe-integer check.
  const fen = whole * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}
