/** Table types of the love value (migration 014_love). */

/** Why a love-value row exists; with `ref` it is the row's unique key. */
export type LoveReason = 'donate' | 'refund' | 'sign_in' | 'verify' | 'verify_false' | 'followed' | 'lottery';

export interface LoveLedgerTable {
  id: string; user_id: string;
  /** points, positive for an earning, negative for a take-back or a spend */
  delta: number;
  reason: LoveReason;
  /** what the change is about: an order id, a day, a verification id... unique per reason */
  ref: string;
  /** a short display note (the case title, the prize) */
  note: string;
  created_at: number;
}
export interface LoveDrawsTable { id: string; user_id: string; cost: number; prize: string; roll: number; created_at: number }
export interface LoveRankOptoutTable { user_id: string; created_at: number }

export interface LoveTables {
  love_ledger: LoveLedgerTable;
  love_draws: LoveDrawsTable;
  love_rank_optout: LoveRankOptoutTable;
}
