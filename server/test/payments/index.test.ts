import { mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { createPrivateKey } from 'crypto';
import { PayNotifyError, createPayProvider, signSandboxNotify } from '../../src/payments';
import { parseSettings, SettingsError, type Env } from '../../src/settings';
import { APIV3_KEY, MCHID, NOW_MS, merchant, notifyBody, platform, transaction, wechatpayHeaders } from './wxpayFixture';

const dir = mkdtempSync(join(tmpdir(), 'cf-pay-'));
const write = (name: string, text: string) => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};
const merchantKeyPath = write('merchant.pem', merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string);
const platformPubPath = write('platform-pub.pem', platform.publicKey.export({ type: 'spki', format: 'pem' }) as string);
const fixtures = join(__dirname, 'fixtures');
/** The provider is built from the typed settings, as the server builds it (config.settings). */
const provider = (env: Env, deps?: Parameters<typeof createPayProvider>[1]) => createPayProvider(parseSettings(env), deps);
const certKey = createPrivateKey(readFileSync(join(fixtures, 'platform-test-key.pem'), 'utf8'));

const wxEnv = {
  PAY_PROVIDER: 'wxpay',
  WXPAY_MCHID: MCHID,
  WXPAY_SERIAL_NO: 'MERCHANT_SERIAL_0001',
  WXPAY_PRIVATE_KEY_PATH: merchantKeyPath,
  WXPAY_APIV3_KEY: APIV3_KEY,
  WXPAY_PLATFORM_CERT_PATH: platformPubPath,
  WX_APPID: 'wx_official_appid1',
};

describe('createPayProvider', () => {
  test('sandbox is the default and uses SANDBOX_PAY_SECRET', async () => {
    const p = provider({ SANDBOX_PAY_SECRET: 's3cret' });
    expect(p.name).toBe('sandbox');
    const good = signSandboxNotify('s3cret', { orderId: 'CF1', amount: 1, paid: true });
    await expect(p.parseNotify(good.headers, good.rawBody)).resolves.toMatchObject({ orderId: 'CF1' });
    const bad = signSandboxNotify('other', { orderId: 'CF1', amount: 1, paid: true });
    await expect(p.parseNotify(bad.headers, bad.rawBody)).rejects.toBeInstanceOf(PayNotifyError);
  });

  test('an unknown provider (refused by the settings schema) and missing wxpay settings are configuration errors', () => {
    expect(() => provider({ PAY_PROVIDER: 'alipay' })).toThrow(SettingsError);
    expect(() => provider({ PAY_PROVIDER: 'wxpay', WXPAY_MCHID: '1' })).toThrow(
      /WXPAY_SERIAL_NO, WXPAY_PRIVATE_KEY_PATH, WXPAY_APIV3_KEY, WX_APPID or WX_MP_APPID/,
    );
    expect(() => provider({ ...wxEnv, WXPAY_PRIVATE_KEY_PATH: join(dir, 'absent.pem') })).toThrow(/not loadable/);
  });

  test('wxpay with a platform public key and WXPAY_PLATFORM_SERIAL verifies notifies', async () => {
    const p = provider({ ...wxEnv, WXPAY_PLATFORM_SERIAL: 'PUB_KEY_ID_0000000000000001' }, { now: () => NOW_MS });
    expect(p.name).toBe('wxpay');
    const body = notifyBody(transaction());
    await expect(p.parseNotify(wechatpayHeaders(body), body)).resolves.toMatchObject({ paid: true, amount: 2000 });
    await expect(p.parseNotify(wechatpayHeaders(body, { serial: 'OTHER' }), body)).rejects.toBeInstanceOf(PayNotifyError);
  });

  test('wxpay with a platform certificate takes the expected serial from the certificate', async () => {
    const p = provider(
      { ...wxEnv, WXPAY_PLATFORM_CERT_PATH: join(fixtures, 'platform-test-cert.pem') },
      { now: () => NOW_MS },
    );
    const body = notifyBody(transaction());
    const serial = '5157F09EFDC096DE15EBE78A47057A72';
    await expect(p.parseNotify(wechatpayHeaders(body, { key: certKey, serial }), body)).resolves.toMatchObject({ paid: true });
    await expect(p.parseNotify(wechatpayHeaders(body, { key: certKey, serial: 'PUB_KEY_ID_0000000000000001' }), body)).rejects.toThrow(/serial/);
    await expect(p.parseNotify(wechatpayHeaders(body, { serial }), body)).rejects.toThrow(/bad signature/);
  });
});
