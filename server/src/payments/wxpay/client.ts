/**
 * A minimal WeChat Pay v3 HTTP client: signs requests, verifies response signatures, and goes
 * through an injectable fetch so tests never touch the network.
 */
import type { KeyObject } from 'crypto';
import { MAX_SKEW_SECONDS, PayProviderError } from '../types';
import { buildAuthorization, verifyWechatpaySignature, type SignatureCheck, type WechatpaySignatureHeaders } from './sign';
import { staticKeys, type PlatformKeyStore } from './certificates';

export const WXPAY_API_BASE = 'https://api.mch.weixin.qq.com';

/** The subset of the WHATWG fetch API the client uses (Node 20's global fetch satisfies it). */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<{ status: number; headers: { get(name: string): string | null }; text(): Promise<string> }>;

export interface WxPayClientConfig {
  mchid: string;
  /** Serial number of the merchant API certificate. */
  serialNo: string;
  privateKey: KeyObject;
  /** One fixed platform key (public-key mode or a hand-placed certificate); or platformKeys. */
  platformPublicKey?: KeyObject;
  /** Platform certificate serial or public key id (PUB_KEY_ID_...); checked against Wechatpay-Serial when set. */
  platformSerial?: string;
  /** Platform keys by serial (certificates.ts); wins over platformPublicKey. */
  platformKeys?: PlatformKeyStore;
  fetch?: FetchLike;
  baseUrl?: string;
  /** Clock in ms, injectable for tests. */
  now?: () => number;
  timeoutMs?: number;
}

export interface WxPayResponse<T> {
  status: number;
  data: T;
}

export class WxPayClient {
  private readonly fetchFn: FetchLike;
  private readonly baseUrl: string;
  private readonly now: () => number;

  constructor(readonly config: WxPayClientConfig) {
    const globalFetch = (globalThis as { fetch?: FetchLike }).fetch;
    const fetchFn = config.fetch ?? globalFetch;
    if (!fetchFn) throw new PayProviderError('no fetch implementation available');
    this.fetchFn = fetchFn;
    this.baseUrl = (config.baseUrl ?? WXPAY_API_BASE).replace(/\/$/, '');
    this.now = config.now ?? Date.now;
    if (!config.platformKeys && !config.platformPublicKey) throw new PayProviderError('wxpay needs platform keys');
    this.keys = config.platformKeys ?? staticKeys(config.platformPublicKey as KeyObject, config.platformSerial);
  }

  private readonly keys: PlatformKeyStore;

  /** A signed request's raw answer, not verified (certificates.ts verifies the certificate download itself). */
  async send(method: 'GET' | 'POST', path: string, rawBody = ''): Promise<{ status: number; headers: { get(n: string): string | null }; text: string }> {
    const authorization = buildAuthorization({
      method,
      url: path,
      body: rawBody,
      mchid: this.config.mchid,
      serialNo: this.config.serialNo,
      privateKey: this.config.privateKey,
      timestamp: Math.floor(this.now() / 1000),
    });
    const headers: Record<string, string> = {
      Authorization: authorization,
      Accept: 'application/json',
      'User-Agent': 'cf-platform-wxpay/1.0',
    };
    if (method === 'POST') headers['Content-Type'] = 'application/json';
    const serial = this.keys.currentSerial();
    if (serial) headers['Wechatpay-Serial'] = serial;
    try {
      const res = await this.fetchFn(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: method === 'POST' ? rawBody : undefined,
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
      return { status: res.status, headers: res.headers, text: await res.text() };
    } catch (err) {
      throw new PayProviderError(`wxpay request failed: ${(err as Error).message}`);
    }
  }

  /**
   * Sends a signed request; resolves with the parsed JSON of a 2xx answer whose signature verifies.
   * Throws PayProviderError (with status and WeChat's error code) otherwise.
   */
  async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<WxPayResponse<T>> {
    const rawBody = body === undefined ? '' : JSON.stringify(body);
    const res = await this.send(method, path, rawBody);
    const text = res.text;

    if (res.status < 200 || res.status >= 300) {
      const { code, message } = parseError(text);
      throw new PayProviderError(`wxpay ${method} ${path} -> ${res.status} ${code ?? ''} ${message ?? ''}`.trim(), res.status, code);
    }
    // Only a verified answer may be believed: it can mark an order paid.
    const check = await verifyWithKeys(
      this.keys,
      {
        timestamp: res.headers.get('Wechatpay-Timestamp') ?? undefined,
        nonce: res.headers.get('Wechatpay-Nonce') ?? undefined,
        signature: res.headers.get('Wechatpay-Signature') ?? undefined,
        serial: res.headers.get('Wechatpay-Serial') ?? undefined,
      },
      text,
      this.now(),
    );
    if (!check.ok) throw new PayProviderError(`wxpay response not trusted: ${check.reason}`, res.status, 'SIGN_ERROR');
    if (res.status === 204 || text === '') return { status: res.status, data: undefined as T };
    try {
      return { status: res.status, data: JSON.parse(text) as T };
    } catch {
      throw new PayProviderError('wxpay response is not JSON', res.status);
    }
  }
}

function parseError(text: string): { code?: string; message?: string } {
  try {
    const j = JSON.parse(text) as { code?: unknown; message?: unknown };
    return {
      code: typeof j.code === 'string' ? j.code : undefined,
      message: typeof j.message === 'string' ? j.message : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * Verifies a WeChat answer or callback with the platform key of its Wechatpay-Serial (an unknown serial
 * may refresh the certificates once: certificates.ts).
 */
export async function verifyWithKeys(
  keys: PlatformKeyStore,
  h: WechatpaySignatureHeaders,
  body: string,
  nowMs: number,
): Promise<SignatureCheck> {
  if (!h.timestamp || !h.nonce || !h.signature || !h.serial) return { ok: false, reason: 'missing Wechatpay-* headers' };
  // cheap checks first: a stale or probe message never causes a certificate download
  if (!/^\d{1,12}$/.test(h.timestamp)) return { ok: false, reason: 'bad Wechatpay-Timestamp' };
  if (Math.abs(nowMs / 1000 - Number(h.timestamp)) > MAX_SKEW_SECONDS) return { ok: false, reason: 'stale timestamp' };
  if (h.signature.startsWith('WECHATPAY/SIGNTEST/')) return { ok: false, reason: 'signature probe' };
  const key = await keys.keyFor(h.serial);
  if (!key) return { ok: false, reason: `unknown platform serial ${h.serial}` };
  return verifyWechatpaySignature(h, body, key, { nowMs, maxSkewSeconds: MAX_SKEW_SECONDS });
}
