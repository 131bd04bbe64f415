/**
 * The messaging app's web OAuth, as both sides name it: the client's auth redirect
 * (src/platform/auth-url.ts) and the server's callback route (server/src/routes/raw/wx-auth.ts).
 */
import { RAW_PATHS } from '../contract/raw';
import { routeByName } from '../routes';

const LOGIN_H5_PATH = routeByName('login').h5 ?? '/login';

/** Messaging-app OAuth endpoint. */
export const OAUTH_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';
/** Our auth callback on the main domain (exchanges the OAuth code, then returns to redirectUrl). */
export const AUTH_CALLBACK_PATH = RAW_PATHS.wxAuthCallback;

/**
 * Phone login where WeChat login is not possible: `/login` with `by=phone` is the phone form even in the
 * messaging browser (without it, /login there starts the WeChat OAuth). The OAuth stand-in's 手机号登录
 * link and a refused authorization come here.
 */
export const PHONE_LOGIN_QUERY = { key: 'by', value: 'phone' } as const;

/**
 * The phone login page that returns to redirectUrl (an in-app path). A redirectUrl that is itself the login
 * page (the OAuth came from /login?redirectUrl=X) is unwrapped to X: one login page, one way back.
 */
export function phoneLoginPath(redirectUrl: string): string {
  const [path, query = ''] = redirectUrl.split('?');
  const inner = path === LOGIN_H5_PATH ? new URLSearchParams(query).get('redirectUrl') : null;
  if (inner) return phoneLoginPath(inner);
  return `${LOGIN_H5_PATH}?redirectUrl=${encodeURIComponent(redirectUrl)}&${PHONE_LOGIN_QUERY.key}=${PHONE_LOGIN_QUERY.value}`;
}
