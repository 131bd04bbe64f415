/**
 * Deployment constants of the client (no Taro, no DOM). One place to change them.
 */

/** The main site domain: cookies are scoped to it; the OAuth redirect goes through it. */
export const MAIN_DOMAIN = 'qschou.com';
/**
 * Alternative (share) domains that serve the same app: a "multi-domain origin" (SPEC 8). On them the
 * messaging browser sends an expired login through the main-domain auth redirect.
 */
export const ALT_DOMAINS: readonly string[] = ['qsebao.com', 'qschou.cn'];
/** API origin for the mini-program build (H5 uses same-origin relative URLs). */
export const API_BASE = 'http://127.0.0.1:3000';
/** Messaging-app OAuth endpoint. */
export const OAUTH_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';
/** Our auth callback on the main domain (exchanges the OAuth code, then returns to redirectUrl). */
export const AUTH_CALLBACK_PATH = '/api/wx/auth/callback';
/** Messaging-app app id used for OAuth and JSSDK (overridable via TARO_APP_ID at build time). */
export const WX_APP_ID = 'wx0000000000000000';
/** UA marker of the provider's native apps: `CfApp/<version>`; the CRM app uses `CfCrm/<version>`. */
export const APP_UA_MARKER = 'CfApp/';
export const CRM_UA_MARKER = 'CfCrm/';
/** Client version sent in the common-message header. */
export const APP_VERSION = '0.1.0';
/** URL scheme the native apps handle when no JS bridge object is injected. */
export const APP_SCHEME = 'cfapp://open';

/** Cookie domain for a host: the main domain when the host belongs to it, else the host itself (undefined = no domain attribute). */
export function cookieDomainFor(host: string): string | undefined {
  const h = host.replace(/:\d+$/, '').toLowerCase();
  if (h === MAIN_DOMAIN || h.endsWith(`.${MAIN_DOMAIN}`)) return `.${MAIN_DOMAIN}`;
  return undefined;
}

/** True when the host is one of the alternative domains (not the main one). */
export function isMultiDomainHost(host: string): boolean {
  const h = host.replace(/:\d+$/, '').toLowerCase();
  return ALT_DOMAINS.some((d) => h === d || h.endsWith(`.${d}`));
}
