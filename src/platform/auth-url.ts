/**
 * The messaging-app OAuth URL (pure). The OAuth page returns to our auth callback on the main
 * domain with `code`; the callback logs the user in for `thirdType` and then goes to redirectUrl.
 */
import { normalizeThirdType } from '../lib/third-type';
import { AUTH_CALLBACK_PATH, MAIN_DOMAIN, OAUTH_AUTHORIZE_URL, WX_APP_ID, isMultiDomainHost } from './config';

export interface AuthUrlInput {
  scope: 'base' | 'userinfo';
  /** absolute URL or in-app path to come back to */
  returnUrl: string;
  thirdType?: number;
  /** current origin, e.g. https://m.qschou.com */
  origin: string;
  hostname: string;
  appId?: string;
}

/** Builds the OAuth authorize URL (scope snsapi_base / snsapi_userinfo, state = thirdType). */
export function buildAuthUrl(i: AuthUrlInput): string {
  const thirdType = normalizeThirdType(i.thirdType);
  // Alternative domains are not registered for OAuth: go through the main domain.
  const callbackOrigin = isMultiDomainHost(i.hostname) ? `https://www.${MAIN_DOMAIN}` : i.origin;
  const back = /^https?:\/\//i.test(i.returnUrl) ? i.returnUrl : i.origin + i.returnUrl;
  const callback =
    `${callbackOrigin}${AUTH_CALLBACK_PATH}?thirdType=${thirdType}&scope=${i.scope}` +
    `&redirectUrl=${encodeURIComponent(back)}`;
  return (
    `${OAUTH_AUTHORIZE_URL}?appid=${encodeURIComponent(i.appId ?? WX_APP_ID)}` +
    `&redirect_uri=${encodeURIComponent(callback)}&response_type=code&scope=snsapi_${i.scope}` +
    `&state=${thirdType}#wechat_redirect`
  );
}
