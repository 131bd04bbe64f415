/**
 * One notification pipeline on SQLite and PostgreSQL: a money event is an Outbox row written in the
 * money transaction (rolled back with it), sent once after commit through the one sender, retried by
 * the one sweeper; the money notifications list reads the same store; migration 012 copies the old
 * money_notifications rows into it and drops that table.
 */
import { Migrator, type Kysely } from 'kysely';
import { MIGRATIONS } from '../src/db/migrate';
import type { RefundsTable } from '../src/db/schema';
import { reconcile } from '../src/jobs/reconcile';
import { newId } from '../src/lib/util';
import type { NotifyMessage, NotifyProvider, SendResult } from '../src/providers/notify';
import type { PayoutProvider } from '../src/providers/payout';
import { insertRefund } from '../src/repositories/funds';
import { inTransactionWithNotify, sendPendingNotifications } from '../src/services/notify';
import { completeRefundInTrx } from '../src/services/refunds';
import { key, user } from './support/funds';
import { fundedCase, ledgerSums, staffPost, staffUser, stopRaising, type U } from './support/money';
import { DIALECTS, makeApp, post, scratchDb, type TestCtx } from './support/testApp';
import { until } from './support/trust';

const HOUR = 3600_000;
jest.setTimeout(60_000);

/** Records every attempt; answers 'failed' to the first attempt of each kind listed in `failFirst`. */
class Sender implements NotifyProvider {
  readonly name = 'test';
  readonly attempts: NotifyMessage[] = [];
  constructor(private readonly failFirst: string[] = []) {}
  async send(m: NotifyMessage): Promise<SendResult> {
    this.attempts.push(m);
    const i = this.failFirst.indexOf(m.kind);
    if (i < 0) return 'sent';
    this.failFirst.splice(i, 1);
    return 'failed';
  }
  of(kind: string, infoUuid: string) {
    return this.attempts.filter((m) => m.kind === kind && m.infoUuid === infoUuid);
  }
}

describe.each(DIALECTS)('money notifications through the one outbox (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: U;
  let donor: U;
  let staff: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect, {});
    owner = await user(ctx);
    donor = await user(ctx);
    staff = await staffUser(ctx);
  });
  afterAll(async () => ctx?.close());

  const rowsOf = (userId: string, kind: string) =>
    ctx.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('kind', '=', kind).orderBy('created_at').orderBy('id').execute();
  const refundOf = (r: { orderId: string; infoUuid: string; amount: number }): RefundsTable => ({
    refund_id: newId('r'), idempotency_key: key(), order_id: r.orderId, info_uuid: r.infoUuid, user_id: donor.id, donor_user_id: donor.id, amount: r.amount,
    reason: '测试退款', status: 'PENDING', created_at: ctx.now(), completed_at: null, kind: 'DONOR', provider_refund_id: null, fail_reason: '', sent_at: null,
  });

  test('a refund done: its notification is rolled back with the money transaction, or sent once after its commit', async () => {
    const sender = new Sender();
    ctx.deps.notify = sender;
    const [infoUuid, [orderId]] = await fundedCase(ctx, owner, donor, [5000]);

    // Rolled back: neither the ledger entry nor the message exists, and nothing is ever sent.
    await expect(inTransactionWithNotify(ctx.deps, async (trx, outbox) => {
      const r = refundOf({ orderId, infoUuid, amount: 2000 });
      await insertRefund(trx, r);
      expect(await completeRefundInTrx(trx, outbox, r, ctx.now(), 'sbr-rolled-back')).toBe(true);
      expect(await trx.selectFrom('notifications').select('id').where('user_id', '=', donor.id).where('kind', '=', 'refund.success').execute()).toHaveLength(1);
      throw new Error('the money transaction failed');
    })).rejects.toThrow('the money transaction failed');
    expect(await rowsOf(donor.id, 'refund.success')).toEqual([]);
    expect((await ledgerSums(ctx, infoUuid)).refund).toBe(0);
    ctx.advance(HOUR);
    await sendPendingNotifications(ctx.deps);
    expect(sender.of('refund.success', infoUuid)).toEqual([]);

    // Committed: the row came with the money, and the one sender sends it once after the commit.
    const r = refundOf({ orderId, infoUuid, amount: 2000 });
    await inTransactionWithNotify(ctx.deps, async (trx, outbox) => {
      await insertRefund(trx, r);
      await completeRefundInTrx(trx, outbox, r, ctx.now(), 'sbr-committed');
    });
    expect((await ledgerSums(ctx, infoUuid)).refund).toBe(2000);
    const [row] = await rowsOf(donor.id, 'refund.success');
    expect(row).toMatchObject({ info_uuid: infoUuid, title: '退款成功', body: '您的捐款已原路退回', landing_url: `/cf/refund/refund-detail/${infoUuid}?msgId=${row.id}` });
    await until(async () => (await rowsOf(donor.id, 'refund.success'))[0].send_status === 'sent', 'sent');
    ctx.advance(HOUR);
    await sendPendingNotifications(ctx.deps);
    await reconcile(ctx.deps);
    expect(sender.of('refund.success', infoUuid).map((m) => [m.msgId, m.userId, m.title, m.body])).toEqual([[row.id, donor.id, '退款成功', '您的捐款已原路退回']]);
    expect((await rowsOf(donor.id, 'refund.success'))[0]).toMatchObject({ send_status: 'sent', send_attempts: 1 });

    // The money list reads the same store, in its own shape; the message list stays without money events.
    const list = (await post(ctx.app, '/api/cf/v4/money/notifications', {}, donor.cookie)).body.data.list;
    expect(list.filter((n: { infoUuid: string }) => n.infoUuid === infoUuid)).toEqual([
      { id: row.id, kind: 'refund.success', infoUuid, payload: { refundId: r.refund_id, orderId, amount: 2000 }, createdAt: Number(row.created_at) },
    ]);
    const messages = (await post(ctx.app, '/api/cf/v4/message/list', {}, donor.cookie)).body.data;
    expect(messages.list.some((m: { msgId: string }) => m.msgId === row.id)).toBe(false);
  });

  test('a payout failed: written with the reversal, the failed send retried by the one sweeper, delivered once', async () => {
    const sender = new Sender(['payout.failed']);
    ctx.deps.notify = sender;
    const failing: PayoutProvider = {
      name: 'sandbox',
      transfer: async () => ({ status: 'FAILED', ref: null, reason: '收款账户异常' }),
      queryTransfer: async () => ({ status: 'FAILED', ref: null, reason: '收款账户异常' }),
    };
    const before = ctx.deps.payout;
    ctx.deps.payout = failing;
    try {
      const [infoUuid] = await fundedCase(ctx, owner, donor, [6000]);
      await stopRaising(ctx, owner, infoUuid);
      const w = await post(ctx.app, '/api/cf/v4/drawcash/apply-draw-cash', { infoUuid, amount: 6000, idempotencyKey: key() }, owner.cookie);
      expect(w.body.code).toBe(0);
      ctx.advance(25 * HOUR);
      const r = await staffPost(ctx, staff, '/withdrawals/approve', { withdrawalId: w.body.data.withdrawalId });
      expect(r.body.data.payouts[0].status).toBe('FAILED');
      expect(await ledgerSums(ctx, infoUuid)).toMatchObject({ payout: 6000, reversal: 6000 });
      const mine = async (kind: string) => (await rowsOf(owner.id, kind)).filter((n) => n.info_uuid === infoUuid);
      const [failed] = await mine('payout.failed');
      expect(failed).toMatchObject({ title: '打款失败', body: '提现打款失败，款项已退回筹款余额，请核实收款信息后重新申请', landing_url: `/cf/contribute/fundraiser-center/${infoUuid}?msgId=${failed.id}` });
      expect(JSON.parse(failed.payload!)).toMatchObject({ amount: 6000, reason: '收款账户异常' });
      // The first try failed (the delivery machine: pending -> sending -> failed); the sweeper tries again.
      await until(async () => (await mine('payout.failed'))[0].send_status === 'failed', 'first send failed');
      await until(async () => (await mine('withdrawal.approved'))[0]?.send_status === 'sent', 'approval sent');
      ctx.advance(HOUR);
      await sendPendingNotifications(ctx.deps);
      await reconcile(ctx.deps);
      await reconcile(ctx.deps);
      expect((await mine('payout.failed'))[0]).toMatchObject({ send_status: 'sent', send_attempts: 2 });
      expect(sender.of('payout.failed', infoUuid).map((m) => [m.msgId, m.userId, m.title])).toEqual([[failed.id, owner.id, '打款失败'], [failed.id, owner.id, '打款失败']]);
      expect(sender.of('withdrawal.approved', infoUuid).map((m) => [m.userId, m.title])).toEqual([[owner.id, '提现审核通过']]);
      const list = (await post(ctx.app, '/api/cf/v4/money/notifications', {}, owner.cookie)).body.data.list.filter((n: { infoUuid: string }) => n.infoUuid === infoUuid);
      expect(list.map((n: { kind: string }) => n.kind)).toEqual(expect.arrayContaining(['withdrawal.approved', 'payout.failed']));
    } finally {
      ctx.deps.payout = before;
    }
  });
});

describe.each(DIALECTS)('migration 012_one_outbox (%s)', (dialect) => {
  test('copies money_notifications into the outbox (unsent ones pending, sent ones sent) and drops it', async () => {
    const scratch = await scratchDb(dialect);
    const old = scratch.open() as unknown as Kysely<any>;
    const upTo011 = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < '012'));
    const r = await new Migrator({ db: old, provider: { getMigrations: async () => upTo011 } }).migrateToLatest();
    expect(r.error).toBeUndefined();
    const t = Date.now() - 2 * HOUR;
    await old.insertInto('money_notifications').values([
      { notification_id: 'mn-old-1', user_id: 'u-old', kind: 'payout.failed', info_uuid: 'case-old-1', payload: '{"amount":8000,"reason":"收款账户异常"}', created_at: t, sent_at: null },
      { notification_id: 'mn-old-2', user_id: 'u-old', kind: 'refund.success', info_uuid: 'case-old-1', payload: '{"amount":100}', created_at: t + 1, sent_at: t + 2 },
    ]).execute();
    await old.destroy();

    const ctx = await makeApp(dialect, { scratch });
    try {
      const rows = await ctx.db.selectFrom('notifications').selectAll().where('user_id', '=', 'u-old').orderBy('id').execute();
      expect(rows.map((n) => ({ ...n, created_at: Number(n.created_at), sent_at: n.sent_at === null ? null : Number(n.sent_at), send_attempts: Number(n.send_attempts) }))).toEqual([
        {
          id: 'mn-old-1', user_id: 'u-old', kind: 'payout.failed', info_uuid: 'case-old-1', title: '打款失败', body: '提现打款失败，款项已退回筹款余额，请核实收款信息后重新申请',
          landing_url: '/cf/contribute/fundraiser-center/case-old-1?msgId=mn-old-1', created_at: t, read_at: null, send_status: 'pending', send_attempts: 0, sent_at: null,
          payload: '{"amount":8000,"reason":"收款账户异常"}',
        },
        {
          id: 'mn-old-2', user_id: 'u-old', kind: 'refund.success', info_uuid: 'case-old-1', title: '退款成功', body: '您的捐款已原路退回',
          landing_url: '/cf/refund/refund-detail/case-old-1?msgId=mn-old-2', created_at: t + 1, read_at: null, send_status: 'sent', send_attempts: 1, sent_at: t + 2,
          payload: '{"amount":100}',
        },
      ]);
      const tables = (await ctx.db.introspection.getTables()).map((t) => t.name);
      expect(tables).toContain('notifications');
      expect(tables).not.toContain('money_notifications');
      // The money list shows them; the one sweeper sends the unsent one only.
      const u = await user(ctx);
      await ctx.db.updateTable('notifications').set({ user_id: u.id }).where('user_id', '=', 'u-old').execute();
      const list = (await post(ctx.app, '/api/cf/v4/money/notifications', {}, u.cookie)).body.data.list;
      expect(list).toEqual([
        { id: 'mn-old-2', kind: 'refund.success', infoUuid: 'case-old-1', payload: { amount: 100 }, createdAt: t + 1 },
        { id: 'mn-old-1', kind: 'payout.failed', infoUuid: 'case-old-1', payload: { amount: 8000, reason: '收款账户异常' }, createdAt: t },
      ]);
      const sender = new Sender();
      ctx.deps.notify = sender;
      await sendPendingNotifications(ctx.deps);
      expect(sender.attempts.filter((m) => m.userId === u.id).map((m) => [m.msgId, m.userId, m.title])).toEqual([['mn-old-1', u.id, '打款失败']]);
    } finally {
      await ctx.close();
      await scratch.cleanup();
    }
  });
});
