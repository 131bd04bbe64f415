/** Who may do what with a verification of a case (the case's own rules are policies/case.ts). */
import { ApiError, forbidden } from '../lib/errors';
import type { CaseRow } from '../repositories/cases';
import type { UserRow } from '../repositories/users';
import { isCaseOwner } from './case';

type Who = Pick<UserRow, 'user_id'>;

/** The owner never verifies their own case (403 with `msg`). */
export function assertMayVerify(user: Who, c: Pick<CaseRow, 'owner_user_id'>, msg: string): void {
  if (isCaseOwner(user, c)) throw new ApiError(403, 403, msg);
}

/** A verification is removed by its author or the case's owner; anyone else gets 403. */
export function assertMayRemoveVerification(user: Who, v: { user_id: string | null }, c: Pick<CaseRow, 'owner_user_id'>): void {
  if (v.user_id !== user.user_id && !isCaseOwner(user, c)) throw forbidden();
}
