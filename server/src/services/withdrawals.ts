/**
 * Withdrawals by the case owner. The availability check and the insert happen in one transaction
 * that holds the case-row lock, so concurrent applications (in one or several processes) can never
 * together take more than is available. Idempotent by a key stored in the withdrawals table.
 */
import type { AppDeps } from '../deps';
import { ApiError, badRequest, conflict, forbidden, MSG, notFound } from '../lib/errors';
import { newId } from '../lib/util';
import { getCase, type CaseRow } from '../repositories/cases';
import { caseMoney, insertWithdrawal, isUniqueViolation, lockCase, setCaseStatus, withdrawalByKey } from '../repositories/funds';
import type { UserRow } from '../repositories/users';
import type { Database, WithdrawalsTable } from '../db/schema';
import type { Kysely, Transaction } from 'kysely';

export const APPLY_MONEY = 101;
/** Case statuses whose money may be withdrawn: raising, ended in any normal way, or already withdrawing. */
export const CASHABLE_STATUS = new Set([0, 1, 2, 3, 101, 102]);
export const WMSG = {
  TOO_MUCH: '提现金额超过可提现金额',
  BAD_STATUS: '当前筹款状态不可提现',
  NOTHING: '暂无可提现金额',
  CONFLICT: '提现申请与此前提交的不一致，请重新提交',
} as const;

export interface CashCheck {
  /** All money donated (fen), before refunds. */
  raisedAmount: number;
  withdrawn: number;
  refunded: number;
  pendingWithdrawals: number;
  pendingRefunds: number;
  /** raisedAmount - withdrawn - refunded - pendingWithdrawals - pendingRefunds */
  available: number;
  canCash: boolean;
  reason: string;
}
export interface WithdrawalRes { withdrawalId: string; infoUuid: string; amount: number; status: string; createdAt: number }

async function check(q: Kysely<Database> | Transaction<Database>, c: CaseRow): Promise<CashCheck> {
  const m = await caseMoney(q, c.info_uuid);
  // cases.raised_amount already excludes completed refunds.
  const net = Number(c.raised_amount);
  const available = Math.max(0, net - m.withdrawn - m.pendingWithdrawals - m.pendingRefunds);
  const reason = !CASHABLE_STATUS.has(c.status) ? WMSG.BAD_STATUS : available <= 0 ? WMSG.NOTHING : '';
  return { raisedAmount: net + m.refunded, ...m, available, canCash: reason === '', reason };
}

async function ownedCase(deps: AppDeps, user: UserRow, infoUuid: string): Promise<CaseRow> {
  const c = await getCase(deps.db, infoUuid);
  if (!c) throw notFound(MSG.CASE_NOT_FOUND);
  if (c.owner_user_id !== user.user_id) throw forbidden();
  return c;
}

/** What the owner may withdraw now. */
export async function checkCanCash(deps: AppDeps, user: UserRow, infoUuid: string): Promise<CashCheck> {
  return check(deps.db, await ownedCase(deps, user, infoUuid));
}

const toRes = (w: WithdrawalsTable): WithdrawalRes => ({
  withdrawalId: w.withdrawal_id, infoUuid: w.info_uuid, amount: Number(w.amount), status: w.status, createdAt: Number(w.created_at),
});

function replay(w: WithdrawalsTable, user: UserRow, req: { infoUuid: string; amount: number }): WithdrawalRes {
  if (w.user_id !== user.user_id || w.info_uuid !== req.infoUuid || Number(w.amount) !== req.amount) throw conflict(WMSG.CONFLICT);
  return toRes(w);
}

/** Applies for a withdrawal of `amount` fen; the same key returns the withdrawal made with it. */
export async function applyDrawCash(deps: AppDeps, user: UserRow, req: { infoUuid: string; amount: number; idempotencyKey: string }): Promise<WithdrawalRes> {
  if (!Number.isSafeInteger(req.amount) || req.amount < 1) throw badRequest('参数错误: amount');
  await ownedCase(deps, user, req.infoUuid);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const c = await lockCase(trx, deps.dialect, req.infoUuid);
      if (!c) throw notFound(MSG.CASE_NOT_FOUND);
      const before = await withdrawalByKey(trx, req.idempotencyKey);
      if (before) return replay(before, user, req);
      const state = await check(trx, c);
      if (!CASHABLE_STATUS.has(c.status)) throw badRequest(WMSG.BAD_STATUS);
      if (req.amount > state.available) throw badRequest(WMSG.TOO_MUCH);
      const row: WithdrawalsTable = {
        withdrawal_id: newId('w'), idempotency_key: req.idempotencyKey, info_uuid: c.info_uuid, user_id: user.user_id,
        amount: req.amount, status: 'PENDING', created_at: deps.clock(), completed_at: null,
      };
      await insertWithdrawal(trx, row);
      if (c.status !== APPLY_MONEY) await setCaseStatus(trx, c.info_uuid, APPLY_MONEY);
      return toRes(row);
    });
  } catch (err) {
    if (err instanceof ApiError || !isUniqueViolation(err)) throw err;
    // The same key was used at once on another case (another lock): the first insert won.
    const w = await withdrawalByKey(deps.db, req.idempotencyKey);
    if (!w) throw err;
    return replay(w, user, req);
  }
}
