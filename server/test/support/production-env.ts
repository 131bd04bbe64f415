/**
 * A production-mode environment with no stand-in left (production.test.ts GOOD and the ops tests), for tests
 * that spawn the real entry in production mode: the merchant key is generated into `dir`.
 */
import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function productionEnv(dir: string): Record<string, string> {
  const merchantKey = join(dir, 'merchant-key.pem');
  writeFileSync(merchantKey, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string);
  return {
    NODE_ENV: 'production',
    PAY_PROVIDER: 'wxpay',
    WXPAY_MCHID: '1900000109',
    WXPAY_SERIAL_NO: 'MERCHANT_SERIAL_0001',
    WXPAY_PRIVATE_KEY_PATH: merchantKey,
    WXPAY_APIV3_KEY: 'abcdefghijklmnopqrstuvwxyz012345',
    WXPAY_PLATFORM_CERT_PATH: join(__dirname, '..', 'payments', 'fixtures', 'platform-test-cert.pem'),
    WX_APPID: 'wx_official_appid1',
    WX_MP_APPID: 'wx_miniprog_appid1',
    WX_SECRET: 'a-real-looking-wechat-app-secret',
    PAYOUT_PROVIDER: 'wxpay',
    NOTIFY_PROVIDER: 'wxsubscribe',
    SMS_PROVIDER: 'tencent',
    TENCENT_SMS_SECRET_ID: 'AKIDexample',
    TENCENT_SMS_SECRET_KEY: 'example-secret-key',
    TENCENT_SMS_SDK_APP_ID: '1400000000',
    TENCENT_SMS_SIGN_NAME: '爱心筹',
    TENCENT_SMS_TEMPLATE_ID: '100001',
    TENCENT_SMS_ENDPOINT: 'http://127.0.0.1:9',
    SESSION_SECRET: 'f'.repeat(16) + '0123456789abcdef0123456789abcdef',
    COOKIE_SECURE: '1',
    METRICS_TOKEN: 'metrics-token-0123456789abcdef',
    LEDGER_SIGNING_KEY: '4c'.repeat(32),
  };
}
