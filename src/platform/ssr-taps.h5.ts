/**
 * H5 donor pages: what a reader does on the server-rendered first screen (`#cf-ssr`) before the client
 * has taken it over (the app's scripts start after the first paint and boot over several tasks) would
 * otherwise be lost: a tap would do nothing, an amount typed into the pay page would vanish.
 * - Taps: the page's inline recorder (SSR_TAP_RECORDER, served right behind the screen, so it listens
 *   from the first paint) remembers the last tapped element.
 * - Typing: a text field whose value is no longer the one the server sent.
 * At the hand-over each is identified by the nearest `data-testid` element and its index among the
 * screen's elements with that id (the client's first render is the same markup); then the client's copy
 * gets the typed values (as if typed: an input event) and the tap. Links with an href keep their own
 * navigation.
 */
import { SSR_TAP_KEY } from './boot-ids';

interface Place {
  testId: string;
  index: number;
}

/** What the reader did on the server's screen, to be done again on the client's copy. */
export interface ServerRenderActions {
  typed: Array<Place & { value: string }>;
  tap: Place | null;
}

/** Elements with this test id; on the server's screen it may have been retired to `data-ssr-testid`. */
const byTestId = (root: ParentNode, testId: string) => {
  const v = testId.replace(/["\\]/g, '\\$&');
  return Array.from(root.querySelectorAll(`[data-testid="${v}"], [data-ssr-testid="${v}"]`));
};

const TESTID = '[data-testid], [data-ssr-testid]';

/** The element's place on the server's screen, by the nearest element with a test id. */
function placeOf(ssr: Element, el: Element): Place | null {
  const target = el.closest(TESTID);
  if (!target || !ssr.contains(target)) return null;
  const testId = target.getAttribute('data-testid') ?? target.getAttribute('data-ssr-testid') ?? '';
  const index = byTestId(ssr, testId).indexOf(target);
  return index < 0 ? null : { testId, index };
}

type TapWindow = Window & { [SSR_TAP_KEY]?: unknown };

/**
 * What the reader did on the server's screen `ssr` (still in the document): the fields typed into and
 * the last tap (none on a link). Forgets the tap: it is replayed once.
 */
export function takeServerRenderActions(ssr: Element): ServerRenderActions {
  const w = window as TapWindow;
  const tapped = w[SSR_TAP_KEY];
  w[SSR_TAP_KEY] = undefined;
  // placeOf keeps only places inside the screen
  const tap = tapped instanceof Element && !tapped.closest('a[href]') ? placeOf(ssr, tapped) : null;
  const typed: ServerRenderActions['typed'] = [];
  ssr.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea').forEach((field) => {
    if (field.value === field.defaultValue) return;
    const place = placeOf(ssr, field);
    if (place) typed.push({ ...place, value: field.value });
  });
  return { typed, tap };
}

/** The text field at or inside `el`. */
function fieldIn(el: Element): HTMLInputElement | HTMLTextAreaElement | null {
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) return el;
  return el.querySelector('input, textarea');
}

/** Sets a field's value as typing does: through the element's own setter, then an input event. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * After the hand-over (the server's screen is gone, the client page shows the same content): the typed
 * values go into the client's fields, then the tapped element is clicked, after the current task so the
 * page's layout effects have run.
 */
export function replayServerRenderActions(actions: ServerRenderActions): void {
  if ((!actions.tap && actions.typed.length === 0) || typeof document === 'undefined') return;
  setTimeout(() => {
    const app = document.getElementById('app');
    if (!app) return;
    for (const t of actions.typed) {
      const el = byTestId(app, t.testId)[t.index];
      const field = el ? fieldIn(el) : null;
      if (field) typeInto(field, t.value);
    }
    const tap = actions.tap;
    const el = tap ? byTestId(app, tap.testId)[tap.index] : undefined;
    if (el instanceof HTMLElement) el.click();
  }, 0);
}
