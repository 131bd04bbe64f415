/**
 * Money status codes and options. The status machines themselves are data in server/src/domain/machines/
 * (case.ts, money.ts) and rows move only through its transition function (`where status = <from>`), so
 * a transition happens once however many processes try it.
 */

import { CASE, type CaseStatus } from '../../domain/machines/case';

/** Case status codes of the money flows (the client's contract); the case machine is domain/machines/case.ts. */
export { CASE };

/** Audit types (queues): BASE_AUDIT 0, MATERIAL_AUDIT 1, DRAW_PUBLIC 2, FUND_USE_SUBMIT 3. */
export const AUDIT_TYPE = { BASE_AUDIT: 0, MATERIAL_AUDIT: 1, DRAW_PUBLIC: 2, FUND_USE_SUBMIT: 3 } as const;

/** Service-charge options of a case. */
export const FEE_OPTION = { NO_FEE: 1, CHARGED: 2, WAIVED: 3, SUBSIDISED: 4 } as const;

/** The money machines are declared in domain/machines/money.ts. */
export {
  FUND_USE, OBJECTION, PAYOUT, RECEIPT as INVOICE, REFUND, RESERVING_WITHDRAWAL, WITHDRAWAL,
  type PayoutStatus, type RefundStatus, type WithdrawalStatus,
} from '../../domain/machines/money';

/** Case statuses in which a whole-case refund runs, and the status it ends in. */
export const CASE_REFUNDING: CaseStatus[] = [CASE.REFUNDING, CASE.NOT_AUDIT_REFUNDING, CASE.USER_REFUNDING];
