/**
 * Notifications out of the system, behind one interface: `console` (default, prints one line),
 * `memory` (tests) and `wxsubscribe`, the WeChat mini-program subscribe message
 * (POST cgi-bin/message/subscribe/send with the app's shared access token, wx-token.ts). The endpoint base
 * is a setting (WX_API_BASE) so tests run it against a local fake.
 */
import { wxAccessToken, wxMpApp } from './wx-token';
import type { Settings } from '../settings';
import { formatTime } from '../../../src/lib/time';

export interface NotifyMessage {
  msgId: string; userId: string; openid: string | null; kind: string; title: string; body: string;
  landingUrl: string; infoUuid: string; createdAt: number;
}
/** sent; skipped (nothing to send to: no openid, no template for the kind); failed (retry later). */
export type SendResult = 'sent' | 'skipped' | 'failed';

export interface NotifyProvider {
  readonly name: string;
  send(m: NotifyMessage): Promise<SendResult>;
}

export class ConsoleNotify implements NotifyProvider {
  readonly name = 'console';
  async send(m: NotifyMessage): Promise<SendResult> {
    console.log(`[notify] ${m.userId} ${m.kind} ${m.title} ${m.landingUrl}`);
    return 'sent';
  }
}

export class MemoryNotify implements NotifyProvider {
  readonly name = 'memory';
  readonly sent: NotifyMessage[] = [];
  async send(m: NotifyMessage): Promise<SendResult> {
    this.sent.push(m);
    return 'sent';
  }
}

export interface WxSubscribeOptions {
  appId: string;
  secret: string;
  /** https://api.weixin.qq.com unless overridden (WX_API_BASE) */
  apiBase: string;
  /** template id per notification kind (WX_SUBSCRIBE_TEMPLATE_<KIND>) */
  templates: Record<string, string>;
  /** the template's keyword names for title, body and time (WX_SUBSCRIBE_FIELDS) */
  fields: [string, string, string];
  /** formal | trial | developer */
  state: string;
  /** maps an H5 landing path to the mini-program page opened from the message */
  pageOf: (landingUrl: string) => string;
  now?: () => number;
}

/** thing.DATA values are at most 20 characters. */
const cut = (s: string, n = 20) => (Array.from(s).length > n ? `${Array.from(s).slice(0, n - 1).join('')}…` : s);
const timeValue = (ms: number) => formatTime(ms, 'YYYY-MM-DD HH:mm');

export class WxSubscribeNotify implements NotifyProvider {
  readonly name = 'wxsubscribe';
  constructor(private readonly o: WxSubscribeOptions) {}

  private now(): number {
    return (this.o.now ?? Date.now)();
  }

  /** The app's one access token holder (wx-token.ts), shared with the phone and mini-program code providers. */
  private accessToken(force = false): Promise<string> {
    const base = this.o.apiBase.replace(/\/+$/, '');
    const fetchJson = async (url: string) => (await (await fetch(url)).json().catch(() => null)) as Record<string, unknown> | null;
    return wxAccessToken(base, this.o.appId, this.o.secret, () => this.now()).get(fetchJson, (msg) => new Error(`cgi-bin/token failed: ${msg}`), force);
  }

  async send(m: NotifyMessage): Promise<SendResult> {
    const template = this.o.templates[m.kind];
    if (!template || !m.openid) return 'skipped';
    const [f1, f2, f3] = this.o.fields;
    const payload = {
      touser: m.openid, template_id: template, page: this.o.pageOf(m.landingUrl), miniprogram_state: this.o.state, lang: 'zh_CN',
      data: { [f1]: { value: cut(m.title) }, [f2]: { value: cut(m.body) }, [f3]: { value: timeValue(m.createdAt) } },
    };
    for (let attempt = 0; attempt < 2; attempt++) {
      const u = new URL('/cgi-bin/message/subscribe/send', this.o.apiBase);
      u.search = new URLSearchParams({ access_token: await this.accessToken(attempt > 0) }).toString();
      const res = await fetch(u, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
      const body = (await res.json()) as { errcode?: number; errmsg?: string };
      if (!body.errcode) return 'sent';
      // 40001 / 42001 / 40014: the token is invalid or expired: fetch a new one once.
      if ([40001, 42001, 40014].includes(body.errcode) && attempt === 0) continue;
      // 43101: the user has not subscribed (or used up) this template: nothing to retry.
      return body.errcode === 43101 ? 'skipped' : 'failed';
    }
    return 'failed';
  }
}

/** NOTIFY_PROVIDER: console (default) | memory | wxsubscribe. */
export function createNotifyProvider(s: Settings, pageOf: (landingUrl: string) => string): NotifyProvider {
  const name = s.NOTIFY_PROVIDER;
  if (name === 'console') return new ConsoleNotify();
  if (name === 'memory') return new MemoryNotify();
  if (name === 'wxsubscribe') {
    // the schema checked the three names (settings.ts WX_SUBSCRIBE_FIELDS)
    const fields = s.WX_SUBSCRIBE_FIELDS.split(',').map((f) => f.trim());
    // the mini-program's credentials, by the one rule of the phone number and mini-program code providers
    const app = wxMpApp(s) ?? { appId: s.WX_MP_APPID || s.WX_APPID, secret: '', baseUrl: s.WX_API_BASE };
    return new WxSubscribeNotify({
      appId: app.appId, secret: app.secret, apiBase: app.baseUrl,
      templates: { ...s.WX_SUBSCRIBE_TEMPLATES }, fields: fields as [string, string, string], state: s.WX_SUBSCRIBE_STATE, pageOf,
    });
  }
  throw new Error(`unknown NOTIFY_PROVIDER ${name} (known: console, memory, wxsubscribe)`);
}
