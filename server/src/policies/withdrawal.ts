/**
 * Who may do what with a withdrawal. Only its applicant, while still the case's owner, may change or
 * cancel it; anyone logged in but its applicant may object to it in its notice.
 */
import { badRequest, forbidden } from '../lib/errors';
import type { CaseRow } from '../repositories/cases';
import type { UserRow } from '../repositories/users';
import { isCaseOwner } from './case';

type Who = Pick<UserRow, 'user_id'>;
type Withdrawal = { user_id: string };

/** Throws 403 unless the user applied for the withdrawal and owns its case. */
export function assertWithdrawalOwner(user: Who, c: Pick<CaseRow, 'owner_user_id'>, w: Withdrawal): void {
  if (!isCaseOwner(user, c) || w.user_id !== user.user_id) throw forbidden();
}

/** Throws 400 with `msg` (不能对自己的提现提出异议) when the user applied for the withdrawal. */
export function assertMayObject(user: Who, w: Withdrawal, msg: string): void {
  if (w.user_id === user.user_id) throw badRequest(msg);
}
