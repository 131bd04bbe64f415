/**
 * The paid booking's transaction on either database (services/orders.ts markPaid).
 *
 * `tx.trx` runs a statement now (its answer is needed: the notify record, the order's move to PAID, the
 * tiny-gift counter). `tx.later(q)` is a write whose answer nobody waits for: on PostgreSQL it is kept
 * back and sent with the COMMIT (db/pg-tx.ts), so the hot rows it touches (the case's counters, the
 * matching pool) are locked for one server-side step only; on SQLite (one writer, in-process, group
 * commit) it runs at once. Later writes run in the order they were added, after every `trx` statement:
 * a step that must see them first calls `tx.flush()` (PostgreSQL: sends them, without the COMMIT).
 * `tx.open(q)` runs the transaction's first statement, which on PostgreSQL travels with the BEGIN: `trx`
 * may be used only after it.
 */
import { sql, type Compilable, type CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import { dialectOf, type Dialect } from './index';
import type { Database } from './schema';
import { pgTransaction, type PgTail } from './pg-tx';

export interface BookingTx {
  readonly trx: Kysely<Database>;
  readonly dialect: Dialect;
  /** The first statement of the transaction, compiled by `build` (PostgreSQL: sent with its BEGIN). */
  open<R>(build: (db: Kysely<Database>) => CompiledQuery<R>): Promise<QueryResult<R>>;
  later(q: Compilable | CompiledQuery): Promise<void>;
  flush(): Promise<void>;
}

const compiledOf = (q: Compilable | CompiledQuery): CompiledQuery => ('compile' in q ? q.compile() : q);

export function bookingTransaction<T>(deps: { db: Kysely<Database>; dialect: Dialect }, fn: (tx: BookingTx) => Promise<T>): Promise<T> {
  if (deps.dialect === 'pg') {
    return pgTransaction(deps.db, (conn, tail: PgTail) => fn({
      get trx() {
        if (!tail.begun) throw new Error('bookingTransaction: the first statement goes through tx.open');
        return conn;
      },
      dialect: 'pg',
      open: (build) => tail.open(build(conn)),
      later: async (q) => tail.add(compiledOf(q)),
      flush: async () => {
        const kept = tail.statements.splice(0);
        if (kept.length) await sql.raw(kept.join(';\n')).execute(conn);
      },
    }));
  }
  return deps.db.transaction().execute((trx) => fn(runningNow(trx, 'sqlite')));
}

const runningNow = (trx: Kysely<Database>, dialect: Dialect): BookingTx => ({
  trx, dialect,
  open: (build) => trx.executeQuery(build(trx)),
  later: async (q) => void (await trx.executeQuery(compiledOf(q))),
  flush: async () => undefined,
});

/** A BookingTx over an open transaction whose writes all run at once (the seed books its demo gifts' steps with it). */
export function writeNow(trx: Kysely<Database>): BookingTx {
  return runningNow(trx, dialectOf(trx));
}
