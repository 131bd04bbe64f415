/**
 * Love value earnings, each written in the same transaction as the event it rewards, each
 * idempotent by its (reason, ref) key. Never for sharing: WeChat forbids rewarding shares.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { addLove, appendLove, findLove, refundTakeBacks } from '../repositories/love';
import { latestApprovedPost } from '../repositories/progress';
import type { BookingTx } from '../db/booking-tx';
import { formatFenFixed } from '../../../src/lib/money';
import { FOLLOWED_POINTS, pointsForGift, VERIFY_POINTS } from '../../../src/contract/rules/love';

type Q = Kysely<Database>;

/** The paid booking's love-value step: a just-paid order earns its donor by its amount's band (ref: the order; sent with the COMMIT on PostgreSQL). */
export async function earnForDonation(tx: BookingTx, o: { order_id: string; user_id: string | null; amount: number | string }, now: number): Promise<void> {
  const points = pointsForGift(Number(o.amount));
  if (!o.user_id || points <= 0) return;
  await appendLove(tx, { userId: o.user_id, delta: points, reason: 'donate', ref: o.order_id, note: `捐款${formatFenFixed(Number(o.amount))}元` }, now);
}

/**
 * A refund takes back what its donation earned, in the refund's booking transaction: what the order
 * keeps earning is the band of its amount net of everything refunded (`refundedTotal`, this refund
 * included), so a full refund takes back all and a partial one down to its lower band. One row per refund.
 */
export async function takeBackForRefund(trx: Q, r: { refund_id: string; order_id: string; amount: number | string }, orderAmount: number, refundedTotal: number, now: number): Promise<void> {
  const earned = await findLove(trx, 'donate', r.order_id);
  if (!earned) return;
  // The donor's earlier take-backs of this order (refs "<order>/<refund>"; matched exactly, not by LIKE).
  const prior = await refundTakeBacks(trx, earned.user_id);
  const kept = Number(earned.delta) + prior.filter((p) => p.ref.startsWith(`${r.order_id}/`)).reduce((s, p) => s + Number(p.delta), 0);
  const shouldKeep = Math.min(Number(earned.delta), pointsForGift(Math.max(0, orderAmount - refundedTotal)));
  const delta = shouldKeep - kept;
  if (delta >= 0) return;
  await addLove(trx, { userId: earned.user_id, delta, reason: 'refund', ref: `${r.order_id}/${r.refund_id}`, note: `退款${formatFenFixed(Number(r.amount))}元，收回爱心值` }, now);
}

/** A verification that staff did not find false earns its author once (ref: the verification). */
export async function earnForVerification(q: Q, v: { verify_id: string; user_id: string | null }, now: number): Promise<boolean> {
  if (!v.user_id) return false;
  return addLove(q, { userId: v.user_id, delta: VERIFY_POINTS, reason: 'verify', ref: v.verify_id, note: '证实未被认定为不实' }, now);
}

/** Staff found the verification false: its earning is taken back in the same transaction (ref: the verification). */
export async function takeBackForFalseVerification(q: Q, v: { verify_id: string }, now: number): Promise<void> {
  const earned = await findLove(q, 'verify', v.verify_id);
  if (!earned) return;
  await addLove(q, { userId: earned.user_id, delta: -Number(earned.delta), reason: 'verify_false', ref: v.verify_id, note: '证实被认定为不实，收回爱心值' }, now);
}

/**
 * "Followed": another user starts following a case's progress updates (progress_follows: they asked
 * to be told of its next posts). The author of the case's latest approved post earns, once per post
 * and follower (unfollow and follow again earns nothing more); following one's own post earns nothing.
 */
export async function earnForCaseFollow(q: Q, infoUuid: string, followerId: string, now: number): Promise<boolean> {
  const post = await latestApprovedPost(q, infoUuid);
  if (!post || post.user_id === followerId) return false;
  return addLove(q, { userId: post.user_id, delta: FOLLOWED_POINTS, reason: 'followed', ref: `${post.id}/${followerId}`, note: '进展被关注' }, now);
}
