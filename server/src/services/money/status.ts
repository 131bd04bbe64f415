/**
 * Every money status machine in one place: the states, the allowed transitions, and the case
 * status codes they reflect. Repositories move a row only with `where status = <from>`, so a
 * transition happens once however many processes try it.
 */

/** Case status codes of the money flows (the client's contract). */
export const CASE = {
  NORMAL: 0, DONE: 1, END: 2, OVERDUE: 3, TERMINATION: 4,
  APPLY_MONEY: 101, MONEY_SUCCESS: 102, MONEY_RAISE_DONE: 103,
  REFUNDING: 201, NOT_AUDIT_REFUNDING: 202, USER_REFUNDING: 203, NOT_AUDIT_REFUND_END: 204,
} as const;

/** Audit types (queues): BASE_AUDIT 0, MATERIAL_AUDIT 1, DRAW_PUBLIC 2, FUND_USE_SUBMIT 3. */
export const AUDIT_TYPE = { BASE_AUDIT: 0, MATERIAL_AUDIT: 1, DRAW_PUBLIC: 2, FUND_USE_SUBMIT: 3 } as const;

/** Service-charge options of a case. */
export const FEE_OPTION = { NO_FEE: 1, CHARGED: 2, WAIVED: 3, SUBSIDISED: 4 } as const;

export type Machine<S extends string> = Record<S, readonly S[]>;

/**
 * Withdrawal: PENDING (applied; public notice, objections possible) -> FIRST_APPROVED (a large one
 * waits for a second approver) -> APPROVED (payouts created) -> PAID (every batch transferred);
 * REJECTED by staff or an upheld objection; FAILED when a payout failed (its money came back);
 * CANCELLED by the owner while still PENDING (terminal; its amount is free again).
 */
export const WITHDRAWAL: Machine<'PENDING' | 'FIRST_APPROVED' | 'APPROVED' | 'PAID' | 'REJECTED' | 'FAILED' | 'CANCELLED'> = {
  PENDING: ['FIRST_APPROVED', 'APPROVED', 'REJECTED', 'CANCELLED'],
  FIRST_APPROVED: ['APPROVED', 'REJECTED'],
  APPROVED: ['PAID', 'FAILED'],
  PAID: [],
  REJECTED: [],
  FAILED: [],
  CANCELLED: [],
};
export type WithdrawalStatus = keyof typeof WITHDRAWAL;
/** Withdrawals whose amount is held back from the balance but not yet booked in the ledger. */
export const RESERVING_WITHDRAWAL: WithdrawalStatus[] = ['PENDING', 'FIRST_APPROVED'];

/**
 * Payout (one batch of a withdrawal): PENDING (a later batch, waiting for treatment proof) ->
 * AUTHORISED (booked in the ledger) -> PROCESSING (sent to the provider) -> TRANSFERRED | FAILED;
 * a PENDING batch is CANCELLED when its withdrawal fails.
 */
export const PAYOUT: Machine<'PENDING' | 'AUTHORISED' | 'PROCESSING' | 'TRANSFERRED' | 'FAILED' | 'CANCELLED'> = {
  PENDING: ['AUTHORISED', 'CANCELLED'],
  AUTHORISED: ['PROCESSING', 'FAILED'],
  PROCESSING: ['TRANSFERRED', 'FAILED'],
  TRANSFERRED: [],
  FAILED: [],
  CANCELLED: [],
};
export type PayoutStatus = keyof typeof PAYOUT;

/** Refund: PENDING (held; sent to the provider) -> SUCCESS (booked) | FAILED (released). */
export const REFUND: Machine<'PENDING' | 'SUCCESS' | 'FAILED'> = { PENDING: ['SUCCESS', 'FAILED'], SUCCESS: [], FAILED: [] };
export type RefundStatus = keyof typeof REFUND;

/** Receipt: REQUESTED -> ISSUED. Fund use: PENDING -> APPROVED | REJECTED. Objection: OPEN -> UPHELD | DISMISSED. */
export const INVOICE: Machine<'REQUESTED' | 'ISSUED'> = { REQUESTED: ['ISSUED'], ISSUED: [] };
export const FUND_USE: Machine<'PENDING' | 'APPROVED' | 'REJECTED'> = { PENDING: ['APPROVED', 'REJECTED'], APPROVED: [], REJECTED: [] };
export const OBJECTION: Machine<'OPEN' | 'UPHELD' | 'DISMISSED'> = { OPEN: ['UPHELD', 'DISMISSED'], UPHELD: [], DISMISSED: [] };

/** Throws when `to` is not reachable from `from` (a programming error, never user input). */
export function assertTransition<S extends string>(m: Machine<S>, from: S, to: S): void {
  if (!m[from]?.includes(to)) throw new Error(`illegal transition ${from} -> ${to}`);
}

/** Case statuses in which a whole-case refund runs, and the status it ends in. */
export const CASE_REFUNDING: number[] = [CASE.REFUNDING, CASE.NOT_AUDIT_REFUNDING, CASE.USER_REFUNDING];
