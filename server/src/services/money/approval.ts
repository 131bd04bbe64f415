/**
 * Staff decisions on withdrawals (queue DRAW_PUBLIC 2), each with its audit row in the same
 * transaction. Rules, checked under the case lock:
 * - not before the public notice period ended, and not while an objection is open;
 * - the staff member who asked for the payout (or owns the case), or who reviewed the case's
 *   materials (any non-money audit action on the case), can never approve it;
 * - from WITHDRAW_DOUBLE_APPROVAL_FEN on, a second, different staff member must approve too;
 * - the final approval creates the payout batches (payee and batches: payee.ts); batch 1 is
 *   authorised and booked at once, later batches wait (authoriseBatch).
 */
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/util';
import { writeAudit } from '../../repositories/audit';
import type { AuditAction } from '../../../../src/contract/audit-actions';
import { caseMoney, lockCase, moveWithdrawal, withdrawalById } from '../../repositories/funds';
import {
  caseReviewers, insertPayouts, movePayout, objectionById, openObjectionCount, payoutById, payoutsOf, resolveObjection,
} from '../../repositories/payouts';
import type { UserRow } from '../../repositories/users';
import { hasApprovedFundUse } from '../../repositories/fund-uses';
import type { PayoutsTable } from '../../db/schema-money';
import { batchesFor, payeeName, type PayeeType } from './payee';
import { bookPayout, runPayouts } from './payouts';
import { moneySettings } from './settings';
import { restoreCaseStatus } from './stop-close';
import { inTransactionWithNotify, notifyMoney, type Outbox } from '../notify';
import { RESERVING_WITHDRAWAL } from './status';

export const AMSG = {
  NOT_FOUND: '提现申请不存在',
  BAD_STATUS: '该提现当前状态不可审批',
  IN_NOTICE: '公示期未结束，暂不能审批',
  OBJECTED: '存在未处理的异议，请先处理异议',
  OWN: '不能审批本人申请或本人筹款的提现',
  REVIEWER: '审核过该筹款材料的工作人员不能审批其提现',
  SAME_APPROVER: '大额提现需由另一位工作人员复核',
  NO_BALANCE: '筹款余额不足，无法打款',
  BATCH_ORDER: '上一批款项尚未到账或其资金使用未审核通过',
} as const;

async function refuseConflicted(trx: Parameters<typeof caseReviewers>[0], staff: UserRow, w: { user_id: string; info_uuid: string }, owner: string) {
  if (staff.user_id === w.user_id || staff.user_id === owner) throw badRequest(AMSG.OWN);
  if ((await caseReviewers(trx, w.info_uuid)).has(staff.user_id)) throw badRequest(AMSG.REVIEWER);
}

export async function approveWithdrawal(deps: AppDeps, staff: UserRow, withdrawalId: string, note = '') {
  const w0 = await withdrawalById(deps.db, withdrawalId);
  if (!w0) throw notFound(AMSG.NOT_FOUND);
  const s = moneySettings(deps);
  const res = await inTransactionWithNotify(deps, async (trx, outbox) => {
    const c = (await lockCase(trx, deps.dialect, w0.info_uuid))!;
    const w = (await withdrawalById(trx, withdrawalId))!;
    if (!RESERVING_WITHDRAWAL.includes(w.status as never)) throw badRequest(AMSG.BAD_STATUS);
    const now = deps.clock();
    if (now < Number(w.notice_until)) throw badRequest(AMSG.IN_NOTICE);
    if ((await openObjectionCount(trx, withdrawalId)) > 0) throw badRequest(AMSG.OBJECTED);
    await refuseConflicted(trx, staff, w, c.owner_user_id);
    if (w.status === 'FIRST_APPROVED' && w.approver1 === staff.user_id) throw badRequest(AMSG.SAME_APPROVER);
    const amount = Number(w.amount);
    if (amount >= s.doubleApprovalFen && w.status === 'PENDING') {
      await moveWithdrawal(trx, withdrawalId, ['PENDING'], 'FIRST_APPROVED', { approver1: staff.user_id, updated_at: now });
      await writeAudit(trx, { actor: staff.user_id, action: 'withdrawal.approve', targetType: 'withdrawal', targetId: withdrawalId, infoUuid: w.info_uuid, before: { status: w.status }, after: { status: 'FIRST_APPROVED', step: 1 }, reason: note }, now);
      return { status: 'FIRST_APPROVED', needsSecond: true };
    }
    // This withdrawal's own amount is among the held-back ones: the rest of the balance must cover it.
    const m = await caseMoney(trx, w.info_uuid);
    if (m.available < 0) throw badRequest(AMSG.NO_BALANCE);
    const set = w.status === 'PENDING' ? { approver1: staff.user_id } : { approver2: staff.user_id };
    await moveWithdrawal(trx, withdrawalId, [w.status], 'APPROVED', { ...set, updated_at: now });
    const type = w.payee_type as PayeeType;
    const rows: PayoutsTable[] = batchesFor(type, amount, Number(w.fee), s).map((b, i, all) => {
      const id = newId('po');
      return {
        payout_id: id, idempotency_key: id, withdrawal_id: withdrawalId, info_uuid: w.info_uuid, batch_no: i + 1, batch_count: all.length,
        amount: b.gross - b.fee, fee: b.fee, payee_type: type, payee_name: payeeName(c, type), status: i === 0 ? 'AUTHORISED' : 'PENDING',
        provider: '', transfer_ref: null, fail_reason: '', authorised_by: i === 0 ? staff.user_id : null, created_at: now, updated_at: now, processing_since: null,
      };
    });
    await insertPayouts(trx, rows);
    await bookPayout(trx, rows[0], now);
    await writeAudit(trx, { actor: staff.user_id, action: 'withdrawal.approve', targetType: 'withdrawal', targetId: withdrawalId, infoUuid: w.info_uuid, before: { status: w.status }, after: { status: 'APPROVED', payouts: rows.map((r) => ({ id: r.payout_id, amount: r.amount, fee: r.fee, status: r.status })) }, reason: note }, now);
    await notifyMoney(trx, outbox, { userId: w.user_id, kind: 'withdrawal.approved', infoUuid: w.info_uuid, payload: { withdrawalId, batches: rows.length } });
    return { status: 'APPROVED', needsSecond: false };
  });
  // After commit: send batch 1 (the reconciliation job retries whatever this leaves unfinished).
  if (res.status === 'APPROVED') await runPayouts(deps, { withdrawalId });
  return { withdrawalId, ...res, payouts: await payoutsOf(deps.db, withdrawalId) };
}

type Trx = Parameters<typeof caseReviewers>[0];

/** The rejection itself, inside the caller's transaction (which holds the case lock). */
async function rejectInTrx(trx: Trx, outbox: Outbox, deps: AppDeps, staff: UserRow, withdrawalId: string, reason: string, action: AuditAction) {
  const w = (await withdrawalById(trx, withdrawalId))!;
  const now = deps.clock();
  if (!(await moveWithdrawal(trx, withdrawalId, RESERVING_WITHDRAWAL, 'REJECTED', { reject_reason: reason, updated_at: now }))) throw badRequest(AMSG.BAD_STATUS);
  await restoreCaseStatus(trx, w.info_uuid, Number(w.case_status_before));
  await writeAudit(trx, { actor: staff.user_id, action, targetType: 'withdrawal', targetId: withdrawalId, infoUuid: w.info_uuid, before: { status: w.status }, after: { status: 'REJECTED' }, reason }, now);
  await notifyMoney(trx, outbox, { userId: w.user_id, kind: 'withdrawal.rejected', infoUuid: w.info_uuid, payload: { withdrawalId, reason } });
}

/** Rejects (from PENDING or FIRST_APPROVED): the held amount is free again, the case status restored. */
export async function rejectWithdrawal(deps: AppDeps, staff: UserRow, withdrawalId: string, reason: string) {
  const w0 = await withdrawalById(deps.db, withdrawalId);
  if (!w0) throw notFound(AMSG.NOT_FOUND);
  return inTransactionWithNotify(deps, async (trx, outbox) => {
    await lockCase(trx, deps.dialect, w0.info_uuid);
    await rejectInTrx(trx, outbox, deps, staff, withdrawalId, reason, 'withdrawal.reject');
    return { withdrawalId, status: 'REJECTED' };
  });
}

/** Upholding an objection rejects the withdrawal in the same transaction; dismissing it lets approval go on. */
export async function resolveWithdrawalObjection(deps: AppDeps, staff: UserRow, objectionId: string, uphold: boolean, reason: string) {
  const o = await objectionById(deps.db, objectionId);
  if (!o) throw notFound('异议不存在');
  return inTransactionWithNotify(deps, async (trx, outbox) => {
    await lockCase(trx, deps.dialect, o.info_uuid);
    const now = deps.clock();
    if (!(await resolveObjection(trx, objectionId, uphold ? 'UPHELD' : 'DISMISSED', staff.user_id, now))) throw badRequest('该异议已处理');
    await writeAudit(trx, { actor: staff.user_id, action: uphold ? 'objection.uphold' : 'objection.dismiss', targetType: 'objection', targetId: objectionId, infoUuid: o.info_uuid, before: { status: 'OPEN' }, after: { status: uphold ? 'UPHELD' : 'DISMISSED' }, reason }, now);
    const w = await withdrawalById(trx, o.withdrawal_id);
    if (uphold && w && RESERVING_WITHDRAWAL.includes(w.status as never)) await rejectInTrx(trx, outbox, deps, staff, o.withdrawal_id, `异议成立：${reason}`, 'withdrawal.reject_by_objection');
    return { objectionId, status: uphold ? 'UPHELD' : 'DISMISSED' };
  });
}

/** Authorises batch k+1 once batch k was transferred and its fund-use report approved. */
export async function authoriseBatch(deps: AppDeps, staff: UserRow, payoutId: string, note = '') {
  const p0 = await payoutById(deps.db, payoutId);
  if (!p0) throw notFound('打款批次不存在');
  await deps.db.transaction().execute(async (trx) => {
    const c = (await lockCase(trx, deps.dialect, p0.info_uuid))!;
    const w = (await withdrawalById(trx, p0.withdrawal_id))!;
    await refuseConflicted(trx, staff, w, c.owner_user_id);
    const prev = (await payoutsOf(trx, p0.withdrawal_id)).find((b) => b.batch_no === p0.batch_no - 1);
    const used = prev && await hasApprovedFundUse(trx, prev.payout_id);
    if (!prev || prev.status !== 'TRANSFERRED' || !used) throw badRequest(AMSG.BATCH_ORDER);
    const now = deps.clock();
    if (!(await movePayout(trx, payoutId, ['PENDING'], 'AUTHORISED', { authorised_by: staff.user_id, updated_at: now }))) throw badRequest(AMSG.BAD_STATUS);
    await bookPayout(trx, p0, now);
    await writeAudit(trx, { actor: staff.user_id, action: 'payout.authorise', targetType: 'payout', targetId: payoutId, infoUuid: p0.info_uuid, before: { status: 'PENDING' }, after: { status: 'AUTHORISED' }, reason: note }, now);
  });
  await runPayouts(deps, { withdrawalId: p0.withdrawal_id });
  return payoutById(deps.db, payoutId);
}
