/**
 * get-funding-info's visitor view, cached per process as the serialised response body, keyed by case
 * and asset origin (image URLs are absolute for the origin that asked).
 *
 * Staleness accepted, and why it is safe:
 * - SQLite: none. An entry is used only while `dataVersion` is unchanged: no write to cases/users by
 *   this process and no commit by any other connection on the file since the entry's read began.
 * - PostgreSQL (several processes): writes of this process void the cache at once; another process's
 *   writes are seen within TTL_MS (1 s). So a visitor may see a raised amount up to one second old,
 *   as if the response had been in flight a second longer. Nothing decides money from this figure:
 *   order create reads the case itself (open, amount limits), mark-paid counts in one transaction,
 *   and the owner's view (isSelf) is never served from here.
 */
import type { DB } from '../../db';
import { dataVersion } from '../../db/write-watch';

export const TTL_MS = 1000;
const MAX_ENTRIES = 1000;

interface Entry { version: string; at: number; ownerUserId: string; body: string }

const caches = new WeakMap<object, Map<string, Entry>>();

/** Take the version BEFORE reading the case: a write after it voids what the read returns. */
export const readVersion = (db: DB) => dataVersion(db);

export function cachedBody(db: DB, key: string, v: { version: string; exact: boolean }): Entry | undefined {
  const e = caches.get(db)?.get(key);
  if (!e || e.version !== v.version) return undefined;
  if (!v.exact && Date.now() - e.at >= TTL_MS) return undefined;
  return e;
}

export function storeBody(db: DB, key: string, v: { version: string }, ownerUserId: string, body: string): void {
  let m = caches.get(db);
  if (!m) caches.set(db, (m = new Map()));
  m.delete(key);
  if (m.size >= MAX_ENTRIES) m.delete(m.keys().next().value as string);
  m.set(key, { version: v.version, at: Date.now(), ownerUserId, body });
}

const viewers = new WeakMap<object, { version: string; users: Map<string, string> }>();

/**
 * The user a session token belonged to ('' = no live session) as of version `v`, SQLite only (exact
 * versions; `sessions` is a watched table). Used only to tell a visitor from the owner: a token known
 * to be another user's gets the visitor answer whether or not its session is still live (a dead
 * session is a visitor too); a token of the owner always goes the fresh way.
 */
export function knownViewer(db: DB, token: string, v: { version: string; exact: boolean }): string | undefined {
  if (!v.exact) return undefined;
  const e = viewers.get(db);
  return e && e.version === v.version ? e.users.get(token) : undefined;
}

export function rememberViewer(db: DB, token: string, v: { version: string; exact: boolean }, userId: string): void {
  if (!v.exact) return;
  let e = viewers.get(db);
  if (!e || e.version !== v.version) viewers.set(db, (e = { version: v.version, users: new Map() }));
  if (e.users.size >= 10_000) e.users.clear();
  e.users.set(token, userId);
}
