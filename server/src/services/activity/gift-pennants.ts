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
import type { BookingTx } from '../../db/booking-tx';
import { newId } from '../../lib/util';
import { giftPennantStatements, type GiftPennantParams } from '../../repositories/pennants';

/** `in_activity` false: the case was in no activity as the booking began (repositories/orders.ts PaidOrder): nothing to award. */
export interface BookedGift { order_id: string; info_uuid: string; amount: number; user_id: string; kind?: string; in_activity?: boolean }

export const GIFT_PENNANT_TITLE = '爱心捐赠锦旗';
export const taskPennantTitle = (activityTitle: string) => `${activityTitle}任务锦旗`;
export const taskPennantRef = (activityId: string, userId: string) => `task:${activityId}:${userId}`;

/**
 * The paid booking's pennants step: each award is one INSERT ... SELECT that decides by itself whether
 * it is earned (nothing read first), sent with the COMMIT on PostgreSQL. A pennant names its activity.
 */
export async function awardGiftPennants(tx: BookingTx, g: BookedGift, now: number): Promise<void> {
  if (g.kind === 'goods' || g.in_activity === false) return;
  const p: GiftPennantParams = { pennantId: newId('pn'), giftTitle: GIFT_PENNANT_TITLE, userId: g.user_id, orderId: g.order_id, infoUuid: g.info_uuid, amount: Number(g.amount), now };
  for (const q of giftPennantStatements(tx.trx, p)) await tx.later(q);
}
