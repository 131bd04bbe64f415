/**
 * Left-swipe advert page (unparsable advert data closes it): the advert of the `posid` slot
 * (default slot when absent) from the basic store; an internal redirect navigates in-app, any other
 * leaves; coming back from the advert closes the window (messaging browser) or goes back two entries.
 * A jumped flag in the session tells a return from a first visit. React-free for tests.
 */
import { matchPath } from '../../routes';
import { SESSION_KEYS } from '../../lib/session-keys';
import { safeRedirect } from '../../lib/url';
import { MAIN_DOMAIN } from '../../platform/config';
import { reportImportant } from '../../stores/report';
import type { RootStore } from '../../stores/RootStore';

/** The default advert slot (basic-store activity id) when the query has no posid. */
export const DEFAULT_LEFT_SLIDE_POSID = '20200422174512';

export interface LeftSlideAd {
  imageUrl: string;
  title: string;
  /** null: the advert has no redirect address (logged) */
  redirectUrl: string | null;
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Parses the basic-store content; null when it is not an advert object with an image. */
export function parseAd(content: string | null | undefined): LeftSlideAd | null {
  let raw: unknown;
  try {
    raw = JSON.parse(content ?? '');
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const o = raw as Record<string, unknown>;
  const imageUrl = str(o.imageUrl) || str(o.img) || str(o.image);
  if (!imageUrl) return null;
  const redirectUrl = str(o.redirectUrl) || str(o.url) || str(o.link) || null;
  return { imageUrl, title: str(o.title), redirectUrl };
}

/** The in-app path of a redirect address that is one of our pages, else null (an outside address). */
export function internalPath(url: string, host: string): string | null {
  let path: string | null = null;
  if (url.startsWith('/')) path = safeRedirect(url);
  else {
    try {
      const u = new URL(url);
      const h = u.hostname.toLowerCase();
      const ours = h === host.toLowerCase() || h === MAIN_DOMAIN || h.endsWith(`.${MAIN_DOMAIN}`);
      if (ours && /^https?:$/.test(u.protocol)) path = safeRedirect(`${u.pathname}${u.search}`);
    } catch {
      return null;
    }
  }
  if (!path) return null;
  return matchPath(path).route.name === 'notFound' ? null : path;
}

export function hasJumped(root: RootStore): boolean {
  return root.platform.storage.sessionGet<string>(SESSION_KEYS.leftSlideJumped) === '1';
}

/** Leaves the advert page: close the window in the messaging browser, else `delta` entries back. */
export function closePage(root: RootStore, delta: number): void {
  const { nav, env } = root.platform;
  if (env.isWechat && nav.closeWindow()) return;
  nav.back(delta);
}

/** Back from the advert: clears the flag, then closes / goes back two entries. */
export function returnFromAd(root: RootStore): void {
  root.platform.storage.sessionSet(SESSION_KEYS.leftSlideJumped, '0');
  closePage(root, 2);
}

/** Loads the advert of a slot; null (after closing the page) when its data cannot be parsed. */
export async function loadAd(root: RootStore, posid: string | undefined): Promise<LeftSlideAd | null> {
  const slot = posid || DEFAULT_LEFT_SLIDE_POSID;
  // 长辈版 shows no adverts: the page closes as it does for an advert it cannot show
  if (root.prefs.care) {
    closePage(root, 1);
    return null;
  }
  let ad: LeftSlideAd | null = null;
  try {
    const res = await root.api.config.basicStore({ activity_id: slot });
    ad = parseAd(res?.content);
  } catch {
    ad = null;
  }
  if (!ad) {
    reportImportant(root.api, 'PAGE_ERROR', { page: 'left slide', reason: 'unparsable advert', posid: slot });
    closePage(root, 1);
    return null;
  }
  if (!ad.redirectUrl) {
    // eslint-disable-next-line no-console
    console.warn('[left-slide] advert without redirect address', slot);
    reportImportant(root.api, 'PAGE_ERROR', { page: 'left slide', reason: 'missing redirect', posid: slot });
  }
  return ad;
}

/** Opens the advert: sets the jumped flag, then in-app navigation or leaving. */
export function openAd(root: RootStore, ad: LeftSlideAd, host: string): void {
  if (!ad.redirectUrl) return;
  const { storage, nav } = root.platform;
  storage.sessionSet(SESSION_KEYS.leftSlideJumped, '1');
  const path = internalPath(ad.redirectUrl, host);
  if (path) nav.go(path);
  else nav.leave(ad.redirectUrl);
}
