/**
 * Payouts on SQLite and PostgreSQL: a failed payout's money comes back by a reversal and the owner
 * is told; a payout stuck in processing raises a staff alert; a crash after the provider took the
 * transfer never pays twice; hospital payouts in batches tied to approved fund-use reports; the
 * donor's gift followed to its payout batch.
 */
import type { PayoutProvider, TransferRequest, TransferResult } from '../src/providers/payout';
import { createSandboxPayout } from '../src/providers/payout';
import { reconcile } from '../src/jobs/reconcile';
import { MemoryNotify } from '../src/providers/notify';
import { key, user } from './support/funds';
import { expectLedgerHolds, fundedCase, ledgerSums, staffPost, staffUser, stopRaising, type U } from './support/money';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

const HOUR = 3600_000;
jest.setTimeout(60_000);

/** A provider whose answers the test scripts; it records every transfer call. */
function scripted(ctx: TestCtx) {
  const sandbox = createSandboxPayout(ctx.db, ctx.now);
  const calls: TransferRequest[] = [];
  let mode: 'ok' | 'fail' | 'processing' | 'crash-after-send' = 'ok';
  const provider: PayoutProvider = {
    name: 'sandbox',
    async transfer(req): Promise<TransferResult> {
      calls.push(req);
      if (mode === 'fail') return { status: 'FAILED', ref: null, reason: '收款账户异常' };
      if (mode === 'processing') return { status: 'PROCESSING', ref: 'batch-1' };
      const r = await sandbox.transfer(req);
      if (mode === 'crash-after-send') throw new Error('connection reset after the provider took it');
      return r;
    },
    queryTransfer: (k, a) => (mode === 'processing' ? Promise.resolve({ status: 'PROCESSING', ref: 'batch-1' } as TransferResult) : sandbox.queryTransfer(k, a)),
  };
  return { provider, calls, set: (m: typeof mode) => (mode = m) };
}

describe.each(DIALECTS)('money: payouts (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: U;
  let donor: U;
  let s1: U;
  let s2: U;
  let fake: ReturnType<typeof scripted>;
  beforeAll(async () => {
    // No service charge (option 1 无服务费 is then the default): the batches carry whole amounts.
    ctx = await makeApp(dialect, { env: { HOSPITAL_PAYOUT_FEN: '30000', PAYOUT_BATCH_MAX_FEN: '12000', PAYOUT_STUCK_MINUTES: '60' } });
    fake = scripted(ctx);
    ctx.deps.payout = fake.provider;
    owner = await user(ctx);
    donor = await user(ctx);
    s1 = await staffUser(ctx);
    s2 = await staffUser(ctx);
  });
  afterAll(async () => ctx?.close());
  beforeEach(() => fake.set('ok'));

  const applyAndWait = async (infoUuid: string, amount: number) => {
    if (Number(await caseStatus(infoUuid)) === 0) await stopRaising(ctx, owner, infoUuid); // a withdrawal needs the raise stopped
    const w = await post(ctx.app, '/api/cf/v4/drawcash/apply-draw-cash', { infoUuid, amount, idempotencyKey: key() }, owner.cookie);
    expect(w.body.code).toBe(0);
    ctx.advance(25 * HOUR);
    return w.body.data.withdrawalId as string;
  };
  const caseStatus = async (id: string) => (await ctx.db.selectFrom('cases').select('status').where('info_uuid', '=', id).executeTakeFirstOrThrow()).status;

  test('a failed payout: reversal entry, balance back, withdrawal FAILED, case status restored, owner notified', async () => {
    const [infoUuid] = await fundedCase(ctx, owner, donor, [8000]);
    const id = await applyAndWait(infoUuid, 8000);
    fake.set('fail');
    const sender = new MemoryNotify();
    ctx.deps.notify = sender;
    const r = await staffPost(ctx, s1, '/withdrawals/approve', { withdrawalId: id });
    expect(r.body.data.payouts[0]).toMatchObject({ status: 'FAILED', fail_reason: '收款账户异常' });
    expect(await ledgerSums(ctx, infoUuid)).toMatchObject({ payout: 8000, reversal: 8000 });
    expect((await post(ctx.app, '/api/cf/v4/drawcash/check-can-cash', { infoUuid }, owner.cookie)).body.data).toMatchObject({ available: 8000, withdrawn: 0 });
    expect((await staffPost(ctx, s1, '/withdrawals/detail', { withdrawalId: id })).body.data.status).toBe('FAILED');
    expect(await caseStatus(infoUuid)).toBe(2);
    const notes = (await post(ctx.app, '/api/cf/v4/money/notifications', {}, owner.cookie)).body.data.list;
    expect(notes.find((n: { kind: string }) => n.kind === 'payout.failed')?.payload).toMatchObject({ amount: 8000, reason: '收款账户异常' });
    // After commit, the one outbox sends it through the notification provider, once (the reconciliation job sends nothing more).
    await reconcile(ctx.deps);
    await reconcile(ctx.deps);
    expect(sender.sent.filter((m) => m.kind === 'payout.failed' && m.infoUuid === infoUuid).map((m) => [m.userId, m.title])).toEqual([[owner.id, '打款失败']]);
    ctx.deps.notify = undefined;
    await expectLedgerHolds(ctx, infoUuid);
    // The money can be withdrawn again.
    fake.set('ok');
    const again = await applyAndWait(infoUuid, 8000);
    expect((await staffPost(ctx, s2, '/withdrawals/approve', { withdrawalId: again })).body.data.payouts[0].status).toBe('TRANSFERRED');
    expect((await post(ctx.app, '/api/summaries/allocation', { infoUuid })).body.data).toMatchObject({ moneyIn: 8000, withdrawn: 8000, balance: 0, addsUp: true });
  });

  test('a payout stuck in processing raises one staff alert after PAYOUT_STUCK_MINUTES; staff resolve it', async () => {
    const [infoUuid] = await fundedCase(ctx, owner, donor, [3000]);
    const id = await applyAndWait(infoUuid, 3000);
    fake.set('processing');
    expect((await staffPost(ctx, s1, '/withdrawals/approve', { withdrawalId: id })).body.data.payouts[0].status).toBe('PROCESSING');
    ctx.advance(30 * 60_000);
    await reconcile(ctx.deps);
    const mine = async () => ((await staffPost(ctx, s1, '/alerts/list', {})).body.data.list as { target_id: string; alert_id: string; info_uuid: string }[]).filter((a) => a.info_uuid === infoUuid);
    expect(await mine()).toHaveLength(0);
    ctx.advance(31 * 60_000);
    const run = await reconcile(ctx.deps);
    expect(run.changes.some((c) => c.startsWith('alert: payout'))).toBe(true);
    await reconcile(ctx.deps);
    const alerts = await mine();
    expect(alerts).toHaveLength(1);
    expect((await staffPost(ctx, s1, '/alerts/resolve', { alertId: alerts[0].alert_id })).body.data.resolved).toBe(true);
    expect(await mine()).toHaveLength(0);
    // The provider finally answers: transferred, once.
    fake.set('ok');
    await ctx.db.insertInto('sandbox_transfers').values({ idempotency_key: (await ctx.db.selectFrom('payouts').select('idempotency_key').where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow()).idempotency_key, transfer_ref: 'late', amount: 3000, created_at: ctx.now() }).execute();
    ctx.advance(2 * 60_000);
    await reconcile(ctx.deps);
    expect((await staffPost(ctx, s1, '/withdrawals/detail', { withdrawalId: id })).body.data.status).toBe('PAID');
  });

  test('the provider took the transfer but the answer was lost: the next run asks first and never pays twice', async () => {
    const [infoUuid] = await fundedCase(ctx, owner, donor, [2500]);
    const id = await applyAndWait(infoUuid, 2500);
    fake.set('crash-after-send');
    fake.calls.length = 0;
    const r = await staffPost(ctx, s1, '/withdrawals/approve', { withdrawalId: id });
    expect(r.body.data.payouts[0].status).toBe('PROCESSING');
    fake.set('ok');
    await reconcile(ctx.deps); // under a minute: left alone
    expect(fake.calls).toHaveLength(1);
    ctx.advance(2 * 60_000);
    const [a, b] = await Promise.all([reconcile(ctx.deps), reconcile(ctx.deps)]);
    expect([a.ran, b.ran].filter(Boolean)).toHaveLength(1);
    expect(fake.calls).toHaveLength(1); // asked, not resent
    const key1 = r.body.data.payouts[0].idempotency_key;
    expect(await ctx.db.selectFrom('sandbox_transfers').selectAll().where('idempotency_key', '=', key1).execute()).toHaveLength(1);
    expect((await staffPost(ctx, s1, '/withdrawals/detail', { withdrawalId: id })).body.data.status).toBe('PAID');
    await expectLedgerHolds(ctx, infoUuid);
  });

  test('a large case is paid to the hospital in batches; each next batch needs the last one spent and approved', async () => {
    const [infoUuid, [orderId]] = await fundedCase(ctx, owner, donor, [20000, 16000]);
    const info = await post(ctx.app, '/api/cf/v4/drawcash/get-draw-info', { infoUuid, amount: 36000 }, owner.cookie);
    expect(info.body.data).toMatchObject({ payeeType: 'HOSPITAL', batches: [12000, 12000, 12000] });
    const id = await applyAndWait(infoUuid, 36000);
    const ok = await staffPost(ctx, s1, '/withdrawals/approve', { withdrawalId: id });
    const [b1, b2, b3] = ok.body.data.payouts;
    expect([b1.status, b2.status, b3.status]).toEqual(['TRANSFERRED', 'PENDING', 'PENDING']);
    expect(b1).toMatchObject({ payee_type: 'HOSPITAL', payee_name: '北京协和医院', amount: 12000 });
    expect(await ledgerSums(ctx, infoUuid)).toMatchObject({ payout: 12000 });
    // Held back: nothing else can be withdrawn or refunded meanwhile.
    expect((await post(ctx.app, '/api/cf/v4/drawcash/check-can-cash', { infoUuid }, owner.cookie)).body.data).toMatchObject({ available: 0, pendingWithdrawals: 24000 });
    expect((await staffPost(ctx, s2, '/payouts/authorise', { payoutId: b2.payout_id })).body.msg).toBe('上一批款项尚未到账或其资金使用未审核通过');
    const bad = await post(ctx.app, '/api/cf/v4/fund-use/submit', { payoutId: b1.payout_id, amount: 12001, description: '住院押金', receipts: ['/api/upload/r1.jpg'] }, owner.cookie);
    expect(bad.body.msg).toBe('使用金额超过该批打款金额');
    expect((await post(ctx.app, '/api/cf/v4/fund-use/submit', { payoutId: b1.payout_id, amount: 100, description: '住院押金', receipts: ['javascript:alert(1)'] }, owner.cookie)).body.msg).toBe('票据图片地址无效');
    const fu = await post(ctx.app, '/api/cf/v4/fund-use/submit', { payoutId: b1.payout_id, amount: 11800, description: '第一期化疗费用', receipts: ['/api/upload/r1.jpg', '/api/upload/r2.jpg'] }, owner.cookie);
    expect(fu.body.data.status).toBe('PENDING');
    const queue = await staffPost(ctx, s2, '/fund-use/queue', {});
    expect(queue.body.data.auditType).toBe(3);
    expect(queue.body.data.list.map((f: { fundUseId: string }) => f.fundUseId)).toContain(fu.body.data.fundUseId);
    expect((await staffPost(ctx, s2, '/fund-use/review', { fundUseId: fu.body.data.fundUseId, approve: true })).body.data.status).toBe('APPROVED');
    const b2ok = await staffPost(ctx, s2, '/payouts/authorise', { payoutId: b2.payout_id });
    expect(b2ok.body.data.status).toBe('TRANSFERRED');
    expect(await ledgerSums(ctx, infoUuid)).toMatchObject({ payout: 24000 });

    const alloc = (await post(ctx.app, '/api/summaries/allocation', { infoUuid })).body.data;
    expect(alloc).toMatchObject({ moneyIn: 36000, withdrawn: 24000, balance: 12000, addsUp: true });
    expect(alloc.withdrawals[0].fundUse[0].receipts).toEqual([{ url: '/api/upload/r1.jpg', thumbUrl: '/api/upload/r1.jpg' }, { url: '/api/upload/r2.jpg', thumbUrl: '/api/upload/r2.jpg' }]);
    // The first gift (20000) went into batch 1 (12000) and batch 2 (8000).
    const gift = await post(ctx.app, '/api/summaries/allocation/my-gift', { orderId }, donor.cookie);
    expect(gift.body.data.payouts.map((p: { batchNo: number; amount: number }) => [p.batchNo, p.amount])).toEqual([[1, 12000], [2, 8000]]);
    expect(gift.body.data.payouts[0].fundUse[0].description).toBe('第一期化疗费用');
    expect(gift.body.data.stillOnCase).toBe(0);
    expect((await post(ctx.app, '/api/summaries/allocation/my-gift', { orderId }, owner.cookie)).status).toBe(403);
    await expectLedgerHolds(ctx, infoUuid);
  });
});
