/**
 * PostgreSQL: a transaction whose LAST statement travels with its COMMIT in one message.
 *
 * Every donation to a case updates that case's row (raised amount, count): a row lock that the
 * next donation to the same case waits for. In a normal transaction the lock is held from the
 * UPDATE until the client has read its answer and sent COMMIT: one client round trip, which on a
 * busy process is a whole event-loop turn. Sent as "UPDATE ...; COMMIT" in one simple-protocol
 * message, the lock is held only while the server runs both. Atomicity is unchanged: one
 * transaction (BEGIN was sent before); if the UPDATE fails the COMMIT is not run and the caller's
 * error path rolls back.
 *
 * The final statement is SQL text with literal values (the simple protocol has no parameters):
 * only integers and identifiers checked here may go into it.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

type Q = Kysely<Database>;
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Runs fn in a transaction on one pooled connection; `commitWith(text)` ends it with that statement. */
export async function pgTransaction<T>(db: Q, fn: (trx: Q, commitWith: (statement: string) => Promise<void>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`begin`.execute(conn);
    let done = false;
    try {
      const value = await fn(conn, async (statement) => {
        if (statement.includes(';')) throw new Error('pgTransaction: one statement only');
        done = true;
        await sql.raw(`${statement}; commit`).execute(conn);
      });
      if (!done) await sql`commit`.execute(conn);
      return value;
    } catch (err) {
      // Aborted (or, after a failed "statement; commit", possibly ended): a rollback is always harmless.
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw err;
    }
  });
}

/** The case's counters grow by one donation of `amount` fen, as literal SQL for commitWith. */
export function addRaisedStatement(infoUuid: string, amount: number): string | null {
  if (!SAFE_ID.test(infoUuid) || !Number.isSafeInteger(amount) || amount < 0) return null;
  return `update "cases" set "raised_amount" = raised_amount + ${amount}, "donation_count" = donation_count + 1 where "info_uuid" = '${infoUuid}'`;
}
