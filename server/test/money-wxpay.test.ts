/**
 * WeChat Pay v3 refunds and transfers against a local fake of the API (127.0.0.1, keys generated in
 * the test; every request's signature checked by the fake, every answer and callback signed by it),
 * on SQLite and PostgreSQL: the same out_refund_no on every retry, the refund notify verified and
 * decrypted and applied once, the query path, WeChat's limits with Chinese messages, and a payout
 * through the batch transfer API paid once.
 */
import { randomUUID } from 'node:crypto';
import { generateKeyPairSync } from 'node:crypto';
import { reconcile } from '../src/jobs/reconcile';
import { createWxPayProvider } from '../src/payments/wxpay/provider';
import { wxpayRefunds } from '../src/payments/wxpay/refund';
import { createWxPayPayout } from '../src/payments/wxpay/transfer';
import { markPaid } from '../src/services/orders';
import { key, newCase, user } from './support/funds';
import { expectLedgerHolds, ledgerSums, staffPost, staffUser, stopRaising, type U } from './support/money';
import { APIV3_KEY, MCHID, PLATFORM_SERIAL, startWxPayFake } from './support/wxpay-fake';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

jest.setTimeout(60_000);
const DAY = 24 * 3600_000;
const log = { info() {}, warn() {}, error() {} } as never;

describe.each(DIALECTS)('money: WeChat Pay refunds and transfers (%s)', (dialect) => {
  let ctx: TestCtx;
  let fake: Awaited<ReturnType<typeof startWxPayFake>>;
  let owner: U;
  let donor: U;
  let s1: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect, {}); // no service charge (the declared policy): option 1 by default
    fake = await startWxPayFake(ctx.now);
    const cfg = {
      mchid: MCHID, serialNo: 'MERCHANT_SERIAL_0009', privateKey: fake.merchant.privateKey, platformPublicKey: fake.platform.publicKey,
      platformSerial: PLATFORM_SERIAL, apiV3Key: APIV3_KEY, appId: 'wx_official_appid9', baseUrl: fake.baseUrl, now: ctx.now,
    };
    ctx.deps.pay = { ...createWxPayProvider(cfg), ...wxpayRefunds({ ...cfg, refundNotifyUrl: 'https://cf.example.com/api/pay/notify/wxpay/refund' }) };
    ctx.deps.payout = createWxPayPayout(cfg);
    owner = await user(ctx);
    donor = await user(ctx);
    s1 = await staffUser(ctx);
  });
  afterAll(async () => {
    await fake?.close();
    await ctx?.close();
  });

  /** A wxpay order of the donor, paid through the real exactly-once path (as a verified notify would). */
  async function paidOrder(infoUuid: string, amount: number, paidAt = ctx.now()): Promise<string> {
    const orderId = `CF${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    await ctx.db.insertInto('orders').values({
      order_id: orderId, idempotency_key: randomUUID(), user_id: donor.id, info_uuid: infoUuid, amount, anonymous: 0, status: 'PENDING', platform: 2,
      provider: 'wxpay', channel: '', share_dv: 0, user_source_id: '', comment: '', first_donation: 0, provider_trade_no: null, created_at: paidAt, paid_at: null,
    }).execute();
    expect(await markPaid({ ...ctx.deps, clock: () => paidAt }, 'wxpay', { notifyId: `n-${orderId}`, orderId, amount, tradeNo: `42${orderId}`, paid: true }, log)).toBe('paid');
    return orderId;
  }
  const refund = (orderId: string, amount: number, cookie = donor.cookie) =>
    post(ctx.app, '/api/cf/v4/refund/apply', { orderId, amount, reason: '重复捐款', idempotencyKey: key() }, cookie);
  const notify = (n: { body: string; headers: Record<string, string> }) =>
    ctx.app.inject({ method: 'POST', url: '/api/pay/notify/wxpay/refund', payload: n.body, headers: n.headers });

  test('a refund: signed POST with our out_refund_no, PROCESSING until the verified notify books it once', async () => {
    const infoUuid = await newCase(ctx, owner.id);
    const orderId = await paidOrder(infoUuid, 5000);
    const r = await refund(orderId, 2000);
    expect(r.body.data).toMatchObject({ status: 'PENDING', amount: 2000 });
    const sent = fake.refunds.get(r.body.data.refundId)!;
    expect(sent).toMatchObject({ out_trade_no: orderId, refund: 2000, total: 5000, posts: 1 });
    expect(fake.log.every((l) => l.signed)).toBe(true);
    expect(await ledgerSums(ctx, infoUuid)).toMatchObject({ donation: 5000, refund: 0 });

    // Refunds of one order at least a minute apart (WeChat's limit).
    expect((await refund(orderId, 100)).body.msg).toBe('同一订单的退款需间隔1分钟，请稍后再试');

    // A notify signed by someone else changes nothing.
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = await notify(fake.refundNotify(sent, 'SUCCESS', { key: stranger.privateKey }));
    expect(forged.statusCode).toBe(401); // a refused notify is a 4xx (WeChat Pay retries any non-2xx)
    expect((await ledgerSums(ctx, infoUuid)).refund).toBe(0);

    sent.status = 'SUCCESS';
    const n = fake.refundNotify(sent);
    const acks = await Promise.all([notify(n), notify(n), notify(n)]);
    expect(acks.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await ledgerSums(ctx, infoUuid)).toMatchObject({ refund: 2000 });
    const row = await ctx.db.selectFrom('refunds').selectAll().where('refund_id', '=', sent.out_refund_no).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'SUCCESS', provider_refund_id: sent.refund_id });
    expect(Number((await ctx.db.selectFrom('cases').select('raised_amount').where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow()).raised_amount)).toBe(3000);
    await expectLedgerHolds(ctx, infoUuid);
  });

  test('a lost request is resent with the same out_refund_no; the query path confirms it; money moves once', async () => {
    const infoUuid = await newCase(ctx, owner.id);
    const orderId = await paidOrder(infoUuid, 3000);
    fake.next.refund = 'drop';
    const r = await refund(orderId, 3000);
    expect(r.body.data.status).toBe('PENDING');
    const id = r.body.data.refundId as string;
    expect(fake.refunds.has(id)).toBe(false);
    ctx.advance(2 * 60_000);
    await reconcile(ctx.deps); // asks (404: never received) -> resends the same out_refund_no
    expect(fake.refunds.get(id)).toMatchObject({ posts: 1, status: 'PROCESSING' });
    fake.refunds.get(id)!.status = 'SUCCESS';
    ctx.advance(2 * 60_000);
    const run = await reconcile(ctx.deps);
    expect(run.changes).toContain(`refund ${id} SUCCESS 3000`);
    await reconcile(ctx.deps);
    expect(fake.refunds.get(id)!.posts).toBe(1);
    expect(await ledgerSums(ctx, infoUuid)).toMatchObject({ refund: 3000 });
    expect((await ctx.db.selectFrom('orders').select('status').where('order_id', '=', orderId).executeTakeFirstOrThrow()).status).toBe('REFUNDED');
    await expectLedgerHolds(ctx, infoUuid);
  });

  test("WeChat's limits: no refund of an order paid over a year ago, at most 50 partial refunds", async () => {
    const infoUuid = await newCase(ctx, owner.id);
    const old = await paidOrder(infoUuid, 1000, ctx.now() - 366 * DAY);
    const r = await refund(old, 100, owner.cookie);
    expect(r.body.msg).toBe('订单支付已超过一年，无法原路退款');
    const many = await paidOrder(infoUuid, 10_000);
    const rows = Array.from({ length: 50 }, (_, i) => ({
      refund_id: `rx${i}-${many}`, idempotency_key: `k${i}-${many}`, order_id: many, info_uuid: infoUuid, user_id: donor.id, donor_user_id: donor.id,
      amount: 1, reason: '部分退款', status: 'FAILED', created_at: ctx.now() - DAY, completed_at: null, kind: 'DONOR', provider_refund_id: null, fail_reason: '', sent_at: null,
    }));
    await ctx.db.insertInto('refunds').values(rows.map((x) => ({ ...x, status: 'SUCCESS' }))).execute();
    expect((await refund(many, 1)).body.msg).toBe('该订单部分退款次数已达上限（50次）');
  });

  test('a payout through the batch transfer API: the payee name encrypted for the platform, paid once', async () => {
    const owner2 = await user(ctx);
    await ctx.db.updateTable('users').set({ openid: 'oPayeeOpenid0001' }).where('user_id', '=', owner2.id).execute();
    const infoUuid = await newCase(ctx, owner2.id, { hospital: '上海瑞金医院', payee_name: '张三' });
    for (let i = 0; i < 3; i++) {
      await ctx.db.insertInto('verifications').values({ verify_id: `wv-${infoUuid}-${i}`, info_uuid: infoUuid, user_id: null, nickname: '友', head_img_url: '', relationship: '朋友', kind: 'friend', content: '属实', from_hospital: 0, created_at: ctx.now() }).execute();
    }
    await paidOrder(infoUuid, 6000);
    await stopRaising(ctx, owner2, infoUuid);
    const w = await post(ctx.app, '/api/cf/v4/drawcash/apply-draw-cash', { infoUuid, amount: 6000, idempotencyKey: key() }, owner2.cookie);
    ctx.advance(DAY + 1000);
    const a = await staffPost(ctx, s1, '/withdrawals/approve', { withdrawalId: w.body.data.withdrawalId });
    const p = a.body.data.payouts[0];
    expect(p).toMatchObject({ status: 'PROCESSING', payee_type: 'FAMILY' });
    expect(fake.transfers.get(p.idempotency_key)).toMatchObject({ amount: 6000, openid: 'oPayeeOpenid0001', userName: '张三', posts: 1 });
    ctx.advance(2 * 60_000);
    await Promise.all([reconcile(ctx.deps), reconcile(ctx.deps)]);
    expect(fake.transfers.get(p.idempotency_key)!.posts).toBe(1); // asked, still processing: not resent
    fake.transfers.get(p.idempotency_key)!.status = 'SUCCESS';
    ctx.advance(2 * 60_000);
    await reconcile(ctx.deps);
    const detail = await staffPost(ctx, s1, '/withdrawals/detail', { withdrawalId: w.body.data.withdrawalId });
    expect(detail.body.data.status).toBe('PAID');
    expect(detail.body.data.payouts[0]).toMatchObject({ status: 'TRANSFERRED', transfer_ref: `1040${p.idempotency_key}` });
    expect(fake.transfers.get(p.idempotency_key)!.posts).toBe(1);
    await expectLedgerHolds(ctx, infoUuid);
  });
});
