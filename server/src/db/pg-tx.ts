/**
 * PostgreSQL: a transaction whose LAST statements travel with its COMMIT in one message.
 *
 * Every donation to a case updates that case's row (raised amount, count) and, on a matched case, the
 * matching pool's row: row locks the next gift to the case waits for. In a normal transaction a lock is
 * held from its statement until the client has read every later answer and sent COMMIT: several client
 * round trips, each a whole event-loop turn on a busy process. Here the statements whose answers nobody
 * waits for (the ledger rows, the love value, the pennants, the case's counters, the match: `tail.add`)
 * are kept back and sent at the end as "s1; s2; ...; commit" in one simple-protocol message, so a hot
 * row is locked only while the server runs the rest of that message. Atomicity is unchanged: one
 * transaction (BEGIN was sent before); if a statement fails the rest and the COMMIT are not run and the
 * caller's error path rolls back.
 *
 * The simple protocol has no parameters: each kept statement's values are written into its text as
 * literals (`inlineParams`: numbers, booleans, null, and strings quoted by the pg driver's escapeLiteral).
 */
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema';

type Q = Kysely<Database>;

/** Statements kept back to travel with the COMMIT. */
export class PgTail {
  readonly statements: string[] = [];
  add(q: CompiledQuery): void {
    this.statements.push(inlineParams(q));
  }
}

/** Runs fn in a transaction on one pooled connection; what fn put in `tail` is sent with the COMMIT. */
export async function pgTransaction<T>(db: Q, fn: (trx: Q, tail: PgTail) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`begin`.execute(conn);
    try {
      const tail = new PgTail();
      const value = await fn(conn, tail);
      await sql.raw([...tail.statements, 'commit'].join(';\n')).execute(conn);
      return value;
    } catch (err) {
      // Aborted (or, after a failed "...; commit", possibly ended): a rollback is always harmless.
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw err;
    }
  });
}

const literal = (v: unknown): string => {
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

/**
 * The statement's text with its $n placeholders replaced by literal values ($n inside quoted strings or
 * identifiers left alone). Throws on a value that has no safe literal form.
 */
export function inlineParams(q: Pick<CompiledQuery, 'sql' | 'parameters'>): string {
  if (!q.parameters.length) return q.sql;
  return q.sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g, (m, n?: string) => {
    if (n === undefined) return m;
    const i = Number(n) - 1;
    if (i < 0 || i >= q.parameters.length) throw new Error(`inlineParams: no value for $${n}`);
    return literal(q.parameters[i]);
  });
}
