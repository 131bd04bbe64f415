import { createSandboxProvider, SANDBOX_DEV_SECRET, signSandboxNotify, verifySandboxNotify } from '../../src/payments/sandbox';
import { PayNotifyError } from '../../src/payments/types';

const SECRET = 'test-secret';
const NOW_MS = 1_700_000_000_000;
const payload = { notifyId: 'n1', orderId: 'CF1', amount: 2000, tradeNo: 't1', paid: true, timestamp: NOW_MS / 1000 };
const p = createSandboxProvider({ secret: SECRET, now: () => NOW_MS });

async function rejects(headers: Record<string, string | undefined>, body: string) {
  await expect(p.parseNotify(headers, body)).rejects.toBeInstanceOf(PayNotifyError);
}

describe('sandbox provider', () => {
  test('createPayment points at the cashier page for the order', async () => {
    await expect(p.createPayment({ orderId: 'CF 1&x', amount: 1, infoUuid: 'u', description: 'd', baseUrl: '' })).resolves.toEqual({
      provider: 'sandbox',
      cashierUrl: '/api/pay/sandbox/cashier?orderId=CF%201%26x',
    });
  });

  test('sign -> parseNotify round trip', async () => {
    const signed = signSandboxNotify(SECRET, payload);
    expect(signed.headers['x-sandbox-signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(signed.headers['x-sandbox-timestamp']).toBe(String(NOW_MS / 1000));
    await expect(p.parseNotify(signed.headers, signed.rawBody)).resolves.toEqual({
      notifyId: 'n1', orderId: 'CF1', amount: 2000, tradeNo: 't1', paid: true,
    });
  });

  test('ids and timestamp are filled in when not given', () => {
    const a = signSandboxNotify(SECRET, { orderId: 'CF1', amount: 5, paid: false });
    const b = signSandboxNotify(SECRET, { orderId: 'CF1', amount: 5, paid: false });
    const pa = verifySandboxNotify(SECRET, a.headers, a.rawBody);
    const pb = verifySandboxNotify(SECRET, b.headers, b.rawBody);
    expect(pa.notifyId).not.toBe(pb.notifyId);
    expect(pa.tradeNo).toMatch(/^sbt_/);
    expect(pa.paid).toBe(false);
  });

  test('missing headers are rejected', async () => {
    const s = signSandboxNotify(SECRET, payload);
    await rejects({}, s.rawBody);
    await rejects({ 'x-sandbox-timestamp': s.headers['x-sandbox-timestamp'] }, s.rawBody);
    await rejects({ 'x-sandbox-signature': s.headers['x-sandbox-signature'] }, s.rawBody);
  });

  test('a wrong secret, a wrong signature or a tampered body is rejected', async () => {
    const s = signSandboxNotify(SECRET, payload);
    const other = signSandboxNotify('other-secret', payload);
    await rejects(other.headers, other.rawBody);
    await rejects({ ...s.headers, 'x-sandbox-signature': s.headers['x-sandbox-signature'].replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) }, s.rawBody);
    await rejects({ ...s.headers, 'x-sandbox-signature': 'zz' }, s.rawBody);
    await rejects(s.headers, s.rawBody.replace('2000', '1'));
  });

  test('the dev default secret does not verify a notify signed with a configured one', async () => {
    const s = signSandboxNotify(SECRET, payload);
    const dflt = createSandboxProvider({ now: () => NOW_MS });
    await expect(dflt.parseNotify(s.headers, s.rawBody)).rejects.toBeInstanceOf(PayNotifyError);
    const d = signSandboxNotify(SANDBOX_DEV_SECRET, payload);
    await expect(dflt.parseNotify(d.headers, d.rawBody)).resolves.toMatchObject({ orderId: 'CF1' });
  });

  test('stale timestamps (more than 5 minutes) are rejected', async () => {
    const old = signSandboxNotify(SECRET, { ...payload, timestamp: NOW_MS / 1000 - 301 });
    await rejects(old.headers, old.rawBody);
    const recent = signSandboxNotify(SECRET, { ...payload, timestamp: NOW_MS / 1000 - 290 });
    await expect(p.parseNotify(recent.headers, recent.rawBody)).resolves.toBeTruthy();
  });

  test('a header timestamp that differs from the body (replayed body with new header) is rejected', async () => {
    const old = signSandboxNotify(SECRET, { ...payload, timestamp: NOW_MS / 1000 - 3600 });
    const ts = String(NOW_MS / 1000);
    // Even correctly HMACed over the new timestamp, the body still says the old one.
    const { createHmac } = await import('crypto');
    const sig = createHmac('sha256', SECRET).update(`${ts}\n${old.rawBody}`).digest('hex');
    await rejects({ 'x-sandbox-signature': sig, 'x-sandbox-timestamp': ts }, old.rawBody);
  });

  test('malformed (but signed) bodies are rejected', async () => {
    const { createHmac } = await import('crypto');
    const ts = String(NOW_MS / 1000);
    for (const body of ['nope', '{}', JSON.stringify({ ...payload, amount: 1.5 }), JSON.stringify({ ...payload, paid: 'yes' })]) {
      const sig = createHmac('sha256', SECRET).update(`${ts}\n${body}`).digest('hex');
      await rejects({ 'x-sandbox-signature': sig, 'x-sandbox-timestamp': ts }, body);
    }
  });

  test('queryOrder knows nothing; ackBody has the standard shape', async () => {
    await expect(p.queryOrder('CF1')).resolves.toBeNull();
    expect(p.ackBody(true)).toEqual({ status: 200, body: { code: 'SUCCESS' } });
    expect(p.ackBody(false).status).toBe(400);
    expect(p.ackBody(false, 401).status).toBe(401);
  });
});
