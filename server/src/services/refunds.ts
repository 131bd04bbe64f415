/**
 * Refunds of PAID donations. Every check and write happens under the case-row lock (the same lock
 * withdrawals and payouts take), so the refunds of an order never exceed its amount and the case's
 * money never goes negative, however many requests race. Idempotent by a key stored in the refunds
 * table, and the refund id is the provider's out_refund_no on every retry. A refund is booked in
 * the ledger (and the case's raised amount and the order change) exactly once, when it moves
 * PENDING -> SUCCESS; the sandbox refunds at once inside the same transaction.
 *
 * A donor's (or the owner's) refund of one donation: see refundRules().
 */
import type { Transaction } from 'kysely';
import type { AppDeps } from '../deps';
import { ApiError, badRequest, conflict, MSG, notFound } from '../lib/errors';
import { newId } from '../lib/util';
import { getCase } from '../repositories/cases';
import {
  finishRefundRow, insertRefund, isUniqueViolation, lastRefundAt, lockCase, lockedCaseMoney, markRefundSent, orderRefundCount, orderRefunded,
  refundById, refundByKey, setOrderRefunded, subtractRaised,
} from '../repositories/funds';
import { book, orderRefundedBooked } from '../repositories/ledger';
import { returnMatchForRefund } from './activity/match';
import { bonfireRefund } from './activity/bonfire';
import { memberCountedBy } from '../repositories/bonfire';
import { takeBackForRefund } from './love-earn';
import { correctReceiptAfterRefund } from './money/receipt-correction';
import { orderById, type OrderRow } from '../repositories/orders';
import { hasPayoutIn } from '../repositories/payouts';
import type { UserRow } from '../repositories/users';
import type { Database, RefundsTable } from '../db/schema';
import type { RefundResult } from '../payments/types';
import { DAY, MINUTE, moneySettings } from './money/settings';
import { isCaseOwner } from '../policies/case';
import { assertMayRefundOrder } from '../policies/refund';
import { inTransactionWithNotify, notifyMoney, type Outbox } from './notify';

export const RMSG = {
  TOO_MUCH: '退款金额超过可退金额',
  NOT_PAID: '订单未支付，无法退款',
  NO_BALANCE: '筹款余额不足，无法退款',
  CONFLICT: '退款申请与此前提交的不一致，请重新提交',
  TOO_LATE: '已超过可申请退款的期限',
  PAID_OUT: '该筹款已打款给收款人，无法退款',
  OVER_YEAR: '订单支付已超过一年，无法原路退款',
  TOO_MANY: '该订单部分退款次数已达上限（50次）',
  TOO_SOON: '同一订单的退款需间隔1分钟，请稍后再试',
  NO_PROVIDER: '当前支付渠道不支持退款',
} as const;

/** WeChat Pay's own limits on domestic refunds. */
export const WX_REFUND_LIMITS = { maxAgeMs: 365 * DAY, maxPartial: 50, minGapMs: MINUTE };

export interface RefundReq { orderId: string; amount: number; reason: string; idempotencyKey: string }
export interface RefundRes {
  refundId: string; orderId: string; infoUuid: string; amount: number; reason: string;
  /** PENDING (waiting for the provider) | SUCCESS | FAILED */
  status: string; createdAt: number; completedAt: number | null; kind: string;
}

export const toRefundRes = (r: RefundsTable): RefundRes => ({
  refundId: r.refund_id, orderId: r.order_id, infoUuid: r.info_uuid, amount: Number(r.amount), reason: r.reason,
  status: r.status, createdAt: Number(r.created_at), completedAt: r.completed_at === null ? null : Number(r.completed_at), kind: r.kind ?? 'DONOR',
});

function replay(r: RefundsTable, user: UserRow, req: RefundReq): RefundRes {
  if (r.user_id !== user.user_id || r.order_id !== req.orderId || Number(r.amount) !== req.amount || r.reason !== req.reason) throw conflict(RMSG.CONFLICT);
  return toRefundRes(r);
}

/** Whether the case has paid anything out (a payout authorised or later): then a single donation is no longer refundable. */
async function paidOut(q: Transaction<Database> | AppDeps['db'], infoUuid: string): Promise<boolean> {
  return hasPayoutIn(q, infoUuid, ['AUTHORISED', 'PROCESSING', 'TRANSFERRED']);
}

/**
 * The rules for refunding one donation, as the screen shows them:
 * - only a PAID donation, by its donor or by the case's owner;
 * - the donor within DONOR_REFUND_DAYS days of paying (the owner at any time);
 * - before the case paid anything out to its payee;
 * - never more than the donation less what was refunded of it, nor more than the case holds;
 * - on WeChat Pay also its limits: an order paid over a year ago cannot be refunded, at most 50
 *   partial refunds per order, and refunds of one order at least a minute apart.
 */
export async function refundRules(deps: AppDeps, order: OrderRow, user: UserRow | null) {
  const s = moneySettings(deps);
  const now = deps.clock();
  const c = await getCase(deps.db, order.info_uuid);
  const refunded = await orderRefunded(deps.db, order.order_id);
  const isOwner = !!c && isCaseOwner(user, c);
  const deadline = Number(order.paid_at ?? order.created_at) + s.donorRefundDays * DAY;
  const reasons: string[] = [];
  if (order.status !== 'PAID') reasons.push(order.status === 'REFUNDED' ? RMSG.TOO_MUCH : RMSG.NOT_PAID);
  if (!isOwner && now > deadline) reasons.push(RMSG.TOO_LATE);
  if (await paidOut(deps.db, order.info_uuid)) reasons.push(RMSG.PAID_OUT);
  return {
    orderId: order.order_id, refundableAmount: Math.max(0, Number(order.amount) - refunded), refundDays: s.donorRefundDays, deadline,
    canRefund: reasons.length === 0, reasons,
    rules: [
      `捐款后${s.donorRefundDays}天内可申请退款`, '筹款款项打给收款人后不再支持退款', '退款原路返回至支付账户', '退款金额不超过该笔捐款未退部分',
      ...(deps.pay.name === 'wxpay' ? ['支付超过一年的订单无法退款', '同一订单最多部分退款50次，两次退款间隔至少1分钟'] : []),
      ...((await memberCountedBy(deps.db, order)) ? [TEAM_RULE] : []),
    ],
  };
}

/** Shown when the gift is the one that counts its donor in a group-help team (bonfireRefund's rule). */
const TEAM_RULE = '该笔捐款计入了组队助力：退款后低于活动最低捐款金额的，不再计入队伍，队伍因此未达成的阶梯补贴将退回';

/** Books a PENDING refund as done, once: the ledger entry, the case's raised amount, the order's status. */
export async function completeRefundInTrx(trx: Transaction<Database>, outbox: Outbox, r: RefundsTable, now: number, providerRefundId: string | null): Promise<boolean> {
  if (!(await finishRefundRow(trx, r.refund_id, 'SUCCESS', now, providerRefundId ? { provider_refund_id: providerRefundId } : {}))) return false;
  await book(trx, { info_uuid: r.info_uuid, kind: 'refund', amount: Number(r.amount), ref_id: r.refund_id, order_id: r.order_id, user_id: r.donor_user_id, created_at: now });
  const o = (await orderById(trx, r.order_id))!;
  const full = (await orderRefundedBooked(trx, r.order_id)) >= Number(o.amount);
  if (!(await subtractRaised(trx, r.info_uuid, Number(r.amount), full))) throw badRequest(RMSG.NO_BALANCE);
  if (full) await setOrderRefunded(trx, r.order_id);
  await returnMatchForRefund(trx, r, now); // its match back to the pool or sponsor (services/activity/match.ts)
  await bonfireRefund(trx, r, now); // a team's count and the ladders it no longer reaches (services/activity/bonfire.ts)
  await takeBackForRefund(trx, r, Number(o.amount), await orderRefundedBooked(trx, r.order_id), now); // the love value its donation earned
  await correctReceiptAfterRefund(trx, r.order_id, now); // an issued receipt: voided, reissued for what the donor kept
  await notifyMoney(trx, outbox, { userId: r.donor_user_id, kind: 'refund.success', infoUuid: r.info_uuid, payload: { refundId: r.refund_id, orderId: r.order_id, amount: Number(r.amount) } });
  return true;
}

/** Applies a provider's answer about a refund (send, query or notify): SUCCESS books it, FAILED releases it. */
export async function applyRefundResult(deps: AppDeps, refundId: string, res: RefundResult): Promise<'SUCCESS' | 'FAILED' | 'PENDING' | 'unchanged'> {
  const r0 = await refundById(deps.db, refundId);
  if (!r0) return 'unchanged';
  if (res.status === 'PROCESSING') {
    await markRefundSent(deps.db, refundId, deps.clock(), res.providerRefundId || null);
    return 'PENDING';
  }
  return inTransactionWithNotify(deps, async (trx, outbox) => {
    await lockCase(trx, deps.dialect, r0.info_uuid);
    const now = deps.clock();
    if (res.status === 'SUCCESS') return (await completeRefundInTrx(trx, outbox, r0, now, res.providerRefundId || null)) ? 'SUCCESS' : 'unchanged';
    return (await finishRefundRow(trx, refundId, 'FAILED', now, { fail_reason: res.reason ?? '退款失败' })) ? 'FAILED' : 'unchanged';
  });
}

/** Sends a PENDING refund to the provider (again, with the same out_refund_no) and applies the answer. */
export async function sendRefund(deps: AppDeps, refundId: string, baseUrl?: string): Promise<string> {
  const r = await refundById(deps.db, refundId);
  if (!r || r.status !== 'PENDING') return 'unchanged';
  if (!deps.pay.refund) throw badRequest(RMSG.NO_PROVIDER);
  const o = (await orderById(deps.db, r.order_id))!;
  await markRefundSent(deps.db, refundId, deps.clock(), null);
  const res = await deps.pay.refund({ outRefundNo: r.refund_id, orderId: r.order_id, amount: Number(r.amount), total: Number(o.amount), reason: r.reason, baseUrl });
  return applyRefundResult(deps, refundId, res);
}

/** Requests (and with the sandbox provider completes) a refund of `amount` fen of a PAID order. */
export async function applyRefund(deps: AppDeps, user: UserRow, req: RefundReq, baseUrl?: string): Promise<RefundRes> {
  if (!Number.isSafeInteger(req.amount) || req.amount < 1) throw badRequest('参数错误: amount');
  const order = await orderById(deps.db, req.orderId);
  if (!order) throw notFound(MSG.ORDER_NOT_FOUND);
  const c = await getCase(deps.db, order.info_uuid);
  if (!c) throw notFound(MSG.CASE_NOT_FOUND);
  assertMayRefundOrder(user, order, c);
  const s = moneySettings(deps);
  const instant = deps.pay.name === 'sandbox';
  let row: RefundsTable;
  try {
    row = await inTransactionWithNotify(deps, async (trx, outbox) => {
      const locked = await lockCase(trx, deps.dialect, c.info_uuid);
      if (!locked) throw notFound(MSG.CASE_NOT_FOUND);
      const before = await refundByKey(trx, req.idempotencyKey);
      if (before) return before;
      const o = (await orderById(trx, req.orderId))!;
      if (o.status === 'REFUNDED') throw badRequest(RMSG.TOO_MUCH);
      if (o.status !== 'PAID') throw badRequest(RMSG.NOT_PAID);
      const now = deps.clock();
      if (!isCaseOwner(user, c) && now > Number(o.paid_at ?? o.created_at) + s.donorRefundDays * DAY) throw badRequest(RMSG.TOO_LATE);
      if (await paidOut(trx, c.info_uuid)) throw badRequest(RMSG.PAID_OUT);
      if (deps.pay.name === 'wxpay') {
        if (now - Number(o.paid_at ?? o.created_at) > WX_REFUND_LIMITS.maxAgeMs) throw badRequest(RMSG.OVER_YEAR);
        if ((await orderRefundCount(trx, o.order_id)) >= WX_REFUND_LIMITS.maxPartial) throw badRequest(RMSG.TOO_MANY);
        if (now - (await lastRefundAt(trx, o.order_id)) < WX_REFUND_LIMITS.minGapMs) throw badRequest(RMSG.TOO_SOON);
      }
      const already = await orderRefunded(trx, o.order_id);
      if (already + req.amount > Number(o.amount)) throw badRequest(RMSG.TOO_MUCH);
      // Money already withdrawn (or being withdrawn) by the owner cannot be returned from the case.
      const m = await lockedCaseMoney(trx, c.info_uuid);
      if (req.amount > m.available) throw badRequest(RMSG.NO_BALANCE);
      const r: RefundsTable = {
        refund_id: newId('r'), idempotency_key: req.idempotencyKey, order_id: o.order_id, info_uuid: c.info_uuid, user_id: user.user_id,
        donor_user_id: o.user_id, amount: req.amount, reason: req.reason, status: 'PENDING', created_at: now, completed_at: null,
        kind: 'DONOR', provider_refund_id: null, fail_reason: '', sent_at: instant ? now : null,
      };
      await insertRefund(trx, r);
      if (!instant) return r;
      // The sandbox moves no money and answers at once: the refund completes in this transaction.
      const res = deps.pay.refund
        ? await deps.pay.refund({ outRefundNo: r.refund_id, orderId: o.order_id, amount: req.amount, total: Number(o.amount), reason: req.reason })
        : { outRefundNo: r.refund_id, status: 'SUCCESS' as const, providerRefundId: `sbr_${r.refund_id}` };
      if (res.status === 'SUCCESS') {
        await completeRefundInTrx(trx, outbox, r, now, res.providerRefundId);
        return { ...r, status: 'SUCCESS', completed_at: now, provider_refund_id: res.providerRefundId };
      }
      return r;
    });
  } catch (err) {
    if (err instanceof ApiError || !isUniqueViolation(err)) throw err;
    const r = await refundByKey(deps.db, req.idempotencyKey);
    if (!r) throw err;
    return replay(r, user, req);
  }
  replay(row, user, req); // a stored refund of this key must be this very request
  if (!instant && row.status === 'PENDING' && row.sent_at === null) {
    await sendRefund(deps, row.refund_id, baseUrl).catch(() => undefined); // the reconciliation job retries it
    row = (await refundById(deps.db, row.refund_id))!;
  }
  return toRefundRes(row);
}
