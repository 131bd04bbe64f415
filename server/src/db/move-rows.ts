/**
 * The one statement of every status machine's move (domain/machines/transition.ts decides whether the
 * move is allowed; this writes it):
 *   UPDATE <table> SET <column> = <to>, ... WHERE <key> AND <column> IN (<from>)
 * Generic over the table like prepared.ts, so it lives with the database layer rather than in one
 * domain's repository. Returns how many rows moved.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

type Q = Kysely<Database> | Transaction<Database>;

export interface RowMove {
  table: keyof Database;
  column: string;
  where: [string, string | number][];
  from: readonly (string | number)[];
  to: string | number;
  set: Record<string, unknown>;
}

export async function moveRows(q: Q, m: RowMove): Promise<number> {
  // The table and columns come from a machine's declaration; Kysely cannot type a table chosen at run time.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let u = (q as unknown as Kysely<any>).updateTable(m.table as string).set({ ...m.set, [m.column]: m.to });
  for (const [col, value] of m.where) u = u.where(col, '=', value);
  u = m.from.length === 1 ? u.where(m.column, '=', m.from[0]) : u.where(m.column, 'in', [...m.from]);
  const r = await u.executeTakeFirst();
  return Number(r.numUpdatedRows);
}
