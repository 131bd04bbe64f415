/**
 * Hostile input against the real server (SQLite): acting on another user's case and comment,
 * SMS code brute force and send flooding, oversized bodies, bad amounts on order add, and
 * unsigned / mis-signed payment notifies. Every refusal must change nothing.
 */
import { signSandboxNotify } from '../../server/src/payments/sandbox';
import { donatableCases, expectRefused, fundingInfo, get, login, newKey, orderBody, post } from './lib/api';
import { readLedger } from './lib/ledger';
import { startProc, type ServerProc } from './lib/proc';

jest.setTimeout(120_000);

const SECRET = 'faults-api-abuse-secret';
let server: ServerProc;
let infoUuid: string;
let alice: string; // cookies
let bob: string;

beforeAll(async () => {
  server = await startProc({ env: { SANDBOX_PAY_SECRET: SECRET } });
  [infoUuid] = await donatableCases(server.baseUrl, 1);
  alice = await login(server, '13600000001');
  bob = await login(server, '13600000002');
});

afterAll(async () => {
  await server?.cleanup();
});

const api = (path: string, body: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  post(server.baseUrl, path, body, { ...(cookie ? { cookie } : {}), ...headers });


describe("another user's case and comment", () => {
  test('publishing progress on a case one does not own is 403 and adds nothing', async () => {
    const before = await get(server.baseUrl, `/api/cf/v4/progress/get?infoUuid=${encodeURIComponent(infoUuid)}&offset=0&limit=50`);
    expect(before.body.code).toBe(0);
    expect((await fundingInfo(server.baseUrl, infoUuid, alice)).isSelf).toBe(false);
    const r = await api('/api/cf/v4/progress/add', { infoUuid, content: '冒充筹款人发布的动态' }, alice);
    expectRefused(r, [403]);
    const after = await get(server.baseUrl, `/api/cf/v4/progress/get?infoUuid=${encodeURIComponent(infoUuid)}&offset=0&limit=50`);
    expect(after.body.data.total).toBe(before.body.data.total);
    expect(JSON.stringify(after.body.data.list)).not.toContain('冒充筹款人');
  });

  test("deleting someone else's comment is 403 and the comment stays; its author can delete it", async () => {
    const added = await api('/api/cf/v4/comment/add', { infoUuid, content: '加油，早日康复 abuse-1' }, alice);
    expect(added.body.code).toBe(0);
    const commentId = added.body.data.id as string;
    const list = async () => (await api('/api/cf/v5/detail/get', { infoUuid, size: 50 })).body.data.list as { id: string }[];

    expectRefused(await api('/api/cf/v4/comment/remove', { commentId, infoUuid }, bob), [403]);
    expectRefused(await api('/api/cf/v4/comment/remove', { commentId, infoUuid }), [401, 403]);
    expect((await list()).some((c) => c.id === commentId)).toBe(true);

    expect((await api('/api/cf/v4/comment/remove', { commentId, infoUuid }, alice)).body.code).toBe(0);
    expect((await list()).some((c) => c.id === commentId)).toBe(false);
  });
});

describe('SMS codes', () => {
  const wrong = (code: string, k: number) => String((Number(code) + 1 + k) % 1_000_000).padStart(6, '0');

  test('after more than 5 wrong codes the code is dead, even when the right one comes next', async () => {
    const phone = '13600000011';
    const since = server.output().length;
    expect((await api('/api/useraccount/sendVerifyCode', { mobile: phone })).body.code).toBe(0);
    const code = await server.smsCode(phone, since);
    for (let k = 0; k < 6; k++) {
      expectRefused(await api('/api/account/v3/login-with-mobile', { mobile: phone, verifyCode: wrong(code, k) }));
    }
    const right = await api('/api/account/v3/login-with-mobile', { mobile: phone, verifyCode: code });
    expectRefused(right);
    expect(right.headers.getSetCookie().filter((c) => /^cf_session=[^;]+/.test(c))).toEqual([]);
  });

  test('a right code after two wrong ones still logs in (the limit counts, it does not fire early)', async () => {
    const phone = '13600000012';
    const since = server.output().length;
    expect((await api('/api/useraccount/sendVerifyCode', { mobile: phone })).body.code).toBe(0);
    const code = await server.smsCode(phone, since);
    for (let k = 0; k < 2; k++) expectRefused(await api('/api/account/v3/login-with-mobile', { mobile: phone, verifyCode: wrong(code, k) }));
    expect((await api('/api/account/v3/login-with-mobile', { mobile: phone, verifyCode: code })).body.code).toBe(0);
  });

  test('a second send within 60 s is 429 and sends no second SMS', async () => {
    const phone = '13600000013';
    const since = server.output().length;
    expect((await api('/api/useraccount/sendVerifyCode', { mobile: phone })).body.code).toBe(0);
    await server.smsCode(phone, since);
    const again = await api('/api/useraccount/sendVerifyCode', { mobile: phone });
    expectRefused(again, [429]);
    expect(again.body.code).toBe(429);
    const lines = server.output().slice(since).match(new RegExp(`\\[sms\\] ${phone} `, 'g')) ?? [];
    expect(lines).toHaveLength(1);
  });
});

const keysTried: string[] = [];

describe('order add with hostile bodies', () => {
  const tryOrder = async (body: unknown, raw?: string) => {
    if (body && typeof body === 'object' && 'idempotencyKey' in body) keysTried.push(String((body as any).idempotencyKey));
    return api('/api/cf/v41/order/add', raw ?? body, bob);
  };

  test('a body over 64 KiB is refused with 413/400', async () => {
    const huge = { ...orderBody(infoUuid, 1000), comment: '好'.repeat(70 * 1024) };
    const r = await tryOrder(huge);
    expectRefused(r, [400, 413]);
    const padded = await tryOrder(null, JSON.stringify({ ...orderBody(infoUuid, 1000), pad: 'x'.repeat(100 * 1024) }));
    expect([400, 413]).toContain(padded.status);
    const comment = await api('/api/cf/v4/comment/add', { infoUuid, content: 'x'.repeat(80 * 1024) }, bob);
    expect([400, 413]).toContain(comment.status);
  });

  test.each([
    ['a string amount', { amount: '1000' }],
    ['a boolean amount', { amount: true }],
    ['a null amount', { amount: null }],
    ['an array amount', { amount: [1000] }],
    ['a negative amount', { amount: -1000 }],
    ['a zero amount', { amount: 0 }],
    ['a fractional amount', { amount: 1000.5 }],
    ['a huge amount', { amount: 1e15 }],
    ['an amount beyond 2^53', { amount: 2 ** 60 }],
    ['a numeric infoUuid', { infoUuid: 12345 }],
    ['an unknown platform', { platform: 3 }],
    ['no idempotency key', { idempotencyKey: undefined }],
    ['an unknown case', { infoUuid: 'no-such-case' }],
  ])('%s is a clear 4xx with a Chinese msg', async (_name, patch) => {
    expectRefused(await tryOrder({ ...orderBody(infoUuid, 1000, newKey()), ...patch }));
  });

  test('an amount written as 1e400 (Infinity) or as a string in raw JSON is refused', async () => {
    const key = newKey();
    keysTried.push(key);
    expectRefused(await tryOrder(null, `{"infoUuid":${JSON.stringify(infoUuid)},"amount":1e400,"anonymous":false,"platform":8,"idempotencyKey":"${key}"}`));
  });

  test('none of the refused bodies wrote an order', async () => {
    const mine = await api('/api/cf/v4/order/list', { size: 50 }, bob);
    expect(mine.body.code).toBe(0);
    expect(mine.body.data.list).toEqual([]);
    expect(keysTried.length).toBeGreaterThan(10);
  });
});

describe('payment notifies', () => {
  async function pendingOrder(amount = 3000) {
    const r = await api('/api/cf/v41/order/add', orderBody(infoUuid, amount), alice);
    expect(r.body.code).toBe(0);
    return r.body.data.orderId as string;
  }
  const status = async (orderId: string) => (await api('/api/cf/v4/order/queryOrderStatus', { orderId }, alice)).body.data.status;
  const notify = (rawBody: string, headers: Record<string, string>) => post(server.baseUrl, '/api/pay/notify/sandbox', rawBody, headers);

  test('unsigned, mis-signed, tampered and stale notifies are rejected and the order stays PENDING', async () => {
    const orderId = await pendingOrder();
    const before = await fundingInfo(server.baseUrl, infoUuid);
    const good = signSandboxNotify(SECRET, { orderId, amount: 3000, paid: true });
    const attempts = [
      notify(good.rawBody, { 'content-type': 'application/json' }),
      notify(good.rawBody, signSandboxNotify('not-the-secret', { orderId, amount: 3000, paid: true }).headers),
      notify(good.rawBody.replace('"amount":3000', '"amount":300000'), good.headers),
      notify(good.rawBody, { ...good.headers, 'x-sandbox-signature': good.headers['x-sandbox-signature'].replace(/^./, (c) => (c === '0' ? '1' : '0')) }),
      (() => {
        const stale = signSandboxNotify(SECRET, { orderId, amount: 3000, paid: true, timestamp: Math.floor(Date.now() / 1000) - 3600 });
        return notify(stale.rawBody, stale.headers);
      })(),
      notify(good.rawBody, { ...good.headers, 'x-sandbox-timestamp': String(Number(good.headers['x-sandbox-timestamp']) + 1) }),
    ];
    for (const r of await Promise.all(attempts)) {
      expect(r.status).not.toBe(200);
      expect(r.body?.code).not.toBe('SUCCESS');
    }
    expect(await status(orderId)).toBe('PENDING');
    const after = await fundingInfo(server.baseUrl, infoUuid);
    expect(after.raisedAmount).toBe(before.raisedAmount);
    expect(after.donationCount).toBe(before.donationCount);

    // The same notify, properly signed, is accepted: the refusals above were about the signature.
    const accepted = await notify(good.rawBody, good.headers);
    expect(accepted.status).toBe(200);
    expect(await status(orderId)).toBe('PAID');
    expect((await fundingInfo(server.baseUrl, infoUuid)).raisedAmount).toBe(before.raisedAmount + 3000);
  });

  test('a signed notify whose amount differs from the order does not mark it PAID', async () => {
    const orderId = await pendingOrder(5000);
    const before = await fundingInfo(server.baseUrl, infoUuid);
    const wrongAmount = signSandboxNotify(SECRET, { orderId, amount: 1, paid: true });
    await notify(wrongAmount.rawBody, wrongAmount.headers);
    expect(await status(orderId)).not.toBe('PAID');
    expect((await fundingInfo(server.baseUrl, infoUuid)).raisedAmount).toBe(before.raisedAmount);
  });

  test('cancelling a PAID order at the cashier does not un-pay or re-close it', async () => {
    const orderId = await pendingOrder(2000);
    expect((await api('/api/pay/sandbox/confirm', { orderId, action: 'pay' }, alice)).body.code).toBe(0);
    const paid = await fundingInfo(server.baseUrl, infoUuid);
    await api('/api/pay/sandbox/confirm', { orderId, action: 'cancel' }, alice);
    expect(await status(orderId)).toBe('PAID');
    expect((await fundingInfo(server.baseUrl, infoUuid)).raisedAmount).toBe(paid.raisedAmount);
  });
});

test('the database holds no order for any refused body (read from the SQLite file after stopping)', async () => {
  await server.stop();
  const ledger = await readLedger({ dataDir: server.dataDir });
  expect(keysTried.length).toBeGreaterThan(10);
  expect(ledger.orders.filter((o) => keysTried.includes(o.key))).toEqual([]);
});
