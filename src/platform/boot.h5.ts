/**
 * H5: the server puts data blocks into index.html (`<script type="application/json" id="cf-boot">` for
 * the case's visitor funding info, `cf-boot-pay`, `cf-boot-list`; server/src/ssr/h5-boot.ts) and, on
 * the donor pages, the first screen rendered from the same React components (`<div id="cf-ssr">`, a
 * sibling before #app, which stays hidden while it exists). Each block is read once and removed, so a
 * later page of the SPA never sees a stale copy. A data block is never executed.
 * No Taro import here: stores read the boot data, and stores stay free of Taro (the release at the
 * first navigation, which needs the router's events, is ssr-fallback.h5.ts).
 */
import { BOOT_ELEMENT_ID, SSR_ROOT_ID } from './boot-ids';
import { replayServerRenderActions, takeServerRenderActions } from './ssr-taps.h5';

export { BOOT_BLOCKS, BOOT_ELEMENT_ID, SSR_ROOT_ID } from './boot-ids';

export function takeBootData(id: string = BOOT_ELEMENT_ID): unknown {
  if (typeof document === 'undefined') return null;
  const el = document.getElementById(id);
  if (!el || el.getAttribute('type') !== 'application/json') return null;
  el.parentNode?.removeChild(el);
  try {
    return JSON.parse(el.textContent ?? '');
  } catch {
    return null;
  }
}

export function hasServerRender(): boolean {
  return typeof document !== 'undefined' && document.getElementById(SSR_ROOT_ID) !== null;
}

/**
 * The client page has drawn its first part into the hidden #app while the server's screen still shows:
 * the server's copy keeps its test ids as `data-ssr-testid`, so each id names one element (the visible
 * server copy until the hand-over; the tap replay reads either attribute).
 */
export function retireServerRenderIds(): void {
  if (typeof document === 'undefined') return;
  const ssr = document.getElementById(SSR_ROOT_ID);
  if (!ssr) return;
  ssr.querySelectorAll('[data-testid]').forEach((el) => {
    el.setAttribute('data-ssr-testid', el.getAttribute('data-testid') ?? '');
    el.removeAttribute('data-testid');
  });
}

/**
 * Removes the server-rendered screen; the stylesheet rule `#cf-ssr ~ #app { display: none }` stops
 * matching, so the client page shows in the same frame (called from a layout effect: before paint).
 * Content that was there before stays where it was: no layout shift. A reader who already scrolled
 * the server page keeps the place (the client page scrolls inside its .taro_page).
 */
export function releaseServerRender(): void {
  if (typeof document === 'undefined') return;
  const ssr = document.getElementById(SSR_ROOT_ID);
  if (!ssr) return;
  // the server's screen scrolls inside itself, like Taro's page container (ssr-page.ts FRAME_CSS)
  const y = ssr.scrollTop || window.pageYOffset || document.documentElement.scrollTop || 0;
  const actions = takeServerRenderActions(ssr);
  ssr.parentNode?.removeChild(ssr);
  // what the reader typed, focused and tapped on the server's screen during the boot reaches the client's copy now
  replayServerRenderActions(actions);
  if (y > 0) {
    window.scrollTo(0, 0);
    const page = document.querySelector<HTMLElement>('#app .taro_page:last-child');
    if (page) page.scrollTop = y;
  }
}
