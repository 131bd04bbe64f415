/**
 * Navigation guards (login check, redirects, hand-offs) as pure decisions: the route table's data + who the
 * user is + where the page runs -> what the router must do. No React, no Taro: the caller (the
 * route page wrapper) performs the decision with the platform (nav.go / login.authRedirect /
 * bridge.openNative / nav.leave).
 */
import { routeByName, type RouteDef } from '../routes';
import type { EnvInfo } from '../platform/types';
import { isMultiDomainHost } from '../platform/config';
import { emitPlatformError } from '../platform/events';
import { buildH5Url } from '../platform/nav-url';
import { normalizeThirdType } from '../lib/third-type';
import { safeRedirect } from '../lib/url';
import { PHONE_LOGIN_QUERY } from '../lib/wx-oauth';

export interface GuardAuth {
  loggedIn: boolean;
  mobileBound: boolean;
  /** third type of the current session's identity (null: none) */
  thirdType?: number | null;
}
export interface GuardConfig {
  /** where the old /cf/act/311/ and good-day routes go: an in-app path or an absolute URL */
  oldActivityUrl: string;
  /** fundraiser centre's forced domain in the messaging browser (host, or origin with protocol) */
  fundraiserDomain?: string | null;
  /** native apps open the inviter route as an in-app invite page */
  inviterInApp?: boolean;
}
export interface GuardContext {
  route: RouteDef;
  params: Record<string, string>;
  query: Record<string, string>;
  /** full in-app path with query, e.g. /cf/pennants/mine?channel=5 */
  path: string;
  auth: GuardAuth;
  env: EnvInfo;
  config: GuardConfig;
  /** current hostname (H5); '' in the mini-program */
  host?: string;
}

export type Decision =
  | { kind: 'allow' }
  /** in-app replace to this path */
  | { kind: 'redirect'; to: string }
  /** in-app replace to /login?redirectUrl=<encoded full path> */
  | { kind: 'login'; to: string }
  /** messaging browser: userinfo-scope OAuth, coming back to returnUrl */
  | { kind: 'authRedirect'; scope: 'userinfo' | 'base'; returnUrl: string }
  /** a login of this third-party account type (payMp: the pay-mini-program type) */
  | { kind: 'thirdLogin'; thirdType: number; payMp: boolean }
  /** native app (or other domain for account routes): open this path in the app's own pages */
  | { kind: 'handoff'; to: 'raise' | 'account' | 'invite'; path: string }
  /** leave for an absolute URL */
  | { kind: 'leave'; url: string };

export const LOGIN_PATH = '/login';
export const DEFAULT_AFTER_LOGIN = '/cf/common/list';

/** /login?redirectUrl=<encodeURIComponent(full path)> */
export function loginPathFor(fullPath: string): string {
  return `${LOGIN_PATH}?redirectUrl=${encodeURIComponent(fullPath)}`;
}

function searchOf(path: string): string {
  const i = path.indexOf('?');
  return i < 0 ? '' : path.slice(i);
}

/** Account routes map to the account site's /mine paths: /cf/mine -> /mine, /cf/sign-in -> /mine/sign-in. */
export function minePathFor(path: string): string {
  const [p, ...q] = path.split('?');
  const query = q.length ? `?${q.join('?')}` : '';
  if (p === '/mine' || p.startsWith('/mine/')) return p + query;
  if (p === '/cf/mine') return `/mine${query}`;
  return `/mine${p.replace(/^\/cf/, '')}${query}`;
}

function originOf(domain: string): { origin: string; host: string } {
  const withProto = /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
  const origin = withProto.replace(/\/+$/, '');
  return { origin, host: origin.replace(/^https?:\/\//i, '').replace(/\/.*$/, '').toLowerCase() };
}

/** Decides what entering a route requires (see Decision). Order: redirects, hand-offs, domain move, auth. */
export function decide(ctx: GuardContext): Decision {
  const { route, env, auth, config, path, query } = ctx;
  const host = (ctx.host ?? '').toLowerCase();

  if (route.redirect) {
    if (route.redirect === 'config:oldActivity') {
      const to = config.oldActivityUrl || DEFAULT_AFTER_LOGIN;
      return /^https?:\/\//i.test(to) ? { kind: 'leave', url: to } : { kind: 'redirect', to };
    }
    return { kind: 'redirect', to: buildH5Url(routeByName(route.redirect)) + searchOf(path) };
  }

  if (route.handoff && env.isApp) {
    return { kind: 'handoff', to: route.handoff, path: route.handoff === 'account' ? minePathFor(path) : path };
  }
  if (route.handoff === 'account' && host && isMultiDomainHost(host)) {
    return { kind: 'handoff', to: 'account', path: minePathFor(path) };
  }
  if (route.name === 'inviter' && env.isApp && config.inviterInApp) {
    return { kind: 'handoff', to: 'invite', path };
  }

  if (route.name === 'fundraiserCenter' && env.isWechat && config.fundraiserDomain) {
    const target = originOf(config.fundraiserDomain);
    if (target.host && target.host !== host) return { kind: 'leave', url: target.origin + path };
  }

  switch (route.auth) {
    case 'login':
      return auth.loggedIn && auth.mobileBound ? { kind: 'allow' } : { kind: 'login', to: loginPathFor(path) };
    case 'userInfo':
      if (auth.loggedIn) return { kind: 'allow' };
      // /login?by=phone is the phone form in the messaging browser too (WeChat login refused or unavailable)
      if (route.name === 'login' && query[PHONE_LOGIN_QUERY.key] === PHONE_LOGIN_QUERY.value) return { kind: 'allow' };
      if (env.isWechat) return { kind: 'authRedirect', scope: 'userinfo', returnUrl: path };
      // the login page itself is where a browser visitor logs in
      return route.name === 'login' ? { kind: 'allow' } : { kind: 'login', to: loginPathFor(path) };
    case 'thirdType':
    case 'payMp': {
      const thirdType = normalizeThirdType(query.thirdType);
      if (auth.loggedIn && auth.thirdType === thirdType) return { kind: 'allow' };
      return { kind: 'thirdLogin', thirdType, payMp: route.auth === 'payMp' };
    }
    default:
      return { kind: 'allow' };
  }
}

/**
 * A channel query value is remembered for the session and re-applied to later routes.
 * Returns the channel to remember (null: none) and the path to replace to when the current URL lacks
 * the session's channel (null: nothing to do).
 */
export function applyChannel(
  path: string,
  query: Record<string, string | undefined>,
  sessionChannel: string | null | undefined,
): { channel: string | null; replaceTo: string | null } {
  const fromQuery = query.channel;
  if (fromQuery) return { channel: fromQuery, replaceTo: null };
  if (!sessionChannel) return { channel: null, replaceTo: null };
  const [beforeHash, ...hash] = path.split('#');
  const sep = beforeHash.includes('?') ? (/[?&]$/.test(beforeHash) ? '' : '&') : '?';
  const replaceTo = `${beforeHash}${sep}channel=${encodeURIComponent(sessionChannel)}${hash.length ? `#${hash.join('#')}` : ''}`;
  return { channel: sessionChannel, replaceTo };
}

/**
 * Where to go after a successful login: the redirectUrl when it is a safe same-site path (decoded
 * once if it arrived still encoded), else the case list; an unsafe value is reported.
 */
export function afterLoginTarget(redirectUrl: string | null | undefined): string {
  if (!redirectUrl) return DEFAULT_AFTER_LOGIN;
  let target = redirectUrl;
  if (/^%2F/i.test(target)) {
    try {
      target = decodeURIComponent(target);
    } catch {
      target = '';
    }
  }
  const safe = safeRedirect(target);
  if (!safe) {
    emitPlatformError('PAGE_ERROR', { page: 'unsafe login redirect', redirectUrl: String(redirectUrl).slice(0, 300) });
    return DEFAULT_AFTER_LOGIN;
  }
  // never bounce back into the login page itself
  return safe.split('?')[0] === LOGIN_PATH ? DEFAULT_AFTER_LOGIN : safe;
}
