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

export * from './types';
export { yuan, fenFromYuan, isFen } from './money';
export { renderCashierPage, escapeHtml, type CashierPageInput } from './cashier';
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

type Env = NodeJS.ProcessEnv | Record<string, string | undefined>;

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
 * Builds the provider chosen by PAY_PROVIDER. The sandbox needs SANDBOX_PAY_SECRET (a dev default
 * otherwise). wxpay needs WXPAY_MCHID, WXPAY_SERIAL_NO, WXPAY_PRIVATE_KEY_PATH, WXPAY_APIV3_KEY,
 * WXPAY_PLATFORM_CERT_PATH and WX_APPID and/or WX_MP_APPID; optional WXPAY_NOTIFY_URL,
 * WXPAY_PLATFORM_SERIAL, WXPAY_API_BASE. Throws PayProviderError on a missing or bad setting.
 */
export function createPayProvider(env: Env, deps: PayProviderDeps = {}): PayProvider {
  const kind = (env.PAY_PROVIDER || 'sandbox').trim().toLowerCase();
  if (kind === 'sandbox') return createSandboxProvider({ secret: env.SANDBOX_PAY_SECRET, now: deps.now });
  if (kind !== 'wxpay') throw new PayProviderError(`unknown PAY_PROVIDER ${kind} (sandbox | wxpay)`);

  const required = ['WXPAY_MCHID', 'WXPAY_SERIAL_NO', 'WXPAY_PRIVATE_KEY_PATH', 'WXPAY_APIV3_KEY', 'WXPAY_PLATFORM_CERT_PATH'];
  const missing = required.filter((k) => !env[k]);
  if (!env.WX_APPID && !env.WX_MP_APPID) missing.push('WX_APPID or WX_MP_APPID');
  if (missing.length) throw new PayProviderError(`PAY_PROVIDER=wxpay needs ${missing.join(', ')}`);

  const read = deps.readFile ?? ((p: string) => readFileSync(p, 'utf8'));
  let privateKey: KeyObject;
  let platform: { key: KeyObject; serial?: string };
  try {
    privateKey = createPrivateKey(read(env.WXPAY_PRIVATE_KEY_PATH as string));
    platform = loadPlatformKey(read(env.WXPAY_PLATFORM_CERT_PATH as string));
  } catch (err) {
    throw new PayProviderError(`wxpay keys not loadable: ${(err as Error).message}`);
  }
  return createWxPayProvider({
    mchid: env.WXPAY_MCHID as string,
    serialNo: env.WXPAY_SERIAL_NO as string,
    privateKey,
    apiV3Key: env.WXPAY_APIV3_KEY as string,
    platformPublicKey: platform.key,
    platformSerial: env.WXPAY_PLATFORM_SERIAL || platform.serial,
    appId: env.WX_APPID || undefined,
    mpAppId: env.WX_MP_APPID || undefined,
    notifyUrl: env.WXPAY_NOTIFY_URL || undefined,
    baseUrl: env.WXPAY_API_BASE || undefined,
    fetch: deps.fetch,
    now: deps.now,
  });
}
