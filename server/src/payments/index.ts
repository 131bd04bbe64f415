/**
 * Payment providers behind one interface. PAY_PROVIDER=sandbox (default) or wxpay.
 * Settings: see createPayProvider below.
 */
import { X509Certificate, createPrivateKey, createPublicKey, type KeyObject } from 'crypto';
import { readFileSync } from 'fs';
import { createSandboxProvider } from './sandbox';
import { PayProviderError, type PayProvider } from './types';
import type { FetchLike } from './wxpay/client';
import { createWxPayProvider } from './wxpay/provider';
import { wxpayRefunds } from './wxpay/refund';
import type { Settings } from '../settings';

export * from './types';
export { yuan, fenFromYuan, isFen } from './money';
export { renderCashierPage, renderCashierError, escapeHtml, type CashierPageInput } from './cashier';
export {
  signSandboxNotify,
  verifySandboxNotify,
  createSandboxProvider,
  SANDBOX_DEV_SECRET,
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_TIMESTAMP_HEADER,
  type SandboxNotifyPayload,
  type SignedNotify,
} from './sandbox';
export { createWxPayProvider, WXPAY_NOTIFY_PATH, type WxPayProviderConfig } from './wxpay/provider';
export { WxPayClient, WXPAY_API_BASE, type FetchLike } from './wxpay/client';


/** Test seams: a fake fetch for WeChat Pay, a fixed clock, a file reader. */
export interface PayProviderDeps {
  fetch?: FetchLike;
  now?: () => number;
  readFile?: (path: string) => string;
}

/**
 * Loads the WeChat Pay platform verification key: a platform certificate (its serial becomes the
 * expected Wechatpay-Serial) or a bare public key ("微信支付公钥", whose id goes in WXPAY_PLATFORM_SERIAL).
 */
export function loadPlatformKey(pem: string): { key: KeyObject; serial?: string } {
  if (pem.includes('BEGIN CERTIFICATE')) {
    const cert = new X509Certificate(pem);
    return { key: cert.publicKey, serial: cert.serialNumber };
  }
  return { key: createPublicKey(pem) };
}

/**
 * Builds the provider chosen by PAY_PROVIDER, from the typed settings (settings.ts: defaults applied). The sandbox needs SANDBOX_PAY_SECRET (a dev default
 * otherwise). wxpay needs WXPAY_MCHID, WXPAY_SERIAL_NO, WXPAY_PRIVATE_KEY_PATH, WXPAY_APIV3_KEY,
 * WXPAY_PLATFORM_CERT_PATH and WX_APPID and/or WX_MP_APPID; optional WXPAY_NOTIFY_URL,
 * WXPAY_PLATFORM_SERIAL, WXPAY_API_BASE. Throws PayProviderError on a missing or bad setting.
 */
export function createPayProvider(s: Settings, deps: PayProviderDeps = {}): PayProvider {
  const kind = s.PAY_PROVIDER;
  if (kind === 'sandbox') return createSandboxProvider({ secret: s.SANDBOX_PAY_SECRET || undefined, now: deps.now });
  if (kind !== 'wxpay') throw new PayProviderError(`unknown PAY_PROVIDER ${kind} (sandbox | wxpay)`);

  // Platform keys (wxpay/certificates.ts): WXPAY_PUBLIC_KEY_PATH + WXPAY_PUBLIC_KEY_ID (public-key mode), a
  // hand-placed WXPAY_PLATFORM_CERT_PATH (legacy), or neither: certificates downloaded from /v3/certificates.
  const required: (keyof Settings)[] = ['WXPAY_MCHID', 'WXPAY_SERIAL_NO', 'WXPAY_PRIVATE_KEY_PATH', 'WXPAY_APIV3_KEY'];
  if (s.WXPAY_PUBLIC_KEY_PATH) required.push('WXPAY_PUBLIC_KEY_ID');
  const missing: string[] = required.filter((k) => !s[k]);
  if (!s.WX_APPID && !s.WX_MP_APPID) missing.push('WX_APPID or WX_MP_APPID');
  if (missing.length) throw new PayProviderError(`PAY_PROVIDER=wxpay needs ${missing.join(', ')}`);

  const read = deps.readFile ?? ((p: string) => readFileSync(p, 'utf8'));
  let privateKey: KeyObject;
  let platform: { key: KeyObject; serial?: string } | undefined;
  try {
    privateKey = createPrivateKey(read(s.WXPAY_PRIVATE_KEY_PATH as string));
    if (s.WXPAY_PUBLIC_KEY_PATH) platform = { key: createPublicKey(read(s.WXPAY_PUBLIC_KEY_PATH)), serial: s.WXPAY_PUBLIC_KEY_ID };
    else if (s.WXPAY_PLATFORM_CERT_PATH) platform = loadPlatformKey(read(s.WXPAY_PLATFORM_CERT_PATH));
  } catch (err) {
    throw new PayProviderError(`wxpay keys not loadable: ${(err as Error).message}`);
  }
  const wxConfig = {
    mchid: s.WXPAY_MCHID as string,
    serialNo: s.WXPAY_SERIAL_NO as string,
    privateKey,
    apiV3Key: s.WXPAY_APIV3_KEY as string,
    platformPublicKey: platform?.key,
    platformSerial: platform ? s.WXPAY_PLATFORM_SERIAL || platform.serial : undefined,
    appId: s.WX_APPID || undefined,
    mpAppId: s.WX_MP_APPID || undefined,
    notifyUrl: s.WXPAY_NOTIFY_URL || undefined,
    baseUrl: s.WXPAY_API_BASE || undefined,
    fetch: deps.fetch,
    now: deps.now,
    onCertificateError: (err: Error) => console.error(`[wxpay] platform certificates not refreshed: ${err.message}`),
  };
  // Refunds (wxpay/refund.ts) beside the JSAPI payments, behind the same PayProvider.
  return { ...createWxPayProvider(wxConfig), ...wxpayRefunds({ ...wxConfig, refundNotifyUrl: s.WXPAY_REFUND_NOTIFY_URL || undefined }) };
}
