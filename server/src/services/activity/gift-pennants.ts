/**
 * The pennants a gift earns, awarded when the gift is booked (services/orders.ts markPaid, in the paid
 * transaction, before the case row is touched), never when a list is read:
 * - a gift of at least the activity's smallest matched gift (at least 1 fen) to a case of a live matching
 *   activity earns one 爱心捐赠锦旗 of that activity (the one that matches the gift: the oldest live one);
 * - the gift that brings the donor to TASK_TARGET_CASES different cases of a live taskDonation activity
 *   earns that activity's 任务锦旗 (once per donor and activity).
 * Each pennant names its own activity and case; an award is kept once per (source, ref), so a replayed
 * booking awards nothing twice. A goods order earns none.
 */
import { sql } from 'kysely';
import type { BookingTx } from '../../db/booking-tx';
import { newId } from '../../lib/util';
import { prepared } from '../../db/prepared';
import { MATCHING_KINDS } from '../../../../src/contract/activity';
import { TASK_TARGET_CASES } from '../../../../src/contract/rules/rewards';

export interface BookedGift { order_id: string; info_uuid: string; amount: number; user_id: string; kind?: string }

export const GIFT_PENNANT_TITLE = '爱心捐赠锦旗';
export const taskPennantTitle = (activityTitle: string) => `${activityTitle}任务锦旗`;
export const taskPennantRef = (activityId: string, userId: string) => `task:${activityId}:${userId}`;

/**
 * The paid booking's pennants step: each award is one INSERT ... SELECT that decides by itself whether
 * it is earned (nothing read first), sent with the COMMIT on PostgreSQL. A pennant names its activity.
 */
export async function awardGiftPennants(tx: BookingTx, g: BookedGift, now: number): Promise<void> {
  if (g.kind === 'goods') return;
  const p: AwardParams = { pennantId: newId('pn'), userId: g.user_id, orderId: g.order_id, infoUuid: g.info_uuid, amount: Number(g.amount), now };
  await tx.later(giftPennantQuery.compiled(tx.trx, p));
  await tx.later(taskPennantQuery.compiled(tx.trx, p));
}

type AwardParams = { pennantId: string; userId: string; orderId: string; infoUuid: string; amount: number; now: number };
const PENNANT_COLUMNS = ['pennant_id', 'user_id', 'kind', 'title', 'source', 'ref', 'activity_id', 'info_uuid', 'created_at'] as const;

// The gift pennant: of the oldest live matching activity of the case, when the gift reaches its smallest gift. Compiled once (db/prepared.ts).
const giftPennantQuery = prepared((db, p: AwardParams) => {
  const firstMatching = db.selectFrom('activity_cases as ac').innerJoin('activities as a', 'a.activity_id', 'ac.activity_id').select('a.activity_id')
    .where('ac.info_uuid', '=', p.infoUuid).where('ac.active', '=', 1).where('a.status', '=', 'APPROVE').where('a.kind', 'in', [...MATCHING_KINDS])
    .where('a.starts_at', '<=', p.now).where('a.ends_at', '>', p.now).orderBy('a.created_at').orderBy('a.activity_id').limit(1);
  return db.insertInto('pennants').columns([...PENNANT_COLUMNS])
    .expression(db.selectFrom('activities as a').select([
      sql<string>`${p.pennantId}`.as('pennant_id'), sql<string>`${p.userId}`.as('user_id'), sql<string>`'gift'`.as('kind'), sql<string>`${GIFT_PENNANT_TITLE}`.as('title'),
      sql<string>`'give'`.as('source'), sql<string>`${p.orderId}`.as('ref'), 'a.activity_id', sql<string>`${p.infoUuid}`.as('info_uuid'), sql<number>`cast(${p.now} as bigint)`.as('created_at'),
    ]).where('a.activity_id', '=', firstMatching).where(sql<boolean>`${p.amount} >= case when a.min_gift > 1 then a.min_gift else 1 end`))
    .onConflict((oc) => oc.columns(['source', 'ref']).doNothing());
});

// The task pennant of each live taskDonation activity of the case, once the donor's PAID gifts reached TASK_TARGET_CASES of its cases.
const taskPennantQuery = prepared((db, p: AwardParams) => db.insertInto('pennants').columns([...PENNANT_COLUMNS])
  .expression(db.selectFrom('activity_cases as ac').innerJoin('activities as a', 'a.activity_id', 'ac.activity_id').select([
    sql<string>`${p.pennantId} || a.activity_id`.as('pennant_id'), sql<string>`${p.userId}`.as('user_id'), sql<string>`'gift'`.as('kind'), sql<string>`a.title || '任务锦旗'`.as('title'),
    sql<string>`'give'`.as('source'), sql<string>`'task:' || a.activity_id || ':' || ${p.userId}`.as('ref'), 'a.activity_id', sql<string>`${p.infoUuid}`.as('info_uuid'), sql<number>`cast(${p.now} as bigint)`.as('created_at'),
  ])
    .where('ac.info_uuid', '=', p.infoUuid).where('ac.active', '=', 1).where('a.status', '=', 'APPROVE').where('a.kind', '=', 'taskDonation')
    .where('a.starts_at', '<=', p.now).where('a.ends_at', '>', p.now)
    .where((eb) => eb(eb.selectFrom('orders as o').innerJoin('activity_cases as ac2', 'ac2.info_uuid', 'o.info_uuid')
      .select((e) => e.fn.count<number>('o.info_uuid').distinct().as('n'))
      .whereRef('ac2.activity_id', '=', 'a.activity_id').where('ac2.active', '=', 1).where('o.user_id', '=', p.userId).where('o.status', '=', 'PAID')
      .where('o.kind', '=', 'donation').whereRef('o.paid_at', '>=', 'a.starts_at').whereRef('o.paid_at', '<', 'a.ends_at'), '>=', TASK_TARGET_CASES)))
  .onConflict((oc) => oc.columns(['source', 'ref']).doNothing()));
