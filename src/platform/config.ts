/**
 * Deployment constants of the client (no Taro, no DOM). One place to change them.
 */
import { RAW_PATHS } from '../contract/raw';

/** The main site domain: cookies are scoped to it; the OAuth redirect goes through it. */
export const MAIN_DOMAIN = 'qschou.com';
/**
 * Alternative (share) domains that serve the same app: a "multi-domain origin". On them the
 * messaging browser sends an expired login through the main-domain auth redirect.
 */
export const ALT_DOMAINS: readonly string[] = ['qsebao.com', 'qschou.cn'];
// Build settings (config/origins.ts -> Taro defineConstants, from TARO_APP_API_ORIGIN / _UPLOAD_ / _ASSET_).
// `typeof` keeps plain Node (Jest) working, where no build defined them: the local dev server then.
declare const CF_API_ORIGIN: string | undefined;
declare const CF_UPLOAD_ORIGIN: string | undefined;
declare const CF_ASSET_ORIGIN: string | undefined;
declare const CF_H5_UPLOAD_ORIGIN: string | undefined;
const LOCAL_ORIGIN = 'http://127.0.0.1:3000';

/** API origin for the mini-program build (H5 uses same-origin relative URLs). https in a release build. */
export const API_BASE: string = typeof CF_API_ORIGIN === 'string' ? CF_API_ORIGIN : LOCAL_ORIGIN;
/** The separate upload host the mini-program's wx.uploadFile goes to: its uploadFile legal domain. */
export const UPLOAD_BASE: string = typeof CF_UPLOAD_ORIGIN === 'string' ? CF_UPLOAD_ORIGIN : API_BASE;
/** H5's separate upload host (the TARO_APP_H5_UPLOAD_ORIGIN build setting); '' posts to the page's own origin. */
export const H5_UPLOAD_BASE: string = typeof CF_H5_UPLOAD_ORIGIN === 'string' ? CF_H5_UPLOAD_ORIGIN : '';
/** Where public images live (the server hands out absolute URLs on it; its downloadFile legal domain). */
export const ASSET_BASE: string = typeof CF_ASSET_ORIGIN === 'string' ? CF_ASSET_ORIGIN : API_BASE;
/** The OAuth endpoint and our callback path (the server's route reads them there too). */
export { AUTH_CALLBACK_PATH, OAUTH_AUTHORIZE_URL } from '../lib/wx-oauth';
/** The server's OAuth start: it binds a random state to this browser (login CSRF) and redirects to WeChat. */
export const AUTH_START_PATH = RAW_PATHS.wxAuthStart;
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

/** The share card used when a case has no image WeChat can show (served by the API on the asset origin). */
const SHARE_CARD = `${RAW_PATHS.demoCovers}/share.jpg`;
export const DEFAULT_SHARE_IMAGE = `${ASSET_BASE}${SHARE_CARD}`;
const SHOWN_FORMAT = /\.(png|jpe?g)(!cf_mtr_\d+)?$/i;

/**
 * A share card image WeChat shows: absolute, PNG or JPG (no SVG, no relative path — the mini-program has
 * no page origin). A path becomes absolute on the asset origin; anything else gets the default card.
 */
export function shareImageUrl(url: string | null | undefined, assetBase: string = ASSET_BASE): string {
  const u = (url ?? '').trim();
  const abs = /^https?:\/\//i.test(u) ? u : u.startsWith('/') && !u.startsWith('//') ? assetBase + u : '';
  const path = abs.replace(/^https?:\/\/[^/]+/i, '').split(/[?#]/)[0];
  return abs && SHOWN_FORMAT.test(path) ? abs : `${assetBase}${SHARE_CARD}`;
}
