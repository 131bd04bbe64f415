/**
 * Who may see an uploaded file: a private one (ID photos, medical papers, a doctor's certificate) only
 * its uploader and staff; to anyone else it answers like a missing file, so its existence is not disclosed.
 */
import type { AppDeps } from '../deps';
import { isStaff } from '../repositories/revisions';
import type { UserRow } from '../repositories/users';

export const isOwnUpload = (user: Pick<UserRow, 'user_id'>, file: { owner_user_id: string }): boolean => file.owner_user_id === user.user_id;

export async function mayReadUpload(deps: Pick<AppDeps, 'db'>, user: Pick<UserRow, 'user_id'>, file: { owner_user_id: string }): Promise<boolean> {
  return isOwnUpload(user, file) || isStaff(deps.db, user.user_id);
}
