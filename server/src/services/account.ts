/** The session's end and the account summary (src/contract/account.ts); the display preferences kept with the account (src/contract/preferences.ts). */
import type { AppDeps } from '../deps';
import { sha256 } from '../lib/util';
import { careOf, setCare } from '../repositories/preferences';
import { isStaff } from '../repositories/revisions';
import { deleteSession, userSummary } from '../repositories/users';

/** Ends the session of a cookie's token (stored hashed). */
export async function endSession(deps: AppDeps, token: string): Promise<void> {
  await deleteSession(deps.db, sha256(token));
}

export async function accountSummary(deps: AppDeps, userId: string) {
  return { ...(await userSummary(deps.db, userId)), staff: await isStaff(deps.db, userId) };
}

/** The reader's 长辈版 choice kept with the account. */
export async function carePreference(deps: AppDeps, userId: string) {
  return { care: await careOf(deps.db, userId) };
}

/** The last choice wins: a tap on one device, then on another, leaves the second. */
export async function setCarePreference(deps: AppDeps, userId: string, care: boolean) {
  await setCare(deps.db, userId, care);
  return { care };
}
