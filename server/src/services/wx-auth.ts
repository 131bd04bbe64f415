/**
 * Messaging-browser web OAuth login: the OAuth code becomes an openid through the WxLoginProvider,
 * the user is found (or created) by that openid, and the callback's redirectUrl is reduced to a
 * same-site relative path or refused.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../deps';
import { badRequest, loginFailed } from '../lib/errors';
import { newId } from '../lib/util';
import { jssdkSignature, type WebOAuthScope } from '../providers/wxlogin';
import { findUserByOpenid, insertUserIfAbsent, type UserRow } from '../repositories/users';
import { safeRedirect } from '../../../src/lib/url';
import { RAW_PATHS } from '../../../src/contract/raw';

/** Where the callback goes when redirectUrl is missing or unsafe (the client's default too). */
export const WX_AUTH_FALLBACK = '/cf/common/list';
const MAX_REDIRECT = 2048;

/** Exchanges the OAuth code and returns the user of that openid, created on first login. */
export async function webOAuthLogin(deps: AppDeps, code: string, scope: WebOAuthScope, thirdType: number): Promise<UserRow> {
  let profile;
  try {
    profile = await deps.wxLogin.webOAuth(code, scope);
  } catch {
    throw loginFailed('微信授权失败，请重试');
  }
  if (!profile?.openid) throw loginFailed('微信授权失败，请重试');
  const existing = await findUserByOpenid(deps.db, profile.openid);
  if (existing) return existing;
  const tail = String(Math.floor(Math.random() * 10000)).padStart(4, '0');
  await insertUserIfAbsent(deps.db, {
    user_id: newId('u'),
    mobile: null,
    openid: profile.openid,
    nickname: profile.nickname?.trim().slice(0, 50) || `爱心人士${tail}`,
    head_img_url: profile.headImgUrl && /^https?:\/\//i.test(profile.headImgUrl) ? profile.headImgUrl.slice(0, 500) : '',
    third_type: thirdType,
    created_at: deps.clock(),
  });
  // a concurrent first login may have inserted the row: read whichever won
  return (await findUserByOpenid(deps.db, profile.openid))!;
}

/**
 * The same-site relative path to return to, or WX_AUTH_FALLBACK. The client sends origin + path
 * (src/platform/auth-url.ts), so an absolute http(s) URL of exactly this host is reduced to its
 * path; every other absolute URL, '//host', backslashes, javascript: and their percent-encoded
 * forms are refused (src/lib/url.ts safeRedirect, shared with the client's after-login check).
 */
export function callbackTarget(redirectUrl: unknown, requestHost: string): string {
  if (typeof redirectUrl !== 'string' || !redirectUrl || redirectUrl.length > MAX_REDIRECT) return WX_AUTH_FALLBACK;
  let target = redirectUrl;
  if (/^https?:\/\//i.test(target)) {
    let u: URL;
    try {
      u = new URL(target);
    } catch {
      return WX_AUTH_FALLBACK;
    }
    if (u.username || u.password || !requestHost || u.host.toLowerCase() !== requestHost.toLowerCase()) return WX_AUTH_FALLBACK;
    target = u.pathname + u.search + u.hash;
  }
  return safeRedirect(target) ?? WX_AUTH_FALLBACK;
}

/**
 * Login CSRF protection: /api/wx/auth/start puts a random state in an HttpOnly, signed cookie and in
 * the OAuth URL; the callback accepts a code only with the same state (single use: the cookie is
 * cleared at the callback).
 */
export const OAUTH_STATE_COOKIE = 'cf_oauth_state';
/** Path of the state cookie: sent to the start and callback routes only. */
export const OAUTH_COOKIE_PATH = '/api/wx/auth';
export const OAUTH_START_PATH = RAW_PATHS.wxAuthStart;
export const OAUTH_STATE_TTL_SECONDS = 600;
export const OAUTH_STATE_MSG = '微信授权已失效，请重新登录';

/** 32 hex characters: fits WeChat's state (a-zA-Z0-9, at most 128). */
export const newOAuthState = (): string => randomBytes(16).toString('hex');

/** Constant-time comparison of the callback's state with the cookie's. */
export function sameState(expected: string | null | undefined, given: string | null | undefined): boolean {
  if (!expected || !given || !/^[0-9a-f]{32}$/.test(expected)) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The demo's stand-in for WeChat's authorize page (dev login provider only; production never serves it:
 * routes/raw/wx-auth.ts answers 404 unless the provider is the dev fake). Same query as WeChat's page.
 */
export const OAUTH_STANDIN_PATH = '/api/wx/auth/stand-in';

/** The WeChat web OAuth authorize URL for the callback and state. */
export function oauthAuthorizeUrl(authorizeBase: string, appId: string, callbackUrl: string, scope: WebOAuthScope, state: string): string {
  return (
    `${authorizeBase}?appid=${encodeURIComponent(appId)}&redirect_uri=${encodeURIComponent(callbackUrl)}` +
    `&response_type=code&scope=snsapi_${scope}&state=${state}#wechat_redirect`
  );
}

/** The JSSDK config of a page (http or https URL, else 参数错误: url): app id, time, nonce and signature over the jsapi ticket. */
export async function jssdkConfig(deps: AppDeps, url: string) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest('参数错误: url');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw badRequest('参数错误: url');
  const ticket = await deps.ticket.jsapiTicket();
  const nonceStr = randomBytes(8).toString('hex');
  const timestamp = Math.floor(deps.clock() / 1000);
  return { appId: deps.config.wx.appId, timestamp, nonceStr, signature: jssdkSignature(ticket, nonceStr, timestamp, url) };
}
