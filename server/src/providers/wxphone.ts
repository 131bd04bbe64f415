/**
 * WeChat's phone-number button (<button open-type="getPhoneNumber">): the mini-program gets a one-time
 * code, the server exchanges it through the phonenumber API for the number WeChat verified:
 *   POST {WX_API_BASE}/wxa/business/getuserphonenumber?access_token=...  {"code": "..."}
 *   -> { errcode: 0, phone_info: { phoneNumber, purePhoneNumber, countryCode, watermark: { appid } } }
 * The access token comes from GET /cgi-bin/token (client_credential) and is cached until shortly before
 * it expires; a 40001/42001 answer (token revoked or expired early) refreshes it once.
 *
 * Interface, dev stand-in (no network: a code "dev-phone-<11 digits>" is that number), and the real
 * implementation with an injectable base URL and fetch (tested against a local fake HTTP server).
 */
import { TOKEN_INVALID, WxApiClient, wxMpApp, type WxApiOptions } from './wx-token';
import type { Config } from '../config';

export interface WxPhone {
  /** Mainland number without country code (purePhoneNumber), e.g. 13800138000. */
  mobile: string;
  countryCode: string;
}

export interface WxPhoneProvider {
  readonly name: 'dev' | 'wechat';
  /** Exchanges a getPhoneNumber button code; throws WxPhoneError when WeChat refuses it. */
  phoneNumber(code: string): Promise<WxPhone>;
}

export class WxPhoneError extends Error {
  constructor(message: string, readonly errcode?: number) {
    super(message);
    this.name = 'WxPhoneError';
  }
}

/** Dev stand-in: "dev-phone-13800138000" -> 13800138000 (what the simulator's button hands out). */
export class DevWxPhone implements WxPhoneProvider {
  readonly name = 'dev' as const;
  async phoneNumber(code: string): Promise<WxPhone> {
    const m = /^dev-phone-(1\d{10})(?:-.*)?$/.exec(code);
    if (!m) throw new WxPhoneError('dev getPhoneNumber code must be dev-phone-<11 digits>', 40029);
    return { mobile: m[1], countryCode: '86' };
  }
}

type FetchFn = (url: string, init?: { method?: string; headers?: Record<string, string>; body?: string; signal?: AbortSignal }) =>
  Promise<{ status: number; json(): Promise<unknown> }>;

export type WechatPhoneOptions = WxApiOptions<FetchFn>;

/** The real phonenumber API. */
export class WechatPhone extends WxApiClient<FetchFn> implements WxPhoneProvider {
  readonly name = 'wechat' as const;

  private async call(url: string, init?: { method: string; body: string }): Promise<Record<string, unknown>> {
    const res = await this.fetchFn(url, {
      ...(init ? { method: init.method, body: init.body, headers: { 'content-type': 'application/json' } } : {}),
      signal: this.timeout(),
    });
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body || typeof body !== 'object') throw new WxPhoneError(`WeChat answered HTTP ${res.status} without JSON`);
    return body;
  }

  private accessToken(force = false): Promise<string> {
    return this.tokens.get((u) => this.call(u), (msg, code) => new WxPhoneError(msg, code), force);
  }

  async phoneNumber(code: string): Promise<WxPhone> {
    for (let attempt = 0; ; attempt += 1) {
      const token = await this.accessToken(attempt > 0);
      const b = await this.call(`${this.base}/wxa/business/getuserphonenumber?access_token=${encodeURIComponent(token)}`, {
        method: 'POST',
        body: JSON.stringify({ code }),
      });
      const errcode = Number(b.errcode ?? 0);
      if (errcode !== 0) {
        if (attempt === 0 && TOKEN_INVALID.has(errcode)) continue;
        throw new WxPhoneError(`getuserphonenumber failed: ${errcode} ${b.errmsg ?? ''}`.trim(), errcode);
      }
      const info = b.phone_info as { purePhoneNumber?: string; countryCode?: string; watermark?: { appid?: string } } | undefined;
      if (!info?.purePhoneNumber) throw new WxPhoneError('getuserphonenumber answered without phone_info');
      // The number is WeChat's word for our app only.
      if (info.watermark?.appid && info.watermark.appid !== this.o.appId) throw new WxPhoneError('phone_info watermark is for another appid');
      return { mobile: info.purePhoneNumber, countryCode: info.countryCode ?? '86' };
    }
  }
}

const byConfig = new WeakMap<Config, WxPhoneProvider>();

/**
 * The provider for a config (one per config, so the access token is shared): the real API with the
 * mini-program's credentials (wxMpApp), else the dev stand-in.
 */
export function wxPhoneFor(config: Config): WxPhoneProvider {
  let p = byConfig.get(config);
  if (!p) {
    const app = wxMpApp(config.settings);
    p = app ? new WechatPhone(app) : new DevWxPhone();
    byConfig.set(config, p);
  }
  return p;
}
