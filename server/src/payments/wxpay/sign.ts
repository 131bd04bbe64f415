/**
 * WeChat Pay API v3 signatures (SHA256-RSA2048): request Authorization headers, response and
 * callback signature checks, and the JSAPI / requestPayment paySign.
 */
import { createSign, createVerify, randomBytes, type KeyObject } from 'crypto';

export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';

/** v3 signing message: every part followed by '\n' (including the last). */
export function signMessage(...parts: string[]): string {
  return parts.map((p) => `${p}\n`).join('');
}

/** base64 RSA-SHA256 (PKCS#1 v1.5) signature of a message. */
export function rsaSign(privateKey: KeyObject | string, message: string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');
}

/** Checks a base64 RSA-SHA256 signature; false (never throws) on any malformed input. */
export function rsaVerify(publicKey: KeyObject | string, message: string, signatureB64: string): boolean {
  if (!signatureB64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(signatureB64)) return false;
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKey, signatureB64, 'base64');
  } catch {
    return false;
  }
}

/** A 32-character random nonce (upper-case hex, as WeChat's own SDKs produce). */
export function nonceStr(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export interface AuthorizationInput {
  method: string;
  /** Absolute path with query, e.g. /v3/pay/transactions/jsapi or /v3/...?mchid=1 */
  url: string;
  /** Exact request body (empty string for GET). */
  body: string;
  mchid: string;
  serialNo: string;
  privateKey: KeyObject | string;
  /** Unix seconds; defaults to now. */
  timestamp?: number;
  nonce?: string;
}

/**
 * The v3 request Authorization header:
 * `WECHATPAY2-SHA256-RSA2048 mchid="..",nonce_str="..",signature="..",timestamp="..",serial_no=".."`,
 * signature over `METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n`.
 */
export function buildAuthorization(input: AuthorizationInput): string {
  const timestamp = String(input.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = input.nonce ?? nonceStr();
  const signature = rsaSign(
    input.privateKey,
    signMessage(input.method.toUpperCase(), input.url, timestamp, nonce, input.body),
  );
  return (
    `${AUTH_SCHEMA} mchid="${input.mchid}",nonce_str="${nonce}",signature="${signature}",` +
    `timestamp="${timestamp}",serial_no="${input.serialNo}"`
  );
}

/** Splits an Authorization header back into its fields (used by tests and diagnostics). */
export function parseAuthorization(value: string): Record<string, string> | null {
  if (!value.startsWith(`${AUTH_SCHEMA} `)) return null;
  const fields: Record<string, string> = {};
  const re = /(\w+)="([^"]*)"/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(value.slice(AUTH_SCHEMA.length + 1)))) fields[m[1]] = m[2];
  return fields;
}

export interface JsapiParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

/**
 * Parameters for WeixinJSBridge getBrandWCPayRequest / wx.requestPayment:
 * paySign over `appId\ntimeStamp\nnonceStr\npackage\n`.
 */
export function buildJsapiParams(
  appId: string,
  prepayId: string,
  privateKey: KeyObject | string,
  timestamp: number = Math.floor(Date.now() / 1000),
  nonce: string = nonceStr(),
): JsapiParams {
  const timeStamp = String(timestamp);
  const pkg = `prepay_id=${prepayId}`;
  return {
    appId,
    timeStamp,
    nonceStr: nonce,
    package: pkg,
    signType: 'RSA',
    paySign: rsaSign(privateKey, signMessage(appId, timeStamp, nonce, pkg)),
  };
}

/** Wechatpay-* headers as found on a response or a callback. */
export interface WechatpaySignatureHeaders {
  timestamp?: string;
  nonce?: string;
  signature?: string;
  serial?: string;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/**
 * Verifies a response or callback: message `timestamp\nnonce\nbody\n` with the platform public key,
 * a timestamp within maxSkewSeconds of now, and (when known) the platform key's serial.
 */
export function verifyWechatpaySignature(
  h: WechatpaySignatureHeaders,
  body: string,
  platformKey: KeyObject,
  opts: { nowMs: number; maxSkewSeconds: number; expectedSerial?: string },
): SignatureCheck {
  if (!h.timestamp || !h.nonce || !h.signature || !h.serial) return { ok: false, reason: 'missing Wechatpay-* headers' };
  if (!/^\d{1,12}$/.test(h.timestamp)) return { ok: false, reason: 'bad Wechatpay-Timestamp' };
  if (Math.abs(opts.nowMs / 1000 - Number(h.timestamp)) > opts.maxSkewSeconds) return { ok: false, reason: 'stale timestamp' };
  if (opts.expectedSerial && h.serial.toUpperCase() !== opts.expectedSerial.toUpperCase()) {
    return { ok: false, reason: `unknown platform serial ${h.serial}` };
  }
  // Probe requests from WeChat carry a signature starting with this marker; they must fail.
  if (h.signature.startsWith('WECHATPAY/SIGNTEST/')) return { ok: false, reason: 'signature probe' };
  if (!rsaVerify(platformKey, signMessage(h.timestamp, h.nonce, body), h.signature)) {
    return { ok: false, reason: 'bad signature' };
  }
  return { ok: true };
}
