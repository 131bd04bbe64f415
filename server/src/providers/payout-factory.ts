/**
 * PAYOUT_PROVIDER: sandbox (default) or wxpay (WeChat Pay v3 merchant transfer; the same WXPAY_*
 * merchant settings as payments, plus a fixed platform key: WXPAY_PUBLIC_KEY_PATH + WXPAY_PUBLIC_KEY_ID
 * or WXPAY_PLATFORM_CERT_PATH; WX_APPID (or WX_MP_APPID) is the appid the payees' openids belong to).
 */
import { createPrivateKey, createPublicKey } from 'crypto';
import { readFileSync } from 'fs';
import type { DB } from '../db';
import { loadPlatformKey, PayProviderError } from '../payments';
import { createWxPayPayout } from '../payments/wxpay/transfer';
import { createSandboxPayout, type PayoutProvider } from './payout';

export function createPayoutProvider(env: Record<string, string | undefined>, db: DB, clock: () => number = Date.now): PayoutProvider {
  const kind = (env.PAYOUT_PROVIDER || 'sandbox').trim().toLowerCase();
  if (kind === 'sandbox') return createSandboxPayout(db, clock);
  if (kind !== 'wxpay') throw new PayProviderError(`unknown PAYOUT_PROVIDER ${kind} (sandbox | wxpay)`);
  const missing = ['WXPAY_MCHID', 'WXPAY_SERIAL_NO', 'WXPAY_PRIVATE_KEY_PATH'].filter((k) => !env[k]);
  if (!env.WXPAY_PUBLIC_KEY_PATH && !env.WXPAY_PLATFORM_CERT_PATH) missing.push('WXPAY_PUBLIC_KEY_PATH or WXPAY_PLATFORM_CERT_PATH');
  if (!env.WX_APPID && !env.WX_MP_APPID) missing.push('WX_APPID or WX_MP_APPID');
  if (missing.length) throw new PayProviderError(`PAYOUT_PROVIDER=wxpay needs ${missing.join(', ')}`);
  const platform = env.WXPAY_PUBLIC_KEY_PATH
    ? { key: createPublicKey(readFileSync(env.WXPAY_PUBLIC_KEY_PATH, 'utf8')), serial: env.WXPAY_PUBLIC_KEY_ID }
    : loadPlatformKey(readFileSync(env.WXPAY_PLATFORM_CERT_PATH as string, 'utf8'));
  return createWxPayPayout({
    mchid: env.WXPAY_MCHID as string, serialNo: env.WXPAY_SERIAL_NO as string,
    privateKey: createPrivateKey(readFileSync(env.WXPAY_PRIVATE_KEY_PATH as string, 'utf8')),
    platformPublicKey: platform.key, platformSerial: env.WXPAY_PLATFORM_SERIAL || platform.serial,
    appId: (env.WX_APPID || env.WX_MP_APPID) as string, baseUrl: env.WXPAY_API_BASE || undefined, now: clock,
  });
}
