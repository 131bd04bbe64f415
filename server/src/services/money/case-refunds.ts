/**
 * Returning a whole case's money to its donors:
 * - a terminated case (status 4): the reconciliation job opens it (status 202 NOT_AUDIT_REFUNDING);
 * - a case that failed review: staff, status 202; a case proven false: staff, status 201 REFUNDING;
 * - the owner gives up and returns everything: status 203 USER_REFUNDING.
 * Open withdrawals awaiting approval are rejected; what the case still holds goes back to the
 * donors, newest donation first, each in full while the balance lasts (money already paid out to
 * the payee cannot come back). When no refund of the case is pending any more the case ends at
 * 204 NOT_AUDIT_REFUND_END (continueCaseRefund, from the job). Opening twice does nothing the second
 * time (one refund per donation and kind, by key).
 */
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/util';
import { writeAudit } from '../../repositories/audit';
import { insertRefund, lockCase, lockedCaseMoney, moveWithdrawal, orderRefunded, setCaseStatus } from '../../repositories/funds';
import { notify, raiseAlert } from '../../repositories/payouts';
import { sendRefund } from '../refunds';
import { CASE, CASE_REFUNDING, RESERVING_WITHDRAWAL } from './status';

export type CaseRefundKind = 'TERMINATED' | 'FAILED_REVIEW' | 'FALSE_CASE' | 'OWNER_CLOSE';
const STATUS_OF: Record<CaseRefundKind, number> = {
  TERMINATED: CASE.NOT_AUDIT_REFUNDING, FAILED_REVIEW: CASE.NOT_AUDIT_REFUNDING, FALSE_CASE: CASE.REFUNDING, OWNER_CLOSE: CASE.USER_REFUNDING,
};

type Trx = Parameters<typeof lockedCaseMoney>[0];
const KIND_OF_STATUS: Record<number, CaseRefundKind> = { [CASE.REFUNDING]: 'FALSE_CASE', [CASE.NOT_AUDIT_REFUNDING]: 'FAILED_REVIEW', [CASE.USER_REFUNDING]: 'OWNER_CLOSE' };

/** Refunds what the case holds to its donors (newest first, one refund per donation and kind); under the case lock. */
async function createCaseRefunds(trx: Trx, actor: string, infoUuid: string, kind: CaseRefundKind, reason: string, now: number) {
  let left = (await lockedCaseMoney(trx, infoUuid)).available;
  const orders = await trx.selectFrom('orders').selectAll().where('info_uuid', '=', infoUuid).where('status', '=', 'PAID')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('refunds').select('refund_id').whereRef('refunds.order_id', '=', 'orders.order_id').where('refunds.kind', '=', kind))))
    .orderBy('paid_at', 'desc').orderBy('order_id', 'desc').execute();
  const ids: string[] = [];
  let total = 0;
  for (const o of orders) {
    const amount = Math.min(Number(o.amount) - (await orderRefunded(trx, o.order_id)), left);
    if (amount <= 0) continue;
    const id = newId('r');
    await insertRefund(trx, {
      refund_id: id, idempotency_key: `case-${kind}-${o.order_id}`, order_id: o.order_id, info_uuid: infoUuid, user_id: actor, donor_user_id: o.user_id,
      amount, reason, status: 'PENDING', created_at: now, completed_at: null, kind, provider_refund_id: null, fail_reason: '', sent_at: null,
    });
    await notify(trx, { userId: o.user_id, kind: 'refund.opened', infoUuid, payload: { refundId: id, orderId: o.order_id, amount, reason } }, now);
    ids.push(id);
    total += amount;
    left -= amount;
  }
  return { ids, total, left };
}

export async function openCaseRefund(deps: AppDeps, actor: string, infoUuid: string, kind: CaseRefundKind, reason: string): Promise<{ infoUuid: string; status: number; refunds: number; amount: number }> {
  const created = await deps.db.transaction().execute(async (trx) => {
    const c = await lockCase(trx, deps.dialect, infoUuid);
    if (!c) throw notFound('筹款不存在');
    if (CASE_REFUNDING.includes(c.status) || c.status === CASE.NOT_AUDIT_REFUND_END) return null;
    if (kind === 'TERMINATED' && c.status !== CASE.TERMINATION) return null;
    const now = deps.clock();
    for (const w of await trx.selectFrom('withdrawals').select(['withdrawal_id', 'user_id']).where('info_uuid', '=', infoUuid).where('status', 'in', RESERVING_WITHDRAWAL).execute()) {
      await moveWithdrawal(trx, w.withdrawal_id, RESERVING_WITHDRAWAL, { status: 'REJECTED', reject_reason: '筹款已进入退款流程', updated_at: now });
    }
    const { ids, total } = await createCaseRefunds(trx, actor, infoUuid, kind, reason, now);
    const status = ids.length ? STATUS_OF[kind] : CASE.NOT_AUDIT_REFUND_END;
    await setCaseStatus(trx, infoUuid, status);
    await writeAudit(trx, { actor, action: `refund.case_${kind.toLowerCase()}`, targetType: 'case', targetId: infoUuid, infoUuid, before: { status: c.status }, after: { status, refunds: ids.length, amount: total }, reason }, now);
    return { ids, status, total };
  });
  if (!created) throw badRequest('该筹款已在退款流程中');
  for (const id of created.ids) await sendRefund(deps, id).catch(() => undefined); // the job retries
  await continueCaseRefund(deps, infoUuid);
  return { infoUuid, status: created.status, refunds: created.ids.length, amount: created.total };
}

/**
 * A case in 201/202/203 with no refund pending: ends at 204 when nothing is left; otherwise refunds
 * what is left to donors not refunded yet under this kind (a case put in that status by other means),
 * or, when no such donation remains (a refund failed), raises a staff alert. Returns what it did.
 */
export async function continueCaseRefund(deps: AppDeps, infoUuid: string): Promise<'ended' | 'waiting' | 'refunding' | 'alert' | 'none'> {
  const r = await deps.db.transaction().execute(async (trx) => {
    const c = await lockCase(trx, deps.dialect, infoUuid);
    if (!c || !CASE_REFUNDING.includes(c.status)) return { what: 'none' as const, ids: [] as string[] };
    const pending = await trx.selectFrom('refunds').select('refund_id').where('info_uuid', '=', infoUuid).where('status', '=', 'PENDING').executeTakeFirst();
    if (pending) return { what: 'waiting' as const, ids: [] };
    const now = deps.clock();
    if ((await lockedCaseMoney(trx, infoUuid)).available <= 0) {
      await setCaseStatus(trx, infoUuid, CASE.NOT_AUDIT_REFUND_END);
      return { what: 'ended' as const, ids: [] };
    }
    const { ids } = await createCaseRefunds(trx, 'system', infoUuid, KIND_OF_STATUS[c.status], c.finish_str || '筹款退款，善款原路退回', now);
    if (ids.length) return { what: 'refunding' as const, ids };
    await raiseAlert(trx, { kind: 'case_refund.stuck', targetId: infoUuid, infoUuid, message: '筹款退款未能全部完成（有退款失败），请人工处理' }, now);
    return { what: 'alert' as const, ids: [] };
  });
  for (const id of r.ids) await sendRefund(deps, id).catch(() => undefined);
  return r.what;
}
