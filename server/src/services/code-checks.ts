/**
 * Proof of a fresh SMS code check. check-verify-code uses the code up and answers a token: the proof,
 * for 10 minutes and once, that the caller just read a code sent to that phone. A later step that needs
 * the phone checked (account deletion: the bound phone) takes the token instead of a code, so the screen
 * keeps its order (check the phone, then confirm) and a direct call cannot skip the check. The database
 * keeps only the token's hash, so every server process honours it and a replay finds it used.
 */
import type { AppDeps } from '../deps';
import type { DB } from '../db';
import { randomToken, sha256 } from '../lib/util';
import { insertCodeCheck, useCodeCheck } from '../repositories/codes';
import { verifyCode } from './auth';

/** How long a checked code stands for the phone. */
export const CODE_CHECK_TTL_MS = 10 * 60_000;

/** Checks (and uses up) the phone's newest code; answers the single-use proof of the check. */
export async function checkCode(deps: AppDeps, mobile: string, code: string): Promise<string> {
  await verifyCode(deps, mobile, code);
  const token = randomToken();
  const now = deps.clock();
  await insertCodeCheck(deps.db, { token_hash: sha256(token), mobile, created_at: now, expires_at: now + CODE_CHECK_TTL_MS, used: 0 });
  return token;
}

/** Uses up a proof that `mobile` was checked; false when there is none (missing, another phone, expired, used). */
export function useCheckedPhone(db: DB, token: string, mobile: string | null, now: number): Promise<boolean> {
  if (!token || !mobile) return Promise.resolve(false);
  return useCodeCheck(db, sha256(token), mobile, now);
}
