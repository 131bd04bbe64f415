/**
 * PostgreSQL: the hot path's statements parsed and planned once per connection instead of on every call.
 *
 * Planning was most of the database's CPU per gift: pg_stat_statements on the donation load (issue 27)
 * showed about 3.2 ms of planning against 0.7 ms of execution per gift, because every statement reached
 * the server as new text: Kysely's as unnamed extended-protocol statements, the booking's batched ones
 * (db/pg-tx.ts) as literals in a simple-protocol message. The fixed-shape statements of db/prepared.ts
 * register their SQL text here, and each connection prepares each of them once:
 *  - sent alone (extended protocol): as a named statement, which the pg driver parses once per connection;
 *  - sent in a batch (simple protocol, several statements in one message): as `execute cfp_<id>(literals)`,
 *    after a `prepare cfp_<id> as <text>` of its own the first time on that connection.
 * The server then re-plans only while a custom plan pays (plan_cache_mode auto), and never re-parses.
 *
 * PG_PREPARE=0 sends every statement as text, as before (a PgBouncer in transaction mode does not keep a
 * connection's prepared statements).
 */
import { createHash } from 'node:crypto';
import type { CompiledQuery } from 'kysely';

const MAX_STATEMENTS = 2000; // fixed shapes only (db/prepared.ts): a few dozen, this bounds a mistake
const idOf = new Map<string, string>(); // SQL text -> id
const textOf = new Map<string, string>(); // id -> SQL text
/** Ids whose PREPARE failed once: sent as text from then on. */
const unpreparable = new Set<string>();
let enabled = true;

/** A fixed-shape statement's text (db/prepared.ts), prepared on each connection the first time it runs there. */
export function registerStatement(sql: string): void {
  if (idOf.has(sql) || idOf.size >= MAX_STATEMENTS) return;
  const id = createHash('sha1').update(sql).digest('hex').slice(0, 24);
  idOf.set(sql, id);
  textOf.set(id, sql);
}

/** PG_PREPARE (db/index.ts openDb): off sends every statement as text. */
export function setPreparing(on: boolean): void {
  enabled = on;
}

/** The SQL of a prepared statement by its name (`cfp_<id>` or `cfq_<id>`). */
export const preparedText = (name: string): string | undefined => textOf.get(name.replace(/^cf[pq]_/, ''));

/**
 * A simple-protocol message with each `execute cfp_<id>(values)` replaced by that statement's SQL: what
 * the server runs, for whoever reads messages by their text (db/write-watch.ts, the tests' query log).
 */
export function expandPrepared(text: string): string {
  if (!text.includes('execute cfp_')) return text;
  return text.replace(/\bexecute (cfp_[0-9a-f]{24})(\((?:'(?:[^']|'')*'|[^')])*\))?/g, (m, name: string) => preparedText(name) ?? m);
}

const preparedId = (sql: string): string | undefined => {
  if (!enabled) return undefined;
  const id = idOf.get(sql);
  return id && !unpreparable.has(id) ? id : undefined;
};

/**
 * A statement for a simple-protocol batch: `execute cfp_<id>(v1, v2, ...)` for a registered statement,
 * else its text with the values written in (`inline`, db/pg-tx.ts).
 */
export function batchStatement(q: Pick<CompiledQuery, 'sql' | 'parameters'>, inline: (q: Pick<CompiledQuery, 'sql' | 'parameters'>) => string, literal: (v: unknown) => string): string {
  const id = preparedId(q.sql);
  if (!id) return inline(q);
  return q.parameters.length ? `execute cfp_${id}(${q.parameters.map(literal).join(', ')})` : `execute cfp_${id}`;
}

const EXECUTE = /\bexecute cfp_([0-9a-f]{24})\b/g;

type PgClient = typeof import('pg').Client;
type AnyFn = (...a: unknown[]) => unknown;

/** The server refuses a prepared statement whose result columns changed under it (a column added by a migration). */
const stalePlan = (err: unknown): boolean =>
  (err as { code?: string })?.code === '0A000' && /cached plan must not change result type/.test(String((err as Error)?.message));
const lastOf = (x: unknown) => (Array.isArray(x) ? x[x.length - 1] : x);

/**
 * A multi-statement message that wants every statement's answer (db/pg-booking-batch.ts) carries this
 * comment right after its leading `begin;`: it is answered with one row per statement, each `{ rows }`.
 */
export const EACH_RESULT = '/* cf:each-result */';
const wantsEach = (text: string) => text.startsWith(`begin;\n${EACH_RESULT}`);
const eachOf = (x: unknown) => {
  const all = (Array.isArray(x) ? x : [x]) as { rows?: unknown[] }[];
  return { command: 'SELECT', rowCount: all.length, rows: all.map((r) => ({ rows: r.rows ?? [] })) };
};

/**
 * The pool's Client: a registered statement sent alone goes as a named statement; a batch whose
 * `execute cfp_<id>` this connection has not prepared yet is preceded by that PREPARE, in a message of
 * its own (a failure there fails only this call, and the statement is sent as text from then on). A
 * multi-statement message answers with its last statement's result: Kysely reads one result's rows.
 * A statement whose result columns changed under it (a migration added a column while this process ran)
 * is prepared again here under a new name: at once when it ran outside a transaction; inside one, the
 * transaction has failed, and its retry gets the new name. Callback-style calls (the pool's own) pass through.
 */
export function preparingClient(pg: typeof import('pg')): PgClient {
  return class extends pg.Client {
    /** The names this connection has PREPAREd. */
    readonly #prepared = new Set<string>();
    /** Statements prepared again under a new name here (their generation). */
    readonly #renamed = new Map<string, number>();

    #name(prefix: 'cfq_' | 'cfp_', id: string): string {
      const g = this.#renamed.get(id);
      return g ? `${prefix}${id}_${g}` : `${prefix}${id}`;
    }

    /** The statement's prepared form here went stale: the next use prepares it under a new name. */
    #stale(id: string): void {
      this.#renamed.set(id, (this.#renamed.get(id) ?? 0) + 1);
    }

    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's overloads, passed through
    query(...args: any[]): any {
      const [text, values, cb] = args;
      if (typeof text === 'string' && typeof cb !== 'function' && typeof values !== 'function') {
        if (Array.isArray(values) && values.length) {
          const id = preparedId(text);
          if (id) return this.#named(id, text, values);
        } else if (enabled && (values === undefined || Array.isArray(values))) {
          // no values: the pg driver sends the text as a simple-protocol message (Kysely passes [])
          const ids = [...new Set([...text.matchAll(EXECUTE)].map((m) => m[1]))].filter((id) => textOf.has(id));
          if (ids.length) return this.#batch(ids, text);
        }
      }
      const r = (super.query as AnyFn).apply(this, args);
      return r instanceof Promise ? r.then(typeof text === 'string' && wantsEach(text) ? eachOf : lastOf) : r;
    }

    async #named(id: string, text: string, values: unknown[]): Promise<unknown> {
      const base = super.query as AnyFn;
      const idle = (this as unknown as { getTransactionStatus?: () => string | null }).getTransactionStatus?.() === 'I';
      try {
        return await base.call(this, { name: this.#name('cfq_', id), text, values });
      } catch (err) {
        if (!stalePlan(err)) throw err;
        this.#stale(id);
        if (!idle) throw err;
        return base.call(this, { name: this.#name('cfq_', id), text, values });
      }
    }

    async #batch(ids: string[], text: string): Promise<unknown> {
      const base = super.query as AnyFn;
      for (const id of ids) {
        const name = this.#name('cfp_', id);
        if (this.#prepared.has(name)) continue;
        try {
          await base.call(this, `prepare ${name} as ${textOf.get(id)}`);
        } catch (err) {
          unpreparable.add(id);
          throw err;
        }
        this.#prepared.add(name);
      }
      const sent = this.#renamed.size ? text.replace(EXECUTE, (_m, id: string) => `execute ${this.#name('cfp_', id)}`) : text;
      try {
        const r = await base.call(this, sent);
        return wantsEach(text) ? eachOf(r) : lastOf(r);
      } catch (err) {
        if (stalePlan(err)) for (const id of ids) this.#stale(id);
        throw err;
      }
    }
  } as unknown as PgClient;
}
