/**
 * Who may do what with a case's discussion (public trust): its comments and its votes. The case's own
 * rules (who owns it) are policies/case.ts; the status machine is services/discussion.ts.
 */
import { ApiError, forbidden } from '../lib/errors';
import type { CaseRow } from '../repositories/cases';
import type { UserRow } from '../repositories/users';
import { isCaseOwner } from './case';

type Who = Pick<UserRow, 'user_id'>;
export const OWNER_VOTE_MSG = '发起人不能参与投票';

/** A discussion comment is removed by its author or the case's owner; anyone else gets 403. */
export function assertMayRemoveDiscussionComment(user: Who, comment: { user_id: string }, c: Pick<CaseRow, 'owner_user_id'>): void {
  if (comment.user_id !== user.user_id && !isCaseOwner(user, c)) throw forbidden();
}

/** The case's owner never votes on its discussion (403 发起人不能参与投票). */
export function assertMayVote(user: Who, c: Pick<CaseRow, 'owner_user_id'>): void {
  if (isCaseOwner(user, c)) throw new ApiError(403, 403, OWNER_VOTE_MSG);
}
