/**
 * The money-out API contract (withdrawals, refunds, payouts, the public fund-use ledger, donation
 * receipts). Types only; the server's routes are server/src/routes/api/{funds,allocation,invoice,
 * staff-money,money}.ts. All calls are POST with a JSON body unless marked GET, answered in the
 * { code, msg, data } envelope; money is integer fen; times are epoch milliseconds.
 */

// ---------------------------------------------------------------- status codes and options
/** Case status codes of the money flows. */
export const MONEY_CASE_STATUS = {
  APPLY_MONEY: 101, MONEY_SUCCESS: 102, MONEY_RAISE_DONE: 103,
  REFUNDING: 201, NOT_AUDIT_REFUNDING: 202, USER_REFUNDING: 203, NOT_AUDIT_REFUND_END: 204,
} as const;
/** Service-charge options: 1 no fee, 2 fee charged, 3 fee waived, 4 fee subsidised. */
export type FeeOption = 1 | 2 | 3 | 4;
export type WithdrawalStatus = 'PENDING' | 'FIRST_APPROVED' | 'APPROVED' | 'PAID' | 'REJECTED' | 'FAILED' | 'CANCELLED';
export type PayoutStatus = 'PENDING' | 'AUTHORISED' | 'PROCESSING' | 'TRANSFERRED' | 'FAILED' | 'CANCELLED';
export type RefundStatus = 'PENDING' | 'SUCCESS' | 'FAILED';
export type RefundKind = 'DONOR' | 'TERMINATED' | 'FAILED_REVIEW' | 'FALSE_CASE' | 'OWNER_CLOSE';
export type PayeeType = 'FAMILY' | 'HOSPITAL';

// ---------------------------------------------------------------- withdrawals (owner)
/** POST /api/cf/v4/drawcash/check-can-cash {infoUuid} (owner) */
export interface CashCheck {
  raisedAmount: number; withdrawn: number; refunded: number; pendingWithdrawals: number; pendingRefunds: number;
  available: number; canCash: boolean; reason: string;
  /** The case still takes gifts (status 0): the owner must stop raising first (reason 请先停止筹款再申请提现). */
  raising: boolean;
}
/**
 * One service-charge option for a withdrawal of a given amount: 1 无服务费 (the platform charges no fee),
 * 2 收取服务费 (always; the fee is kept from the payout), 3 免收服务费 (staff waived the case's fee),
 * 4 平台补贴服务费 (the platform pays the fee within its per-case budget). `reason` says why not available.
 */
export interface FeeOptionInfo {
  value: FeeOption; label: string; charged: boolean; available: boolean; reason: string;
  /** Kept from the amount (fen). */
  fee: number;
  /** Paid by the platform (fen, option 4). */
  subsidy: number;
  netAmount: number;
  /** Option 4: unavailable only for the subsidy budget left (ServiceConfig.subsidyLeft); a smaller amount may fit. */
  overBudget?: boolean;
}
/** POST /api/cf/v4/drawcash/get-draw-info {infoUuid, amount?, feeOption?} (owner): everything the withdrawal screen shows, quoted for feeOption (default: the cheapest available). */
export interface DrawInfo extends CashCheck {
  fees: number; verified: boolean; feeOption: FeeOption; feeRateBp: number; amount: number; fee: number; feeSubsidised: number; netAmount: number;
  payeeType: PayeeType; weakDisclosure: boolean; batches: number[]; noticeHours: number; doubleApprovalFen: number; hospitalPayoutFen: number;
  options?: FeeOptionInfo[];
}
/** POST /api/cf/v4/drawcash/get-service-config {infoUuid, amount?} (public): the options for that amount (default: available now); serviceCharge is the default choice. */
export interface ServiceConfig {
  infoUuid: string; serviceCharge: FeeOption; label: string; feeRateBp: number;
  amount?: number; waived?: boolean; subsidyMaxFen?: number; subsidyLeft?: number;
  options: FeeOptionInfo[];
}
/** POST /api/cf/v4/drawcash/apply-draw-cash: serviceCharge is the chosen option (absent: the default); an unavailable one is a 400. */
export interface ApplyDrawCashReq { infoUuid: string; amount: number; idempotencyKey: string; serviceCharge?: FeeOption }
export interface WithdrawalRes {
  withdrawalId: string; infoUuid: string; amount: number; status: WithdrawalStatus; createdAt: number;
  feeOption: FeeOption; fee: number; netAmount: number; payeeType: PayeeType; noticeUntil: number;
  /** Fee paid by the platform (option 4). */
  subsidy?: number;
}
/** POST /api/cf/v4/drawcash/public-notice {infoUuid} (public): the case page's notice of withdrawals. */
export interface PublicNotice {
  infoUuid: string; caseStatus: number; noticeHours: number;
  list: (WithdrawalRes & { inNotice: boolean; canObject: boolean; objectionCount: number; openObjections: number })[];
}
/** POST /api/cf/v4/drawcash/stop-raise (owner): status 0 -> 2 once (a repeat is 409); reason 1-100 characters. */
export interface StopRaiseReq { infoUuid: string; reason: string; confirm: true }
export interface StopRaiseRes { infoUuid: string; status: number; stoppedAt: number; reason: string }
/** POST /api/cf/v4/drawcash/close-raise {infoUuid, confirm: true} (owner): 102 -> 103 when nothing is left on the case. */
export interface CloseRaiseRes { infoUuid: string; status: number; closedAt: number }
/**
 * POST /api/cf/v4/drawcash/edit {withdrawalId, amount} (owner, PENDING only): the notice restarts; -> WithdrawalRes.
 * POST /api/cf/v4/drawcash/cancel {withdrawalId} (owner, PENDING only; a retry answers the same): -> WithdrawalRes (CANCELLED).
 */
export interface EditWithdrawalReq { withdrawalId: string; amount: number }
/** POST /api/cf/v4/drawcash/object {withdrawalId, reason} (logged in, not the owner) */
export interface ObjectionRes { objectionId: string; withdrawalId: string; status: 'OPEN' }

// ---------------------------------------------------------------- refunds
/** POST /api/cf/v4/refund/apply and /api/cf/v5/refund/apply (the donor or the case owner) */
export interface RefundApplyReq { orderId: string; amount: number; reason: string; idempotencyKey: string }
export interface RefundRes {
  refundId: string; orderId: string; infoUuid: string; amount: number; reason: string; status: RefundStatus;
  createdAt: number; completedAt: number | null; kind: RefundKind;
}
/** POST /api/cf/v4/refund/list and /api/cf/v5/refund/list {infoUuid?, anchorId?, size?} */
export interface RefundListRes { list: RefundRes[]; hasNext: boolean; anchorId: string }
/** POST /api/cf/v4/refund/detail and /api/cf/v5/refund/detail {refundId} */
export interface RefundDetail extends RefundRes { caseTitle: string; caseStatus: number; failReason: string }
/** POST /api/cf/v4/refund/rules and /api/cf/v5/refund/rules {orderId}: the rules as shown, and whether it may be refunded now. */
export interface RefundRules {
  orderId: string; refundableAmount: number; refundDays: number; deadline: number; canRefund: boolean; reasons: string[]; rules: string[];
}
/** POST /api/cf/v4/refund/confirm and /api/cf/v5/refund/confirm {infoUuid, reason, confirm: true} (owner): return every donation. */
export interface CaseRefundRes { infoUuid: string; status: number; refunds: number; amount: number }
/** POST /api/cf/v5/refund/case-summary {infoUuid} (owner or staff): before the confirm, what would go back; after, how far the case-wide refunds came. */
export interface CaseRefundTally { count: number; amount: number }
export interface CaseRefundSummary {
  infoUuid: string; title: string; status: number; canConfirm: boolean; reason: string;
  preview: CaseRefundTally & { donors: number; paidOut: number; openWithdrawals: number };
  progress: {
    kind: RefundKind | null; total: CaseRefundTally; done: CaseRefundTally; pending: CaseRefundTally; failed: CaseRefundTally;
    startedAt: number | null; finishedAt: number | null;
  };
}

// ---------------------------------------------------------------- public ledger and fund use
export interface Receipt { url: string; thumbUrl: string }
export interface FundUse {
  fundUseId: string; infoUuid: string; payoutId: string; amount: number; description: string; receipts: Receipt[];
  status: 'PENDING' | 'APPROVED' | 'REJECTED'; reviewReason: string; createdAt: number; reviewedAt: number | null;
}
/** POST /api/summaries/allocation {infoUuid} (public): moneyIn = fees + withdrawn + refunded + balance, to the fen. */
export interface Allocation {
  infoUuid: string; title: string; status: number;
  moneyIn: number; donationCount: number; fees: number; withdrawn: number; refunded: number; balance: number; addsUp: boolean;
  /** Service charges the platform paid for this case (option 4), outside the case's own figures. */
  platformSubsidy?: number;
  withdrawals: {
    payoutId: string; withdrawalId: string; batchNo: number; batchCount: number; amount: number; fee: number; payeeType: PayeeType;
    payeeName: string; status: PayoutStatus; reversed: boolean; date: number; fundUse: FundUse[];
  }[];
  refunds: { refundId: string; orderId: string | null; amount: number; date: number }[];
  fundUse: FundUse[];
  /** The money-out ledger entries (payout, fee, refund, reversal), oldest first; donations are counted in donationCount and summed in moneyIn. */
  rows: { kind: 'donation' | 'fee' | 'refund' | 'payout' | 'reversal'; amount: number; date: number; ref: string }[];
}
/** POST /api/summaries/allocation/my-gift {orderId} (the donor): the gift, first-in first-out, to the payout batches and their receipts. */
export interface MyGift {
  orderId: string; infoUuid: string; amount: number; refunded: number; status: string; paidAt: number | null;
  payouts: { payoutId: string; batchNo: number; batchCount: number; payeeType: PayeeType; payeeName: string; status: PayoutStatus; date: number; amount: number; fundUse: FundUse[] }[];
  stillOnCase: number;
}
/** POST /api/cf/v4/fund-use/submit (owner, after a payout batch arrived) */
export interface FundUseSubmitReq { payoutId: string; amount: number; description: string; receipts: string[] }
/** POST /api/cf/v4/fund-use/list {infoUuid} (owner) */
export interface FundUseList {
  list: FundUse[];
  /** date: the batch's last status change (its transfer, once TRANSFERRED); used: declared in PENDING + APPROVED reports (what may still be declared: amount - used). */
  payouts: { payoutId: string; batchNo: number; batchCount: number; amount: number; status: PayoutStatus; payeeType: PayeeType; payeeName: string; date: number; used: number }[];
}
/** Fund-use form limits (the server's too): purpose 1..200 characters after trimming, 1..9 receipt images (upload kind `receipt`). */
export const FUND_USE_PURPOSE_MAX = 200;
export const FUND_USE_RECEIPTS_MAX = 9;
/** POST /api/cf/v4/money/notifications {} : payout transferred / failed, withdrawal approved / rejected, refund opened / done. */
export interface MoneyNotifications { list: { id: string; kind: string; infoUuid: string | null; payload: Record<string, unknown>; createdAt: number }[] }

// ---------------------------------------------------------------- donation receipts
export type InvoiceStatus = 'REQUESTED' | 'ISSUED';
export interface Invoice {
  invoiceId: string; orderId: string; infoUuid: string; amount: number; titleType: 'PERSONAL' | 'COMPANY'; title: string; taxNo: string; email: string;
  status: InvoiceStatus; createdAt: number; issuedAt: number | null;
  /** GET this (logged in) for the PDF once ISSUED; '' before. */
  downloadUrl: string;
}
/** POST /api/cf-finance/invoice/entrance-display {} */
export interface InvoiceEntrance {
  show: boolean; canApplyCount: number;
  list: { orderId: string; infoUuid: string; caseTitle: string; amount: number; paidAt: number; invoiceStatus: InvoiceStatus | 'NONE' }[];
}
/** POST /api/cf-finance/invoice/get-invoice-msg {orderId} */
export interface InvoiceMsg {
  orderId: string; infoUuid: string; caseTitle: string; amount: number; orderStatus: string; paidAt: number | null; canApply: boolean;
  invoice: Invoice | null; rules: string[];
}
/** POST /api/cf-finance/invoice/confirm-invoice (once per donation; COMPANY needs an 18-character unified social credit code) */
export interface ConfirmInvoiceReq { orderId: string; titleType: 'PERSONAL' | 'COMPANY'; title: string; taxNo?: string; email?: string }
/** GET /api/cf-finance/invoice/download?invoiceId= -> application/pdf */
/** POST /api/cf-finance/invoice/statement {from, to} | {year, fiscalStartMonth?}; GET /api/cf-finance/invoice/statement.pdf?... -> application/pdf */
export interface StatementReq { from?: number; to?: number; year?: number; fiscalStartMonth?: number }
export interface Statement {
  from: number; to: number; count: number; total: number;
  list: { orderId: string; infoUuid: string; caseTitle: string; amount: number; refunded: number; net: number; paidAt: number }[];
}

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
