/**
 * The case status machine (cases.status). Codes are the client's CaseStatus:
 *   0 raising, 1 done, 2 ended (stopped by the owner), 3 overdue, 4 terminated;
 *   101 withdrawal applied, 102 money paid out (some left), 103 all paid out;
 *   201 refunding (false case), 202 refunding (failed review, terminated), 203 refunding (owner gave up), 204 refund ended.
 * Moves:
 * - the owner stops raising: 0 -> 2; closes after everything was paid: 102 -> 103;
 * - a withdrawal is applied: 1 2 3 102 -> 101; the last one ends unpaid: 101 -> the status before it
 *   (0 1 2 3 102); paid: 101 -> 102 (money left) | 103 (nothing left);
 * - a whole-case refund opens from any status not refunding: -> 201 | 202 | 203 (204 at once when
 *   there is nothing to refund); it ends: 201 202 203 -> 204 (final).
 * - the life of a raise (services/lifecycle.ts): the period ends while raising: 0 -> 3 (the job);
 *   the owner stops after reaching the target: 0 -> 1 (below it: 0 -> 2, above); staff terminate:
 *   0 1 2 3 101 102 -> 4, then the reconciliation job refunds the donors (4 -> 202 -> 204).
 */
import type { CaseStatus } from '../../../../src/contract/cases';
import { defineMachine } from './transition';

export type { CaseStatus };

/** Case status codes (the client's contract). */
export const CASE = {
  NORMAL: 0, DONE: 1, END: 2, OVERDUE: 3, TERMINATION: 4,
  APPLY_MONEY: 101, MONEY_SUCCESS: 102, MONEY_RAISE_DONE: 103,
  REFUNDING: 201, NOT_AUDIT_REFUNDING: 202, USER_REFUNDING: 203, NOT_AUDIT_REFUND_END: 204,
} as const;

const REFUND_OPEN = [201, 202, 203, 204] as const;

export const CASE_MACHINE = defineMachine<'cases', CaseStatus>({
  name: 'case',
  table: 'cases',
  moves: {
    0: [1, 2, 3, 4, ...REFUND_OPEN],
    1: [101, 4, ...REFUND_OPEN],
    2: [101, 4, ...REFUND_OPEN],
    3: [101, 4, ...REFUND_OPEN],
    4: [...REFUND_OPEN],
    101: [0, 1, 2, 3, 4, 102, 103, ...REFUND_OPEN],
    102: [101, 103, 4, ...REFUND_OPEN],
    103: [...REFUND_OPEN],
    201: [204],
    202: [204],
    203: [204],
    204: [],
  },
  refusal: '筹款当前状态不可进行此操作',
});
