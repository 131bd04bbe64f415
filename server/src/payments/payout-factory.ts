/**
 * PAYOUT_PROVIDER (beside the payments, whose merchant keys it shares): sandbox (default) or wxpay (WeChat Pay v3 merchant transfer; the same WXPAY_*
 * merchant settings as payments, plus a fixed platform key: WXPAY_PUBLIC_KEY_PATH + WXPAY_PUBLIC_KEY_ID
 * or WXPAY_PLATFORM_CERT_PATH; WX_APPID (or WX_MP_APPID) is the appid the payees' openids belong to).
 */
import { createPrivateKey, createPublicKey } from 'crypto';
import { readFileSync } from 'fs';
import type { DB } from '../db';
import { loadPlatformKey } from './index';
import { PayProviderError } from './types';
import { createWxPayPayout } from './wxpay/transfer';
import { createSandboxPayout, type PayoutProvider } from '../providers/payout';
import type { Settings } from '../settings';

export function createPayoutProvider(s: Settings, db: DB, clock: () => number = Date.now): PayoutProvider {
  const kind = s.PAYOUT_PROVIDER;
  if (kind === 'sandbox') return createSandboxPayout(db, clock);
  if (kind !== 'wxpay') throw new PayProviderError(`unknown PAYOUT_PROVIDER ${kind} (sandbox | wxpay)`);
  const missing: string[] = (['WXPAY_MCHID', 'WXPAY_SERIAL_NO', 'WXPAY_PRIVATE_KEY_PATH'] as const).filter((k) => !s[k]);
  if (!s.WXPAY_PUBLIC_KEY_PATH && !s.WXPAY_PLATFORM_CERT_PATH) missing.push('WXPAY_PUBLIC_KEY_PATH or WXPAY_PLATFORM_CERT_PATH');
  if (!s.WX_APPID && !s.WX_MP_APPID) missing.push('WX_APPID or WX_MP_APPID');
  if (missing.length) throw new PayProviderError(`PAYOUT_PROVIDER=wxpay needs ${missing.join(', ')}`);
  const platform = s.WXPAY_PUBLIC_KEY_PATH
    ? { key: createPublicKey(readFileSync(s.WXPAY_PUBLIC_KEY_PATH, 'utf8')), serial: s.WXPAY_PUBLIC_KEY_ID }
    : loadPlatformKey(readFileSync(s.WXPAY_PLATFORM_CERT_PATH as string, 'utf8'));
  return createWxPayPayout({
    mchid: s.WXPAY_MCHID as string, serialNo: s.WXPAY_SERIAL_NO as string,
    privateKey: createPrivateKey(readFileSync(s.WXPAY_PRIVATE_KEY_PATH as string, 'utf8')),
    platformPublicKey: platform.key, platformSerial: s.WXPAY_PLATFORM_SERIAL || platform.serial,
    appId: (s.WX_APPID || s.WX_MP_APPID) as string, baseUrl: s.WXPAY_API_BASE || undefined, now: clock,
  });
}
