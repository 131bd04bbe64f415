/** Paid-order counts (SQL only): a case's gifts and donors, a donor's gifts and cases. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Q = Kysely<Database>;

/** A case's paid orders: how many, from how many donors, how much. */
export const caseOrderCounts = (db: Q, infoUuid: string) =>
  db.selectFrom('orders')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.count<number>('user_id').distinct().as('donors'), eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('s')])
    .where('info_uuid', '=', infoUuid).where('status', '=', 'PAID').executeTakeFirstOrThrow();

/** A donor's paid orders (to one case when given): how many, to how many cases, how much. */
export function userOrderCounts(db: Q, userId: string, infoUuid?: string) {
  let q = db.selectFrom('orders')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.count<number>('info_uuid').distinct().as('cases'), eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('s')])
    .where('user_id', '=', userId).where('status', '=', 'PAID');
  if (infoUuid) q = q.where('info_uuid', '=', infoUuid);
  return q.executeTakeFirstOrThrow();
}
