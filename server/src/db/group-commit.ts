/**
 * Group commit for the one better-sqlite3 connection (see sqlite-driver.ts): the writes of one
 * event-loop turn share one transaction, committed once. Durability is unchanged for every caller:
 * whoever ran a statement while the batch was open is answered only after its COMMIT.
 *
 * The batch's BEGIN IMMEDIATE never waits synchronously for the write lock. The batch stays open
 * across an event-loop turn, so another connection to the same file may hold the lock until its own
 * setImmediate: in this process (two apps on one file, as the tests run them) a blocking busy_timeout
 * wait would freeze the only thread, the other connection could never commit, and both would stall
 * until the timeout. So BEGIN IMMEDIATE runs with busy_timeout 0 and, when the lock is taken, is
 * retried asynchronously with a short backoff (up to the connection's busy_timeout in all): the event
 * loop keeps turning, the other connection (here or in another process) commits, this one goes on.
 */
import type BetterSqlite3 from 'better-sqlite3';

interface Waiter { resolve: () => void; reject: (err: unknown) => void }

/** Pauses between attempts at the write lock (ms; 0 = setImmediate), then the last one repeated. */
const BACKOFF_MS = [0, 0, 1, 2, 5, 10, 15, 20];
const pause = (ms: number) => new Promise<void>((r) => (ms > 0 ? setTimeout(r, ms) : setImmediate(r)));
const isBusy = (err: unknown) => String((err as { code?: unknown })?.code ?? '').startsWith('SQLITE_BUSY');

export class GroupCommit {
  private open = false;
  private readonly waiters: Waiter[] = [];
  /** The connection's current holder ran a statement inside the batch: it waits for the COMMIT. */
  private holderJoined = false;
  private holderError: unknown = null;
  private commitDue = false;
  private savepoints = 0;
  private current = '';
  /** Batches committed and the statements/transactions they carried (for the bench and tests). */
  readonly stats = { batches: 0, joined: 0 };

  /** The connection's own busy_timeout (ms): how long in all a BEGIN may wait for the write lock. */
  private readonly busyTimeout: number;
  private readonly beginStmt: BetterSqlite3.Statement;

  constructor(
    private readonly db: BetterSqlite3.Database,
    private readonly isLocked: () => boolean,
  ) {
    this.busyTimeout = Number(db.pragma('busy_timeout', { simple: true })) || 0;
    this.beginStmt = db.prepare('begin immediate');
  }

  /**
   * Before every statement of the connection: a write with no batch open opens one. Returns what the
   * statement must wait for first (the write lock), or null when it can run at once.
   */
  beforeStatement(readonly: boolean): Promise<void> | null {
    if (this.open && !this.db.inTransaction) this.fail(new Error('SQLite rolled the batch transaction back'));
    if (this.open) {
      this.holderJoined = true;
      return null;
    }
    if (readonly) return null;
    return this.begin().then(() => {
      this.holderJoined = true;
    });
  }

  /** BEGIN IMMEDIATE without ever blocking the thread: busy means try again after a pause. */
  private tryBegin(): boolean {
    // SQLite applies PRAGMA busy_timeout when the statement is prepared: it cannot be a cached statement.
    this.db.exec('pragma busy_timeout = 0');
    try {
      this.beginStmt.run();
      return true;
    } catch (err) {
      if (isBusy(err)) return false;
      throw err;
    } finally {
      this.db.exec(`pragma busy_timeout = ${this.busyTimeout}`);
    }
  }

  /** Opens the batch (the caller holds the connection, so nothing else runs on it meanwhile). */
  private async begin(): Promise<void> {
    const deadline = Date.now() + this.busyTimeout;
    for (let attempt = 0; !this.tryBegin(); attempt++) {
      if (Date.now() >= deadline) {
        throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
      }
      await pause(BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]);
    }
    this.open = true;
    setImmediate(() => {
      // Free connection: commit now; else the holder commits when it lets go (release()).
      if (this.isLocked()) this.commitDue = true;
      else this.commit();
    });
  }

  /** A Kysely transaction: a savepoint inside the batch (its rollback undoes only its own changes). */
  async beginTransaction(): Promise<void> {
    if (this.open && !this.db.inTransaction) this.fail(new Error('SQLite rolled the batch transaction back'));
    if (!this.open) await this.begin();
    this.holderJoined = true;
    this.current = `cf_tx${++this.savepoints}`;
    this.db.exec(`savepoint ${this.current}`);
  }

  commitTransaction(): void {
    if (!this.db.inTransaction) return this.fail(new Error('SQLite rolled the batch transaction back'));
    this.db.exec(`release ${this.current}`);
  }

  rollbackTransaction(): void {
    if (!this.db.inTransaction) return this.fail(new Error('SQLite rolled the batch transaction back'));
    this.db.exec(`rollback to ${this.current}`);
    this.db.exec(`release ${this.current}`);
  }

  /** The holder lets the connection go (it still holds it): what it must wait for; commits if due. */
  release(): Promise<void> {
    let wait: Promise<void> = Promise.resolve();
    if (this.holderError) {
      wait = Promise.reject(this.holderError);
      this.holderError = null;
    } else if (this.holderJoined) {
      this.stats.joined++;
      wait = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    }
    this.holderJoined = false;
    if (this.commitDue) this.commit();
    return wait;
  }

  /** COMMITs the batch and answers everyone who joined it (or fails them all). */
  commit(): void {
    this.commitDue = false;
    if (!this.open) return;
    this.open = false;
    const waiters = this.waiters.splice(0);
    try {
      if (!this.db.inTransaction) throw new Error('SQLite rolled the batch transaction back');
      this.db.exec('commit');
      this.stats.batches++;
    } catch (err) {
      if (this.db.inTransaction) this.db.exec('rollback');
      for (const w of waiters) w.reject(err);
      return;
    }
    for (const w of waiters) w.resolve();
  }

  /** SQLite ended the transaction on its own (I/O error, disk full): everyone in the batch fails. */
  private fail(err: Error): void {
    this.open = false;
    this.commitDue = false;
    for (const w of this.waiters.splice(0)) w.reject(err);
    if (this.holderJoined) this.holderError = err;
    this.holderJoined = false;
  }
}
