import { PayNotifyError } from '../../src/payments/types';
import { APIV3_KEY, NOW_MS, notifyBody, provider, stranger, transaction, wechatpayHeaders } from './wxpayFixture';

const p = provider();

async function rejects(headers: Record<string, string | undefined>, body: string, reason?: RegExp) {
  const err = await p.parseNotify(headers, body).then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(PayNotifyError);
  if (reason) expect((err as Error).message).toMatch(reason);
}

describe('wxpay notify', () => {
  test('a good notify parses into ParsedNotify', async () => {
    const body = notifyBody(transaction({ out_trade_no: 'CF0001XYZ', total: 1234 }), { id: 'EV-1' });
    await expect(p.parseNotify(wechatpayHeaders(body), body)).resolves.toEqual({
      notifyId: 'EV-1',
      orderId: 'CF0001XYZ',
      amount: 1234,
      tradeNo: '4200001234202401011234567890',
      paid: true,
    });
  });

  test('header names are matched case-insensitively', async () => {
    const body = notifyBody(transaction());
    const h = wechatpayHeaders(body);
    const mixed = {
      'Wechatpay-Timestamp': h['wechatpay-timestamp'],
      'Wechatpay-Nonce': h['wechatpay-nonce'],
      'Wechatpay-Signature': h['wechatpay-signature'],
      'Wechatpay-Serial': h['wechatpay-serial'],
    };
    await expect(p.parseNotify(mixed, body)).resolves.toMatchObject({ paid: true });
  });

  test('a non-SUCCESS trade state is parsed as not paid', async () => {
    const body = notifyBody(transaction({ trade_state: 'CLOSED', transaction_id: '' }));
    await expect(p.parseNotify(wechatpayHeaders(body), body)).resolves.toMatchObject({ paid: false, tradeNo: '' });
  });

  test('signature by another key is rejected', async () => {
    const body = notifyBody(transaction());
    await rejects(wechatpayHeaders(body, { key: stranger.privateKey }), body, /bad signature/);
  });

  test('a wrong signature value is rejected', async () => {
    const body = notifyBody(transaction());
    const other = notifyBody(transaction({ total: 1 }));
    await rejects({ ...wechatpayHeaders(body), 'wechatpay-signature': wechatpayHeaders(other)['wechatpay-signature'] }, body);
    await rejects({ ...wechatpayHeaders(body), 'wechatpay-signature': 'not base64 at all!' }, body);
  });

  test('a tampered body is rejected', async () => {
    const body = notifyBody(transaction());
    await rejects(wechatpayHeaders(body), body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS '), /bad signature/);
  });

  test('a resource encrypted with another APIv3 key is rejected even when the body is signed', async () => {
    const body = notifyBody(transaction(), { key: 'ZYXWVUTSRQPONMLKJIHGFEDCBA987654' });
    await rejects(wechatpayHeaders(body), body, /not decryptable/);
  });

  test.each([
    ['ciphertext', (raw: Buffer) => { raw[0] ^= 1; }],
    ['tag', (raw: Buffer) => { raw[raw.length - 1] ^= 1; }],
  ])('tampered %s (re-signed by the platform) fails the GCM check', async (_name, flip) => {
    const good = JSON.parse(notifyBody(transaction()));
    const raw = Buffer.from(good.resource.ciphertext, 'base64');
    flip(raw);
    good.resource.ciphertext = raw.toString('base64');
    const body = JSON.stringify(good);
    await rejects(wechatpayHeaders(body), body, /not decryptable/);
  });

  test('tampered associated_data fails the GCM check', async () => {
    const good = JSON.parse(notifyBody(transaction()));
    good.resource.associated_data = 'refund';
    const body = JSON.stringify(good);
    await rejects(wechatpayHeaders(body), body, /not decryptable/);
  });

  test('a timestamp more than 5 minutes off is rejected, either direction', async () => {
    const body = notifyBody(transaction());
    await rejects(wechatpayHeaders(body, { timestamp: String(NOW_MS / 1000 - 301) }), body, /stale/);
    await rejects(wechatpayHeaders(body, { timestamp: String(NOW_MS / 1000 + 301) }), body, /stale/);
    await expect(p.parseNotify(wechatpayHeaders(body, { timestamp: String(NOW_MS / 1000 - 299) }), body)).resolves.toBeTruthy();
  });

  test.each(['wechatpay-timestamp', 'wechatpay-nonce', 'wechatpay-signature', 'wechatpay-serial'])(
    'missing %s is rejected',
    async (name) => {
      const body = notifyBody(transaction());
      const h = { ...wechatpayHeaders(body) };
      delete h[name];
      await rejects(h, body, /missing/);
    },
  );

  test('an unknown platform serial is rejected', async () => {
    const body = notifyBody(transaction());
    await rejects(wechatpayHeaders(body, { serial: 'PUB_KEY_ID_OTHER' }), body, /serial/);
  });

  test('the WeChat signature probe is rejected', async () => {
    const body = notifyBody(transaction());
    await rejects({ ...wechatpayHeaders(body), 'wechatpay-signature': 'WECHATPAY/SIGNTEST/abc' }, body);
  });

  test('malformed bodies are rejected', async () => {
    for (const body of ['not json', '{}', JSON.stringify({ id: 'x', resource: { algorithm: 'AEAD_AES_256_GCM' } })]) {
      await rejects(wechatpayHeaders(body), body);
    }
  });

  test('a decrypted transaction without required fields or for another merchant is rejected', async () => {
    const missing = notifyBody({ trade_state: 'SUCCESS' });
    await rejects(wechatpayHeaders(missing), missing, /malformed/);
    const other = notifyBody(transaction({ mchid: '1111111111' }));
    await rejects(wechatpayHeaders(other), other, /another mchid/);
  });

  test('APIv3 key length is checked at construction', () => {
    expect(() => provider({ apiV3Key: APIV3_KEY.slice(1) })).toThrow(/32 bytes/);
  });

  test('ackBody follows the v3 answer format', () => {
    expect(p.ackBody(true)).toEqual({ status: 200, body: { code: 'SUCCESS' } });
    const fail = p.ackBody(false);
    expect(fail.status).toBe(400); // a refusal is a 4xx (the provider retries any non-2xx)
    expect(p.ackBody(false, 401).status).toBe(401);
    expect(fail.body).toMatchObject({ code: 'FAIL', message: expect.any(String) });
  });
});
