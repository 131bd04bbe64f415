/**
 * The reconciliation job, under the 'reconcile' lease (one runner at a time over every process):
 * 0. raising cases past their period: OVERDUE (services/lifecycle.ts); activities past their end date:
 *    END_WITH_TIME, their pool's rest back to the sponsor (services/activity/staff.ts); monthly gifts due
 *    today: reminded once per gift per month (services/monthly-reminders.ts);
 * 1. orders PENDING for RECONCILE_QUERY_AFTER_MINUTES: asks the pay provider and books a payment
 *    through the same exactly-once mark-paid path as a notify; still unpaid after
 *    ORDER_CLOSE_AFTER_MINUTES: closed;
 * 2. refunds PENDING: sent if never sent, else asked about (resent with the same out_refund_no when
 *    the provider never got it);
 * 3. payouts AUTHORISED or PROCESSING: sent or asked about; processing longer than
 *    PAYOUT_STUCK_MINUTES: a staff alert;
 * 4. terminated cases: every donor refunded; whole-case refunds with nothing pending: ended (204);
 * 5. donation receipts asked for: issued; notifications still pending (a process died between a
 *    commit and its send) or failed: sent by the one sweeper (services/notify), as notify-sweep does.
 *    The money notifications themselves are Outbox rows, sent after their transaction's commit.
 * Every change goes through a conditional update, so running it twice changes each row once.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps';
import { closeOrder, stalePendingOrders } from '../repositories/orders';
import { casesInStatus } from '../repositories/case-state';
import { issuableInvoiceIds, pendingRefunds } from '../repositories/funds';
import { raiseAlert, stuckPayouts } from '../repositories/payouts';
import { markPaid } from '../services/orders';
import { applyRefundResult, sendRefund } from '../services/refunds';
import { continueCaseRefund, openCaseRefund } from '../services/money/case-refunds';
import { issueInvoice } from '../services/money/invoices';
import { runPayouts } from '../services/money/payouts';
import { MINUTE, moneySettings } from '../services/money/settings';
import { CASE, CASE_REFUNDING } from '../services/money/status';
import { recordRun, withLease } from '../repositories/job-leases';
import { sendPendingNotifications } from '../services/notify';
import { expireCases } from '../services/lifecycle';
import { endDueActivities } from '../services/activity/staff';
import { expirePackets } from '../services/activity/red-packets';
import { remindDueMonthlyGifts } from '../services/monthly-reminders';

export const RECONCILE_JOB = 'reconcile';
const LEASE_TTL = 5 * MINUTE;
const quiet = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child() { return quiet; }, level: 'silent', silent() {} } as unknown as FastifyBaseLogger;

export interface ReconcileResult { ran: boolean; changes: string[] }

export async function reconcile(deps: AppDeps, opts: { holder?: string; log?: FastifyBaseLogger } = {}): Promise<ReconcileResult> {
  const holder = opts.holder ?? `${process.pid}-${randomBytes(4).toString('hex')}`;
  const log = opts.log ?? quiet;
  const changes = await withLease(deps.db, RECONCILE_JOB, holder, deps.clock(), LEASE_TTL, () => runOnce(deps, log));
  if (changes !== null) await recordRun(deps.db, RECONCILE_JOB, holder, deps.clock()).catch((err: Error) => log.warn({ err: err.message }, 'reconcile: recording the run failed')); // GET /metrics: the lag
  return { ran: changes !== null, changes: changes ?? [] };
}

async function step(log: FastifyBaseLogger, what: string, fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (err) {
    log.warn({ err: (err as Error).message }, `reconcile: ${what} failed`);
  }
}

async function runOnce(deps: AppDeps, log: FastifyBaseLogger): Promise<string[]> {
  const s = moneySettings(deps);
  const now = deps.clock();
  const changes: string[] = [];

  // A case's life by the clock (services/lifecycle.ts): raising periods that ended -> OVERDUE.
  await step(log, 'case lifecycle', async () => {
    changes.push(...(await expireCases(deps)));
  });
  // Activities past their end date: END_WITH_TIME, what is left back to the sponsor (services/activity/staff.ts).
  await step(log, 'activities by date', async () => {
    const n = await endDueActivities(deps);
    if (n) changes.push(`${n} activit${n === 1 ? 'y' : 'ies'} END_WITH_TIME (end date passed)`);
  });
  // Red packets not given in time (or of an ended activity): back to the pool, or to the sponsor (services/activity/red-packets.ts).
  await step(log, 'red packets', async () => {
    const n = await expirePackets(deps);
    if (n) changes.push(`${n} red packet${n === 1 ? '' : 's'} EXPIRED (reservation returned)`);
  });
  // Monthly gifts due today: one reminder per gift per month through the Outbox (services/monthly-reminders.ts).
  await step(log, 'monthly reminders', async () => {
    const n = await remindDueMonthlyGifts(deps);
    if (n) changes.push(`${n} monthly gift reminder${n === 1 ? '' : 's'} sent`);
  });

  const orders = await stalePendingOrders(deps.db, now - s.queryAfterMinutes * MINUTE, 500);
  for (const o of orders) {
    await step(log, `order ${o.order_id}`, async () => {
      const remote = await deps.pay.queryOrder(o.order_id).catch(() => null);
      if (remote?.paid) {
        const r = await markPaid(deps, deps.pay.name, { notifyId: `query:${o.order_id}:${remote.tradeNo}`, orderId: o.order_id, amount: remote.amount, tradeNo: remote.tradeNo, paid: true }, log);
        if (r === 'paid') changes.push(`order ${o.order_id} PAID (asked the provider)`);
      } else if (Number(o.created_at) < now - s.closeAfterMinutes * MINUTE && (await closeOrder(deps.db, o.order_id))) {
        changes.push(`order ${o.order_id} CLOSED (unpaid after ${s.closeAfterMinutes} minutes)`);
      }
    });
  }

  for (const r of await pendingRefunds(deps.db, now - MINUTE, 500)) {
    await step(log, `refund ${r.refund_id}`, async () => {
      let res: string;
      if (r.sent_at === null || !deps.pay.queryRefund) res = await sendRefund(deps, r.refund_id);
      else {
        const q = await deps.pay.queryRefund(r.refund_id);
        res = q ? await applyRefundResult(deps, r.refund_id, q) : await sendRefund(deps, r.refund_id);
      }
      if (res === 'SUCCESS' || res === 'FAILED') changes.push(`refund ${r.refund_id} ${res} ${r.amount}`);
    });
  }

  await step(log, 'payouts', async () => {
    changes.push(...(await runPayouts(deps, { log })));
  });
  for (const p of await stuckPayouts(deps.db, now - s.payoutStuckMinutes * MINUTE)) {
    const msg = `打款处理超过${s.payoutStuckMinutes}分钟仍未完成，请人工核实`;
    if (await raiseAlert(deps.db, { kind: 'payout.stuck', targetId: p.payout_id, infoUuid: p.info_uuid, message: msg }, now)) changes.push(`alert: payout ${p.payout_id} stuck in PROCESSING`);
  }

  const terminated = await casesInStatus(deps.db, [CASE.TERMINATION], 100);
  for (const c of terminated) {
    await step(log, `terminated case ${c.info_uuid}`, async () => {
      const r = await openCaseRefund(deps, 'system', c.info_uuid, 'TERMINATED', '筹款已被平台终止，善款原路退回');
      changes.push(`case ${c.info_uuid} terminated: ${r.refunds} refunds, ${r.amount} fen, status ${r.status}`);
    });
  }
  // Receipts asked for are issued by the job when no staff member did it first.
  for (const invoiceId of await issuableInvoiceIds(deps.db, 200)) {
    if (await issueInvoice(deps, 'system', invoiceId)) changes.push(`receipt ${invoiceId} issued`);
  }
  // Only with a configured provider (a bare CLI run would mark them sent through the console).
  if (deps.notify) {
    await step(log, 'notifications', async () => {
      const n = await sendPendingNotifications(deps);
      if (n) changes.push(`${n} pending notifications sent`);
    });
  }
  const refunding = await casesInStatus(deps.db, CASE_REFUNDING, 200);
  for (const c of refunding) {
    await step(log, `refunding case ${c.info_uuid}`, async () => {
      const r = await continueCaseRefund(deps, c.info_uuid);
      if (r === 'ended') changes.push(`case ${c.info_uuid} all returned (204)`);
      else if (r === 'refunding') changes.push(`case ${c.info_uuid}: refunds opened for what was left`);
      else if (r === 'alert') changes.push(`alert: case ${c.info_uuid} refund stuck`);
    });
  }
  return changes;
}
