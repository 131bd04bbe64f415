/**
 * Donation orders: idempotent creation (by a key stored in the database, so retries and several
 * processes agree) and the exactly-once "mark paid" that books a gift (markPaid: its steps in order).
 */
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps';
import { badRequest, conflict, MSG, notFound } from '../lib/errors';
import { addGiftToCase, caseAndVelocity, insertOrderCounted, orderById, orderByKey, recordNotifyAndPay, type OrderRow, type VelocityBump } from '../repositories/orders';
import type { UserRow } from '../repositories/users';
import { bookDonation } from '../repositories/ledger';
import { goodsOrderPaid } from './shop/paid';
import { isUniqueViolation } from '../repositories/funds';
import { checkOrderVelocity, orderVelocityPlan, type OrderOrigin } from './fraud';
import { matchDonation, tinyGiftFlagged } from './activity/match';
import { bonfireGift } from './activity/bonfire';
import { awardGiftPennants } from './activity/gift-pennants';
import { notifyDonation, Outbox } from './notify';
import { metricsOf } from '../lib/metrics';
import type { OrderAddReq, OrderAddRes } from '../../../src/contract/pay';
import type { ParsedNotify } from './pay-types';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { bookingTransaction } from '../db/booking-tx';
import { earnForDonation } from './love-earn';
import { postGiftMessage } from './gift-message';
import { isDonationFen, MAX_DONATION_FEN } from '../../../src/contract/rules/money';
import { channelCode } from '../../../src/contract/rules/channel';

/** The largest single donation (src/contract/rules/money.ts: the pay form's cap too). */
export const MAX_AMOUNT_FEN = MAX_DONATION_FEN;

/**
 * 'CF' + ms time + 12 random digits (27 characters; WeChat Pay's out_trade_no allows 32): sortable by
 * creation, safe in URLs. Six random digits collided under a matching-fund spike (thousands of orders
 * a second: a few per 100,000 orders refused with a 500); twelve make that ~10^-9 per busy millisecond,
 * and a collision still only costs a fresh id (createOrder tries again).
 */
export const newOrderId = (now: number) => `CF${now}${String(randomInt(0, 1_000_000_000_000)).padStart(12, '0')}`;
/** Fresh ids tried when an order id is taken (never the idempotency key: that conflict is a retry). */
const ORDER_ID_ATTEMPTS = 3;

/**
 * Creates the order for (user, idempotencyKey) or returns the one created before with that key.
 * The same key with a different case or amount (or from another user) is a 409.
 */
export async function createOrder(
  deps: AppDeps, user: UserRow, req: OrderAddReq, baseUrl: string, origin?: OrderOrigin & { requestId?: string },
): Promise<OrderAddRes> {
  if (!isDonationFen(req.amount)) throw badRequest('参数错误: amount');
  const velocity = orderVelocityPlan(deps, user, origin); // the card-testing limit's keys (services/fraud.ts)
  const now = deps.clock();
  const row: OrderRow = {
    order_id: newOrderId(now), idempotency_key: req.idempotencyKey, user_id: user.user_id, info_uuid: req.infoUuid,
    amount: req.amount, anonymous: req.anonymous ? 1 : 0, status: 'PENDING', platform: req.platform, provider: deps.pay.name,
    channel: channelCode(req.channel), share_dv: req.shareDv ?? 0, user_source_id: req.userSourceId ?? '', comment: req.comment ?? '',
    first_donation: 0, provider_trade_no: null, created_at: now, paid_at: null, request_id: origin?.requestId ?? null, // its log lines' id
  };
  // The case and the velocity counts, one round trip on PostgreSQL; there the same statement inserts the
  // order, counted on its keys, when the case is open and no count is at its limit (`inserted`). A taken
  // order id fails that statement: then the reads alone, and the insert below with a fresh id.
  const { c, counts, inserted } = await caseAndVelocity(deps.db, req.infoUuid, velocity.bump, { row, limits: velocity.limits })
    .catch((err: unknown) => {
      if (!isUniqueViolation(err)) throw err;
      return caseAndVelocity(deps.db, req.infoUuid, velocity.bump);
    });
  if (!c) throw notFound(MSG.CASE_NOT_FOUND);
  const open = c.status === 0 && Number(c.expire_at) > now;
  let order: OrderRow | undefined = inserted ? row : undefined;
  if (open && !inserted) {
    await checkOrderVelocity(deps, velocity, counts, user, req.idempotencyKey);
    // Insert first: a fresh key (the common case) costs one statement; a retry or a concurrent
    // duplicate hits the unique key and falls through to reading the order stored before.
    if (inserted === undefined && (await insertWithFreshId(deps, row, velocity.bump))) order = row; // counted on the velocity keys by the same statement
  }
  // A retry after the case ended still gets its order back; only a new order is refused.
  if (!order) order = await orderByKey(deps.db, req.idempotencyKey);
  if (!order && !open) throw badRequest(MSG.CASE_ENDED);
  if (!order || order.user_id !== user.user_id || order.info_uuid !== req.infoUuid || Number(order.amount) !== req.amount) {
    throw conflict(MSG.ORDER_CONFLICT);
  }
  return orderPayment(deps, user, order, c.title, baseUrl, req.platform);
}

/** The payment of an order (new or resumed): always the same order id, so it is charged once at most. */
export async function orderPayment(
  deps: AppDeps, user: UserRow, order: { order_id: string; amount: number | string; info_uuid: string }, caseTitle: string, baseUrl: string, platform: number,
): Promise<OrderAddRes> {
  const payment = await deps.pay.createPayment({
    orderId: order.order_id, amount: Number(order.amount), infoUuid: order.info_uuid, description: `爱心捐助-${caseTitle}`.slice(0, 120),
    openid: user.openid ?? undefined, baseUrl, platform: platform === 5 ? 'weapp' : 'h5',
  });
  return { orderId: order.order_id, amount: Number(order.amount), payment };
}

export type MarkPaidResult = 'paid' | 'duplicate' | 'already-paid' | 'not-paid' | 'rejected';

class Rejected extends Error {}

/**
 * Applies a verified payment notify exactly once, in one transaction (db/booking-tx.ts): the booking,
 * step by step, each step a call into its own module. A replayed notify stops at the first step; a notify
 * whose amount differs from the order's is rejected and changes nothing.
 *
 * Only the first steps (and the tiny-gift counter) wait for an answer; the writes after them are sent
 * with the COMMIT on PostgreSQL, the hot rows last (the case's counters, then the matching pool: the lock
 * order of every transaction that takes both), so a gift holds them for one server-side step only.
 */
export async function markPaid(deps: AppDeps, provider: string, n: ParsedNotify, log: FastifyBaseLogger): Promise<MarkPaidResult> {
  const now = deps.clock();
  // Notifications recorded in the transaction, sent after commit. Made afresh by each run of the booking:
  // on PostgreSQL a booking whose shared transaction failed runs again on its own (db/booking-tx.ts).
  let outbox = new Outbox(deps);
  try {
    return await bookingTransaction(deps, async (tx) => {
      outbox = new Outbox(deps);
      // 1-2. notify record and order PENDING -> PAID, one statement on PostgreSQL (repositories/orders.ts)
      const r = await recordNotifyAndPay(tx, { notify_id: n.notifyId, order_id: n.orderId, provider, amount: n.amount, received_at: now }, n.paid ? { tradeNo: n.tradeNo } : null);
      if (!r.fresh) return 'duplicate' as const;
      if (!r.paid) return whyNotPaid(tx.trx, n);
      const gift = { ...r.paid, order_id: n.orderId, amount: Number(r.paid.amount) };
      await bookDonation(tx, gift, now); // 3. the money ledger (repositories/ledger.ts)
      if (gift.kind === 'goods') await goodsOrderPaid(tx.trx, gift, now); // 4. the goods it buys (services/shop/paid.ts)
      await earnForDonation(tx, gift, now); // 5. love value by amount band (services/love-earn.ts)
      await awardGiftPennants(tx, gift, now); // 6. activity pennants (services/activity/gift-pennants.ts)
      await postGiftMessage(tx.trx, outbox, gift, now); // 7. the donor's 给TA留言 under 爱心留言 (services/gift-message.ts)
      await notifyDonation(tx.trx, outbox, deps, { infoUuid: gift.info_uuid, amount: gift.amount, now }); // 8. the owner's notification (services/notify/donation.ts)
      const flagged = await tinyGiftFlagged(tx, deps, outbox, gift, now); // 9. the tiny-gift rule (services/activity/match.ts)
      if (gift.bonfire_pending) { // 10. group-help ladders, only for a team member who has not counted (services/activity/bonfire.ts)
        await tx.flush();
        await bonfireGift(tx.trx, deps, gift, now);
      }
      await addGiftToCase(tx, gift.info_uuid, gift.amount); // 11. the case's counters: the case row (repositories/orders.ts)
      await matchDonation(tx, deps, gift, flagged, now); // 12. the matching gift: the pool row (services/activity/match.ts)
      outbox.onFlush(async () => metricsOf(deps)?.donationBooked(gift.amount)); // counted after commit (GET /metrics)
      return 'paid' as const;
    }).then((result) => outbox.after(result));
  } catch (err) {
    if (err instanceof Rejected) {
      log.error({ orderId: n.orderId, notifyId: n.notifyId, reason: err.message }, 'payment notify rejected');
      return 'rejected';
    }
    throw err;
  }
}

/** A fresh notify that paid nothing: the order is unknown or of another amount (rejected), paid before, or the notify was not a payment. */
async function whyNotPaid(trx: Kysely<Database>, n: ParsedNotify): Promise<'already-paid' | 'not-paid'> {
  const order = await orderById(trx, n.orderId);
  if (!order) throw new Rejected(`unknown order ${n.orderId}`);
  if (Number(order.amount) !== n.amount) throw new Rejected(`amount mismatch: order ${order.amount}, notify ${n.amount}`);
  return n.paid ? 'already-paid' : 'not-paid';
}

/** Parses a provider callback and applies it; the provider's expected HTTP answer. */
export async function handleNotify(
  deps: AppDeps,
  headers: Record<string, string | undefined>,
  rawBody: string,
  log: FastifyBaseLogger,
): Promise<{ status: number; body: unknown; result: MarkPaidResult | 'bad-signature' }> {
  let parsed: ParsedNotify;
  try {
    parsed = await deps.pay.parseNotify(headers, rawBody);
  } catch (err) {
    log.warn({ err: (err as Error).message }, 'payment notify refused');
    metricsOf(deps)?.notify('payment', deps.pay.name, 'bad-signature', 'bad-signature');
    return { ...deps.pay.ackBody(false, 401), result: 'bad-signature' };
  }
  const result = await markPaid(deps, deps.pay.name, parsed, log);
  metricsOf(deps)?.notify('payment', deps.pay.name, result, result === 'rejected' ? 'rejected' : null);
  log.info({ orderId: parsed.orderId, notifyId: parsed.notifyId, result }, 'payment notify');
  return { ...deps.pay.ackBody(result !== 'rejected'), result };
}

/**
 * Inserts the order (false when its idempotency key exists: a retry); an order id that is taken already
 * gets a fresh one, up to ORDER_ID_ATTEMPTS times.
 */
async function insertWithFreshId(deps: AppDeps, row: OrderRow, bump: VelocityBump | null): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insertOrderCounted(deps.db, row, bump);
    } catch (err) {
      if (attempt >= ORDER_ID_ATTEMPTS || !isUniqueViolation(err) || (await orderById(deps.db, row.order_id)) === undefined) throw err;
      row.order_id = newOrderId(row.created_at);
    }
  }
}
