/**
 * Orders and payments on SQLite and PostgreSQL: idempotent creation, validation, exactly-once
 * mark-paid (replays, concurrency), amount mismatch, the sandbox cashier flow, the donor wall, and order ids
 * that collide under a spike (a fresh id instead of a 500).
 * Uses the real payments library (server/src/payments) through its interface.
 */
import * as crypto from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { signSandboxNotify, SANDBOX_DEV_SECRET } from '../src/payments';
import { markPaid, newOrderId } from '../src/services/orders';
import { DIALECTS, donatableCase, login, makeApp, post, type TestCtx } from './support/testApp';
import { maskName } from '../../src/contract/rules/names';

// The order id's random draw, real unless a test forces a collision (mockReturnValueOnce).
jest.mock('node:crypto', () => {
  const real = jest.requireActual('node:crypto');
  return { ...real, randomInt: jest.fn((...args: unknown[]) => (real.randomInt as (...a: unknown[]) => number)(...args)) };
});
const randomInt = crypto.randomInt as unknown as jest.Mock;

const key = () => randomUUID().replace(/-/g, '');

test('an order id is CF, the millisecond and 12 random digits: 27 characters (WeChat Pay allows 32)', () => {
  const id = newOrderId(1_795_000_000_000);
  expect(id).toMatch(/^CF1795000000000\d{12}$/);
  expect(id).toHaveLength(27);
});
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;

describe.each(DIALECTS)('orders (%s)', (dialect) => {
  let ctx: TestCtx;
  let infoUuid: string;
  let cookie: string;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    infoUuid = await donatableCase(ctx);
    cookie = await login(ctx);
  });
  afterAll(async () => ctx?.close());

  const order = (body: Record<string, unknown>, c = cookie) =>
    post(ctx.app, '/api/cf/v41/order/add', { infoUuid, amount: 2000, anonymous: false, platform: 8, idempotencyKey: key(), ...body }, c);
  const caseTotals = async (id = infoUuid) => {
    const r = await ctx.db.selectFrom('cases').select(['raised_amount', 'donation_count']).where('info_uuid', '=', id).executeTakeFirstOrThrow();
    return { raised: Number(r.raised_amount), count: Number(r.donation_count) };
  };
  const orderCount = async () => Number((await ctx.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const notify = (orderId: string, amount: number, notifyId?: string) => {
    const s = signSandboxNotify(SANDBOX_DEV_SECRET, { orderId, amount, paid: true, notifyId, timestamp: Math.floor(ctx.now() / 1000) });
    return ctx.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', headers: s.headers, payload: s.rawBody });
  };

  test('needs login', async () => {
    expect((await order({}, '')).status).toBe(401);
  });

  test('the same key twice returns the same order; a different amount with that key is 409', async () => {
    const k = key();
    const a = await order({ idempotencyKey: k });
    const b = await order({ idempotencyKey: k });
    expect(a.body.code).toBe(0);
    expect(b.body.data.orderId).toBe(a.body.data.orderId);
    expect(a.body.data.payment).toEqual({ provider: 'sandbox', cashierUrl: `/api/pay/sandbox/cashier?orderId=${encodeURIComponent(a.body.data.orderId)}` });
    expect((await order({ idempotencyKey: k, amount: 3000 })).status).toBe(409);
    const other = await login(ctx);
    expect((await order({ idempotencyKey: k }, other)).status).toBe(409);
  });

  test('20 concurrent same-key requests create one order', async () => {
    const k = key();
    const before = await orderCount();
    const results = await Promise.all(Array.from({ length: 20 }, () => order({ idempotencyKey: k })));
    expect(new Set(results.map((r) => r.body.data.orderId)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
  });

  test('bad amounts are 400 and write nothing', async () => {
    const before = await orderCount();
    for (const amount of [0, -100, 12.5, 10_000_001, 1e12, '2000', null, true]) {
      const r = await order({ amount });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe(400);
      expect(r.body.msg).toMatch(/参数错误/);
    }
    for (const extra of [{ platform: 3 }, { infoUuid: '' }, { anonymous: 'yes' }, { sneaky: 1 }]) {
      expect((await order(extra)).status).toBe(400);
    }
    expect((await order({ amount: 10_000_000 })).status).toBe(200);
    expect(await orderCount()).toBe(before + 1);
  });

  test('ended or expired cases refuse donations', async () => {
    const ended = await ctx.db.selectFrom('cases').select('info_uuid').where('status', '!=', 0).executeTakeFirstOrThrow();
    const r = await order({ infoUuid: ended.info_uuid });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('该筹款已结束，无法继续捐款');
    expect((await order({ infoUuid: 'nope' })).status).toBe(404);
  });

  test('a replayed notify counts once; a mis-signed one is refused; a wrong amount changes nothing', async () => {
    const { orderId } = (await order({ amount: 1234 })).body.data;
    const before = await caseTotals();
    const nid = `n-${key()}`;
    expect((await notify(orderId, 1234, nid)).statusCode).toBe(200);
    expect((await notify(orderId, 1234, nid)).statusCode).toBe(200);
    expect((await notify(orderId, 1234)).statusCode).toBe(200); // a new notify id for a paid order
    expect(await caseTotals()).toEqual({ raised: before.raised + 1234, count: before.count + 1 });

    const o2 = (await order({ amount: 500 })).body.data.orderId;
    const forged = signSandboxNotify('wrong-secret', { orderId: o2, amount: 500, paid: true, timestamp: Math.floor(ctx.now() / 1000) });
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', headers: forged.headers, payload: forged.rawBody });
    expect(Math.floor(bad.statusCode / 100)).toBe(4); // a refusal, never a 500
    expect(Math.floor((await notify(o2, 499)).statusCode / 100)).toBe(4); // a refusal, never a 500
    expect(await caseTotals()).toEqual({ raised: before.raised + 1234, count: before.count + 1 });
    const row = await ctx.db.selectFrom('orders').select('status').where('order_id', '=', o2).executeTakeFirstOrThrow();
    expect(row.status).toBe('PENDING');
    const status = await post(ctx.app, '/api/cf/v4/order/queryOrderStatus', { orderId }, cookie);
    expect(status.body.data).toMatchObject({ orderId, status: 'PAID', amount: 1234 });
  });

  test('concurrent notifies for N orders: raised grows by exactly the sum', async () => {
    const amounts = [100, 250, 999, 1000, 3333, 5000, 77, 12000];
    const ids = [];
    for (const amount of amounts) ids.push((await order({ amount })).body.data.orderId as string);
    const before = await caseTotals();
    // Every order notified twice at once (a provider retry racing the first delivery).
    const all = ids.flatMap((id, i) => [
      markPaid(ctx.deps, 'sandbox', { notifyId: `a-${id}`, orderId: id, amount: amounts[i], tradeNo: `t-${id}`, paid: true }, silentLog),
      markPaid(ctx.deps, 'sandbox', { notifyId: `b-${id}`, orderId: id, amount: amounts[i], tradeNo: `t-${id}`, paid: true }, silentLog),
    ]);
    const results = await Promise.all(all);
    expect(results.filter((r) => r === 'paid')).toHaveLength(amounts.length);
    const sum = amounts.reduce((s, a) => s + a, 0);
    expect(await caseTotals()).toEqual({ raised: before.raised + sum, count: before.count + amounts.length });
  });

  test('sandbox cashier: page, owner-only confirm, pay -> PAID + first donation; cancel closes', async () => {
    const { orderId } = (await order({ amount: 2000 })).body.data;
    const page = await ctx.app.inject({ method: 'GET', url: `/api/pay/sandbox/cashier?orderId=${orderId}`, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('data-testid="cashier-confirm"');
    expect(page.body).toContain('20.00');
    expect(page.headers['content-security-policy']).toBe("frame-ancestors 'self'");

    const stranger = await login(ctx);
    expect((await post(ctx.app, '/api/pay/sandbox/confirm', { orderId, action: 'pay' }, stranger)).status).toBe(403);
    const before = await caseTotals();
    const ok = await post(ctx.app, '/api/pay/sandbox/confirm', { orderId, action: 'pay' }, cookie);
    expect(ok.body.data.redirectUrl).toBe(`/cf/pay/${infoUuid}/success?orderId=${orderId}`);
    expect(await caseTotals()).toEqual({ raised: before.raised + 2000, count: before.count + 1 });
    const again = await post(ctx.app, '/api/pay/sandbox/confirm', { orderId, action: 'pay' }, cookie);
    expect(again.body.code).toBe(0);
    expect(await caseTotals()).toEqual({ raised: before.raised + 2000, count: before.count + 1 });

    const fresh = await login(ctx);
    const o = (await order({ amount: 700 }, fresh)).body.data.orderId;
    await post(ctx.app, '/api/pay/sandbox/confirm', { orderId: o, action: 'pay' }, fresh);
    const st = await post(ctx.app, '/api/cf/v4/order/queryOrderStatus', { orderId: o }, fresh);
    expect(st.body.data).toMatchObject({ status: 'PAID', firstDonation: true });
    ctx.advance(1000);
    const o2 = (await order({ amount: 800 }, fresh)).body.data.orderId;
    await post(ctx.app, '/api/pay/sandbox/confirm', { orderId: o2, action: 'pay' }, fresh);
    expect((await post(ctx.app, '/api/cf/v4/order/queryOrderStatus', { orderId: o2 }, fresh)).body.data.firstDonation).toBe(false);
    expect((await post(ctx.app, '/api/cf/v4/pay/get-status', { infoUuid }, fresh)).body.data.firstDonate).toBe(false);
    expect((await post(ctx.app, '/api/cf/v4/order/queryOrderStatus', { orderId: o2 }, stranger)).status).toBe(403);

    ctx.advance(1000);
    const o3 = (await order({ amount: 900 }, fresh)).body.data.orderId;
    const cancel = await post(ctx.app, '/api/pay/sandbox/confirm', { orderId: o3, action: 'cancel' }, fresh);
    expect(cancel.body.data.redirectUrl).toBe(`/cf/pay/${infoUuid}`);
    expect((await post(ctx.app, '/api/cf/v4/order/queryOrderStatus', { orderId: o3 }, fresh)).body.data.status).toBe('CLOSED');
    const mine = await post(ctx.app, '/api/cf/v4/order/list', { size: 50 }, fresh);
    expect(mine.body.data.list.map((m: { orderId: string }) => m.orderId)).toEqual([o3, o2, o]);
  });

  test('donor wall: PAID orders newest first; anonymous donors hidden', async () => {
    const anon = await login(ctx);
    const nick = (await post(ctx.app, '/api/account/v3/login-check', {}, anon)).body.data.user.nickname;
    const o = (await order({ amount: 4321, anonymous: true }, anon)).body.data.orderId;
    ctx.advance(1000);
    await post(ctx.app, '/api/pay/sandbox/confirm', { orderId: o, action: 'pay' }, anon);
    const wall = await post(ctx.app, '/api/cf/v4/love-list', { infoUuid, size: 50 });
    const item = wall.body.data.list[0];
    expect(item).toMatchObject({ orderId: o, nickname: '爱心人士', headImgUrl: '', anonymous: true, amount: 4321 });
    expect(JSON.stringify(wall.body)).not.toContain(nick);
    const times = wall.body.data.list.map((i: { time: number }) => i.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    await post(ctx.app, '/api/cf/v4/order/modify-anonymous', { orderId: o, anonymous: false }, anon);
    expect((await post(ctx.app, '/api/cf/v4/love-list', { infoUuid })).body.data.list[0].nickname).toBe(maskName(nick)); // by the one mask
    expect((await post(ctx.app, '/api/cf/v4/love-list', { infoUuid }, anon)).body.data.list[0].nickname).toBe(nick); // the donor reads their own whole
  });

  test('pay page status and amounts', async () => {
    const s = await post(ctx.app, '/api/cf/v4/pay/get-status', { infoUuid });
    expect(Object.keys(s.body.data).sort()).toEqual(['caseCharge', 'eyeValue', 'firstDonate', 'groupValue', 'hot', 'subsidize']);
    expect(s.body.data.firstDonate).toBe(true);
    const a = await post(ctx.app, '/api/cf/v4/pay/amount-test', { infoUuid });
    expect(a.body.data.amount).toEqual([1000, 2000, 5000, 10000, 20000, 50000]);
  });

  // Under a spike two orders in one millisecond (the test clock stands still) can draw the same digits.
  test('two orders in one millisecond that draw the same digits: both are created, with different ids', async () => {
    randomInt.mockReturnValueOnce(42).mockReturnValueOnce(42);
    const a = await order({});
    const b = await order({});
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.data.orderId).toBe(`CF${ctx.now()}000000000042`);
    expect(b.body.data.orderId).not.toBe(a.body.data.orderId);
    expect(b.body.data.orderId).toMatch(new RegExp(`^CF${ctx.now()}\\d{12}$`));
  });

  test('an id that stays taken is tried three times, then the request fails without writing anything', async () => {
    const taken = await order({});
    const digits = Number(taken.body.data.orderId.slice(-12));
    const before = await orderCount();
    randomInt.mockReturnValueOnce(digits).mockReturnValueOnce(digits).mockReturnValueOnce(digits);
    expect((await order({})).status).toBe(500);
    expect(await orderCount()).toBe(before);
  });
});

describe('two server processes on one PostgreSQL database', () => {
  test('same key from both: one order; notifies through both: counted once', async () => {
    const a = await makeApp('pg');
    const b = await makeApp('pg', { scratch: a.scratch, migrate: false });
    try {
      const infoUuid = await donatableCase(a);
      const cookie = await login(a);
      const k = key();
      const body = { infoUuid, amount: 1500, anonymous: false, platform: 8, idempotencyKey: k };
      const rs = await Promise.all(Array.from({ length: 10 }, (_, i) => post((i % 2 ? b : a).app, '/api/cf/v41/order/add', body, cookie)));
      expect(new Set(rs.map((r) => r.body.data.orderId)).size).toBe(1);
      const orderId = rs[0].body.data.orderId;
      const before = Number((await a.db.selectFrom('cases').select('raised_amount').where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow()).raised_amount);
      const n = { notifyId: `x-${orderId}`, orderId, amount: 1500, tradeNo: 't', paid: true };
      const res = await Promise.all([markPaid(a.deps, 'sandbox', n, silentLog), markPaid(b.deps, 'sandbox', n, silentLog), markPaid(b.deps, 'sandbox', { ...n, notifyId: 'y' }, silentLog)]);
      expect(res.filter((r) => r === 'paid')).toHaveLength(1);
      const after = Number((await a.db.selectFrom('cases').select('raised_amount').where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow()).raised_amount);
      expect(after - before).toBe(1500);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
