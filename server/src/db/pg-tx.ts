/**
 * PostgreSQL: a transaction whose LAST statements travel with its COMMIT in one message.
 *
 * Every donation to a case updates that case's row (raised amount, count) and, on a matched case, the
 * matching pool's row: row locks the next gift to the case waits for. In a normal transaction a lock is
 * held from its statement until the client has read every later answer and sent COMMIT: several client
 * round trips, each a whole event-loop turn on a busy process. Here the statements whose answers nobody
 * waits for (the ledger rows, the love value, the pennants, the case's counters, the match: `tail.add`)
 * are kept back and sent at the end as "s1; s2; ...; commit" in one simple-protocol message, so a hot
 * row is locked only while the server runs the rest of that message. Counters kept back as sums
 * (`tail.addUp`: the case's raised amount and count) go first in that message, one statement per key,
 * then rows kept back per table (`tail.append`: the ledger's donation row, the love value), one insert per
 * table. Atomicity is unchanged: one
 * transaction (BEGIN was sent before); if a statement fails the rest and the COMMIT are not run and the
 * caller's error path rolls back.
 *
 * The BEGIN travels the same way, with the transaction's first statement (`tail.open`): one round trip
 * less per booking. A multi-statement message answers with its last statement's result (db/pg-prepare.ts).
 *
 * The simple protocol has no parameters: a kept statement of db/prepared.ts travels as `execute` of the
 * connection's prepared statement (db/pg-prepare.ts) with its values as literals; any other has its values
 * written into its text (`inlineParams`: numbers, booleans, null, and strings quoted by escapeLiteral).
 */
import { CompiledQuery, sql, type Kysely, type QueryResult } from 'kysely';
import type { Database } from './schema';
import { batchStatement } from './pg-prepare';

type Q = Kysely<Database>;

/**
 * Values gathered under one key and the statement that writes them all: the sums of a counter
 * (BookingTx.addUp) or the rows of a table (BookingTx.append, db/booking-tx.ts).
 */
interface Gathered<V> { value: V; build: (value: V) => CompiledQuery }
type Gather<V> = Map<string, Gathered<V>>;

/** Gathers `from` into `into`, key by key (`join`: how two values of one key become one). */
function gather<V>(into: Gather<V>, from: Gather<V>, join: (a: V, b: V) => V): void {
  for (const [key, g] of from) {
    const had = into.get(key);
    into.set(key, { value: had ? join(had.value, g.value) : g.value, build: had?.build ?? g.build });
  }
}
const addSums = (a: number[], b: number[]) => a.map((v, i) => v + b[i]);
const addRows = (a: unknown[], b: unknown[]) => [...a, ...b];

/** The statements that write what was gathered, one per key in key order. */
const gatheredStatements = <V>(m: Gather<V>): string[] =>
  [...m.keys()].sort().map((k) => batchStatement(m.get(k)!.build(m.get(k)!.value), inlineParams, literal));

/**
 * What a tail keeps back, in the order it is sent: the sums, the appended rows, then the statements.
 * Taken (forgotten in the tails) from every tail given, so a shared transaction's bookings add up.
 */
export function takeKept(tails: PgTail[]): string[] {
  const sums: Gather<number[]> = new Map();
  const rows: Gather<unknown[]> = new Map();
  for (const t of tails) {
    gather(sums, t.sums, addSums);
    gather(rows, t.rows, addRows);
    t.sums.clear();
    t.rows.clear();
  }
  return [...gatheredStatements(sums), ...gatheredStatements(rows), ...tails.flatMap((t) => t.statements.splice(0))];
}

/** Statements kept back to travel with the COMMIT, and the BEGIN kept back for the first statement. */
export class PgTail {
  readonly statements: string[] = [];
  /**
   * Counters kept back as sums (a case's raised amount and count): one statement per key, sent before the
   * kept statements, so a shared transaction of 32 gifts to one case updates its row once, not 32 times.
   */
  readonly sums: Gather<number[]> = new Map();
  /**
   * Rows kept back per table (the ledger's donation rows, the love values): one multi-row insert per key,
   * sent after the sums, so a shared transaction of 32 gifts inserts its ledger rows with one statement.
   */
  readonly rows: Gather<unknown[]> = new Map();
  /** The case whose row the kept statements update (a shared transaction locks its cases in one order: db/pg-booking-batch.ts). */
  caseKey: string | null = null;
  #begun = false;
  /**
   * `send`: how the first statement travels; by default "begin; q" in one message of its own. `flushVia`:
   * how `flush` sends the kept statements; by default these alone. (A shared transaction sends the first
   * statements of all its bookings together, and a flush sends the earlier bookings' kept statements first.)
   */
  constructor(
    private readonly conn: Q,
    private readonly send: (text: string) => Promise<QueryResult<unknown>> = (text) => conn.executeQuery(CompiledQuery.raw(`begin;\n${text}`)),
    private readonly flushVia?: () => Promise<void>,
  ) {}
  /** Sends the statements kept so far (without the COMMIT): a step that must see them calls it first. */
  async flush(): Promise<void> {
    if (this.flushVia) return this.flushVia();
    const kept = takeKept([this]);
    if (kept.length) await this.conn.executeQuery(CompiledQuery.raw(kept.join(';\n')));
  }
  get begun(): boolean {
    return this.#begun;
  }
  add(q: CompiledQuery): void {
    this.statements.push(batchStatement(q, inlineParams, literal));
  }
  addUp(key: string, values: number[], build: (values: number[]) => CompiledQuery): void {
    gather(this.sums, new Map([[key, { value: values, build }]]), addSums);
  }
  append<R>(key: string, row: R, build: (rows: R[]) => CompiledQuery): void {
    gather(this.rows, new Map([[key, { value: [row] as unknown[], build: build as (rows: unknown[]) => CompiledQuery }]]), addRows);
  }
  /** The transaction's first statement, sent with the BEGIN; its result. */
  async open<R>(q: CompiledQuery<R>): Promise<QueryResult<R>> {
    if (this.#begun) throw new Error('pgTransaction: open() is the first statement only');
    this.#begun = true;
    return this.send(batchStatement(q, inlineParams, literal)) as Promise<QueryResult<R>>;
  }
}

/**
 * Runs fn in a transaction on one pooled connection: nothing may run on `trx` before `tail.open(first)`
 * (it carries the BEGIN); what fn put in `tail` is sent with the COMMIT.
 */
export async function pgTransaction<T>(db: Q, fn: (trx: Q, tail: PgTail) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    const tail = new PgTail(conn);
    try {
      const value = await fn(conn, tail);
      if (tail.begun) await sql.raw([...takeKept([tail]), 'commit'].join(';\n')).execute(conn);
      else if (tail.statements.length || tail.sums.size || tail.rows.size) throw new Error('pgTransaction: writes kept back in a transaction never opened');
      return value;
    } catch (err) {
      // Aborted (or, after a failed "...; commit", possibly ended): a rollback is always harmless.
      if (tail.begun) await sql`rollback`.execute(conn).catch(() => undefined);
      throw err;
    }
  });
}

/** A value as an SQL literal of the simple protocol (numbers, booleans, null, strings quoted by the pg driver). */
export const literal = (v: unknown): string => {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error('inlineParams: not a finite number');
    return String(v);
  }
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'string') {
    if (v.includes('\u0000')) throw new Error('inlineParams: NUL in a string');
    return escapeLiteral(v);
  }
  throw new Error(`inlineParams: cannot write a ${typeof v} as a literal`);
};

// eslint-disable-next-line @typescript-eslint/no-var-requires
const escapeLiteral = (s: string): string => (require('pg') as { escapeLiteral: (s: string) => string }).escapeLiteral(s);

/** A statement's text cut at its $n placeholders: the same text (a compiled-once statement) is cut once. */
interface Template {
  parts: string[]; // parts.length = slots.length + 1
  slots: number[]; // the 0-based parameter index between parts[i] and parts[i + 1]
}
const templates = new Map<string, Template>();
const TEMPLATES_MAX = 1000; // the booking's statements are a few dozen shapes; ad-hoc SQL must not grow it forever

function templateOf(text: string): Template {
  let t = templates.get(text);
  if (t) return t;
  t = { parts: [], slots: [] };
  let from = 0;
  for (const m of text.matchAll(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g)) {
    if (m[1] === undefined) continue; // $n inside a quoted string or identifier
    t.parts.push(text.slice(from, m.index));
    t.slots.push(Number(m[1]) - 1);
    from = m.index! + m[0].length;
  }
  t.parts.push(text.slice(from));
  if (templates.size >= TEMPLATES_MAX) templates.clear();
  templates.set(text, t);
  return t;
}

/**
 * The statement's text with its $n placeholders replaced by literal values ($n inside quoted strings or
 * identifiers left alone). Throws on a value that has no safe literal form.
 */
export function inlineParams(q: Pick<CompiledQuery, 'sql' | 'parameters'>): string {
  if (!q.parameters.length) return q.sql;
  const { parts, slots } = templateOf(q.sql);
  let out = parts[0];
  for (let k = 0; k < slots.length; k++) {
    const i = slots[k];
    if (i < 0 || i >= q.parameters.length) throw new Error(`inlineParams: no value for $${i + 1}`);
    out += literal(q.parameters[i]) + parts[k + 1];
  }
  return out;
}
