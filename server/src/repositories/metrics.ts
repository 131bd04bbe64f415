/** The scrape-time aggregates of GET /metrics (SQL only; plugins/metrics-db.ts turns them into gauges). */
import { sql } from 'kysely';
import type { DB } from '../db';

/**
 * PENDING orders in one pass (index orders_status_created): `n` all of them, and `b<i>` those created
 * at or after edges[i].
 */
export async function pendingOrdersNewerThan(db: DB, edges: number[]): Promise<Record<string, unknown> | undefined> {
  const cols = edges.map((edge, i) => sql<number>`sum(case when created_at >= ${edge} then 1 else 0 end)`.as(`b${i}`));
  return (await db.selectFrom('orders').where('status', '=', 'PENDING')
    .select([...cols, (eb) => eb.fn.countAll<number>().as('n')]).executeTakeFirst()) as Record<string, unknown> | undefined;
}

/** Rows and fen per status of refunds or payouts. */
export const countAndFenByStatus = (db: DB, table: 'refunds' | 'payouts') =>
  db.selectFrom(table).select((eb) => ['status', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('fen')]).groupBy('status').execute();

/** Payouts PROCESSING since, or AUTHORISED and untouched since, before `since`. */
export async function stuckPayoutCount(db: DB, since: number): Promise<number> {
  const r = await db.selectFrom('payouts').select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb.or([
      eb.and([eb('status', '=', 'PROCESSING'), eb('processing_since', '<', since)]),
      eb.and([eb('status', '=', 'AUTHORISED'), eb('updated_at', '<', since)]),
    ])).executeTakeFirst();
  return Number(r?.n ?? 0);
}
