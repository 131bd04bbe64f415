/**
 * The owner's two case-level steps around withdrawals:
 * - stop raising (status 0 -> 1 DONE when the target was reached, else 2 END) before any withdrawal: the case page stops taking gifts and
 *   donors see that the raise ended early; the money raised stays on the case. Once only: the move
 *   is `where status = 0`, a repeat answers 409.
 * - close out (102 MONEY_SUCCESS -> 103 MONEY_RAISE_DONE) once the money is handled: nothing left
 *   on the case's ledger balance, and no withdrawal, payout batch or refund still in progress.
 * Both run under the case-row lock and write their audit row in the same transaction. The caller
 * checked that `user` owns the case (the calls' `owner` access).
 */
import type { Kysely, Transaction } from 'kysely';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { writeAudit } from '../../repositories/audit';
import { liveWithdrawals, lockCase, lockedCaseMoney } from '../../repositories/funds';
import { hasPayoutIn } from '../../repositories/payouts';
import { caseStatusOrThrow } from '../../repositories/case-state';
import type { UserRow } from '../../repositories/users';
import { CASE } from './status';
import { CASE_MACHINE, type CaseStatus } from '../../domain/machines/case';
import { tryTransition } from '../../domain/machines/transition';
import { STOP_FIELDS, STOP_MSG } from '../../../../src/contract/rules/stop-raise';
import { formatFenFixed } from '../../../../src/lib/money';


export const SMSG = {
  REASON: STOP_MSG.reason,
  REASON_LONG: STOP_MSG.tooLong,
  ALREADY_STOPPED: '筹款已停止，请勿重复操作',
  CANNOT_STOP: '当前筹款状态不可停止筹款',
  ALREADY_CLOSED: '筹款已结束，请勿重复操作',
  CANNOT_CLOSE: '提现到账后才能结束筹款',
  IN_PROGRESS: '还有提现或退款正在处理中，请处理完成后再结束筹款',
  MONEY_LEFT: (fen: number) => `还有 ${formatFenFixed(fen)} 元未提现，请先提现或退回`,
} as const;

/** Case statuses that mean the raise already stopped taking gifts in a normal way (a repeat stop is a 409). */
const STOPPED = new Set<number>([CASE.DONE, CASE.END, CASE.OVERDUE, CASE.APPLY_MONEY, CASE.MONEY_SUCCESS, CASE.MONEY_RAISE_DONE]);


/** Stops a raising case (0 -> 2) once; the reason is kept in the audit log. */
export async function stopRaise(deps: AppDeps, user: UserRow, req: { infoUuid: string; reason: string }) {
  const reason = req.reason.trim();
  const error = STOP_FIELDS.reason.check(reason);
  if (error) throw badRequest(error);
  return deps.db.transaction().execute(async (trx) => {
    const c = (await lockCase(trx, deps.dialect, req.infoUuid))!;
    const now = deps.clock();
    // Reaching the target makes the stop a success (1 DONE); below it the raise ended early (2 END).
    const to = Number(c.raised_amount) >= Number(c.target_amount) ? CASE.DONE : CASE.END;
    if ((await tryTransition(trx, CASE_MACHINE, { info_uuid: c.info_uuid }, CASE.NORMAL, to, { ended_at: now })) !== 1) throw STOPPED.has(c.status) ? conflict(SMSG.ALREADY_STOPPED) : conflict(SMSG.CANNOT_STOP);
    await writeAudit(trx, { actor: user.user_id, action: 'case.stop_raise', targetType: 'case', targetId: c.info_uuid, infoUuid: c.info_uuid, before: { status: CASE.NORMAL }, after: { status: to }, reason }, now);
    return { infoUuid: c.info_uuid, status: to as number, stoppedAt: now, reason };
  });
}

/** Closes out a case whose withdrawals are done (102 -> 103) when no money is left on it and nothing is in progress. */
export async function closeRaise(deps: AppDeps, user: UserRow, req: { infoUuid: string }) {
  return deps.db.transaction().execute(async (trx) => {
    const c = (await lockCase(trx, deps.dialect, req.infoUuid))!;
    if (c.status === CASE.MONEY_RAISE_DONE) throw conflict(SMSG.ALREADY_CLOSED);
    if (c.status !== CASE.MONEY_SUCCESS) throw badRequest(SMSG.CANNOT_CLOSE);
    const m = await lockedCaseMoney(trx, c.info_uuid);
    const batches = await hasPayoutIn(trx, c.info_uuid, ['PENDING', 'AUTHORISED', 'PROCESSING']);
    if ((await liveWithdrawals(trx, c.info_uuid)).length > 0 || batches || m.pendingRefunds > 0) throw badRequest(SMSG.IN_PROGRESS);
    const balance = m.paid - m.refunded - m.withdrawn - m.fees;
    if (balance > 0) throw badRequest(SMSG.MONEY_LEFT(balance));
    const now = deps.clock();
    if ((await tryTransition(trx, CASE_MACHINE, { info_uuid: c.info_uuid }, CASE.MONEY_SUCCESS, CASE.MONEY_RAISE_DONE)) !== 1) throw conflict(SMSG.ALREADY_CLOSED);
    await writeAudit(trx, { actor: user.user_id, action: 'case.close_raise', targetType: 'case', targetId: c.info_uuid, infoUuid: c.info_uuid, before: { status: CASE.MONEY_SUCCESS }, after: { status: CASE.MONEY_RAISE_DONE } }, now);
    return { infoUuid: c.info_uuid, status: CASE.MONEY_RAISE_DONE as number, closedAt: now };
  });
}

/**
 * After a withdrawal stopped holding money without being paid (rejected, cancelled): while the case
 * shows 101 and no other withdrawal is live, it goes back to the status it had before withdrawing.
 */
export async function restoreCaseStatus(trx: Kysely<Database> | Transaction<Database>, infoUuid: string, before: number): Promise<void> {
  const c = await caseStatusOrThrow(trx, infoUuid);
  if (c.status !== CASE.APPLY_MONEY || (await liveWithdrawals(trx, infoUuid)).length > 0) return;
  await tryTransition(trx, CASE_MACHINE, { info_uuid: infoUuid }, CASE.APPLY_MONEY, before as CaseStatus);
}
