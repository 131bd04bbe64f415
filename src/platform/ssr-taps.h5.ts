/**
 * H5 donor pages: what a reader does on the server-rendered first screen (`#cf-ssr`) before the client
 * has taken it over (the app's scripts start after the first paint and boot over several tasks) would
 * otherwise be lost: a tap would do nothing, text typed into a field would vanish with the screen.
 * The server's screen is replaced, not hydrated (the client page lives in Taro's page container in #app);
 * at the hand-over everything the reader left on it is carried over to the client's copy:
 * - every text field's value that is no longer the one the server sent, and every changed check box;
 * - the focused field and its caret (selection);
 * - the last tap (the page's inline recorder, SSR_TAP_RECORDER, remembers it from the first paint on).
 * Elements are found by their place in the page (ssr-path.ts: the route's frame, then tag names and
 * indexes), never by test id; a field must also be the same kind of field on both sides. At the hand-over
 * the client's copy is the server's markup, so places are matched there and then, in the same task that
 * removes the server's screen (nothing the reader types can fall between the two copies); a place the
 * client has not drawn yet is waited for (until it appears, at most CARRY_WAIT_MS). Values go in as typing
 * does (an input event), then the focus, then the tap. Links with an href keep their own navigation.
 */
import { SSR_TAP_KEY } from './boot-ids';
import { elementAtPlace, placeOf, type PagePlace } from './ssr-path';

/** How long a place the client has not drawn at the hand-over is waited for. */
export const CARRY_WAIT_MS = 3000;

type Field = HTMLInputElement | HTMLTextAreaElement;

/** A field the reader changed: its place, what kind of field it is, and what it holds now. */
interface FieldState {
  place: PagePlace;
  kind: string;
  value: string;
  /** check boxes and radios: the state instead of the value */
  checked?: boolean;
}

/** What the reader did on the server's screen, to be done again on the client's copy. */
export interface ServerRenderActions {
  fields: FieldState[];
  focus: { place: PagePlace; kind: string; start: number | null; end: number | null; direction: string | null } | null;
  tap: PagePlace | null;
}

const isField = (el: Element | null): el is Field => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
const isCheck = (el: Field): el is HTMLInputElement => el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

/** What makes two fields the same field: tag, type and placeholder (the same component draws the same). */
const kindOf = (el: Field) => `${el.tagName}|${el instanceof HTMLInputElement ? el.type : ''}|${el.placeholder}`;

/** Selection of a field that has one (some input types throw). */
function selectionOf(el: Field): { start: number | null; end: number | null; direction: string | null } {
  try {
    return { start: el.selectionStart, end: el.selectionEnd, direction: el.selectionDirection };
  } catch {
    return { start: null, end: null, direction: null };
  }
}

type TapWindow = Window & { [SSR_TAP_KEY]?: unknown };

/**
 * What the reader did on the server's screen `ssr` (still in the document): the fields changed, the
 * focused field, the last tap (none on a link). Forgets the tap: it is replayed once.
 */
export function takeServerRenderActions(ssr: Element): ServerRenderActions {
  const w = window as TapWindow;
  const tapped = w[SSR_TAP_KEY];
  w[SSR_TAP_KEY] = undefined;
  const tap = tapped instanceof Element && !tapped.closest('a[href]') ? placeOf(ssr, tapped) : null;
  const fields: FieldState[] = [];
  ssr.querySelectorAll('input, textarea').forEach((el) => {
    if (!isField(el)) return;
    // a radio un-checked by checking another is carried by that other one
    const changed = isCheck(el) ? el.checked !== el.defaultChecked && (el.checked || el.type === 'checkbox') : el.value !== el.defaultValue;
    const place = changed ? placeOf(ssr, el) : null;
    if (place) fields.push({ place, kind: kindOf(el), value: el.value, ...(isCheck(el) ? { checked: el.checked } : {}) });
  });
  const active = document.activeElement;
  const focusPlace = isField(active) && ssr.contains(active) ? placeOf(ssr, active) : null;
  const focus = focusPlace && isField(active) ? { place: focusPlace, kind: kindOf(active), ...selectionOf(active) } : null;
  return { fields, focus, tap };
}

/** Sets a field's value as typing does: through the element's own setter, then an input event. */
function typeInto(field: Field, value: string): void {
  const proto = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The client's field at a place, when it is the same kind of field. */
function clientField(app: Element, place: PagePlace, kind: string): Field | null {
  const el = elementAtPlace(app, place);
  return isField(el) && kindOf(el) === kind ? el : null;
}

function carryField(el: Field, state: FieldState): void {
  if (state.checked !== undefined) {
    if (isCheck(el) && el.checked !== state.checked) el.click(); // as a tap does: the change and its events
    return;
  }
  if (el.value !== state.value) typeInto(el, state.value);
}

function carryFocus(el: Field, focus: NonNullable<ServerRenderActions['focus']>): void {
  el.focus({ preventScroll: true }); // the scroll position is carried over by the hand-over itself
  if (focus.start === null || focus.end === null) return;
  try {
    el.setSelectionRange(focus.start, focus.end, (focus.direction ?? 'none') as 'forward' | 'backward' | 'none');
  } catch {
    // a field without a selection (number, email ...)
  }
}

const samePlace = (a: PagePlace, b: PagePlace | undefined) => b !== undefined && JSON.stringify(a) === JSON.stringify(b);

function tapOn(el: Element): void {
  if (el instanceof HTMLElement) el.click();
  else el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
}

/** The reader's own input on the client page (trusted events only): a pending tap and focus are dropped. */
const OWN_INPUT = ['pointerdown', 'keydown'] as const;

/**
 * At the hand-over, in the very task that removed the server's screen (the client page shows the same
 * markup): the values go into the client's fields and the focus and caret move to the client's copy of
 * the focused field at once, so the reader's next key lands there (a key typed while the focus sat on a
 * removed field would be lost); then the tap. A place not drawn yet is waited for (its value goes in when
 * it appears) at most CARRY_WAIT_MS, then the focus and the tap follow with what is there; a tap still
 * pending is dropped if the reader taps or types on the client page first.
 */
export function replayServerRenderActions(actions: ServerRenderActions): void {
  const { fields, focus, tap } = actions;
  if ((!tap && !focus && fields.length === 0) || typeof document === 'undefined') return;
  const app = document.getElementById('app');
  if (!app) return;
  const found = new Map<FieldState, Field>();
  const carried = new Set<FieldState>();
  const match = () => {
    for (const f of fields) {
      if (carried.has(f) || found.get(f)?.isConnected) continue;
      const el = clientField(app, f.place, f.kind);
      if (el) found.set(f, el);
    }
  };
  let focusEl: Field | null = null;
  let focusCarried = false;
  let tapEl: Element | null = null;

  let done = false;
  let ownInput = false;
  const onOwnInput = (e: Event) => {
    if (e.isTrusted) ownInput = true;
  };
  let observer: MutationObserver | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const carryFound = () => {
    found.forEach((el, f) => {
      if (carried.has(f) || !el.isConnected) return;
      carried.add(f);
      carryField(el, f);
    });
  };
  const moveFocus = () => {
    if (focusCarried || !focus || !focusEl?.isConnected || ownInput) return;
    focusCarried = true;
    carryFocus(focusEl, focus);
  };
  const finish = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    for (const type of OWN_INPUT) window.removeEventListener(type, onOwnInput, true);
    carryFound();
    moveFocus();
    if (ownInput) return;
    if (tapEl?.isConnected) tapOn(tapEl);
  };
  const step = () => {
    if (done) return;
    match();
    if (focus && !focusEl?.isConnected) focusEl = clientField(app, focus.place, focus.kind);
    if (tap && !tapEl?.isConnected) tapEl = elementAtPlace(app, tap);
    carryFound();
    // the focused field's value is in: the next key goes to the client's copy
    if (!fields.some((f) => !carried.has(f) && samePlace(f.place, focus?.place))) moveFocus();
    const waiting = carried.size < fields.length || (focus !== null && !focusEl) || (tap !== null && !tapEl);
    if (!waiting) finish();
  };

  step();
  if (done) return;
  for (const type of OWN_INPUT) window.addEventListener(type, onOwnInput, true);
  // some place is not drawn yet: look again whenever the client page changes, for a bounded time
  if (typeof MutationObserver !== 'undefined') {
    observer = new MutationObserver(step);
    observer.observe(app, { childList: true, subtree: true });
  }
  timer = setTimeout(finish, CARRY_WAIT_MS);
}
