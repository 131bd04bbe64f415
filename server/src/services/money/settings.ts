/**
 * Money-out settings, from the server's parsed settings (deps.config.settings; settings.ts holds the
 * defaults that run the demo on one machine, and the bounds). Amounts are fen, durations as named.
 */
import type { AppDeps } from '../../deps';
import { DEFAULT_SETTINGS } from '../../settings';
import { FEE_POLICY } from '../../../../src/contract/rules/promises';

export interface MoneySettings {
  /** WITHDRAW_NOTICE_HOURS: a withdrawal is shown on the case page this long before staff may approve it. */
  noticeHours: number;
  /** The platform's service charge (option 2), basis points of the withdrawn amount: the declared fee policy (config.feeRateBp). */
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

export function moneySettings(deps: Pick<AppDeps, 'config'>): MoneySettings {
  // A bare deps (a worker process in the tests) has no config: the defaults apply.
  const s = deps.config?.settings ?? DEFAULT_SETTINGS;
  return {
    noticeHours: s.WITHDRAW_NOTICE_HOURS,
    feeRateBp: deps.config?.feeRateBp ?? FEE_POLICY.rateBp,
    subsidyMaxFen: s.WITHDRAW_SUBSIDY_MAX_FEN,
    doubleApprovalFen: s.WITHDRAW_DOUBLE_APPROVAL_FEN,
    hospitalPayoutFen: s.HOSPITAL_PAYOUT_FEN,
    batchMaxFen: s.PAYOUT_BATCH_MAX_FEN,
    minVerifications: s.WEAK_DISCLOSURE_MIN_VERIFICATIONS,
    payoutStuckMinutes: s.PAYOUT_STUCK_MINUTES,
    donorRefundDays: s.DONOR_REFUND_DAYS,
    reconcileIntervalSeconds: s.RECONCILE_INTERVAL_SECONDS,
    queryAfterMinutes: s.RECONCILE_QUERY_AFTER_MINUTES,
    closeAfterMinutes: s.ORDER_CLOSE_AFTER_MINUTES,
  };
}

export const HOUR = 3600_000;
export const MINUTE = 60_000;
export const DAY = 24 * HOUR;
