/**
 * Compile-once queries for the hot paths. Kysely builds and compiles an operation tree on every
 * call; for a query whose shape never changes that is pure overhead (a large share of a simple
 * request's CPU). `prepared` builds the query once per dialect with sentinel values in place of the
 * named parameters, remembers where each sentinel landed in the compiled parameter list, and later
 * runs the same SQL with the real values substituted. With the SQLite driver's statement cache the
 * SQL text is then also prepared only once.
 *
 * Only for fixed-shape queries: the builder must use each parameter as a value only (never in JS
 * logic or string building). Both are checked when the query is first compiled.
 */
import type { CompiledQuery, Compilable, Kysely, QueryResult } from 'kysely';
import type { Database } from './schema';
import { registerStatement } from './pg-prepare';

type Q = Kysely<Database>;
type Slot = { param: string } | { constant: unknown };

const MARK = '\u0000prepared:';

interface Compiled {
  query: CompiledQuery;
  slots: Slot[];
}

/** A query runner: `run(dbOrTrx, params)` returns the driver's QueryResult. */
export interface Prepared<P, O> {
  (db: Q, params: P): Promise<QueryResult<O>>;
  /** The compiled statement with these values, not run (a booking's statements sent with its COMMIT: db/pg-tx.ts). */
  compiled(db: Q, params: P): CompiledQuery<O>;
}

export function prepared<P extends object, O>(build: (db: Q, p: P) => Compilable<O>): Prepared<P, O> {
  // One compiled form per dialect (keyed by its adapter class: the SQL depends only on the dialect).
  const byDialect = new Map<unknown, Compiled>();

  const compile = (db: Q): Compiled => {
    const used = new Set<string>();
    const sentinels = new Proxy({} as P, {
      get: (_t, key) => {
        if (typeof key !== 'string') throw new Error('prepared: parameters are named by strings');
        used.add(key);
        return MARK + key;
      },
    });
    const query = build(db, sentinels).compile();
    const seen = new Set<string>();
    const slots = query.parameters.map((v): Slot => {
      if (typeof v === 'string' && v.startsWith(MARK)) {
        seen.add(v.slice(MARK.length));
        return { param: v.slice(MARK.length) };
      }
      if (typeof v === 'string' && v.includes(MARK)) throw new Error('prepared: a parameter was used inside a string');
      return { constant: v };
    });
    for (const k of used) if (!seen.has(k)) throw new Error(`prepared: parameter ${k} did not end up as a query value`);
    if (query.sql.includes(MARK)) throw new Error('prepared: a parameter was inlined into the SQL');
    registerStatement(query.sql); // PostgreSQL: prepared once per connection (db/pg-prepare.ts)
    return { query, slots };
  };

  const compiled = (db: Q, params: P): CompiledQuery<O> => {
    const key = db.getExecutor().adapter.constructor;
    let c = byDialect.get(key);
    if (!c) byDialect.set(key, (c = compile(db)));
    const values = params as Record<string, unknown>;
    const parameters = c.slots.map((s) => ('param' in s ? values[s.param] : s.constant));
    return { ...c.query, parameters } as CompiledQuery<O>;
  };
  const run = (async (db: Q, params: P) => db.executeQuery<O>(compiled(db, params))) as Prepared<P, O>;
  run.compiled = compiled;
  return run;
}

/** The first row of a result (executeTakeFirst). */
export const first = <O>(r: QueryResult<O>): O | undefined => r.rows[0];

/** Rows changed by an insert/update/delete (numAffectedRows as a number). */
export const affected = (r: QueryResult<unknown>): number => Number(r.numAffectedRows ?? 0);

/**
 * The statement of rows kept back by BookingTx.append (db/booking-tx.ts): one row through its compiled-once
 * statement `one`, several (a shared booking transaction's) as one multi-row insert `many`.
 */
export const rowsInsert = <R extends object>(db: Q, one: Prepared<R, unknown>, many: (db: Q, rows: R[]) => Compilable) =>
  (rows: R[]): CompiledQuery => (rows.length === 1 ? one.compiled(db, rows[0]) : many(db, rows).compile());
