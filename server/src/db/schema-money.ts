/**
 * Money-out tables (migration 007_money): the append-only money ledger, payouts, objections to a
 * withdrawal's public notice, staff alerts, fund-use reports, donation receipts
 * and the sandbox payout provider's transfer record. Money is integer fen, times epoch ms.
 * Status columns move only through their machines (domain/machines/money.ts). Money notifications
 * are Outbox rows in `notifications` (012_one_outbox dropped money_notifications).
 */
import type { FundUseStatus, InvoiceStatus, ObjectionStatus, PayoutStatus } from '../domain/machines/money';

/**
 * Append-only: rows are inserted, never updated or deleted. One row per money event, unique by
 * (kind, ref_id), so an event can never be booked twice. Effect on a case's balance:
 * donation +, fee -, refund -, payout -, reversal + (a failed payout's amount and fee coming back);
 * subsidy: none (platform money: the fee the platform paid for a transferred option-4 batch).
 * goods - (the case's money spent on the goods a paid goods order buys, booked with its payment),
 * goods_return + (a refunded goods order's goods entry coming back before its refund leaves).
 * match + (a sponsor's matching gift booked beside its donation, ref_id = the order), match_return -
 * (a refund's share of the match going back to the pool or sponsor, ref_id = the refund): both count
 * in `paid` (services/activity/match.ts).
 */
export interface MoneyLedgerTable {
  entry_id: string;
  info_uuid: string;
  kind: 'donation' | 'fee' | 'refund' | 'payout' | 'reversal' | 'subsidy' | 'goods' | 'goods_return' | 'match' | 'match_return';
  amount: number;
  /** donation, goods, goods_return: order_id; refund: refund_id; payout, fee, reversal, subsidy: payout_id. */
  ref_id: string;
  order_id: string | null;
  user_id: string | null;
  created_at: number;
}

export interface PayoutsTable {
  payout_id: string;
  /** Sent to the provider as the transfer's out_batch_no / out_detail_no: a retry never pays twice. */
  idempotency_key: string;
  withdrawal_id: string;
  info_uuid: string;
  batch_no: number;
  batch_count: number;
  /** What reaches the payee (fen). */
  amount: number;
  /** Service charge kept by the platform from this batch (fen). */
  fee: number;
  /** FAMILY (the payee on the case) or HOSPITAL (the hospital's account). */
  payee_type: string;
  payee_name: string;
  status: PayoutStatus;
  provider: string;
  transfer_ref: string | null;
  fail_reason: string;
  authorised_by: string | null;
  created_at: number;
  updated_at: number;
  processing_since: number | null;
}

export interface WithdrawalObjectionsTable {
  objection_id: string;
  withdrawal_id: string;
  info_uuid: string;
  user_id: string;
  reason: string;
  /** UPHELD: the withdrawal is rejected. */
  status: ObjectionStatus;
  resolved_by: string | null;
  resolved_at: number | null;
  created_at: number;
}

export interface StaffAlertsTable {
  alert_id: string;
  kind: string;
  target_id: string;
  info_uuid: string | null;
  message: string;
  created_at: number;
  resolved_at: number | null;
}

export interface FundUsesTable {
  fund_use_id: string;
  info_uuid: string;
  payout_id: string;
  user_id: string;
  amount: number;
  description: string;
  /** JSON array of receipt image URLs (from POST /api/upload). */
  receipts: string;
  status: FundUseStatus;
  reviewer_id: string | null;
  review_reason: string;
  created_at: number;
  reviewed_at: number | null;
}

export interface InvoicesTable {
  invoice_id: string;
  order_id: string;
  user_id: string;
  info_uuid: string;
  amount: number;
  /** PERSONAL | COMPANY */
  title_type: string;
  title: string;
  tax_no: string;
  email: string;
  status: InvoiceStatus;
  file_name: string | null;
  issued_by: string | null;
  created_at: number;
  issued_at: number | null;
  /** 021: the receipt this one corrects (voided by a refund after it was issued), null for a first receipt. */
  corrects?: string | null;
  /** 021: when a refund voided it (status VOIDED) and why. */
  voided_at?: number | null;
  void_reason?: string;
}

/** The sandbox payout provider's own record: one row per idempotency key, like a real bank's. */
export interface SandboxTransfersTable {
  idempotency_key: string;
  transfer_ref: string;
  amount: number;
  created_at: number;
}

/** A staff member waived the service charge of a case (option 3 becomes available; 011_fee_option). */
export interface FeeWaiversTable {
  info_uuid: string;
  staff_user_id: string;
  reason: string;
  created_at: number;
}

export interface MoneyTables {
  fee_waivers: FeeWaiversTable;
  money_ledger: MoneyLedgerTable;
  payouts: PayoutsTable;
  withdrawal_objections: WithdrawalObjectionsTable;
  staff_alerts: StaffAlertsTable;
  fund_uses: FundUsesTable;
  invoices: InvoicesTable;
  sandbox_transfers: SandboxTransfersTable;
}

/** Columns 007_money adds to withdrawals (002_funds). */
export interface WithdrawalMoneyColumns {
  /** Service-charge option of the case at apply time: 1 no fee, 2 charged, 3 waived, 4 subsidised. */
  fee_option: number;
  /** Fee kept from the amount (fen); 0 unless fee_option 2. */
  fee: number;
  /** Fee the platform pays instead (fen, option 4; 011_fee_option), booked as 'subsidy' when paid out. */
  subsidy: number;
  /** FAMILY | HOSPITAL: where the money goes (see services/money/payee.ts). */
  payee_type: string;
  /** End of the public notice period (ms): no approval before it. */
  notice_until: number;
  approver1: string | null;
  approver2: string | null;
  reject_reason: string;
  /** The case status before the withdrawal moved it to 101, restored when the withdrawal ends unpaid. */
  case_status_before: number;
  updated_at: number;
}

/** Columns 007_money adds to refunds (002_funds). */
export interface RefundMoneyColumns {
  /** DONOR (asked by the donor or owner) | TERMINATED | FAILED_REVIEW | FALSE_CASE | OWNER_CLOSE */
  kind: string;
  provider_refund_id: string | null;
  fail_reason: string;
  /** When the refund was last sent to the provider (ms); null before the first send. */
  sent_at: number | null;
}
