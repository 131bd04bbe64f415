/** The publicity page's sums (SQL only): published cases, transferred payouts per case, refunds, recent cases. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Q = Kysely<Database>;

export const publishedCaseSums = (db: Q) =>
  db.selectFrom('cases').where('published', '=', 1)
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      sql<number>`coalesce(sum(case when status = 0 then 1 else 0 end), 0)`.as('raising'),
      sql<number>`coalesce(sum(raised_amount), 0)`.as('raised'),
      sql<number>`coalesce(sum(donation_count), 0)`.as('donations'),
    ]).executeTakeFirstOrThrow();

/** Fen paid out per case (amount + fee of the transferred batches). */
export const paidOutByCase = (db: Q) =>
  db.selectFrom('payouts').where('status', '=', 'TRANSFERRED').select(['info_uuid', sql<number>`sum(amount + fee)`.as('fen')]).groupBy('info_uuid').execute();

export const refundedSum = (db: Q) =>
  db.selectFrom('refunds').where('status', '=', 'SUCCESS').select(sql<number>`coalesce(sum(amount), 0)`.as('fen')).executeTakeFirstOrThrow();

/** The newest published cases that raised something. */
export const recentRaisedCases = (db: Q, limit: number) =>
  db.selectFrom('cases').where('published', '=', 1).where('raised_amount', '>', 0)
    .select(['info_uuid', 'title', 'raised_amount', 'status']).orderBy('created_at', 'desc').limit(limit).execute();
