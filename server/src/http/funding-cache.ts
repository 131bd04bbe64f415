/**
 * get-funding-info's visitor view, cached per process as the serialised response body, keyed by case
 * and asset origin (image URLs are absolute for the origin that asked). The body is what the call's
 * declared response serializer made of the answer (routes/api/cases.ts); `answerFromCache` is the
 * route's preHandler, so a reader known not to own the case is answered before the session is read.
 *
 * Staleness accepted, and why it is safe:
 * - SQLite: none while the connection is free. An entry is used while `dataVersion` is unchanged: no
 *   write to cases/users by this process and no commit by any other connection on the file since the
 *   entry's read began. While queries wait for the one connection (a matching opening: a hundred gifts
 *   queued for it), a reader takes the snapshot if it is under TTL_MS old, as on PostgreSQL below.
 * - PostgreSQL (several processes): writes of this process void the cache at once; another process's
 *   writes are seen within TTL_MS (1 s). So a visitor may see a raised amount up to one second old,
 *   as if the response had been in flight a second longer. The same second is accepted for this
 *   process's own writes while queries wait for a pool connection (a matching opening: hundreds of
 *   gifts queued for PG_POOL_MAX connections): a reader then takes the snapshot instead of queueing
 *   behind the gifts, and the first reader after the queue drains (or the second is up) reads anew.
 *   Nothing decides money from this figure:
 *   order create reads the case itself (open, amount limits), mark-paid counts in one transaction,
 *   and the owner's view (isSelf) is never served from here.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { waitingForConnection, type DB } from '../db';
import { dataVersion } from '../db/write-watch';
import type { AppDeps } from '../deps';
import { SESSION_COOKIE } from '../plugins/auth';
import { assetOrigin } from '../plugins/assets';

export const JSON_UTF8 = 'application/json; charset=utf-8';

export const TTL_MS = 1000;
const MAX_ENTRIES = 1000;

/** `until`: the answer's own end (a raising case shows 筹款已到期 from its period's end on, with or without a write). */
interface Entry { version: string; at: number; ownerUserId: string; body: string; until: number }

const caches = new WeakMap<object, Map<string, Entry>>();

/** Take the version BEFORE reading the case: a write after it voids what the read returns. */
export const readVersion = (db: DB) => dataVersion(db);

export function cachedBody(db: DB, key: string, v: { version: string; exact: boolean }, now: number = Date.now()): Entry | undefined {
  const e = caches.get(db)?.get(key);
  return e && now < e.until && stillGood(db, e, v) ? e : undefined;
}

/**
 * Something read at `e.at` in `e.version` still answers: SQLite, the same version; PostgreSQL, under
 * TTL_MS old and the same version of this process; on either, any under TTL_MS old while queries wait
 * for a database connection.
 */
function stillGood(db: DB, e: { version: string; at: number }, v: { version: string; exact: boolean }): boolean {
  const young = Date.now() - e.at < TTL_MS;
  if (e.version === v.version && (v.exact || young)) return true;
  return young && waitingForConnection(db) > 0;
}

export function storeBody(db: DB, key: string, v: { version: string }, ownerUserId: string, body: string, until = Infinity): void {
  let m = caches.get(db);
  if (!m) caches.set(db, (m = new Map()));
  m.delete(key);
  if (m.size >= MAX_ENTRIES) m.delete(m.keys().next().value as string);
  m.set(key, { version: v.version, at: Date.now(), ownerUserId, body, until });
}

const viewers = new WeakMap<object, { version: string; at: number; users: Map<string, string> }>();

/**
 * The user a session token belonged to ('' = no live session) as of version `v` (SQLite: exact versions,
 * `sessions` is a watched table; PostgreSQL: this process's version and at most TTL_MS old, the same
 * staleness as the body). Used only to tell a visitor from the owner: a token known to be another
 * user's gets the visitor answer whether or not its session is still live (a dead session is a visitor
 * too, and the visitor answer is public); a token of the owner always goes the fresh way. A token never
 * changes hands except by an account merge, which another process's readers see within TTL_MS.
 */
export function knownViewer(db: DB, token: string, v: { version: string; exact: boolean }): string | undefined {
  const e = viewers.get(db);
  return e && stillGood(db, e, v) ? e.users.get(token) : undefined;
}

export function rememberViewer(db: DB, token: string, v: { version: string; exact: boolean }, userId: string): void {
  let e = viewers.get(db);
  if (!e || e.version !== v.version || (!v.exact && Date.now() - e.at >= TTL_MS)) viewers.set(db, (e = { version: v.version, at: Date.now(), users: new Map() }));
  if (e.users.size >= 10_000) e.users.clear();
  e.users.set(token, userId);
}

type Version = ReturnType<typeof readVersion>;
/** What the fast path saw, for the handler when it could not answer: the key, the version read first, the entry. */
interface Peek { key: string; version: Version; hit: Entry | undefined }
const peeks = new WeakMap<FastifyRequest, Peek>();

/**
 * The fast path (a preHandler, before the access check reads the session): sends the cached visitor
 * answer when the reader is known not to own the case (no session cookie; a token already
 * mapped to another user in this version) and returns true. Otherwise it notes what it saw (the
 * version is taken BEFORE the session is read) for the handler, via `peeked(req)`, and returns false.
 */
export function answerFromCache(req: FastifyRequest, reply: FastifyReply, deps: Pick<AppDeps, 'db' | 'config'> & { clock?: () => number }, infoUuid: string): boolean {
  const key = `${infoUuid}\n${assetOrigin(req, deps)}`;
  const version = readVersion(deps.db);
  const hit = cachedBody(deps.db, key, version, deps.clock ? deps.clock() : Date.now());
  if (hit) {
    const token = req.cookies?.[SESSION_COOKIE];
    const known = token ? knownViewer(deps.db, token, version) : '';
    if (known !== undefined && known !== hit.ownerUserId) {
      reply.type(JSON_UTF8).send(hit.body);
      return true;
    }
  }
  peeks.set(req, { key, version, hit });
  return false;
}

export const peeked = (req: FastifyRequest): Peek | undefined => peeks.get(req);
