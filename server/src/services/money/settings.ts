/**
 * Money-out settings, read from the server's environment (deps.config.env) with defaults that run
 * the demo on one machine. Amounts are fen, durations as named.
 */
import type { AppDeps } from '../../deps';

export interface MoneySettings {
  /** WITHDRAW_NOTICE_HOURS: a withdrawal is shown on the case page this long before staff may approve it. */
  noticeHours: number;
  /** WITHDRAW_FEE_RATE_BP: the service charge of option 2, in basis points of the withdrawn amount (60 = 0.6%). */
  feeRateBp: number;
  /**
   * WITHDRAW_SUBSIDY_MAX_FEN: the platform's subsidy budget PER CASE for option 4 (平台补贴服务费): the
   * fees it pays for a case's withdrawals (all but rejected, cancelled and failed ones) add up to at
   * most this. 0 (the default) = no subsidy.
   */
  subsidyMaxFen: number;
  /** WITHDRAW_DOUBLE_APPROVAL_FEN: from this amount on, two different staff members must approve. */
  doubleApprovalFen: number;
  /** HOSPITAL_PAYOUT_FEN: from this amount on, the money goes to the hospital's account. */
  hospitalPayoutFen: number;
  /** PAYOUT_BATCH_MAX_FEN: a hospital payout larger than this is split into batches tied to treatment. */
  batchMaxFen: number;
  /** WEAK_DISCLOSURE_MIN_VERIFICATIONS: fewer friend/doctor verifications than this is weak disclosure. */
  minVerifications: number;
  /** PAYOUT_STUCK_MINUTES: a payout processing longer than this raises a staff alert. */
  payoutStuckMinutes: number;
  /** DONOR_REFUND_DAYS: a donor may ask for their own refund within this many days of paying. */
  donorRefundDays: number;
  /** RECONCILE_INTERVAL_SECONDS: how often the server runs the reconciliation job (0 = never). */
  reconcileIntervalSeconds: number;
  /** RECONCILE_QUERY_AFTER_MINUTES: a pending order is asked about after this long. */
  queryAfterMinutes: number;
  /** ORDER_CLOSE_AFTER_MINUTES: a pending order still unpaid after this long is closed. */
  closeAfterMinutes: number;
}

function num(v: string | undefined, dflt: number): number {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) && n >= 0 ? n : dflt;
}

export function moneySettings(deps: Pick<AppDeps, 'config'>): MoneySettings {
  // A bare deps (a worker process in the tests) has no config: the defaults apply.
  const e = deps.config?.env ?? {};
  return {
    noticeHours: num(e.WITHDRAW_NOTICE_HOURS, 24),
    feeRateBp: num(e.WITHDRAW_FEE_RATE_BP, 60),
    subsidyMaxFen: num(e.WITHDRAW_SUBSIDY_MAX_FEN, 0),
    doubleApprovalFen: num(e.WITHDRAW_DOUBLE_APPROVAL_FEN, 1_000_000),
    hospitalPayoutFen: num(e.HOSPITAL_PAYOUT_FEN, 5_000_000),
    batchMaxFen: Math.max(1, num(e.PAYOUT_BATCH_MAX_FEN, 2_000_000)),
    minVerifications: num(e.WEAK_DISCLOSURE_MIN_VERIFICATIONS, 3),
    payoutStuckMinutes: num(e.PAYOUT_STUCK_MINUTES, 60),
    donorRefundDays: num(e.DONOR_REFUND_DAYS, 7),
    reconcileIntervalSeconds: num(e.RECONCILE_INTERVAL_SECONDS, 60),
    queryAfterMinutes: num(e.RECONCILE_QUERY_AFTER_MINUTES, 5),
    closeAfterMinutes: num(e.ORDER_CLOSE_AFTER_MINUTES, 120),
  };
}

export const HOUR = 3600_000;
export const MINUTE = 60_000;
export const DAY = 24 * HOUR;
