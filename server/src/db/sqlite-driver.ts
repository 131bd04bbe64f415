/**
 * A SQLite dialect for Kysely over better-sqlite3 that is cheaper per query than the stock one:
 * - prepared statements are cached by SQL text (Kysely compiles parameterised SQL, so a hot query
 *   is one statement prepared once instead of once per call);
 * - the single connection is handed out in FIFO order through a queue (the stock mutex wakes every
 *   waiter on each release, which under load costs a microtask per waiter per query and lets late
 *   arrivals overtake, stretching the tail latency);
 * - transactions start with BEGIN IMMEDIATE: the write lock is taken up front, so two processes on
 *   one file never deadlock upgrading a read lock (busy_timeout then simply waits);
 * - migrations run in one such transaction (SQLite has transactional DDL; Kysely's stock adapter
 *   says it has not, and then runs them with no lock at all, so two processes starting together on
 *   a fresh file could both apply 001_init). The write lock makes the second wait and then see the
 *   migrations already recorded;
 * - group commit: writes of one event-loop turn share one SQLite transaction (a "batch"). The first
 *   write outside a transaction opens it (BEGIN IMMEDIATE); a Kysely transaction inside it is a
 *   SAVEPOINT (rollback undoes only its own changes); the batch COMMITs at setImmediate, or as soon
 *   as the connection is free after that. Every query or transaction that ran while the batch was open
 *   (reads included: they may have seen its uncommitted rows) resolves only after that COMMIT, so no
 *   request is answered with data that is not committed, and a failed COMMIT fails all of them.
 *   A read with no batch open runs on its own and resolves at once. One commit (one WAL append) per
 *   turn instead of one per write. The batch's BEGIN IMMEDIATE takes the write lock without blocking
 *   the thread (busy: retried after an asynchronous pause, see group-commit.ts), so another connection
 *   to the file, in this process or another, can commit its open batch meanwhile.
 */
import type BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteDialect,
  type DialectAdapter,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { SelectQueryNode } from 'kysely';
import { GroupCommit } from './group-commit';
import { processSettings } from '../settings';

const DEFAULT_CACHE_SIZE = 512;
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

class CachedConnection implements DatabaseConnection {
  private readonly cache = new Map<string, BetterSqlite3.Statement>();
  /** Set by the driver when group commit is on. */
  batch: GroupCommit | null = null;

  constructor(
    private readonly db: BetterSqlite3.Database,
    private readonly maxStatements: number,
  ) {}

  private statement(sql: string): BetterSqlite3.Statement {
    let stmt = this.cache.get(sql);
    if (stmt) return stmt;
    stmt = this.db.prepare(sql);
    // Evict the oldest entry; statements are only finalised by GC, so dropping the reference is enough.
    if (this.cache.size >= this.maxStatements) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(sql, stmt);
    return stmt;
  }

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // all()/run() finish synchronously, so a cached statement is never busy when it is reused.
    const stmt = this.statement(compiled.sql);
    // Group commit: a write with no batch open may first have to wait (asynchronously) for the write lock.
    const wait = this.batch?.beforeStatement(stmt.readonly);
    if (wait) return wait.then(() => this.run<R>(stmt, compiled));
    return this.run<R>(stmt, compiled);
  }

  private run<R>(stmt: BetterSqlite3.Statement, compiled: CompiledQuery): Promise<QueryResult<R>> {
    const params = compiled.parameters as unknown[];
    if (stmt.reader) return Promise.resolve({ rows: stmt.all(params) as R[] });
    const { changes, lastInsertRowid } = stmt.run(params);
    return Promise.resolve({
      numAffectedRows: changes !== undefined && changes !== null ? BigInt(changes) : undefined,
      insertId: lastInsertRowid !== undefined && lastInsertRowid !== null ? BigInt(lastInsertRowid) : undefined,
      rows: [],
    });
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    // An iterating statement stays busy across awaits: never share it through the cache.
    if (!SelectQueryNode.is(compiled.query)) throw new Error('Sqlite driver only supports streaming of select queries');
    const stmt = this.db.prepare(compiled.sql);
    await this.batch?.beforeStatement(stmt.readonly);
    for (const row of stmt.iterate(compiled.parameters as unknown[])) yield { rows: [row as R] };
  }
}

/** Hands the one connection out in arrival order. */
class FifoLock {
  locked = false;
  private readonly waiters: (() => void)[] = [];

  /** Callers waiting for the connection. */
  get waiting(): number {
    return this.waiters.length;
  }

  acquire(): Promise<void> {
    if (!this.locked) {
      this.locked = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  release(): void {
    const next = this.waiters.shift();
    if (next) next(); // ownership passes straight to the next waiter
    else this.locked = false;
  }
}

class CachedSqliteDriver implements Driver {
  private readonly lock = new FifoLock();
  private readonly connection: CachedConnection;
  readonly group: GroupCommit | null;

  constructor(
    private readonly db: BetterSqlite3.Database,
    maxStatements: number,
    groupCommit: boolean,
    private readonly onDestroy?: () => void,
  ) {
    this.connection = new CachedConnection(db, maxStatements);
    this.group = groupCommit ? new GroupCommit(db, () => this.lock.locked) : null;
    this.connection.batch = this.group;
    this.checkpoints = startCheckpoints(db, () => this.lock.locked || db.inTransaction);
  }

  private readonly checkpoints: NodeJS.Timeout | null;

  /** Callers waiting for the one connection (a matching opening's gifts queue here). */
  get waiting(): number {
    return this.lock.waiting;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.lock.acquire();
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection, _settings: TransactionSettings): Promise<void> {
    if (this.group) await this.group.beginTransaction();
    else await conn.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    if (this.group) this.group.commitTransaction();
    else await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    if (this.group) this.group.rollbackTransaction();
    else await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(conn: DatabaseConnection, name: string): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw(`savepoint ${ident(name)}`));
  }

  async rollbackToSavepoint(conn: DatabaseConnection, name: string): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw(`rollback to ${ident(name)}`));
  }

  async releaseSavepoint(conn: DatabaseConnection, name: string): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw(`release ${ident(name)}`));
  }

  releaseConnection(): Promise<void> {
    // With group commit: the caller's query or transaction resolves once its batch has committed.
    const wait = this.group ? this.group.release() : Promise.resolve();
    this.lock.release();
    return wait;
  }

  async destroy(): Promise<void> {
    if (this.checkpoints) clearInterval(this.checkpoints);
    this.group?.commit();
    this.db.close();
    this.onDestroy?.();
  }
}

/**
 * WAL checkpoints in small steps: SQLite's automatic one runs inside whichever commit crosses
 * wal_autocheckpoint pages (1000 by default) and stalls the event loop while it copies them all. A
 * PASSIVE checkpoint every SQLITE_CHECKPOINT_MS (default 250; 0 = SQLite's own only) copies what the
 * last quarter second wrote, between requests; the automatic one stays as a fallback at 4000 pages
 * (another process's reader can keep a passive checkpoint from finishing).
 */
function startCheckpoints(db: BetterSqlite3.Database, busy: () => boolean): NodeJS.Timeout | null {
  const ms = processSettings().SQLITE_CHECKPOINT_MS;
  if (!(ms > 0) || db.memory || db.readonly) return null;
  db.pragma('wal_autocheckpoint = 4000');
  const timer = setInterval(() => {
    if (busy() || !db.open) return;
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
    } catch {
      // busy or closing: the next tick (or the automatic checkpoint) does it
    }
  }, ms);
  timer.unref();
  return timer;
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** SqliteDialect with the cached, FIFO, group-commit driver above (compiler, adapter and introspector unchanged). */
export class CachedSqliteDialect extends SqliteDialect {
  constructor(
    private readonly database: BetterSqlite3.Database,
    private readonly maxStatements = DEFAULT_CACHE_SIZE,
    private readonly groupCommit = true,
    /** Called when the database is destroyed (db/index.ts closes its read connection). */
    private readonly onDestroy?: () => void,
  ) {
    super({ database });
  }

  /** The driver's group commit (null when off), for its figures. */
  group: GroupCommit | null = null;
  private driver: CachedSqliteDriver | null = null;

  /** Callers waiting for the connection now. */
  get waiting(): number {
    return this.driver?.waiting ?? 0;
  }

  override createDriver(): Driver {
    const driver = new CachedSqliteDriver(this.database, this.maxStatements, this.groupCommit, this.onDestroy);
    this.group = driver.group;
    this.driver = driver;
    return driver;
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}
