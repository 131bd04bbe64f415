/**
 * H5 donor pages: a tap on the server-rendered first screen (`#cf-ssr`) lands before the client has
 * taken it over (the app's scripts start after the first paint and boot over several tasks), where it
 * would do nothing. The last such tap is remembered by the nearest `data-testid` element (and its index
 * among the screen's elements with that id: the client's first render is the same markup) and replayed
 * on the client's copy once the screen is handed over. Links with an href keep their own navigation.
 */
import { SSR_ROOT_ID } from './boot-ids';

interface Tap {
  testId: string;
  index: number;
}

let pending: Tap | null = null;

/** Elements with this test id; on the server's screen it may have been retired to `data-ssr-testid`. */
const byTestId = (root: ParentNode, testId: string) => {
  const v = testId.replace(/["\\]/g, '\\$&');
  return Array.from(root.querySelectorAll(`[data-testid="${v}"], [data-ssr-testid="${v}"]`));
};

/** Starts listening for taps on the server-rendered screen (a no-op without one). */
export function captureServerRenderTaps(): void {
  if (typeof document === 'undefined') return;
  const ssr = document.getElementById(SSR_ROOT_ID);
  if (!ssr) return;
  ssr.addEventListener(
    'click',
    (ev) => {
      const target = ev.target instanceof Element ? ev.target.closest('[data-testid], [data-ssr-testid]') : null;
      if (!target || !ssr.contains(target) || target.closest('a[href]')) return;
      const testId = target.getAttribute('data-testid') ?? target.getAttribute('data-ssr-testid') ?? '';
      pending = { testId, index: byTestId(ssr, testId).indexOf(target) };
    },
    true,
  );
}

/**
 * After the hand-over (the server's screen is gone, the client page shows the same content): clicks the
 * client's element that was tapped on the server's screen, once, after the current task so the page's
 * layout effects have run.
 */
export function replayServerRenderTap(): void {
  const tap = pending;
  pending = null;
  if (!tap || tap.index < 0 || typeof document === 'undefined') return;
  setTimeout(() => {
    const app = document.getElementById('app');
    const el = app ? byTestId(app, tap.testId)[tap.index] : undefined;
    if (el instanceof HTMLElement) el.click();
  }, 0);
}
