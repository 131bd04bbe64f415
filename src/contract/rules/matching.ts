/**
 * The matching-gift rule, both sides: the server books exactly this under the pool lock, the pay page
 * shows it before paying. Amounts in fen; a cap of 0 means no cap.
 * match = floor(gift x ratio% / 100), then no more than: the per-gift cap, what the donor may still
 * receive today (per-donor-per-day cap), what the case may still receive (per-case cap), and what is
 * left in the pool. A gift below the smallest matched gift gets nothing.
 */
import { chinaDayNumber } from './china-time';
export interface MatchLimits {
  ratioPct: number;
  capGift: number;
  /** The per-donor-per-day cap less what the donor was matched today (fen; null: no cap). */
  donorDayLeft: number | null;
  /** The per-case cap less what the case holds of matches (fen; null: no cap). */
  caseLeft: number | null;
  poolLeft: number;
  minGift: number;
}

export function matchFor(gift: number, l: MatchLimits): number {
  if (!Number.isSafeInteger(gift) || gift <= 0 || gift < l.minGift) return 0;
  let m = Math.floor((gift * l.ratioPct) / 100);
  if (l.capGift > 0) m = Math.min(m, l.capGift);
  if (l.donorDayLeft !== null) m = Math.min(m, l.donorDayLeft);
  if (l.caseLeft !== null) m = Math.min(m, l.caseLeft);
  return Math.max(0, Math.min(m, l.poolLeft));
}

/** The ratio as people say it: 100 -> '1:1', 50 -> '1:0.5', 200 -> '1:2'. */
export const ratioText = (ratioPct: number) => `1:${Number((ratioPct / 100).toFixed(2))}`;

/** China time day number (days since the epoch, UTC+8): the per-donor-per-day cap's day. */
export const matchDay = chinaDayNumber;

export const MATCH_MSG = {
  poolDry: '配捐金已用完',
  paused: '配捐活动已暂停',
  ended: '配捐活动已结束',
} as const;
