/**
 * Withdrawals and refunds on SQLite and PostgreSQL: owner/donor-only access (refusals write
 * nothing), the limits, idempotency by stored keys, and the money invariants under concurrency,
 * within one process and across two processes sharing the database.
 */
import { caseRow, countRows, donate, key, newCase, sumRows, user } from './support/funds';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

type U = { cookie: string; id: string };

describe.each(DIALECTS)('funds (%s)', (dialect) => {
  let ctx: TestCtx;
  let ctx2: TestCtx; // a second server process on the same database
  let owner: U;
  let donor: U;
  let stranger: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    ctx2 = await makeApp(dialect, { scratch: ctx.scratch, migrate: false, clockOf: ctx });
    owner = await user(ctx);
    donor = await user(ctx);
    stranger = await user(ctx);
  });
  afterAll(async () => {
    await ctx2?.close();
    await ctx?.close();
  });

  const check = (cookie: string, infoUuid: string) => post(ctx.app, '/api/cf/v4/drawcash/check-can-cash', { infoUuid }, cookie);
  const withdraw = (cookie: string, infoUuid: string, amount: unknown, idempotencyKey = key(), app = ctx.app) =>
    post(app, '/api/cf/v4/drawcash/apply-draw-cash', { infoUuid, amount, idempotencyKey }, cookie);
  const refund = (cookie: string, orderId: string, amount: unknown, idempotencyKey = key(), app = ctx.app, reason = '重复捐款') =>
    post(app, '/api/cf/v4/refund/apply', { orderId, amount, reason, idempotencyKey }, cookie);
  /** A case of the owner with the given donations from the donor; returns [infoUuid, orderIds]. */
  const funded = async (...amounts: number[]): Promise<[string, string[]]> => {
    const infoUuid = await newCase(ctx, owner.id);
    const ids = [];
    for (const a of amounts) ids.push(await donate(ctx, donor.cookie, infoUuid, a));
    return [infoUuid, ids];
  };

  /** The same, with the raise stopped by the owner (a withdrawal needs it). */
  const stopped = async (...amounts: number[]): Promise<[string, string[]]> => {
    const r = await funded(...amounts);
    const s = await post(ctx.app, '/api/cf/v4/drawcash/stop-raise', { infoUuid: r[0], reason: '已筹到足够的治疗费用', confirm: true }, owner.cookie);
    expect(s.body.code).toBe(0);
    return r;
  };

  describe('withdrawal', () => {
    test('check-can-cash: the owner sees the available amount; others are refused', async () => {
      const [infoUuid] = await stopped(3000, 2000);
      const r = await check(owner.cookie, infoUuid);
      expect(r.body.data).toEqual({ raisedAmount: 5000, withdrawn: 0, refunded: 0, pendingWithdrawals: 0, pendingRefunds: 0, available: 5000, canCash: true, reason: '', raising: false });
      expect((await check(stranger.cookie, infoUuid)).status).toBe(403);
      expect((await check(donor.cookie, infoUuid)).status).toBe(403);
      expect((await check('', infoUuid)).status).toBe(401);
      expect((await check(owner.cookie, 'nope')).status).toBe(404);
      const empty = await newCase(ctx, owner.id, { status: 2 });
      expect((await check(owner.cookie, empty)).body.data).toMatchObject({ available: 0, canCash: false, reason: '暂无可提现金额' });
      const raising = await newCase(ctx, owner.id);
      expect((await check(owner.cookie, raising)).body.data).toMatchObject({ canCash: false, raising: true, reason: '请先停止筹款再申请提现' });
      const terminated = await newCase(ctx, owner.id, { status: 4, raised_amount: 1000 });
      expect((await check(owner.cookie, terminated)).body.data).toMatchObject({ canCash: false, reason: '当前筹款状态不可提现' });
    });

    test("another user's case: 403 and nothing written", async () => {
      const [infoUuid] = await stopped(3000);
      for (const u of [stranger, donor]) {
        const r = await withdraw(u.cookie, infoUuid, 1000);
        expect(r.status).toBe(403);
        expect(r.body.msg).toBe('无权操作');
      }
      expect((await withdraw('', infoUuid, 1000)).status).toBe(401);
      expect(await countRows(ctx, 'withdrawals', infoUuid)).toBe(0);
      expect((await caseRow(ctx, infoUuid)).status).toBe(2);
    });

    test('limits: bad amounts are 400; more than available is 400 提现金额超过可提现金额', async () => {
      const [infoUuid] = await stopped(3000);
      for (const amount of [0, -1, 1.5, '100', null, 1e15]) expect((await withdraw(owner.cookie, infoUuid, amount)).status).toBe(400);
      const over = await withdraw(owner.cookie, infoUuid, 3001);
      expect(over.status).toBe(400);
      expect(over.body.msg).toBe('提现金额超过可提现金额');
      expect(await countRows(ctx, 'withdrawals', infoUuid)).toBe(0);

      const ok = await withdraw(owner.cookie, infoUuid, 1000);
      expect(ok.body.data).toMatchObject({ infoUuid, amount: 1000, status: 'PENDING' });
      expect((await caseRow(ctx, infoUuid)).status).toBe(101);
      expect((await check(owner.cookie, infoUuid)).body.data).toMatchObject({ raisedAmount: 3000, pendingWithdrawals: 1000, available: 2000, canCash: true });
      expect((await withdraw(owner.cookie, infoUuid, 2001)).body.msg).toBe('提现金额超过可提现金额');
      expect((await withdraw(owner.cookie, infoUuid, 2000)).body.code).toBe(0);
      expect((await check(owner.cookie, infoUuid)).body.data).toMatchObject({ available: 0, canCash: false });
      expect((await withdraw(owner.cookie, infoUuid, 1)).status).toBe(400);
      // Status 101: the case takes no more donations.
      const o = await post(ctx.app, '/api/cf/v41/order/add', { infoUuid, amount: 100, anonymous: false, platform: 8, idempotencyKey: key() }, donor.cookie);
      expect(o.status).toBe(400);
    });

    test('idempotent by key: same key -> same withdrawal; same key, other body -> 409', async () => {
      const [infoUuid] = await stopped(5000);
      const k = key();
      const a = await withdraw(owner.cookie, infoUuid, 1500, k);
      const b = await withdraw(owner.cookie, infoUuid, 1500, k, ctx2.app);
      expect(b.body.data.withdrawalId).toBe(a.body.data.withdrawalId);
      expect(await countRows(ctx, 'withdrawals', infoUuid)).toBe(1);
      expect((await withdraw(owner.cookie, infoUuid, 1600, k)).status).toBe(409);
      const other = await newCase(ctx, owner.id, { raised_amount: 5000 });
      expect((await withdraw(owner.cookie, other, 1500, k)).status).toBe(409);
      const rs = await Promise.all(Array.from({ length: 10 }, (_, i) => withdraw(owner.cookie, infoUuid, 700, 'same-' + k, i % 2 ? ctx2.app : ctx.app)));
      expect(new Set(rs.map((r) => r.body.data.withdrawalId)).size).toBe(1);
      expect(await countRows(ctx, 'withdrawals', infoUuid)).toBe(2);
      expect((await check(owner.cookie, infoUuid)).body.data.available).toBe(5000 - 1500 - 700);
    });

    test('20 concurrent applications over two processes never exceed the available amount', async () => {
      const [infoUuid] = await stopped(4000, 3000, 3000);
      const rs = await Promise.all(Array.from({ length: 20 }, (_, i) => withdraw(owner.cookie, infoUuid, 1000, key(), i % 2 ? ctx2.app : ctx.app)));
      expect(rs.filter((r) => r.status === 200)).toHaveLength(10);
      expect(rs.filter((r) => r.status === 400).every((r) => r.body.msg === '提现金额超过可提现金额')).toBe(true);
      expect(rs.filter((r) => r.status === 400)).toHaveLength(10);
      expect(await sumRows(ctx, 'withdrawals', 'info_uuid', infoUuid, ['PENDING', 'PAID'])).toBe(10_000);
      expect((await check(owner.cookie, infoUuid)).body.data.available).toBe(0);
    });
  });

  describe('refund', () => {
    test("someone else's order: 403 and nothing written", async () => {
      const [infoUuid, [orderId]] = await funded(2000);
      const before = await caseRow(ctx, infoUuid);
      const r = await refund(stranger.cookie, orderId, 500);
      expect(r.status).toBe(403);
      expect(r.body.msg).toBe('无权操作');
      expect((await refund('', orderId, 500)).status).toBe(401);
      expect((await refund(donor.cookie, 'CF-nope', 500)).status).toBe(404);
      expect(await countRows(ctx, 'refunds', infoUuid)).toBe(0);
      expect((await caseRow(ctx, infoUuid)).raised).toBe(before.raised);
    });

    test('the donor refunds part, then the rest; the order ends REFUNDED and the case shrinks by exactly that', async () => {
      const [infoUuid, [orderId, other]] = await funded(2000, 1000);
      expect((await caseRow(ctx, infoUuid))).toMatchObject({ raised: 3000, count: 2 });
      const part = await refund(donor.cookie, orderId, 500);
      expect(part.body.data).toMatchObject({ orderId, infoUuid, amount: 500, reason: '重复捐款', status: 'SUCCESS' });
      expect((await caseRow(ctx, infoUuid))).toMatchObject({ raised: 2500, count: 2 });
      const over = await refund(donor.cookie, orderId, 1501);
      expect(over.status).toBe(400);
      expect(over.body.msg).toBe('退款金额超过可退金额');
      for (const amount of [0, -5, 2.5, '500']) expect((await refund(donor.cookie, orderId, amount)).status).toBe(400);
      expect((await refund(donor.cookie, orderId, 1500)).body.data.status).toBe('SUCCESS');
      expect((await caseRow(ctx, infoUuid))).toMatchObject({ raised: 1000, count: 1 });
      const st = await post(ctx.app, '/api/cf/v4/order/queryOrderStatus', { orderId }, donor.cookie);
      expect(st.body.data.status).toBe('REFUNDED');
      expect((await refund(donor.cookie, orderId, 1)).body.msg).toBe('退款金额超过可退金额');
      // The case owner may refund a donor; the donor wall no longer shows refunded orders.
      expect((await refund(owner.cookie, other, 1000)).body.data.status).toBe('SUCCESS');
      expect((await caseRow(ctx, infoUuid))).toMatchObject({ raised: 0, count: 0 });
      expect((await post(ctx.app, '/api/cf/v4/love-list', { infoUuid })).body.data.list).toHaveLength(0);
      expect((await check(owner.cookie, infoUuid)).body.data).toMatchObject({ raisedAmount: 3000, refunded: 3000, available: 0 });
    });

    test('an unpaid order cannot be refunded', async () => {
      const infoUuid = await newCase(ctx, owner.id);
      const o = await post(ctx.app, '/api/cf/v41/order/add', { infoUuid, amount: 800, anonymous: false, platform: 8, idempotencyKey: key() }, donor.cookie);
      const r = await refund(donor.cookie, o.body.data.orderId, 800);
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe('订单未支付，无法退款');
      expect(await countRows(ctx, 'refunds', infoUuid)).toBe(0);
    });

    test('idempotent by key: same key -> same refund, counted once; same key, other body -> 409', async () => {
      const [infoUuid, [orderId]] = await funded(2000);
      const k = key();
      const a = await refund(donor.cookie, orderId, 600, k);
      const b = await refund(donor.cookie, orderId, 600, k, ctx2.app);
      expect(b.body.data.refundId).toBe(a.body.data.refundId);
      expect((await caseRow(ctx, infoUuid)).raised).toBe(1400);
      expect((await refund(donor.cookie, orderId, 700, k)).status).toBe(409);
      expect((await refund(donor.cookie, orderId, 600, k, ctx.app, '其他原因')).status).toBe(409);
      expect((await refund(owner.cookie, orderId, 600, k)).status).toBe(409);
      const rs = await Promise.all(Array.from({ length: 10 }, (_, i) => refund(donor.cookie, orderId, 100, 'same-' + k, i % 2 ? ctx2.app : ctx.app)));
      expect(new Set(rs.map((r) => r.body.data.refundId)).size).toBe(1);
      expect(await countRows(ctx, 'refunds', infoUuid)).toBe(2);
      expect((await caseRow(ctx, infoUuid)).raised).toBe(1300);
    });

    test('20 concurrent refunds (different keys, two processes) never exceed the order amount', async () => {
      const [infoUuid, [orderId]] = await funded(2000, 5000);
      const rs = await Promise.all(Array.from({ length: 20 }, (_, i) => refund(i % 3 ? donor.cookie : owner.cookie, orderId, 300, key(), i % 2 ? ctx2.app : ctx.app)));
      expect(rs.filter((r) => r.status === 200)).toHaveLength(6);
      expect(rs.filter((r) => r.status === 400)).toHaveLength(14);
      expect(rs.filter((r) => r.status === 400).every((r) => r.body.msg === '退款金额超过可退金额')).toBe(true);
      expect(await sumRows(ctx, 'refunds', 'order_id', orderId, ['PENDING', 'SUCCESS'])).toBe(1800);
      expect((await caseRow(ctx, infoUuid)).raised).toBe(7000 - 1800);
      // The remaining 200 completes the order.
      expect((await refund(donor.cookie, orderId, 200)).body.code).toBe(0);
      const rows = await ctx.db.selectFrom('orders').select('status').where('order_id', '=', orderId).executeTakeFirstOrThrow();
      expect(rows.status).toBe('REFUNDED');
      expect((await caseRow(ctx, infoUuid))).toMatchObject({ raised: 5000, count: 1 });
    });

    test('withdrawn money cannot be refunded; racing refunds and withdrawals never overdraw the case', async () => {
      const [infoUuid, [a, b]] = await stopped(3000, 2000);
      expect((await withdraw(owner.cookie, infoUuid, 4000)).body.code).toBe(0);
      const r = await refund(donor.cookie, a, 2000);
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe('筹款余额不足，无法退款');
      expect((await refund(donor.cookie, b, 1000)).body.code).toBe(0);
      expect((await caseRow(ctx, infoUuid)).raised).toBe(4000);

      const [race, orders] = await stopped(1000, 1000, 1000, 1000);
      const calls = [
        ...orders.map((o, i) => refund(donor.cookie, o, 1000, key(), i % 2 ? ctx2.app : ctx.app)),
        ...Array.from({ length: 4 }, (_, i) => withdraw(owner.cookie, race, 1000, key(), i % 2 ? ctx.app : ctx2.app)),
      ];
      const rs = await Promise.all(calls);
      expect(rs.filter((x) => x.status === 200)).toHaveLength(4);
      const c = await caseRow(ctx, race);
      const withdrawn = await sumRows(ctx, 'withdrawals', 'info_uuid', race, ['PENDING', 'PAID']);
      const refunded = await sumRows(ctx, 'refunds', 'info_uuid', race, ['SUCCESS']);
      expect(withdrawn + refunded).toBe(4000);
      expect(c.raised).toBe(4000 - refunded);
      expect(c.raised - withdrawn).toBe(0);
    });

    test('refund/list: mine (asked for by me or of my orders), optionally of one case', async () => {
      const [infoUuid, [o1, o2]] = await funded(1000, 1000);
      await refund(donor.cookie, o1, 100);
      await refund(owner.cookie, o2, 200);
      const mine = await post(ctx.app, '/api/cf/v4/refund/list', { infoUuid }, donor.cookie);
      expect(mine.body.data.list.map((r: { amount: number }) => r.amount).sort()).toEqual([100, 200]);
      expect((await post(ctx.app, '/api/cf/v4/refund/list', { infoUuid }, owner.cookie)).body.data.list.map((r: { amount: number }) => r.amount)).toEqual([200]);
      expect((await post(ctx.app, '/api/cf/v4/refund/list', {}, stranger.cookie)).body.data.list).toEqual([]);
      const all = await post(ctx.app, '/api/cf/v4/refund/list', { size: 2 }, donor.cookie);
      expect(all.body.data.hasNext).toBe(true);
      const next = await post(ctx.app, '/api/cf/v4/refund/list', { size: 50, anchorId: all.body.data.anchorId }, donor.cookie);
      const ids = [...all.body.data.list, ...next.body.data.list].map((r: { refundId: string }) => r.refundId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(Number((await ctx.db.selectFrom('refunds').select((eb) => eb.fn.countAll<number>().as('n')).where('donor_user_id', '=', donor.id).executeTakeFirstOrThrow()).n));
      expect((await post(ctx.app, '/api/cf/v4/refund/list', {}, '')).status).toBe(401);
    });
  });
});
