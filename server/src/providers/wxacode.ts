/**
 * Mini-program codes (the round "sun" codes) for share posters, from WeChat's wxacode API:
 *   POST {WX_API_BASE}/wxa/getwxacodeunlimit?access_token=...  {"scene","page","width","check_path","env_version"}
 *   -> the image bytes (image/jpeg or image/png), or JSON { errcode, errmsg } when refused.
 * "Unlimited": any number of codes, the page's parameters carried in `scene` (at most 32 visible
 * characters). The access token comes from GET /cgi-bin/token (client_credential), cached until
 * shortly before it expires; a 40001/42001 answer (revoked or expired early) refreshes it once.
 *
 * Interface, dev stand-in (no network: it draws an ordinary QR code of `<page>?scene=<scene>`), and
 * the real API with an injectable base URL and fetch (tested against a local fake of WeChat's API).
 * Production refuses the stand-in (production.ts).
 */
import { TOKEN_INVALID, WxApiClient, wxMpApp, type WxApiOptions } from './wx-token';
import QRCode from 'qrcode';
import type { Config } from '../config';

export interface WxacodeRequest {
  /** ≤32 characters of [A-Za-z0-9!#$&'()*+,/:;=?@-._~] */
  scene: string;
  /** a published page, without a leading slash: sdc/cfPagesMain/detail/index */
  page: string;
  /** px, 280-1280 */
  width?: number;
}

export interface WxacodeProvider {
  readonly name: 'dev' | 'wechat';
  /** The code's image (PNG or JPEG bytes); throws WxacodeError when WeChat refuses. */
  unlimited(req: WxacodeRequest): Promise<Buffer>;
}

export class WxacodeError extends Error {
  constructor(message: string, readonly errcode?: number) {
    super(message);
    this.name = 'WxacodeError';
  }
}

export const SCENE_RE = /^[A-Za-z0-9!#$&'()*+,/:;=?@\-._~]{1,32}$/;

/** Dev stand-in: a plain QR code of `<page>?scene=<scene>` (what the simulator's scan would open). */
export class DevWxacode implements WxacodeProvider {
  readonly name = 'dev' as const;
  async unlimited(req: WxacodeRequest): Promise<Buffer> {
    if (!SCENE_RE.test(req.scene)) throw new WxacodeError('invalid scene', 40169);
    return QRCode.toBuffer(`${req.page}?scene=${encodeURIComponent(req.scene)}`, { scale: 6, margin: 1, errorCorrectionLevel: 'M' });
  }
}

type FetchRes = { status: number; headers: { get(name: string): string | null }; arrayBuffer(): Promise<ArrayBuffer> };
type FetchFn = (url: string, init?: { method?: string; headers?: Record<string, string>; body?: string; signal?: AbortSignal }) => Promise<FetchRes>;

export interface WechatWxacodeOptions extends WxApiOptions<FetchFn> {
  /** release | trial | develop */
  envVersion?: string;
}

export class WechatWxacode extends WxApiClient<FetchFn> implements WxacodeProvider {
  readonly name = 'wechat' as const;

  constructor(protected readonly o: WechatWxacodeOptions) {
    super(o);
  }

  private async send(url: string, body?: string): Promise<{ json: Record<string, unknown> | null; bytes: Buffer }> {
    const res = await this.fetchFn(url, {
      ...(body ? { method: 'POST', body, headers: { 'content-type': 'application/json' } } : {}),
      signal: this.timeout(),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    const type = res.headers.get('content-type') ?? '';
    // WeChat answers an image on success and JSON (sometimes labelled text/plain) on failure.
    if (type.startsWith('image/')) return { json: null, bytes };
    try {
      return { json: JSON.parse(bytes.toString('utf8')) as Record<string, unknown>, bytes };
    } catch {
      throw new WxacodeError(`WeChat answered HTTP ${res.status} ${type} that is neither an image nor JSON`);
    }
  }

  private accessToken(force = false): Promise<string> {
    return this.tokens.get(async (u) => (await this.send(u)).json, (msg, code) => new WxacodeError(msg, code), force);
  }

  async unlimited(req: WxacodeRequest): Promise<Buffer> {
    if (!SCENE_RE.test(req.scene)) throw new WxacodeError('invalid scene', 40169);
    const body = JSON.stringify({ scene: req.scene, page: req.page, width: req.width ?? 430, check_path: false, env_version: this.o.envVersion ?? 'release' });
    for (let attempt = 0; ; attempt += 1) {
      const token = await this.accessToken(attempt > 0);
      const { json, bytes } = await this.send(`${this.base}/wxa/getwxacodeunlimit?access_token=${encodeURIComponent(token)}`, body);
      if (!json) return bytes;
      const errcode = Number(json.errcode ?? -1);
      if (attempt === 0 && TOKEN_INVALID.has(errcode)) continue;
      throw new WxacodeError(`getwxacodeunlimit failed: ${errcode} ${json.errmsg ?? ''}`.trim(), errcode);
    }
  }
}

const byConfig = new WeakMap<Config, WxacodeProvider>();

/** Whether the config would use the dev stand-in (no mini-program secret): production refuses it. */
export const wxacodeIsStandIn = (config: Config): boolean => !wxMpApp(config.settings);

/**
 * The provider for a config (one per config, so the access token is shared): the real API with the
 * mini-program's credentials (wxMpApp), else the dev stand-in.
 */
export function wxacodeFor(config: Config): WxacodeProvider {
  let p = byConfig.get(config);
  if (!p) {
    const app = wxMpApp(config.settings);
    p = app ? new WechatWxacode(app) : new DevWxacode();
    byConfig.set(config, p);
  }
  return p;
}
