/** The named calls around a case (SQL only): a reader's totals, a case's doctor verifications, donors and sharers. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Q = Kysely<Database>;

/** A user's paid donations (count, fen), cases raised and shares. */
export async function userTotals(db: Q, userId: string) {
  const orders = await db.selectFrom('orders').where('user_id', '=', userId).where('status', '=', 'PAID')
    .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(amount), 0)`.as('fen')]).executeTakeFirstOrThrow();
  const raised = await db.selectFrom('cases').where('owner_user_id', '=', userId).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const shares = await db.selectFrom('shares').where('user_id', '=', userId).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return { donateCount: Number(orders.n), donateFen: Number(orders.fen), raiseCount: Number(raised.n), shareCount: Number(shares.n) };
}

/** A case's doctor verifications, and how many of them came from a hospital. */
export const doctorVerificationCounts = (db: Q, infoUuid: string) =>
  db.selectFrom('verifications').where('info_uuid', '=', infoUuid).where('kind', '=', 'doctor')
    .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(from_hospital), 0)`.as('h')]).executeTakeFirstOrThrow();

/** A case's newest paid donations with their donors. */
export const recentDonors = (db: Q, infoUuid: string, limit: number) =>
  db.selectFrom('orders').innerJoin('users', 'users.user_id', 'orders.user_id')
    .where('orders.info_uuid', '=', infoUuid).where('orders.status', '=', 'PAID')
    .select(['orders.order_id as id', 'orders.anonymous', 'orders.paid_at as at', 'users.user_id', 'users.nickname', 'users.head_img_url'])
    .orderBy('orders.paid_at', 'desc').limit(limit).execute();

/** A case's newest shares with their sharers. */
export const recentSharers = (db: Q, infoUuid: string, limit: number) =>
  db.selectFrom('shares').innerJoin('users', 'users.user_id', 'shares.user_id')
    .where('shares.info_uuid', '=', infoUuid)
    .select(['shares.id as id', 'shares.created_at as at', 'users.user_id', 'users.nickname', 'users.head_img_url'])
    .orderBy('shares.created_at', 'desc').limit(limit).execute();

export async function shareCountOf(db: Q, infoUuid: string): Promise<number> {
  return Number((await db.selectFrom('shares').where('info_uuid', '=', infoUuid).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
}

export async function hasShared(db: Q, infoUuid: string, userId: string): Promise<boolean> {
  return !!(await db.selectFrom('shares').where('info_uuid', '=', infoUuid).where('user_id', '=', userId).select('id').limit(1).executeTakeFirst());
}
