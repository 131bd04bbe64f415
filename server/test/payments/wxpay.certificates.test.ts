/**
 * Platform certificates fetched and rotated by the server (wxpay/certificates.ts) against a local fake
 * of the WeChat Pay API, and the public-key mode. Keys and certificates are generated in the test.
 */
import { parseSettings } from '../../src/settings';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createPayProvider, type PayProvider } from '../../src/payments';
import { CertificateManager, REFRESH_MS } from '../../src/payments/wxpay/certificates';
import { encryptResource } from '../../src/payments/wxpay/crypto';
import { createWxPayProvider } from '../../src/payments/wxpay/provider';
import { signMessage } from '../../src/payments/wxpay/sign';
import { makePlatformCert, startFakeWxpay, type FakeWxpay, type PlatformCert } from './fakeWxpayServer';

jest.setTimeout(60_000);

let fake: FakeWxpay;
beforeAll(async () => {
  fake = await startFakeWxpay();
});
afterAll(async () => fake?.close());

const providers: PayProvider[] = [];
function certProvider(): PayProvider {
  const p = createWxPayProvider({
    mchid: fake.mchid, serialNo: fake.merchant.serial, privateKey: fake.merchant.privateKey, apiV3Key: fake.apiV3Key,
    mpAppId: 'wx_mp_e2e', baseUrl: fake.url,
  });
  providers.push(p);
  return p;
}
afterAll(() => providers.forEach((p) => (p as unknown as { stop?: () => void }).stop?.()));

/** A notify for one order, signed as WeChat does with `cert`. */
function notify(cert: PlatformCert, orderId = `CF${Date.now()}`) {
  const tx = { mchid: fake.mchid, out_trade_no: orderId, transaction_id: '4200000001', trade_state: 'SUCCESS', amount: { total: 1200 } };
  const body = JSON.stringify({ id: `EV-${randomBytes(4).toString('hex')}`, resource: encryptResource(JSON.stringify(tx), fake.apiV3Key, 'abcdefabcdef', 'transaction') });
  const ts = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(8).toString('hex');
  const headers = {
    'wechatpay-timestamp': ts, 'wechatpay-nonce': nonce, 'wechatpay-serial': cert.serial,
    'wechatpay-signature': createSign('RSA-SHA256').update(signMessage(ts, nonce, body)).sign(cert.key, 'base64'),
  };
  return { headers, body };
}

test('certificates are downloaded, decrypted and used to verify notifies; a known serial costs no call', async () => {
  const p = certProvider();
  const before = fake.certificateDownloads;
  const n = notify(fake.signer);
  await expect(p.parseNotify(n.headers, n.body)).resolves.toMatchObject({ paid: true, amount: 1200 });
  expect(fake.certificateDownloads - before).toBe(1);
  const calls = fake.requests.length;
  const again = notify(fake.signer);
  await expect(p.parseNotify(again.headers, again.body)).resolves.toMatchObject({ paid: true });
  expect(fake.requests.length).toBe(calls); // nothing leaves the process on the notify path
  // the download was a signed request
  expect(fake.requests.filter((r) => r.path === '/v3/certificates').every((r) => r.signed)).toBe(true);
});

test('a notify signed with a new serial refreshes once and is accepted as soon as the new certificate is there', async () => {
  const p = certProvider();
  const warm = notify(fake.signer);
  await p.parseNotify(warm.headers, warm.body);
  const fresh = fake.rotate(true);
  const before = fake.certificateDownloads;
  const n = notify(fresh);
  await expect(p.parseNotify(n.headers, n.body)).resolves.toMatchObject({ paid: true });
  expect(fake.certificateDownloads - before).toBe(1);
  // the old certificate is still published and still verifies
  const old = notify(fake.certs[0]);
  await expect(p.parseNotify(old.headers, old.body)).resolves.toMatchObject({ paid: true });
  expect(fake.certificateDownloads - before).toBe(1);
});

test('forged serials are refused and cannot make the server download again and again', async () => {
  const p = certProvider();
  const warm = notify(fake.signer);
  await p.parseNotify(warm.headers, warm.body);
  const forged = makePlatformCert();
  const before = fake.certificateDownloads;
  for (let i = 0; i < 3; i += 1) {
    const n = notify(forged);
    // eslint-disable-next-line no-await-in-loop
    await expect(p.parseNotify(n.headers, n.body)).rejects.toThrow(/unknown platform serial/);
  }
  expect(fake.certificateDownloads - before).toBeLessThanOrEqual(1);
  // a known serial with a signature by another key is still a bad signature
  const liar = notify({ ...forged, serial: fake.signer.serial });
  await expect(p.parseNotify(liar.headers, liar.body)).rejects.toThrow(/bad signature/);
});

test('prepay answers are verified with the downloaded certificates', async () => {
  const p = certProvider();
  const pay = await p.createPayment({ orderId: `CF${Date.now()}01`, amount: 500, infoUuid: 'case-1', description: '测试', openid: 'o-e2e', baseUrl: 'https://cf.example.com', platform: 'weapp' });
  expect(pay.provider).toBe('wxpay');
  const prepay = [...fake.prepays.values()].at(-1)!;
  expect(prepay).toMatchObject({ openid: 'o-e2e', total: 500, appid: 'wx_mp_e2e' });
});

test('a tampered certificate download is refused and the known certificates stay', async () => {
  const good = makePlatformCert();
  const answer = (cipher: ReturnType<typeof encryptResource>) => {
    const text = JSON.stringify({ data: [{ serial_no: good.serial, encrypt_certificate: cipher }] });
    const ts = String(Math.floor(Date.now() / 1000));
    const headers: Record<string, string> = {
      'Wechatpay-Timestamp': ts, 'Wechatpay-Nonce': 'n1', 'Wechatpay-Serial': good.serial,
      'Wechatpay-Signature': createSign('RSA-SHA256').update(signMessage(ts, 'n1', text)).sign(good.key, 'base64'),
    };
    return { status: 200, headers: { get: (k: string) => headers[k] ?? null }, text };
  };
  const key = fake.apiV3Key;
  const ok = encryptResource(good.certPem, key, 'nonce1234567', 'certificate');
  const tampered = { ...ok, ciphertext: Buffer.from(Buffer.from(ok.ciphertext, 'base64').map((b, i) => (i === 10 ? b ^ 1 : b))).toString('base64') };
  let next = answer(ok);
  const m = new CertificateManager({ send: async () => next, apiV3Key: key, minRefetchMs: 0 });
  await m.refresh();
  expect(m.serials()).toEqual([good.serial]);
  next = answer(tampered);
  await expect(m.refresh()).rejects.toThrow();
  expect(m.lastError).not.toBeNull();
  expect(m.serials()).toEqual([good.serial]);
  expect(await m.keyFor(good.serial)).toBeDefined();
});

test('certificates are refreshed at least every 12 hours', async () => {
  expect(REFRESH_MS).toBeLessThanOrEqual(12 * 3600_000);
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    const send = jest.fn(async () => ({ status: 500, headers: { get: () => null }, text: '' }));
    const m = new CertificateManager({ send, apiV3Key: fake.apiV3Key }).start();
    const settle = () => new Promise((r) => setImmediate(r));
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(12 * 3600_000);
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(12 * 3600_000);
    await settle();
    expect(send).toHaveBeenCalledTimes(3);
    m.stop();
  } finally {
    jest.useRealTimers();
  }
});

test('public-key mode: WXPAY_PUBLIC_KEY_PATH + WXPAY_PUBLIC_KEY_ID, no certificate download', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cf-pubkey-'));
  const platformPair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pubPath = join(dir, 'pub.pem');
  const keyPath = join(dir, 'merchant.pem');
  writeFileSync(pubPath, platformPair.publicKey.export({ type: 'spki', format: 'pem' }) as string);
  writeFileSync(keyPath, fake.merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string);
  const env = {
    PAY_PROVIDER: 'wxpay', WXPAY_MCHID: fake.mchid, WXPAY_SERIAL_NO: fake.merchant.serial, WXPAY_PRIVATE_KEY_PATH: keyPath,
    WXPAY_APIV3_KEY: fake.apiV3Key, WX_MP_APPID: 'wx_mp_e2e', WXPAY_API_BASE: fake.url, WXPAY_PUBLIC_KEY_PATH: pubPath,
  };
  expect(() => createPayProvider(parseSettings(env))).toThrow(/WXPAY_PUBLIC_KEY_ID/);
  const before = fake.certificateDownloads;
  const p = createPayProvider(parseSettings({ ...env, WXPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114232134912410000000000000' }));
  const asKey: PlatformCert = { serial: 'PUB_KEY_ID_0114232134912410000000000000', certPem: '', key: platformPair.privateKey };
  const n = notify(asKey);
  await expect(p.parseNotify(n.headers, n.body)).resolves.toMatchObject({ paid: true });
  const other = notify({ ...asKey, serial: 'PUB_KEY_ID_OTHER' });
  await expect(p.parseNotify(other.headers, other.body)).rejects.toThrow(/unknown platform serial/);
  expect(fake.certificateDownloads).toBe(before);
});
