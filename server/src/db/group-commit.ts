/**
 * Group commit for the one better-sqlite3 connection (see sqlite-driver.ts): the writes of one
 * event-loop turn share one transaction, committed once. Durability is unchanged for every caller:
 * whoever ran a statement while the batch was open is answered only after its COMMIT.
 */
import type BetterSqlite3 from 'better-sqlite3';

interface Waiter { resolve: () => void; reject: (err: unknown) => void }

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

  constructor(
    private readonly db: BetterSqlite3.Database,
    private readonly isLocked: () => boolean,
  ) {}

  /** Before every statement of the connection: a write with no batch open opens one. */
  beforeStatement(readonly: boolean): void {
    if (this.open && !this.db.inTransaction) this.fail(new Error('SQLite rolled the batch transaction back'));
    if (!this.open && !readonly) this.begin();
    if (this.open) this.holderJoined = true;
  }

  private begin(): void {
    this.db.exec('begin immediate');
    this.open = true;
    setImmediate(() => {
      // Free connection: commit now; else the holder commits when it lets go (release()).
      if (this.isLocked()) this.commitDue = true;
      else this.commit();
    });
  }

  /** A Kysely transaction: a savepoint inside the batch (its rollback undoes only its own changes). */
  beginTransaction(): void {
    if (!this.open) this.begin();
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
