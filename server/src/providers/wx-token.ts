/**
 * The mini-program's access_token (WeChat's /cgi-bin/token), one per app and API host in a process:
 * every provider that calls WeChat's server APIs with it (the phone number, the mini-program code) asks
 * here, because fetching a new token retires the one before it, so two caches of one app would keep
 * invalidating each other. Renewed 5 minutes before it expires, or at once when WeChat says it is
 * invalid (the caller asks with force after errcode 40001/40014/42001). Several server processes each
 * keep their own; a central token service would be the next step at scale.
 */
import { DEFAULT_SETTINGS } from '../settings';

export const TOKEN_INVALID = new Set([40001, 40014, 42001]);

/** The mini-program app that calls WeChat's server APIs: its id and secret, and the API host. */
export interface WxMpApp {
  appId: string;
  secret: string;
  baseUrl: string;
}

/**
 * The one rule for the mini-program's credentials (the phone number, the mini-program code, subscribe
 * messages): WX_MP_APPID else WX_APPID, WX_MP_SECRET else WX_SECRET, on WX_API_BASE (tests: a local
 * fake). Null without a secret: the caller's dev stand-in, which production refuses.
 */
export function wxMpApp(s: Partial<Record<'WX_MP_APPID' | 'WX_APPID' | 'WX_MP_SECRET' | 'WX_SECRET' | 'WX_API_BASE', string | undefined>>): WxMpApp | null {
  const secret = s.WX_MP_SECRET || s.WX_SECRET || '';
  if (!secret) return null;
  return { appId: s.WX_MP_APPID || s.WX_APPID || '', secret, baseUrl: s.WX_API_BASE || DEFAULT_SETTINGS.WX_API_BASE };
}

/** Options of a client of WeChat's server APIs; `F` is the fetch it needs (tests inject one). */
export interface WxApiOptions<F> {
  appId: string;
  secret: string;
  baseUrl?: string;
  fetch?: F;
  now?: () => number;
  /** per request, ms (default 5000) */
  timeoutMs?: number;
}

/** What every such client holds: the API host, its fetch and clock, the app's one token holder. */
export abstract class WxApiClient<F> {
  protected readonly base: string;
  protected readonly fetchFn: F;
  protected readonly now: () => number;
  protected readonly tokens: WxAccessToken;

  constructor(protected readonly o: WxApiOptions<F>) {
    this.base = (o.baseUrl ?? DEFAULT_SETTINGS.WX_API_BASE).replace(/\/+$/, '');
    this.fetchFn = o.fetch ?? (globalThis.fetch as unknown as F);
    this.now = o.now ?? Date.now;
    this.tokens = wxAccessToken(this.base, o.appId, o.secret, this.now);
  }

  /** An abort signal for one request. */
  protected timeout(): AbortSignal {
    return AbortSignal.timeout(this.o.timeoutMs ?? 5000);
  }
}

/** Fetches a URL and answers its JSON body (null when the body is not JSON). */
export type TokenFetch = (url: string) => Promise<Record<string, unknown> | null>;

export class WxAccessToken {
  private token: { value: string; until: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly base: string,
    private readonly appId: string,
    private readonly secret: string,
    private readonly now: () => number,
  ) {}

  /** The token (cached; `force` fetches a new one). `fail` builds the caller's error for a refusal. */
  get(fetchJson: TokenFetch, fail: (msg: string, code?: number) => Error, force = false): Promise<string> {
    if (!force && this.token && this.token.until > this.now()) return Promise.resolve(this.token.value);
    if (!this.pending) {
      const u = `${this.base}/cgi-bin/token?grant_type=client_credential&appid=${encodeURIComponent(this.appId)}&secret=${encodeURIComponent(this.secret)}`;
      this.pending = fetchJson(u)
        .then((b) => {
          if (!b || typeof b.access_token !== 'string' || !b.access_token) throw fail(`access_token failed: ${b?.errcode} ${b?.errmsg}`, Number(b?.errcode));
          const ttl = typeof b.expires_in === 'number' ? b.expires_in : 7200;
          this.token = { value: b.access_token, until: this.now() + Math.max(60, ttl - 300) * 1000 };
          return b.access_token;
        })
        .finally(() => {
          this.pending = null;
        });
    }
    return this.pending;
  }
}

const shared = new Map<string, WxAccessToken>();

/** The one token holder of an app on an API host (the first asker's clock is kept). */
export function wxAccessToken(base: string, appId: string, secret: string, now: () => number): WxAccessToken {
  const key = `${base}\n${appId}\n${secret}`;
  let t = shared.get(key);
  if (!t) shared.set(key, (t = new WxAccessToken(base, appId, secret, now)));
  return t;
}
