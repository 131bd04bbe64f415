/**
 * PostgreSQL: paid bookings that arrive together share one transaction (group commit), so a matching
 * opening's hundreds of gifts a second to one case do not each pay for their own round trips, their own
 * COMMIT and their own turn at the case and pool rows.
 *
 * Each process runs at most `atOnce` shared transactions at a time (PG_POOL_MAX / 3, db/booking-tx.ts); a booking that arrives while
 * they are all busy waits in a queue, and the next transaction takes up to PG_BOOKING_BATCH of the
 * waiting ones. When nothing is waiting a booking runs alone, exactly as before (db/pg-tx.ts): a quiet
 * server's gift is not delayed by the batching. A shared transaction of n bookings is:
 *   1. one message: BEGIN and every booking's first statement (the notify record + PENDING -> PAID), each
 *      answered with its own rows;
 *   2. each booking's own steps in between, if it has any (a new account's tiny-gift counter, a team's
 *      ladder), on the same connection, one booking after the other;
 *   3. one message: the rows of the cases they book locked in one order (their ids sorted), then the
 *      cases' counters added up over all the bookings (one statement per case), the rows they append (one
 *      insert per table: the ledger's donation rows, the love values), then every booking's kept
 *      statements in that order (the pennants, the pool's match), then COMMIT.
 * The statements of one transaction run one after the other, so each booking's match sees the ones before
 * it: the pool is exact at every commit as with one booking per transaction, on any number of processes.
 *
 * All or nothing: if anything fails (a statement, a booking's own code, a deadlock with another process's
 * transaction), the shared transaction rolls back and every booking in it runs again alone, as if it had
 * never been batched: a booking's function must keep its effects inside the transaction or in what it
 * returns (services/orders.ts markPaid builds its outbox inside it). A booking answers only after the COMMIT
 * that carries it.
 */
import { CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import type { Database } from './schema';
import { EACH_RESULT } from './pg-prepare';
import { literal, PgTail, pgTransaction, takeKept } from './pg-tx';

type Q = Kysely<Database>;
type BookingFn<T> = (trx: Q, tail: PgTail) => Promise<T>;
interface Job<T = unknown> { fn: BookingFn<T>; resolve: (v: T) => void; reject: (e: unknown) => void }

interface Deferred<T> { promise: Promise<T>; resolve: (v: T) => void; reject: (e: unknown) => void }
function deferred<T>(): Deferred<T> {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined); // a booking that never reads its answer must not leave an unhandled rejection
  return { promise, resolve, reject };
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export class BookingBatches {
  readonly #queue: Job[] = [];
  #running = 0;
  /** Shared transactions committed and the bookings they carried; bookings run again alone after a failed one. */
  readonly stats = { batches: 0, booked: 0, retried: 0 };

  constructor(private readonly db: Q, private readonly maxBatch: number, private readonly atOnce: number) {}

  run<T>(fn: BookingFn<T>): Promise<T> {
    if (this.maxBatch <= 1) return pgTransaction(this.db, fn);
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ fn, resolve, reject } as Job);
      this.#pump();
    });
  }

  #pump(): void {
    while (this.#running < this.atOnce && this.#queue.length) {
      const jobs = this.#queue.splice(0, this.maxBatch);
      this.#running++;
      void this.#runBatch(jobs).finally(() => {
        this.#running--;
        this.#pump();
      });
    }
  }

  async #runBatch(jobs: Job[]): Promise<void> {
    if (jobs.length === 1) return this.#alone(jobs[0]);
    let outcomes: Outcome<unknown>[];
    try {
      outcomes = await this.db.connection().execute((conn) => shared(conn, jobs));
    } catch {
      // Rolled back: nothing of it was written. Each booking again, on its own transaction.
      this.stats.retried += jobs.length;
      await Promise.all(jobs.map((j) => this.#alone(j)));
      return;
    }
    this.stats.batches++;
    this.stats.booked += jobs.length;
    jobs.forEach((j, i) => {
      const o = outcomes[i];
      if (o.ok) j.resolve(o.value);
      else j.reject(o.error);
    });
  }

  #alone(j: Job): Promise<void> {
    return pgTransaction(this.db, j.fn).then(j.resolve, j.reject);
  }
}

/**
 * One shared transaction on `conn`. Returns each booking's outcome once the COMMIT succeeded; throws (after
 * a rollback) if any booking that began failed or any message failed. A booking that ended before its
 * first statement wrote nothing: its outcome stands either way.
 */
async function shared(conn: Q, jobs: Job[]): Promise<Outcome<unknown>[]> {
  const n = jobs.length;
  const firsts: (string | null)[] = new Array(n).fill(null);
  const opened = jobs.map(() => deferred<void>());
  const answers = jobs.map(() => deferred<QueryResult<unknown>>());
  let began: number[] = [];
  // A booking's flush sends the kept statements of the bookings before it as well: its next step sees
  // the transaction as if they had run one after the other.
  const flushUpTo = async (i: number) => {
    const upTo = began.slice(0, began.indexOf(i) + 1);
    const texts = takeKept(upTo.map((j) => tails[j]));
    if (texts.length) await conn.executeQuery(CompiledQuery.raw(texts.join(';\n')));
  };
  const tails: PgTail[] = jobs.map((_, i) => new PgTail(conn, (text) => {
    firsts[i] = text;
    opened[i].resolve();
    return answers[i].promise;
  }, () => flushUpTo(i)));
  const running: Promise<Outcome<unknown>>[] = jobs.map((j, i) => j.fn(conn, tails[i]).then(
    (value) => ({ ok: true as const, value }), (error: unknown) => ({ ok: false as const, error }),
  ));
  // Every booking has sent its first statement, or ended without one.
  await Promise.all(running.map((r, i) => Promise.race([opened[i].promise, r])));
  began = firsts.flatMap((t, i) => (t === null ? [] : [i]));
  if (!began.length) return Promise.all(running);
  const fail = async (err: unknown): Promise<never> => {
    for (const i of began) answers[i].reject(err);
    await Promise.all(running);
    await conn.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
    throw err;
  };
  let each: { rows: unknown[] }[];
  try {
    each = (await conn.executeQuery(CompiledQuery.raw(`begin;\n${EACH_RESULT}\n${began.map((i) => firsts[i]).join(';\n')}`))).rows as { rows: unknown[] }[];
    if (each.length !== began.length + 1) throw new Error(`shared booking: ${each.length} answers to ${began.length + 1} statements`);
  } catch (err) {
    return fail(err);
  }
  // Each booking goes on from its first statement's answer only once the one before it has finished
  // (most finish at once: their other statements are kept for the end), so steps that read and then
  // write (a team's ladder, the tiny-gift counter) see the bookings before them, as in separate transactions.
  for (const [k, i] of began.entries()) {
    answers[i].resolve({ rows: each[k + 1].rows });
    const o = await running[i];
    if (!o.ok) return fail(o.error);
  }
  const outcomes = await Promise.all(running);
  try {
    // The cases' rows in one order (then each booking's statements in that order): two shared
    // transactions, or one and a refund (case, then pool), never wait on each other in a circle.
    const order = [...began].sort((a, b) => (tails[a].caseKey ?? '').localeCompare(tails[b].caseKey ?? ''));
    const cases = [...new Set(order.map((i) => tails[i].caseKey).filter((k): k is string => !!k))];
    // (A comment first: db/write-watch.ts judges a message by its first word, and this one writes.)
    const lock = cases.length > 1 ? [`/* the cases in one order */ select 1 from cases where info_uuid in (${cases.map(literal).join(', ')}) order by info_uuid for update`] : [];
    await conn.executeQuery(CompiledQuery.raw([...lock, ...takeKept(order.map((i) => tails[i])), 'commit'].join(';\n')));
    return outcomes;
  } catch (err) {
    await conn.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
    throw err;
  }
}
