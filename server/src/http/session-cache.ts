/**
 * The session behind a cookie, kept per process so that an authenticated request does not ask the
 * database again for a session it has just looked up (on PostgreSQL a round trip on every call of a
 * gift: the order, the cashier's confirm, the status polls).
 *
 * What keeps it right:
 * - any write of this process to `users` or `sessions` (a login, a logout, a profile change, a merge,
 *   an account deletion) voids every entry (db/write-watch.ts `accountVersion`), before it runs and
 *   again once it has completed and committed;
 * - SQLite: another connection's commit to the file voids them too (the version is exact);
 * - PostgreSQL (several processes): another process's writes are seen within SESSION_CACHE_MS (default
 *   1 s), as the case page's cache sees them (http/funding-cache.ts): a session ended on one process
 *   may still be honoured by another for that long, like a request already in flight;
 * - a session past its end is never answered from here (its `expires_at` is kept with it).
 * Only live sessions are kept; a token with none is looked up each time. Bounded in size.
 */
import type { DB } from '../db';
import { accountVersion } from '../db/write-watch';
import { findSession } from '../repositories/users';
import type { UserRow } from '../repositories/users';

interface Entry { user: UserRow; expiresAt: number; version: string; at: number }

const MAX_ENTRIES = 10_000;
const caches = new WeakMap<object, Map<string, Entry>>();

/** The user of the live session with this token hash, from the cache or the database (ttlMs 0: always the database). */
export async function sessionUserOf(db: DB, tokenHash: string, now: number, ttlMs: number): Promise<UserRow | undefined> {
  if (ttlMs <= 0) return (await findSession(db, tokenHash, now))?.user;
  let m = caches.get(db);
  if (!m) caches.set(db, (m = new Map()));
  const v = accountVersion(db);
  const e = m.get(tokenHash);
  if (e && e.version === v.version && now < e.expiresAt && (v.exact || performance.now() - e.at < ttlMs)) return e.user;
  const at = performance.now();
  const found = await findSession(db, tokenHash, now);
  if (!found) {
    m.delete(tokenHash);
    return undefined;
  }
  if (m.size >= MAX_ENTRIES) m.clear();
  // The version read before the lookup: a write that landed while it was in flight voids what it found.
  m.set(tokenHash, { user: found.user, expiresAt: found.expiresAt, version: v.version, at });
  return found.user;
}
