/**
 * The money-out types (withdrawals, refunds, payouts, the public fund-use ledger, donation receipts).
 * The calls and their shapes are declared in src/contract/{money,ledger,invoice}.ts and re-exported
 * here so older imports keep working; money is integer fen; times are epoch milliseconds.
 */
import type { WithdrawalRes, WithdrawalStatus } from '../contract/money';

export type {
  ApplyDrawCashReq, CaseRefundRes, CaseRefundSummary, CaseRefundTally, CashCheck, CloseRaiseRes, DrawInfo, EditWithdrawalReq, FeeOption,
  FeeOptionInfo, MoneyNotifications, ObjectionRes, PayeeType, PayoutStatus, PublicNotice, RefundApplyReq, RefundDetail, RefundKind,
  RefundListRes, RefundRes, RefundRules, RefundStatus, ServiceConfig, StopRaiseReq, StopRaiseRes, WithdrawalRes, WithdrawalStatus,
} from '../contract/money';
export type { Allocation, FundUse, FundUseList, FundUseSubmitReq, MyGift, Receipt } from '../contract/ledger';
export { FUND_USE_PURPOSE_MAX, FUND_USE_RECEIPTS_MAX } from '../contract/ledger';
export type { ConfirmInvoiceReq, Invoice, InvoiceEntrance, InvoiceMsg, InvoiceStatus, Statement, StatementReq } from '../contract/invoice';

/** Case status codes of the money flows. */
export const MONEY_CASE_STATUS = {
  APPLY_MONEY: 101, MONEY_SUCCESS: 102, MONEY_RAISE_DONE: 103,
  REFUNDING: 201, NOT_AUDIT_REFUNDING: 202, USER_REFUNDING: 203, NOT_AUDIT_REFUND_END: 204,
} as const;

// ---------------------------------------------------------------- staff (under /api/staff, staff role)
/**
 * POST /api/staff/withdrawals/queue {status?}        DRAW_PUBLIC (2) queue
 * POST /api/staff/withdrawals/detail {withdrawalId}
 * POST /api/staff/withdrawals/approve {withdrawalId, note?}   -> {withdrawalId, status, needsSecond, payouts}
 * POST /api/staff/withdrawals/reject {withdrawalId, reason}
 * POST /api/staff/withdrawals/objection/resolve {objectionId, uphold, reason}
 * POST /api/staff/payouts/authorise {payoutId, note?}  the next batch of a hospital payout
 * POST /api/staff/alerts/list {} ; /api/staff/alerts/resolve {alertId, note?}
 * POST /api/staff/refunds/case {infoUuid, kind: 'FALSE_CASE' | 'FAILED_REVIEW', reason}
 * POST /api/staff/fund-use/queue {} (FUND_USE_SUBMIT 3) ; /api/staff/fund-use/review {fundUseId, approve, reason?}
 * POST /api/staff/invoices/queue {} ; /api/staff/invoices/issue {invoiceId}
 * POST /api/staff/money/reconcile {}                 -> {ran, changes: string[]}
 */
export interface StaffWithdrawalItem extends WithdrawalRes { caseTitle: string; caseStatus: number; approver1: string | null; noticeOver: boolean }
export interface StaffWithdrawalQueue { auditType: 2; list: StaffWithdrawalItem[] }
export interface ApproveRes { withdrawalId: string; status: WithdrawalStatus; needsSecond: boolean; payouts: Record<string, unknown>[] }
