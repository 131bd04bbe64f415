/**
 * The pg driver's query log for tests: every message a `pg` client sends (its SQL text), in order, tagged
 * with the client (one pooled connection) that sent it. Wraps `Client.prototype.query` while recording.
 */
import { Client } from 'pg';
import { expandPrepared } from '../../src/db/pg-prepare';

/**
 * `text` has each `execute cfp_<id>(...)` of a prepared statement (db/pg-prepare.ts) replaced by that
 * statement's SQL, so a test reads what the server ran (`raw`: as sent); `prepare` marks the one-time PREPARE messages.
 */
export interface LoggedQuery { client: number; text: string; raw: string; prepare: boolean }

let next = 1;
const ids = new WeakMap<object, number>();
const idOf = (c: object) => {
  let id = ids.get(c);
  if (!id) ids.set(c, (id = next++));
  return id;
};

/** Starts recording; `stop()` restores the driver and returns what was sent. */
export function recordPgQueries(): { log: LoggedQuery[]; stop: () => LoggedQuery[] } {
  const log: LoggedQuery[] = [];
  const original = Client.prototype.query;
  (Client.prototype as unknown as { query: unknown }).query = function (this: Client, ...args: unknown[]) {
    const q = args[0];
    const text = typeof q === 'string' ? q : (q as { text?: string })?.text ?? '';
    log.push({ client: idOf(this), text: expandPrepared(text), raw: text, prepare: /^\s*prepare cfp_/.test(text) });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as never;
  return { log, stop: () => { Client.prototype.query = original; return log; } };
}

/** The statements of one message (a simple-protocol message may carry several, split on top-level `;`). */
export const statementsOf = (text: string): string[] => text.split(/;\s*(?=(?:[^']*'[^']*')*[^']*$)/).map((s) => s.trim()).filter(Boolean);
