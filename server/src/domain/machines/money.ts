/**
 * The money status machines: withdrawal, payout (one batch of a withdrawal), refund, receipt
 * (invoice), fund-use report and objection to a withdrawal's public notice. States are the client's
 * unions where the client shows them (src/contract/money.ts).
 */
import type { InvoiceStatus } from '../../../../src/contract/invoice';
import type { PayoutStatus, RefundStatus, WithdrawalStatus } from '../../../../src/contract/money';
import { defineMachine } from './transition';

export type { InvoiceStatus, PayoutStatus, RefundStatus, WithdrawalStatus };

/**
 * Withdrawal: PENDING (applied; public notice, objections possible) -> FIRST_APPROVED (a large one
 * waits for a second approver) -> APPROVED (payouts created) -> PAID (every batch transferred);
 * REJECTED by staff, an upheld objection or a whole-case refund; FAILED when a payout failed (its
 * money came back); CANCELLED by the owner while still PENDING (its amount is free again).
 */
export const WITHDRAWAL = defineMachine<'withdrawals', WithdrawalStatus>({
  name: 'withdrawal',
  table: 'withdrawals',
  moves: {
    PENDING: ['FIRST_APPROVED', 'APPROVED', 'REJECTED', 'CANCELLED'],
    FIRST_APPROVED: ['APPROVED', 'REJECTED'],
    APPROVED: ['PAID', 'FAILED'],
    PAID: [], REJECTED: [], FAILED: [], CANCELLED: [],
  },
  refusal: '提现申请当前状态不可进行此操作',
});
/** Withdrawals whose amount is held back from the balance but not yet booked in the ledger. */
export const RESERVING_WITHDRAWAL: WithdrawalStatus[] = ['PENDING', 'FIRST_APPROVED'];

/**
 * Payout: PENDING (a later batch, waiting for treatment proof) -> AUTHORISED (booked in the ledger)
 * -> PROCESSING (sent to the provider) -> TRANSFERRED | FAILED (an AUTHORISED batch may get its
 * answer at once); a PENDING batch is CANCELLED when its withdrawal fails.
 */
export const PAYOUT = defineMachine<'payouts', PayoutStatus>({
  name: 'payout',
  table: 'payouts',
  moves: {
    PENDING: ['AUTHORISED', 'CANCELLED'],
    AUTHORISED: ['PROCESSING', 'TRANSFERRED', 'FAILED'],
    PROCESSING: ['TRANSFERRED', 'FAILED'],
    TRANSFERRED: [], FAILED: [], CANCELLED: [],
  },
  refusal: '打款批次当前状态不可进行此操作',
});

/** Refund: PENDING (held; sent to the provider) -> SUCCESS (booked) | FAILED (released). */
export const REFUND = defineMachine<'refunds', RefundStatus>({
  name: 'refund',
  table: 'refunds',
  moves: { PENDING: ['SUCCESS', 'FAILED'], SUCCESS: [], FAILED: [] },
  refusal: '该退款已处理',
});

/**
 * Receipt: REQUESTED -> ISSUED (the PDF exists) -> VOIDED (a refund after issue; a corrected receipt
 * for what the donor kept is issued beside it, services/money/receipt-correction.ts).
 */
export const RECEIPT = defineMachine<'invoices', InvoiceStatus>({
  name: 'receipt',
  table: 'invoices',
  moves: { REQUESTED: ['ISSUED'], ISSUED: ['VOIDED'], VOIDED: [] },
  refusal: '该捐款凭证已开具',
});

export type FundUseStatus = 'PENDING' | 'APPROVED' | 'REJECTED';
/** Fund-use report: PENDING -> APPROVED | REJECTED (by staff, once). */
export const FUND_USE = defineMachine<'fund_uses', FundUseStatus>({
  name: 'fund_use',
  table: 'fund_uses',
  moves: { PENDING: ['APPROVED', 'REJECTED'], APPROVED: [], REJECTED: [] },
  refusal: '该资金使用记录已审核',
});

export type ObjectionStatus = 'OPEN' | 'UPHELD' | 'DISMISSED';
/** Objection: OPEN -> UPHELD (the withdrawal is rejected) | DISMISSED. */
export const OBJECTION = defineMachine<'withdrawal_objections', ObjectionStatus>({
  name: 'objection',
  table: 'withdrawal_objections',
  moves: { OPEN: ['UPHELD', 'DISMISSED'], UPHELD: [], DISMISSED: [] },
  refusal: '该异议已处理',
});
