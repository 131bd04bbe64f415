/**
 * Refunds of PAID donations, asked for by the donor or by the case owner. Every check and write
 * happens under the case-row lock (the same lock withdrawals take), so the refunds of an order
 * never exceed its amount and the case's money never goes negative, however many requests race.
 * Idempotent by a key stored in the refunds table. The sandbox provider completes a refund at once.
 */
import type { AppDeps } from '../deps';
import { ApiError, badRequest, conflict, forbidden, MSG, notFound } from '../lib/errors';
import { newId } from '../lib/util';
import { getCase } from '../repositories/cases';
import {
  caseMoney, completeRefund, insertRefund, isUniqueViolation, lockCase, orderRefunded, refundByKey, setOrderRefunded, subtractRaised,
} from '../repositories/funds';
import { orderById } from '../repositories/orders';
import type { UserRow } from '../repositories/users';
import type { RefundsTable } from '../db/schema';

export const RMSG = {
  TOO_MUCH: '退款金额超过可退金额',
  NOT_PAID: '订单未支付，无法退款',
  NO_BALANCE: '筹款余额不足，无法退款',
  CONFLICT: '退款申请与此前提交的不一致，请重新提交',
} as const;

export interface RefundReq { orderId: string; amount: number; reason: string; idempotencyKey: string }
export interface RefundRes {
  refundId: string; orderId: string; infoUuid: string; amount: number; reason: string;
  /** PENDING (waiting for the provider) | SUCCESS | FAILED */
  status: string; createdAt: number; completedAt: number | null;
}

export const toRefundRes = (r: RefundsTable): RefundRes => ({
  refundId: r.refund_id, orderId: r.order_id, infoUuid: r.info_uuid, amount: Number(r.amount), reason: r.reason,
  status: r.status, createdAt: Number(r.created_at), completedAt: r.completed_at === null ? null : Number(r.completed_at),
});

function replay(r: RefundsTable, user: UserRow, req: RefundReq): RefundRes {
  if (r.user_id !== user.user_id || r.order_id !== req.orderId || Number(r.amount) !== req.amount || r.reason !== req.reason) throw conflict(RMSG.CONFLICT);
  return toRefundRes(r);
}

/** Requests (and with the sandbox provider completes) a refund of `amount` fen of a PAID order. */
export async function applyRefund(deps: AppDeps, user: UserRow, req: RefundReq): Promise<RefundRes> {
  if (!Number.isSafeInteger(req.amount) || req.amount < 1) throw badRequest('参数错误: amount');
  const order = await orderById(deps.db, req.orderId);
  if (!order) throw notFound(MSG.ORDER_NOT_FOUND);
  const c = await getCase(deps.db, order.info_uuid);
  if (!c) throw notFound(MSG.CASE_NOT_FOUND);
  if (user.user_id !== order.user_id && user.user_id !== c.owner_user_id) throw forbidden();
  const instant = deps.pay.name === 'sandbox';
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const locked = await lockCase(trx, deps.dialect, c.info_uuid);
      if (!locked) throw notFound(MSG.CASE_NOT_FOUND);
      const before = await refundByKey(trx, req.idempotencyKey);
      if (before) return replay(before, user, req);
      const o = (await orderById(trx, req.orderId))!;
      if (o.status === 'REFUNDED') throw badRequest(RMSG.TOO_MUCH);
      if (o.status !== 'PAID') throw badRequest(RMSG.NOT_PAID);
      const already = await orderRefunded(trx, o.order_id);
      if (already + req.amount > Number(o.amount)) throw badRequest(RMSG.TOO_MUCH);
      // Money already withdrawn (or being withdrawn) by the owner cannot be returned from the case.
      const m = await caseMoney(trx, c.info_uuid);
      if (req.amount > Number(locked.raised_amount) - m.withdrawn - m.pendingWithdrawals - m.pendingRefunds) throw badRequest(RMSG.NO_BALANCE);
      const now = deps.clock();
      const row: RefundsTable = {
        refund_id: newId('r'), idempotency_key: req.idempotencyKey, order_id: o.order_id, info_uuid: c.info_uuid, user_id: user.user_id,
        donor_user_id: o.user_id, amount: req.amount, reason: req.reason, status: 'PENDING', created_at: now, completed_at: null,
      };
      await insertRefund(trx, row);
      if (!instant) return toRefundRes(row);
      const full = already + req.amount === Number(o.amount);
      await completeRefund(trx, row.refund_id, now);
      if (!(await subtractRaised(trx, c.info_uuid, req.amount, full))) throw badRequest(RMSG.NO_BALANCE);
      if (full) await setOrderRefunded(trx, o.order_id);
      return toRefundRes({ ...row, status: 'SUCCESS', completed_at: now });
    });
  } catch (err) {
    if (err instanceof ApiError || !isUniqueViolation(err)) throw err;
    const r = await refundByKey(deps.db, req.idempotencyKey);
    if (!r) throw err;
    return replay(r, user, req);
  }
}
