/**
 * Versions for per-process read caches (get-funding-info's visitor view, http/funding-cache.ts).
 *
 * `dataVersion(db)` changes whenever what a case page shows may have changed:
 * - writes of THIS process: every statement that is not a SELECT and names the `cases`, `users`, `case_sections` (the verified fundraiser's name, the proof descriptors),
 *   `feature_config` (the answer's visitConfig) or `sessions` table bumps a generation counter once it has completed, and once more when its transaction commits
 *   (a reader that started between the statement and the commit may have read the old row: the second
 *   bump voids what it cached);
 * - writes of OTHER processes on the same SQLite file: `PRAGMA data_version`, which SQLite changes on a
 *   connection whenever another connection committed (one cheap call, no table read).
 * PostgreSQL has no such cheap signal: there the cache also expires after a short TTL (see the cache).
 * A false positive (a write that did not touch the case) only costs a cache miss.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { expandPrepared } from './pg-prepare';
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, Kysely, QueryCompiler, QueryResult, TransactionSettings } from 'kysely';

const WATCHED = /\b(cases|users|sessions|case_sections|feature_config)\b/i;
/** A statement that writes the `users` or `sessions` rows themselves (not one that only reads them, as a gift's statements do). */
const ACCOUNT_WRITE = /\b(insert\s+into|update|delete\s+from|truncate(\s+table)?|alter\s+table|drop\s+table)\s+(only\s+)?"?(users|sessions)"?(\s|$|,|;|\()/i;
let generation = 0;
/** Bumped like `generation`, but only by writes to `users` or `sessions` (the session cache, plugins/auth.ts). */
let accountGeneration = 0;
const WATCH = 1;
const ACCOUNT = 2;

// A batch's `execute cfp_<id>(...)` is judged by the prepared statement's SQL (db/pg-prepare.ts).
const classify = (text: string): number => {
  const sql = expandPrepared(text);
  if (/^\s*(select|begin|commit|rollback|savepoint|release|pragma)\b/i.test(sql) || !WATCHED.test(sql)) return 0;
  return WATCH | (ACCOUNT_WRITE.test(sql) ? ACCOUNT : 0);
};
/**
 * The verdict per SQL text: the hot paths' compiled-once queries send the same text every time. Bounded,
 * and only texts of a few kilobytes: a booking's message carries its values as literals (db/pg-tx.ts), so
 * its text is never sent twice, and a shared booking's (db/pg-booking-batch.ts) runs to tens of kilobytes.
 */
const verdicts = new Map<string, number>();
const VERDICTS_MAX = 2000;
const VERDICT_TEXT_MAX = 8000;

const watchedWrite = (q: CompiledQuery): number => {
  if (q.query.kind === 'SelectQueryNode') return 0;
  let v = verdicts.get(q.sql);
  if (v === undefined) {
    v = classify(q.sql);
    if (q.sql.length <= VERDICT_TEXT_MAX) {
      if (verdicts.size >= VERDICTS_MAX) verdicts.clear();
      verdicts.set(q.sql, v);
    }
  }
  return v;
};

class WatchedConnection implements DatabaseConnection {
  dirty = false;
  accountDirty = false;
  constructor(readonly inner: DatabaseConnection) {}

  executeQuery<R>(q: CompiledQuery): Promise<QueryResult<R>> {
    // Reads (most statements) pass straight through: no extra promise on the hot path.
    const v = q.query.kind === 'SelectQueryNode' ? 0 : watchedWrite(q);
    if (!v) return this.inner.executeQuery<R>(q);
    // An account write voids cached sessions before it runs as well: a request that looks a session up
    // while the write is in flight must not cache what the write is about to change.
    if (v & ACCOUNT) accountGeneration++;
    return this.inner.executeQuery<R>(q).then((r) => {
      generation++;
      this.dirty = true;
      if (v & ACCOUNT) {
        accountGeneration++;
        this.accountDirty = true;
      }
      return r;
    });
  }

  streamQuery<R>(q: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(q, chunkSize);
  }
}

class WatchedDriver implements Driver {
  private readonly wrappers = new WeakMap<DatabaseConnection, WatchedConnection>();
  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const c = await this.inner.acquireConnection();
    let w = this.wrappers.get(c);
    if (!w) this.wrappers.set(c, (w = new WatchedConnection(c)));
    return w;
  }

  beginTransaction(c: DatabaseConnection, s: TransactionSettings): Promise<void> {
    (c as WatchedConnection).dirty = false;
    (c as WatchedConnection).accountDirty = false;
    return this.inner.beginTransaction((c as WatchedConnection).inner, s);
  }

  async commitTransaction(c: DatabaseConnection): Promise<void> {
    await this.inner.commitTransaction((c as WatchedConnection).inner);
    if ((c as WatchedConnection).dirty) generation++;
    if ((c as WatchedConnection).accountDirty) accountGeneration++;
    (c as WatchedConnection).dirty = false;
    (c as WatchedConnection).accountDirty = false;
  }

  async rollbackTransaction(c: DatabaseConnection): Promise<void> {
    (c as WatchedConnection).dirty = false;
    (c as WatchedConnection).accountDirty = false;
    await this.inner.rollbackTransaction((c as WatchedConnection).inner);
  }

  async savepoint(c: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.savepoint?.((c as WatchedConnection).inner, name, compile);
  }

  async rollbackToSavepoint(c: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.rollbackToSavepoint?.((c as WatchedConnection).inner, name, compile);
  }

  async releaseSavepoint(c: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.releaseSavepoint?.((c as WatchedConnection).inner, name, compile);
  }

  releaseConnection(c: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((c as WatchedConnection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** The dialect with its driver watched (compiler, adapter and introspector unchanged). */
export function watchWrites(d: Dialect): Dialect {
  return {
    createAdapter: () => d.createAdapter(),
    createDriver: () => new WatchedDriver(d.createDriver()),
    createIntrospector: (db: Kysely<unknown>) => d.createIntrospector(db),
    createQueryCompiler: () => d.createQueryCompiler(),
  };
}

const external = new WeakMap<object, () => number>();

/** SQLite: other connections' commits show in `PRAGMA data_version` (registered by openDb). */
export function registerSqliteVersion(db: object, database: BetterSqlite3.Database): void {
  const stmt = database.prepare('pragma data_version').pluck();
  external.set(db, oncePerTurn(() => stmt.get() as number));
}

/**
 * Another process's commit is read once per turn of the event loop, not once per request (the pragma
 * was the cached read's largest cost). The requests served in a turn arrived before it began, so the
 * version read at the turn's first request is still read after each of them arrived: what they are
 * answered was true at a moment between their arrival and their answer, as a fresh read would be.
 */
function oncePerTurn(read: () => number): () => number {
  let value: number | undefined;
  const forget = () => {
    value = undefined;
  };
  return () => {
    if (value === undefined) {
      value = read();
      setImmediate(forget);
    }
    return value;
  };
}

/**
 * The version of the data behind a cached read: equal versions mean no write of this process and
 * (SQLite) no commit of another connection in between. `exact` is false where other processes'
 * writes are not seen (PostgreSQL): the caller must bound the age of what it caches.
 */
export function dataVersion(db: object): { version: string; exact: boolean } {
  const ext = external.get(db);
  return ext ? { version: `${generation}:${ext()}`, exact: true } : { version: String(generation), exact: false };
}

/** As `dataVersion`, but moved only by writes to `users` or `sessions` (and, SQLite, other connections' commits). */
export function accountVersion(db: object): { version: string; exact: boolean } {
  const ext = external.get(db);
  return ext ? { version: `${accountGeneration}:${ext()}`, exact: true } : { version: String(accountGeneration), exact: false };
}
