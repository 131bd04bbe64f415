/**
 * Activity tables (migration 017_matching): matching-gift activities with their pool, the cases in
 * them, one match per donation, the pool's own append-only ledger, per-donor-per-day counters,
 * sponsors (with the balance an ended activity's money goes back to) and the tiny-gift window
 * counter of the fraud rule. Money is integer fen, times epoch ms. Status columns move only through
 * their machines (domain/machines/activity.ts).
 */
import type { ActivityKind, ActivityStatus, MatchStatus } from '../domain/machines/activity';

export interface ActivitySponsorsTable {
  sponsor_id: string;
  name: string;
  /** Money of ended activities (and of matches refunded after the end) held for the sponsor (fen). */
  balance: number;
  created_at: number;
}

export interface ActivitiesTable {
  activity_id: string;
  kind: ActivityKind;
  title: string;
  sponsor_id: string;
  status: ActivityStatus;
  /** Match per donated fen, in percent: 100 = 1:1, 50 = half of each gift. */
  ratio_pct: number;
  /** Caps (fen; 0 = none): per gift, per donor per day (China time), per case (net of returns). */
  cap_gift: number;
  cap_donor_day: number;
  cap_case: number;
  /** The smallest gift that is matched (fen; 0 = any). */
  min_gift: number;
  starts_at: number;
  ends_at: number;
  /** Pool counters, written under the pool row lock: funded = matched + released + left, to the fen. */
  funded: number;
  /** Net matched money the cases hold (matches less what refunds returned). */
  matched: number;
  /** Given back to the sponsor (what was left at the end, and matches refunded after it). */
  released: number;
  /** Set aside for red packets issued and not yet given or expired (migration 025; absent before it). */
  reserved?: number;
  match_count: number;
  /** The staff user who created it: the activity's MASTER. */
  created_by: string;
  created_at: number;
  updated_at: number;
}

export interface ActivityCasesTable {
  activity_id: string;
  info_uuid: string;
  /** Net matched to this case (fen). */
  matched: number;
  match_count: number;
  /** 1 while the case takes part; 0 once staff removed it (its matches stay). */
  active: number;
  added_at: number;
}

export interface ActivityMatchesTable {
  /** One match per donation. */
  order_id: string;
  activity_id: string;
  info_uuid: string;
  user_id: string;
  /** The donation (fen). */
  donation: number;
  /** Matched (fen); 0 while HELD and when REJECTED. */
  amount: number;
  /** Of `amount`, what refunds took back (fen). */
  returned: number;
  status: MatchStatus;
  /** Why it is held ('tiny_burst') or rejected. */
  reason: string;
  /** The day (China time, days since the epoch) the donation was paid: the per-donor-per-day cap's day. */
  day: number;
  created_at: number;
  updated_at: number;
}

/**
 * The pool's ledger, append-only, unique by (kind, ref_id): fund +, match -, return + (a refund's
 * match back into the pool), release - (left at the end, to the sponsor), sponsor_return (a refund's
 * match after the end, straight to the sponsor: no pool effect).
 */
export interface ActivityPoolLedgerTable {
  entry_id: string;
  activity_id: string;
  kind: 'fund' | 'match' | 'return' | 'release' | 'sponsor_return' | 'reserve' | 'unreserve';
  amount: number;
  ref_id: string;
  info_uuid: string | null;
  actor: string | null;
  created_at: number;
}

export interface ActivityDonorDaysTable {
  activity_id: string;
  user_id: string;
  day: number;
  matched: number;
}

/**
 * Tiny gifts (<= FRAUD_TINY_DONATION_FEN) from new accounts per case and fixed window, counted in the
 * paid transaction. PostgreSQL spreads a window over TINY_SHARDS rows (by order id) so that concurrent
 * tiny gifts to one case rarely wait on one counter row; the count is the sum of the shards.
 */
export interface TinyGiftWindowsTable {
  info_uuid: string;
  bucket: number;
  shard: number;
  n: number;
}

export interface ActivityTables {
  activity_sponsors: ActivitySponsorsTable;
  activities: ActivitiesTable;
  activity_cases: ActivityCasesTable;
  activity_matches: ActivityMatchesTable;
  activity_pool_ledger: ActivityPoolLedgerTable;
  activity_donor_days: ActivityDonorDaysTable;
  tiny_gift_windows: TinyGiftWindowsTable;
}
