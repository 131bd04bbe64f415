/**
 * The mini-program's access_token (WeChat's /cgi-bin/token), one per app and API host in a process:
 * every provider that calls WeChat's server APIs with it (the phone number, the mini-program code) asks
 * here, because fetching a new token retires the one before it, so two caches of one app would keep
 * invalidating each other. Renewed 5 minutes before it expires, or at once when WeChat says it is
 * invalid (the caller asks with force after errcode 40001/40014/42001). Several server processes each
 * keep their own; a central token service would be the next step at scale.
 */
export const TOKEN_INVALID = new Set([40001, 40014, 42001]);

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
