/**
 * One transition function for every status machine. A machine is data: the table and status column
 * it moves, its states (a union type), the allowed moves (from -> the states it may go to) and the
 * Chinese message of a refused move. A row changes status only by
 *   UPDATE <table> SET <column> = <to>, ... WHERE <key> AND <column> IN (<from>)
 * after the move was checked against the table: an illegal move is refused before anything is
 * written, and a row no longer in `from` (another request moved it first) updates nothing. The
 * statement itself is db/move-rows.ts (the database layer); this file holds the rule.
 */
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { conflict, type ApiError } from '../../lib/errors';
import { moveRows } from '../../db/move-rows';

type Q = Kysely<Database> | Transaction<Database>;
export type StateValue = string | number;

export interface Machine<T extends keyof Database, S extends StateValue> {
  /** A name for logs and tests. */
  readonly name: string;
  readonly table: T;
  /** The status column (`status` unless told). */
  readonly column: keyof Database[T] & string;
  /** Every state and where it may go; a state with no moves is final. */
  readonly moves: { readonly [K in S]: readonly S[] };
  /** The 409 of a move the table refuses or that another request made first. */
  readonly refusal: string;
}

/** Declares a machine (the type of the states comes from `moves`). */
export function defineMachine<T extends keyof Database, S extends StateValue>(m: {
  name: string; table: T; column?: keyof Database[T] & string; moves: { readonly [K in S]: readonly S[] }; refusal: string;
}): Machine<T, S> {
  return { ...m, column: m.column ?? ('status' as keyof Database[T] & string) };
}

export type StateOf<M> = M extends Machine<infer _T, infer S> ? S : never;
/** What may be set with a move: anything but the status column itself. */
export type Patch<T extends keyof Database> = Omit<Updateable<Database[T]>, 'status' | 'doctor_status' | 'send_status'>;
/** Columns that pick the row(s) to move, with their values. */
export type Where<T extends keyof Database> = { [C in keyof Database[T] & string]?: string | number };

export const canMove = <T extends keyof Database, S extends StateValue>(m: Machine<T, S>, from: S, to: S): boolean =>
  (m.moves[from] as readonly S[] | undefined)?.includes(to) ?? false;

/** The 4xx of a refused move: the machine's message, HTTP 409. */
export const refused = <T extends keyof Database, S extends StateValue>(m: Machine<T, S>): ApiError => conflict(m.refusal);

/**
 * Moves the rows matching `where` from one of `from` to `to`, setting `set` with it; returns how
 * many rows moved (0: none was in `from` any more). A move the table does not allow throws the
 * machine's 409 before anything is written.
 */
export async function tryTransition<T extends keyof Database, S extends StateValue>(
  q: Q, m: Machine<T, S>, where: Where<T>, from: S | readonly S[], to: S, set: Patch<T> = {} as Patch<T>,
): Promise<number> {
  const froms = (Array.isArray(from) ? from : [from]) as readonly S[];
  if (!froms.length || froms.some((f) => !canMove(m, f, to))) throw refused(m);
  const keys = Object.entries(where) as [string, string | number][];
  if (!keys.length) throw new Error(`${m.name}: a transition needs the row's key`);
  return moveRows(q, { table: m.table, column: m.column, where: keys, from: froms, to, set: set as Record<string, unknown> });
}

/** tryTransition of exactly one row, or the machine's 409 (illegal, or moved meanwhile): nothing written either way. */
export async function transition<T extends keyof Database, S extends StateValue>(
  q: Q, m: Machine<T, S>, where: Where<T>, from: S | readonly S[], to: S, set?: Patch<T>,
): Promise<void> {
  if ((await tryTransition(q, m, where, from, to, set)) !== 1) throw refused(m);
}
