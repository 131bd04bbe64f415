/**
 * Where the messaging-app OAuth login starts (pure). The client never builds the authorize URL itself:
 * it goes to our server's start path on the main domain, which binds a random state to this browser
 * (an HttpOnly cookie) and redirects to the OAuth page; the OAuth page returns to our callback with
 * `code` and that state, and the callback refuses a code without it (login CSRF). The callback logs the
 * user in for `thirdType` and then goes to redirectUrl.
 */
import { normalizeThirdType } from '../lib/third-type';
import { AUTH_START_PATH, MAIN_DOMAIN, isMultiDomainHost } from './config';

export interface AuthUrlInput {
  scope: 'base' | 'userinfo';
  /** absolute URL or in-app path to come back to */
  returnUrl: string;
  thirdType?: number;
  /** current origin, e.g. https://m.qschou.com */
  origin: string;
  hostname: string;
}

/** The server's OAuth start URL (scope base / userinfo, third type in the allowed list else 17). */
export function buildAuthUrl(i: AuthUrlInput): string {
  const thirdType = normalizeThirdType(i.thirdType);
  // Alternative domains are not registered for OAuth: go through the main domain (the state cookie
  // is set there, where the callback reads it).
  const startOrigin = isMultiDomainHost(i.hostname) ? `https://www.${MAIN_DOMAIN}` : i.origin;
  const back = /^https?:\/\//i.test(i.returnUrl) ? i.returnUrl : i.origin + i.returnUrl;
  return `${startOrigin}${AUTH_START_PATH}?thirdType=${thirdType}&scope=${i.scope}&redirectUrl=${encodeURIComponent(back)}`;
}
