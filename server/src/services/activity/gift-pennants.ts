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
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { awardPennant } from '../../repositories/pennants';
import { MATCHING_KINDS } from '../../../../src/contract/activity';
import { TASK_TARGET_CASES } from '../../../../src/contract/rules/rewards';

type Trx = Kysely<Database> | Transaction<Database>;
export interface BookedGift { order_id: string; info_uuid: string; amount: number; user_id: string; kind?: string }

export const GIFT_PENNANT_TITLE = '爱心捐赠锦旗';
export const taskPennantTitle = (activityTitle: string) => `${activityTitle}任务锦旗`;
export const taskPennantRef = (activityId: string, userId: string) => `task:${activityId}:${userId}`;

/** Awards what the gift earned; returns how many pennants were new. */
export async function awardGiftPennants(trx: Trx, g: BookedGift, now: number): Promise<number> {
  if (g.kind === 'goods') return 0;
  const live = await trx.selectFrom('activity_cases as ac').innerJoin('activities as a', 'a.activity_id', 'ac.activity_id')
    .select(['a.activity_id', 'a.kind', 'a.title', 'a.min_gift', 'a.starts_at', 'a.ends_at'])
    .where('ac.info_uuid', '=', g.info_uuid).where('ac.active', '=', 1).where('a.status', '=', 'APPROVE')
    .where('a.kind', 'in', [...MATCHING_KINDS, 'taskDonation']).where('a.starts_at', '<=', now).where('a.ends_at', '>', now)
    .orderBy('a.created_at').orderBy('a.activity_id').execute();
  let n = 0;
  const matching = live.find((a) => (MATCHING_KINDS as readonly string[]).includes(a.kind));
  if (matching && Number(g.amount) >= Math.max(1, Number(matching.min_gift))) {
    const r = await awardPennant(trx, { userId: g.user_id, kind: 'gift', title: GIFT_PENNANT_TITLE, source: 'give', ref: g.order_id, activityId: matching.activity_id, infoUuid: g.info_uuid }, now);
    if (r.created) n++;
  }
  for (const a of live.filter((x) => x.kind === 'taskDonation')) {
    const cases = await trx.selectFrom('orders as o').innerJoin('activity_cases as ac', 'ac.info_uuid', 'o.info_uuid')
      .select((eb) => eb.fn.count<number>('o.info_uuid').distinct().as('n'))
      .where('ac.activity_id', '=', a.activity_id).where('ac.active', '=', 1).where('o.user_id', '=', g.user_id).where('o.status', '=', 'PAID')
      .where('o.kind', '=', 'donation').where('o.paid_at', '>=', Number(a.starts_at)).where('o.paid_at', '<', Number(a.ends_at)).executeTakeFirst();
    if (Number(cases?.n ?? 0) < TASK_TARGET_CASES) continue;
    const r = await awardPennant(trx, { userId: g.user_id, kind: 'gift', title: taskPennantTitle(a.title), source: 'give', ref: taskPennantRef(a.activity_id, g.user_id), activityId: a.activity_id, infoUuid: g.info_uuid }, now);
    if (r.created) n++;
  }
  return n;
}
