/**
 * Paying a withdrawal out. A payout batch is booked in the ledger when it is AUTHORISED (payout and
 * fee entries, under the case lock), then sent to the payout provider with its idempotency key:
 * AUTHORISED -> PROCESSING -> TRANSFERRED | FAILED. A failed payout books a reversal (its amount
 * and fee come back to the case's balance) and tells the owner (an Outbox row, sent after commit). A payout found
 * PROCESSING (a crash, a restart, a slow provider) is asked about first and resent with the same
 * key only when the provider never received it, so it is never paid twice.
 */
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/schema';
import type { PayoutsTable } from '../../db/schema-money';
import { caseMoney, liveWithdrawals, lockCase, moveCase, moveWithdrawal, withdrawalById } from '../../repositories/funds';
import { book } from '../../repositories/ledger';
import { cancelPendingPayouts, hasPayoutIn, movePayout, payoutById, payoutsOf, payoutsToRun, setTransferRef, touchPayoutIf } from '../../repositories/payouts';
import { caseOwnerOpenid, caseStatusOrThrow } from '../../repositories/case-state';
import type { TransferResult } from '../../providers/payout';
import { MINUTE } from './settings';
import { payoutOf } from './providers';
import { CASE } from './status';
import { inTransactionWithNotify, notifyMoney } from '../notify';
import type { CaseStatus } from '../../domain/machines/case';

type Log = { warn: (o: object, m: string) => void; info?: (o: object, m: string) => void };

/** Books an AUTHORISED batch: the payout (what the payee receives) and the fee kept from it. */
export async function bookPayout(trx: Transaction<Database>, p: Pick<PayoutsTable, 'payout_id' | 'info_uuid' | 'amount' | 'fee'>, now: number): Promise<void> {
  await book(trx, { info_uuid: p.info_uuid, kind: 'payout', amount: Number(p.amount), ref_id: p.payout_id, order_id: null, user_id: null, created_at: now });
  if (Number(p.fee) > 0) await book(trx, { info_uuid: p.info_uuid, kind: 'fee', amount: Number(p.fee), ref_id: p.payout_id, order_id: null, user_id: null, created_at: now });
}

/** The case status after a withdrawal ended: 101 while another is live, else 102 / 103 when paid, else what it was before. */
async function settleCaseStatus(trx: Transaction<Database>, infoUuid: string, paid: boolean, before: number): Promise<void> {
  const c = await caseStatusOrThrow(trx, infoUuid);
  if (c.status !== CASE.APPLY_MONEY || (await liveWithdrawals(trx, infoUuid)).length > 0) return;
  const anyPaid = paid || (await hasPayoutIn(trx, infoUuid, ['TRANSFERRED']));
  if (!anyPaid) return moveCase(trx, infoUuid, CASE.APPLY_MONEY, before as CaseStatus);
  const m = await caseMoney(trx, infoUuid);
  await moveCase(trx, infoUuid, CASE.APPLY_MONEY, m.available <= 0 ? CASE.MONEY_RAISE_DONE : CASE.MONEY_SUCCESS);
}

/**
 * The part of an option-4 withdrawal's subsidy carried by one batch: in proportion to its amount,
 * the last batch taking what rounding left, so the batches' shares add up to the subsidy exactly.
 */
export function subsidyShare(subsidy: number, amount: number, batches: Pick<PayoutsTable, 'payout_id' | 'amount' | 'batch_no' | 'batch_count'>[], payoutId: string): number {
  const share = (b: { amount: number }) => Math.floor((subsidy * Number(b.amount)) / Math.max(1, amount));
  const p = batches.find((b) => b.payout_id === payoutId);
  if (!p || subsidy <= 0) return 0;
  if (p.batch_no < p.batch_count) return share(p);
  return subsidy - batches.filter((b) => b.payout_id !== payoutId).reduce((sum, b) => sum + share(b), 0);
}

export async function finishPayout(deps: AppDeps, payoutId: string, ref: string | null): Promise<boolean> {
  const p0 = await payoutById(deps.db, payoutId);
  if (!p0) return false;
  return inTransactionWithNotify(deps, async (trx, outbox) => {
    await lockCase(trx, deps.dialect, p0.info_uuid);
    const now = deps.clock();
    if (!(await movePayout(trx, payoutId, ['AUTHORISED', 'PROCESSING'], 'TRANSFERRED', { transfer_ref: ref, updated_at: now }))) return false;
    const w = (await withdrawalById(trx, p0.withdrawal_id))!;
    const batches = await payoutsOf(trx, w.withdrawal_id);
    // Option 4: the platform pays this batch's fee now that it was transferred (platform money, not the case's).
    const subsidy = subsidyShare(Number(w.subsidy ?? 0), Number(w.amount), batches, payoutId);
    if (subsidy > 0) await book(trx, { info_uuid: w.info_uuid, kind: 'subsidy', amount: subsidy, ref_id: payoutId, order_id: null, user_id: null, created_at: now });
    const allDone = batches.every((b) => b.status === 'TRANSFERRED');
    if (allDone) await moveWithdrawal(trx, w.withdrawal_id, ['APPROVED'], 'PAID', { completed_at: now, updated_at: now });
    if (allDone) await settleCaseStatus(trx, w.info_uuid, true, Number(w.case_status_before));
    await notifyMoney(trx, outbox, { userId: w.user_id, kind: 'payout.transferred', infoUuid: w.info_uuid, payload: { payoutId, amount: Number(p0.amount), batchNo: p0.batch_no, batchCount: p0.batch_count, ref } });
    return true;
  });
}

export async function failPayout(deps: AppDeps, payoutId: string, reason: string): Promise<boolean> {
  const p0 = await payoutById(deps.db, payoutId);
  if (!p0) return false;
  return inTransactionWithNotify(deps, async (trx, outbox) => {
    await lockCase(trx, deps.dialect, p0.info_uuid);
    const now = deps.clock();
    if (!(await movePayout(trx, payoutId, ['AUTHORISED', 'PROCESSING'], 'FAILED', { fail_reason: reason, updated_at: now }))) return false;
    await book(trx, { info_uuid: p0.info_uuid, kind: 'reversal', amount: Number(p0.amount) + Number(p0.fee), ref_id: payoutId, order_id: null, user_id: null, created_at: now });
    await cancelPendingPayouts(trx, p0.withdrawal_id, now);
    const w = (await withdrawalById(trx, p0.withdrawal_id))!;
    await moveWithdrawal(trx, w.withdrawal_id, ['APPROVED'], 'FAILED', { reject_reason: reason, updated_at: now });
    await settleCaseStatus(trx, w.info_uuid, false, Number(w.case_status_before));
    await notifyMoney(trx, outbox, { userId: w.user_id, kind: 'payout.failed', infoUuid: w.info_uuid, payload: { payoutId, amount: Number(p0.amount) + Number(p0.fee), reason } });
    return true;
  });
}

async function applyResult(deps: AppDeps, p: PayoutsTable, r: TransferResult, changes: string[]): Promise<void> {
  if (r.status === 'SUCCESS') {
    if (await finishPayout(deps, p.payout_id, r.ref)) changes.push(`payout ${p.payout_id} TRANSFERRED ${p.amount}`);
  } else if (r.status === 'FAILED') {
    if (await failPayout(deps, p.payout_id, r.reason || '转账失败')) changes.push(`payout ${p.payout_id} FAILED (${r.reason ?? ''}), ${Number(p.amount) + Number(p.fee)} back to the case`);
  } else if (r.ref && r.ref !== p.transfer_ref) {
    await setTransferRef(deps.db, p.payout_id, r.ref);
  }
}

/**
 * Sends AUTHORISED payouts and asks about PROCESSING ones not touched for a minute (optionally of
 * one withdrawal). Returns a line per change.
 */
export async function runPayouts(deps: AppDeps, opts: { withdrawalId?: string; log?: Log } = {}): Promise<string[]> {
  const provider = payoutOf(deps);
  const changes: string[] = [];
  const now = deps.clock();
  for (const p of await payoutsToRun(deps.db, now - MINUTE, opts.withdrawalId)) {
    const owner = await caseOwnerOpenid(deps.db, p.info_uuid);
    const req = {
      key: p.idempotency_key, amount: Number(p.amount), payeeType: p.payee_type as 'FAMILY' | 'HOSPITAL', payeeName: p.payee_name,
      payeeOpenid: p.payee_type === 'FAMILY' ? owner?.openid ?? null : null, remark: `筹款提现 第${p.batch_no}/${p.batch_count}批`,
    };
    try {
      let r: TransferResult | null;
      if (p.status === 'AUTHORISED') {
        // Claim it: only the process that moved it to PROCESSING sends it.
        if (!(await movePayout(deps.db, p.payout_id, ['AUTHORISED'], 'PROCESSING', { processing_since: now, updated_at: now }))) continue;
        changes.push(`payout ${p.payout_id} PROCESSING`);
        r = await provider.transfer(req);
      } else {
        if (!(await touchPayoutIf(deps.db, p.payout_id, 'PROCESSING', now))) continue;
        r = (await provider.queryTransfer(p.idempotency_key, Number(p.amount))) ?? (await provider.transfer(req));
      }
      await applyResult(deps, (await payoutById(deps.db, p.payout_id))!, r, changes);
    } catch (err) {
      // Unknown outcome: stays PROCESSING and is asked about on the next run.
      opts.log?.warn({ payoutId: p.payout_id, err: (err as Error).message }, 'payout provider call failed');
    }
  }
  return changes;
}
