/**
 * WeChat identity: mini-program code2Session, the messaging-browser web OAuth code exchange and the
 * JSSDK ticket, each behind an interface with a
 * dev fake as the default (no network), and the real WeChat endpoints when WX_SECRET is set.
 */
import { createHash } from 'node:crypto';
import { sha256 } from '../lib/util';

export interface WxLoginProvider {
  /** Exchanges a wx.login code for the user's openid; throws when the code is rejected. */
  code2Session(code: string): Promise<{ openid: string; unionid?: string }>;
  /**
   * Exchanges a messaging-browser web OAuth code (snsapi_base / snsapi_userinfo) for the openid;
   * with the userinfo scope also the nickname and avatar. Throws when the code is rejected.
   */
  webOAuth(code: string, scope: WebOAuthScope): Promise<WebOAuthUser>;
}

export type WebOAuthScope = 'base' | 'userinfo';
export interface WebOAuthUser {
  openid: string;
  unionid?: string;
  nickname?: string;
  headImgUrl?: string;
}

export interface TicketProvider {
  /** The current jsapi_ticket for the JSSDK signature. */
  jsapiTicket(): Promise<string>;
}

/**
 * A dev wx.login code names its simulated device: "dev-<deviceId>-<nonce>" (a fresh nonce per launch,
 * as real codes are one-time). The device part gives the openid, so relaunching the same device is the
 * same user, as with WeChat; any other code is treated as its own device.
 */
export const DEV_CODE = /^dev-([A-Za-z0-9_]{1,64})-[A-Za-z0-9_]{1,64}$/;

/** The dev openid of a wx.login code (stable per simulated device). */
export function devOpenid(code: string): string {
  const device = DEV_CODE.exec(code)?.[1] ?? code;
  return 'dev-' + sha256(`device:${device}`).slice(0, 24);
}

export class DevWxLogin implements WxLoginProvider {
  async code2Session(code: string) {
    return { openid: devOpenid(code) };
  }

  /**
   * Dev fake: a stable openid per code, or per simulated device for a "dev-<device>-<nonce>" code (the
   * demo's OAuth stand-in sends one per browser); 'web-' prefix: the web OAuth app is another app id.
   */
  async webOAuth(code: string, scope: WebOAuthScope): Promise<WebOAuthUser> {
    const device = DEV_CODE.exec(code)?.[1];
    const openid = 'dev-web-' + sha256(device ? `device:${device}` : code).slice(0, 24);
    return scope === 'userinfo' ? { openid, nickname: `微信用户${openid.slice(-4)}` } : { openid };
  }
}

export class DevTicket implements TicketProvider {
  async jsapiTicket() {
    return 'dev-jsapi-ticket';
  }
}

/** The real endpoints (needs outbound network and WX_APPID / WX_SECRET). */
export class WechatApi implements WxLoginProvider, TicketProvider {
  private ticket: { value: string; until: number } | null = null;
  constructor(private readonly appId: string, private readonly secret: string) {}

  async code2Session(code: string) {
    const u = new URL('https://api.weixin.qq.com/sns/jscode2session');
    u.search = new URLSearchParams({ appid: this.appId, secret: this.secret, js_code: code, grant_type: 'authorization_code' }).toString();
    const body = (await (await fetch(u)).json()) as { openid?: string; unionid?: string; errcode?: number; errmsg?: string };
    if (!body.openid) throw new Error(`code2Session failed: ${body.errcode} ${body.errmsg}`);
    return { openid: body.openid, unionid: body.unionid };
  }

  async webOAuth(code: string, scope: WebOAuthScope): Promise<WebOAuthUser> {
    const u = new URL('https://api.weixin.qq.com/sns/oauth2/access_token');
    u.search = new URLSearchParams({ appid: this.appId, secret: this.secret, code, grant_type: 'authorization_code' }).toString();
    const token = (await (await fetch(u)).json()) as { access_token?: string; openid?: string; unionid?: string; errcode?: number; errmsg?: string };
    if (!token.openid || !token.access_token) throw new Error(`oauth2 access_token failed: ${token.errcode} ${token.errmsg}`);
    if (scope !== 'userinfo') return { openid: token.openid, unionid: token.unionid };
    const info = new URL('https://api.weixin.qq.com/sns/userinfo');
    info.search = new URLSearchParams({ access_token: token.access_token, openid: token.openid, lang: 'zh_CN' }).toString();
    const user = (await (await fetch(info)).json()) as { nickname?: string; headimgurl?: string; unionid?: string };
    // the profile is a nicety: a failed userinfo call still logs the user in by openid
    return { openid: token.openid, unionid: token.unionid ?? user.unionid, nickname: user.nickname, headImgUrl: user.headimgurl };
  }

  async jsapiTicket() {
    if (this.ticket && this.ticket.until > Date.now()) return this.ticket.value;
    const tokenUrl = `https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=${this.appId}&secret=${this.secret}`;
    const token = (await (await fetch(tokenUrl)).json()) as { access_token?: string };
    if (!token.access_token) throw new Error('access_token failed');
    const t = (await (await fetch(`https://api.weixin.qq.com/cgi-bin/ticket/getticket?access_token=${token.access_token}&type=jsapi`)).json()) as { ticket?: string; expires_in?: number };
    if (!t.ticket) throw new Error('jsapi ticket failed');
    this.ticket = { value: t.ticket, until: Date.now() + ((t.expires_in ?? 7200) - 300) * 1000 };
    return t.ticket;
  }
}

/** WeChat JSSDK signature: sha1 of the four fields in this order, the url without its #fragment. */
export function jssdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const clean = url.split('#')[0];
  const s = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${clean}`;
  return createHash('sha1').update(s).digest('hex');
}
