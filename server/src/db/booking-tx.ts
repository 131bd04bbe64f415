/**
 * The paid booking's transaction on either database (services/orders.ts markPaid).
 *
 * `tx.trx` runs a statement now (its answer is needed: the notify record, the order's move to PAID, the
 * tiny-gift counter). `tx.later(q)` is a write whose answer nobody waits for: on PostgreSQL it is kept
 * back and sent with the COMMIT (db/pg-tx.ts), so the hot rows it touches (the case's counters, the
 * matching pool) are locked for one server-side step only; on SQLite (one writer, in-process, group
 * commit) it runs at once. Later writes run in the order they were added, after every `trx` statement:
 * a step that must see them first calls `tx.flush()` (PostgreSQL: sends them, without the COMMIT; in a shared
 * transaction, those of the bookings before it too, db/pg-booking-batch.ts).
 * `tx.open(q)` runs the transaction's first statement, which on PostgreSQL travels with the BEGIN: `trx`
 * may be used only after it.
 */
import { type Compilable, type CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import { dialectOf, type Dialect } from './index';
import type { Database } from './schema';
import type { PgTail } from './pg-tx';
import { BookingBatches } from './pg-booking-batch';
import type { Settings } from '../settings';

export interface BookingTx {
  readonly trx: Kysely<Database>;
  readonly dialect: Dialect;
  /** The first statement of the transaction, compiled by `build` (PostgreSQL: sent with its BEGIN). */
  open<R>(build: (db: Kysely<Database>) => CompiledQuery<R>): Promise<QueryResult<R>>;
  /** `caseRow`: the case whose row the statement updates (a shared transaction locks its cases in one order first). */
  later(q: Compilable | CompiledQuery, caseRow?: string): Promise<void>;
  /**
   * A counter write kept back as a sum: `build(values)` writes `values` summed with those of every other
   * `addUp` of the same key in the transaction (on PostgreSQL, a shared transaction's bookings too), once,
   * before the kept statements. On SQLite it runs at once with `values`.
   */
  addUp(key: string, values: number[], build: (values: number[]) => CompiledQuery, caseRow?: string): Promise<void>;
  /**
   * A row appended to a table and kept back: `build(rows)` inserts it with the rows of every other `append`
   * of the same key in the transaction (on PostgreSQL, a shared transaction's bookings too), in one
   * statement after the sums and before the kept statements. On SQLite it runs at once with `[row]`.
   */
  append<R>(key: string, row: R, build: (rows: R[]) => CompiledQuery): Promise<void>;
  flush(): Promise<void>;
}

const compiledOf = (q: Compilable | CompiledQuery): CompiledQuery => ('compile' in q ? q.compile() : q);

/** PostgreSQL: the process's shared booking transactions, per database (db/pg-booking-batch.ts). */
const batches = new WeakMap<object, BookingBatches>();
const batchesOf = (db: Kysely<Database>, s: Pick<Settings, 'PG_BOOKING_BATCH' | 'PG_POOL_MAX'>): BookingBatches => {
  let b = batches.get(db);
  if (!b) {
    batches.set(db, (b = new BookingBatches(db, s.PG_BOOKING_BATCH, Math.max(1, Math.floor(s.PG_POOL_MAX / 3)))));
  }
  return b;
};

/** This process's shared booking transactions on the database (tests, the bench): committed, bookings carried, run again alone. */
export const bookingBatchStats = (db: Kysely<Database>) => batches.get(db)?.stats ?? { batches: 0, booked: 0, retried: 0 };

/**
 * Runs a paid booking. On PostgreSQL it may share its transaction with other bookings that arrived at the
 * same time (db/pg-booking-batch.ts), and then, if that transaction fails, run again on its own: `fn` must
 * keep its effects inside the transaction or in what it returns.
 */
export function bookingTransaction<T>(deps: { db: Kysely<Database>; dialect: Dialect; config: { settings: Settings } }, fn: (tx: BookingTx) => Promise<T>): Promise<T> {
  if (deps.dialect === 'pg') {
    return batchesOf(deps.db, deps.config.settings).run((conn, tail: PgTail) => fn({
      get trx() {
        if (!tail.begun) throw new Error('bookingTransaction: the first statement goes through tx.open');
        return conn;
      },
      dialect: 'pg',
      open: (build) => tail.open(build(conn)),
      later: async (q, caseRow) => {
        if (caseRow) tail.caseKey = caseRow;
        tail.add(compiledOf(q));
      },
      addUp: async (key, values, build, caseRow) => {
        if (caseRow) tail.caseKey = caseRow;
        tail.addUp(key, values, build);
      },
      append: async (key, row, build) => tail.append(key, row, build),
      flush: () => tail.flush(),
    }));
  }
  return deps.db.transaction().execute((trx) => fn(runningNow(trx, 'sqlite')));
}

const runningNow = (trx: Kysely<Database>, dialect: Dialect): BookingTx => ({
  trx, dialect,
  open: (build) => trx.executeQuery(build(trx)),
  later: async (q) => void (await trx.executeQuery(compiledOf(q))),
  addUp: async (_key, values, build) => void (await trx.executeQuery(build(values))),
  append: async (_key, row, build) => void (await trx.executeQuery(build([row]))),
  flush: async () => undefined,
});

/** A BookingTx over an open transaction whose writes all run at once (the seed books its demo gifts' steps with it). */
export function writeNow(trx: Kysely<Database>): BookingTx {
  return runningNow(trx, dialectOf(trx));
}
