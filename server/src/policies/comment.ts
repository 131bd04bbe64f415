/** Who may remove a comment under a case: its author or the case's owner; anyone else gets 403 and nothing changes. */
import { forbidden } from '../lib/errors';
import type { UserRow } from '../repositories/users';
import { isCaseOwner } from './case';

export function assertMayRemoveComment(user: Pick<UserRow, 'user_id'>, comment: { user_id: string }, kase: { owner_user_id: string }): void {
  if (comment.user_id !== user.user_id && !isCaseOwner(user, kase)) throw forbidden();
}
