/**
 * H5 donor pages: a tap on the server-rendered first screen (`#cf-ssr`) lands before the client has
 * taken it over (the app's scripts start after the first paint and boot over several tasks), where it
 * would do nothing. The page's inline recorder (SSR_TAP_RECORDER, served right after the screen, so it
 * listens from the first paint) remembers the last tapped element; at the hand-over it is identified by
 * the nearest `data-testid` element (and its index among the screen's elements with that id: the
 * client's first render is the same markup) and the client's copy is clicked. Links with an href keep
 * their own navigation.
 */
import { SSR_TAP_KEY } from './boot-ids';

interface Tap {
  testId: string;
  index: number;
}

/** Elements with this test id; on the server's screen it may have been retired to `data-ssr-testid`. */
const byTestId = (root: ParentNode, testId: string) => {
  const v = testId.replace(/["\\]/g, '\\$&');
  return Array.from(root.querySelectorAll(`[data-testid="${v}"], [data-ssr-testid="${v}"]`));
};

type TapWindow = Window & { [SSR_TAP_KEY]?: unknown };

/**
 * The last tap the recorder saw on the server's screen `ssr` (still in the document), as a test id and
 * index, or null (no tap, a link, nothing with a test id). Forgets it: a tap is replayed once.
 */
export function takeServerRenderTap(ssr: Element): Tap | null {
  const w = window as TapWindow;
  const tapped = w[SSR_TAP_KEY];
  w[SSR_TAP_KEY] = undefined;
  if (!(tapped instanceof Element) || !ssr.contains(tapped)) return null;
  const target = tapped.closest('[data-testid], [data-ssr-testid]');
  if (!target || !ssr.contains(target) || tapped.closest('a[href]')) return null;
  const testId = target.getAttribute('data-testid') ?? target.getAttribute('data-ssr-testid') ?? '';
  const index = byTestId(ssr, testId).indexOf(target);
  return index < 0 ? null : { testId, index };
}

/**
 * After the hand-over (the server's screen is gone, the client page shows the same content): clicks the
 * client's element that was tapped on the server's screen, after the current task so the page's layout
 * effects have run.
 */
export function replayServerRenderTap(tap: Tap | null): void {
  if (!tap || typeof document === 'undefined') return;
  setTimeout(() => {
    const app = document.getElementById('app');
    const el = app ? byTestId(app, tap.testId)[tap.index] : undefined;
    if (el instanceof HTMLElement) el.click();
  }, 0);
}
