/**
 * Withdrawals by the case owner. The availability check and the insert happen in one transaction
 * that holds the case-row lock, so concurrent applications (in one or several processes) can never
 * together take more than is available. Idempotent by a key stored in the withdrawals table.
 *
 * Rules: only the owner, only a case whose materials passed review, only from a case that stopped
 * raising (the owner stops it first: money-out never runs while gifts still come in) or ended
 * normally (or already withdrawing), at most what is available (the ledger balance less open
 * withdrawals and refunds). The withdrawal is then on public notice on the case page for
 * WITHDRAW_NOTICE_HOURS, during which anyone may object; staff approve it afterwards
 * (services/money/approval.ts). The status machine is in services/money/status.ts.
 */
import type { Kysely, Transaction } from 'kysely';
import type { AppDeps } from '../deps';
import { ApiError, badRequest, conflict, MSG, notFound } from '../lib/errors';
import { newId } from '../lib/util';
import { getCase, type CaseRow } from '../repositories/cases';
import { caseMoney, insertWithdrawal, isUniqueViolation, lockCase, lockedCaseMoney, moveCase, moveWithdrawal, updateWithdrawalIf, withdrawalByKey, withdrawalById, caseWithdrawals } from '../repositories/funds';
import { writeAudit } from '../repositories/audit';
import { insertObjection, objectionsOf, verificationCount } from '../repositories/payouts';
import type { UserRow } from '../repositories/users';
import type { Database, WithdrawalsTable } from '../db/schema';
import { batchesFor, payeeFor, weakDisclosure } from './money/payee';
import { feeContext, feeOptions, pickFeeOption, defaultFeeOption, FEE_TEXT } from './money/fee-options';
import { HOUR, moneySettings } from './money/settings';
import { CASE, RESERVING_WITHDRAWAL } from './money/status';
import { caseVerified } from './money/verified';
import { restoreCaseStatus } from './money/stop-close';
import { ownedCaseOr403 } from '../policies/case';
import { assertMayObject, assertWithdrawalOwner } from '../policies/withdrawal';

export const APPLY_MONEY = CASE.APPLY_MONEY;
/** Case statuses whose money may be withdrawn: ended in any normal way, or already withdrawing. */
export const CASHABLE_STATUS = new Set([1, 2, 3, 101, 102]);
export const WMSG = {
  STOP_FIRST: '请先停止筹款再申请提现',
  TOO_MUCH: '提现金额超过可提现金额',
  BAD_STATUS: '当前筹款状态不可提现',
  NOTHING: '暂无可提现金额',
  CONFLICT: '提现申请与此前提交的不一致，请重新提交',
  NOT_VERIFIED: '筹款材料审核通过后才能提现',
  FEE_TOO_HIGH: '提现金额不足以支付服务费',
  OBJECT_CLOSED: '该提现已不在公示期，无法提出异议',
  OBJECT_SELF: '不能对自己的提现提出异议',
  NOT_FOUND: '提现申请不存在',
  NOT_EDITABLE: '该提现已进入审核，无法修改或取消',
} as const;

export interface CashCheck {
  /** All money donated (fen), before refunds: the ledger's donations. */
  raisedAmount: number;
  withdrawn: number;
  refunded: number;
  pendingWithdrawals: number;
  pendingRefunds: number;
  /** raisedAmount - withdrawn - refunded - fees - pendingWithdrawals - pendingRefunds */
  available: number;
  canCash: boolean;
  reason: string;
  /** The case still takes gifts (status 0): the owner must stop raising before withdrawing. */
  raising: boolean;
}
export interface WithdrawalRes {
  withdrawalId: string; infoUuid: string; amount: number; status: string; createdAt: number;
  feeOption: number; fee: number; netAmount: number; payeeType: string; noticeUntil: number;
  /** Fee the platform pays under option 4 (fen). */
  subsidy: number;
}

type Q = Kysely<Database> | Transaction<Database>;

async function check(q: Q, c: CaseRow): Promise<CashCheck> {
  const m = await caseMoney(q, c.info_uuid);
  const available = Math.max(0, m.available);
  const raising = c.status === CASE.NORMAL;
  const reason = raising ? WMSG.STOP_FIRST : !CASHABLE_STATUS.has(c.status) ? WMSG.BAD_STATUS : available <= 0 ? WMSG.NOTHING : '';
  return {
    raisedAmount: m.paid, withdrawn: m.withdrawn, refunded: m.refunded, pendingWithdrawals: m.pendingWithdrawals, pendingRefunds: m.pendingRefunds,
    available, canCash: reason === '', reason, raising,
  };
}

/** What the owner may withdraw now from their case `c` (the caller checked the ownership). */
export async function checkCanCash(deps: AppDeps, c: CaseRow): Promise<CashCheck> {
  return check(deps.db, c);
}

/**
 * Everything the withdrawal screen shows before applying: balances, the service-charge options with
 * the quote of `feeOption` (default: the cheapest available), payee and batch rule, notice period.
 * For the owner of `c` (the caller checked the ownership).
 */
export async function drawInfo(deps: AppDeps, c: CaseRow, amount?: number, feeOption?: number) {
  const infoUuid = c.info_uuid;
  const s = moneySettings(deps);
  const cash = await check(deps.db, c);
  const m = await caseMoney(deps.db, infoUuid);
  const a = amount ?? cash.available;
  const verifications = await verificationCount(deps.db, infoUuid);
  const payeeType = payeeFor(c, a, verifications, s);
  const options = feeOptions(a, await feeContext(deps.db, infoUuid, s));
  const chosen = options.find((o) => o.value === feeOption) ?? options.find((o) => o.value === defaultFeeOption(options))!;
  const fee = chosen.fee;
  return {
    ...cash, fees: m.fees, verified: await caseVerified(deps.db, infoUuid), feeOption: chosen.value, feeRateBp: s.feeRateBp, amount: a, fee,
    feeSubsidised: chosen.subsidy, netAmount: a - fee, options, payeeType, weakDisclosure: weakDisclosure(c, verifications, s),
    batches: a > 0 ? batchesFor(payeeType, a, fee, s).map((b) => b.gross - b.fee) : [], noticeHours: s.noticeHours,
    doubleApprovalFen: s.doubleApprovalFen, hospitalPayoutFen: s.hospitalPayoutFen,
  };
}

export const toWithdrawalRes = (w: WithdrawalsTable): WithdrawalRes => ({
  withdrawalId: w.withdrawal_id, infoUuid: w.info_uuid, amount: Number(w.amount), status: w.status, createdAt: Number(w.created_at),
  feeOption: Number(w.fee_option), fee: Number(w.fee), netAmount: Number(w.amount) - Number(w.fee), payeeType: w.payee_type, noticeUntil: Number(w.notice_until),
  subsidy: Number(w.subsidy ?? 0),
});

export interface ApplyDrawCashReq { infoUuid: string; amount: number; idempotencyKey: string; serviceCharge?: number }

function replay(w: WithdrawalsTable, user: UserRow, req: ApplyDrawCashReq): WithdrawalRes {
  if (w.user_id !== user.user_id || w.info_uuid !== req.infoUuid || Number(w.amount) !== req.amount) throw conflict(WMSG.CONFLICT);
  if (req.serviceCharge !== undefined && Number(w.fee_option) !== req.serviceCharge) throw conflict(WMSG.CONFLICT);
  return toWithdrawalRes(w);
}

/**
 * Applies for a withdrawal of `amount` fen with the service-charge option `serviceCharge` (absent: the
 * default, the cheapest available one); an option the case may not choose is a 400. The same key
 * returns the withdrawal made with it.
 */
export async function applyDrawCash(deps: AppDeps, user: UserRow, req: ApplyDrawCashReq): Promise<WithdrawalRes> {
  if (!Number.isSafeInteger(req.amount) || req.amount < 1) throw badRequest('参数错误: amount');
  const c0 = await ownedCaseOr403(deps, user, req.infoUuid);
  const s = moneySettings(deps);
  const before0 = await withdrawalByKey(deps.db, req.idempotencyKey);
  if (before0) return replay(before0, user, req);
  if (!(await caseVerified(deps.db, c0.info_uuid))) throw badRequest(WMSG.NOT_VERIFIED);
  const verifications = await verificationCount(deps.db, c0.info_uuid);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const c = await lockCase(trx, deps.dialect, req.infoUuid);
      if (!c) throw notFound(MSG.CASE_NOT_FOUND);
      const before = await withdrawalByKey(trx, req.idempotencyKey);
      if (before) return replay(before, user, req);
      if (c.status === CASE.NORMAL) throw badRequest(WMSG.STOP_FIRST);
      if (!CASHABLE_STATUS.has(c.status)) throw badRequest(WMSG.BAD_STATUS);
      const m = await lockedCaseMoney(trx, c.info_uuid);
      if (req.amount > m.available) throw badRequest(WMSG.TOO_MUCH);
      const opt = pickFeeOption(feeOptions(req.amount, await feeContext(trx, c.info_uuid, s)), req.serviceCharge);
      const fee = opt.fee;
      if (fee >= req.amount) throw badRequest(WMSG.FEE_TOO_HIGH);
      const now = deps.clock();
      const row: WithdrawalsTable = {
        withdrawal_id: newId('w'), idempotency_key: req.idempotencyKey, info_uuid: c.info_uuid, user_id: user.user_id,
        amount: req.amount, status: 'PENDING', created_at: now, completed_at: null,
        fee_option: opt.value, fee, subsidy: opt.subsidy, payee_type: payeeFor(c, req.amount, verifications, s), notice_until: now + s.noticeHours * HOUR,
        approver1: null, approver2: null, reject_reason: '', case_status_before: c.status === APPLY_MONEY ? Number((await caseWithdrawals(trx, c.info_uuid))[0]?.case_status_before ?? 0) : c.status, updated_at: now,
      };
      await insertWithdrawal(trx, row);
      if (c.status !== APPLY_MONEY) await moveCase(trx, c.info_uuid, c.status, APPLY_MONEY);
      return toWithdrawalRes(row);
    });
  } catch (err) {
    if (err instanceof ApiError || !isUniqueViolation(err)) throw err;
    // The same key was used at once on another case (another lock): the first insert won.
    const w = await withdrawalByKey(deps.db, req.idempotencyKey);
    if (!w) throw err;
    return replay(w, user, req);
  }
}

/** The case page's public notice: every withdrawal of the case, and whether it can still be objected to. */
export async function publicNotice(deps: AppDeps, infoUuid: string) {
  const c = await getCase(deps.db, infoUuid);
  if (!c) throw notFound(MSG.CASE_NOT_FOUND);
  const s = moneySettings(deps);
  const now = deps.clock();
  const rows = await caseWithdrawals(deps.db, infoUuid);
  const list = [];
  for (const w of rows) {
    const objections = await objectionsOf(deps.db, w.withdrawal_id);
    list.push({
      ...toWithdrawalRes(w), inNotice: now < Number(w.notice_until) && RESERVING_WITHDRAWAL.includes(w.status as never),
      canObject: RESERVING_WITHDRAWAL.includes(w.status as never), objectionCount: objections.length,
      openObjections: objections.filter((o) => o.status === 'OPEN').length,
    });
  }
  return { infoUuid, caseStatus: c.status, noticeHours: s.noticeHours, list };
}

/** Anyone logged in but the owner may object while the withdrawal awaits approval; staff must resolve it first. */
export async function objectToWithdrawal(deps: AppDeps, user: UserRow, req: { withdrawalId: string; reason: string }) {
  const w = await withdrawalById(deps.db, req.withdrawalId);
  if (!w) throw notFound('提现申请不存在');
  assertMayObject(user, w, WMSG.OBJECT_SELF);
  if (!RESERVING_WITHDRAWAL.includes(w.status as never)) throw badRequest(WMSG.OBJECT_CLOSED);
  const objectionId = await insertObjection(deps.db, { withdrawalId: w.withdrawal_id, infoUuid: w.info_uuid, userId: user.user_id, reason: req.reason }, deps.clock());
  return { objectionId, withdrawalId: w.withdrawal_id, status: 'OPEN' };
}

/** Runs `fn` on the owner's withdrawal (re-read) with its case locked (SQLite has one connection: nothing outside `trx` inside it). */
async function onOwnedWithdrawal<T>(deps: AppDeps, user: UserRow, withdrawalId: string, fn: (trx: Transaction<Database>, c: CaseRow, w: WithdrawalsTable) => Promise<T>): Promise<T> {
  const w0 = await withdrawalById(deps.db, withdrawalId);
  if (!w0) throw notFound(WMSG.NOT_FOUND);
  return deps.db.transaction().execute(async (trx) => {
    const c = (await lockCase(trx, deps.dialect, w0.info_uuid))!;
    assertWithdrawalOwner(user, c, w0);
    return fn(trx, c, (await withdrawalById(trx, withdrawalId))!);
  });
}

/**
 * Changes the amount of a withdrawal still in its public notice (PENDING). The notice restarts from
 * now, since the public must see the amount it may object to; the limit is what is available plus
 * the withdrawal's own amount; fee and payee are worked out again. The same amount again changes
 * nothing (a retried request).
 */
export async function editWithdrawal(deps: AppDeps, user: UserRow, req: { withdrawalId: string; amount: number }): Promise<WithdrawalRes> {
  if (!Number.isSafeInteger(req.amount) || req.amount < 1) throw badRequest('参数错误: amount');
  const s = moneySettings(deps);
  return onOwnedWithdrawal(deps, user, req.withdrawalId, async (trx, c, w) => {
    if (w.status !== 'PENDING') throw badRequest(WMSG.NOT_EDITABLE);
    if (Number(w.amount) === req.amount) return toWithdrawalRes(w);
    const m = await lockedCaseMoney(trx, c.info_uuid);
    if (req.amount > m.available + Number(w.amount)) throw badRequest(WMSG.TOO_MUCH);
    // The option stays; its cost is worked out again (a subsidy must still fit the case's budget).
    const opt = feeOptions(req.amount, await feeContext(trx, c.info_uuid, s, w.withdrawal_id)).find((o) => o.value === Number(w.fee_option));
    if (!opt) throw badRequest(FEE_TEXT.BAD_OPTION);
    if (!opt.available) throw badRequest(FEE_TEXT.unavailable(opt.label, opt.reason));
    const fee = opt.fee;
    if (fee >= req.amount) throw badRequest(WMSG.FEE_TOO_HIGH);
    const now = deps.clock();
    const set = {
      amount: req.amount, fee, subsidy: opt.subsidy, payee_type: payeeFor(c, req.amount, await verificationCount(trx, c.info_uuid), s), notice_until: now + s.noticeHours * HOUR, updated_at: now,
    };
    if (!(await updateWithdrawalIf(trx, w.withdrawal_id, 'PENDING', set))) throw badRequest(WMSG.NOT_EDITABLE);
    await writeAudit(trx, { actor: user.user_id, action: 'withdrawal.edit', targetType: 'withdrawal', targetId: w.withdrawal_id, infoUuid: c.info_uuid, before: { amount: Number(w.amount), noticeUntil: Number(w.notice_until) }, after: { amount: req.amount, noticeUntil: set.notice_until } }, now);
    return toWithdrawalRes({ ...w, ...set });
  });
}

/** Cancels a withdrawal still PENDING: its amount is free again and the case status restored as on rejection. A retry answers the same. */
export async function cancelWithdrawal(deps: AppDeps, user: UserRow, req: { withdrawalId: string }): Promise<WithdrawalRes> {
  return onOwnedWithdrawal(deps, user, req.withdrawalId, async (trx, c, w) => {
    if (w.status === 'CANCELLED') return toWithdrawalRes(w);
    const now = deps.clock();
    if (!(await moveWithdrawal(trx, w.withdrawal_id, ['PENDING'], 'CANCELLED', { updated_at: now }))) throw badRequest(WMSG.NOT_EDITABLE);
    await restoreCaseStatus(trx, c.info_uuid, Number(w.case_status_before));
    await writeAudit(trx, { actor: user.user_id, action: 'withdrawal.cancel', targetType: 'withdrawal', targetId: w.withdrawal_id, infoUuid: c.info_uuid, before: { status: 'PENDING' }, after: { status: 'CANCELLED' } }, now);
    return toWithdrawalRes({ ...w, status: 'CANCELLED', updated_at: now });
  });
}
