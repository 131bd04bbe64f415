/**
 * H5 production boot (src/app.slices.ts) of a server-rendered page: until the reader first touches the
 * page, each Preact render pass runs in a task of its own instead of at the end of the task that asked
 * for it.
 *
 * Preact flushes its queue of components to re-render in a microtask, so a render joined whatever task
 * caused it: the page's first render the task that evaluated the page's chunk, the app root's render
 * the task that started the router, the idle refresh's re-render the refresh's requests. Each pair was
 * ~20 ms of CPU on a desktop core, past Lighthouse's 50 ms on its 4x slower phone, where a task that
 * long delays the answer to a tap. Before the first input nothing waits on a render (taps on the
 * server's screen are replayed after the hand-over: ssr-taps.h5.ts); from the first input on, the
 * default is back, so a tap's or a keystroke's re-render stays in its own task as before.
 */
import { options } from 'preact';
import { nextTask } from '../lib/idle';
import { hasServerRender } from './boot';

/** Events that mean the reader is using the page (capture phase on window: before any handler runs). */
const INPUT_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'input', 'wheel'] as const;

export function renderInTasksUntilFirstInput(): void {
  if (typeof window === 'undefined' || !hasServerRender()) return;
  const prior = options.debounceRendering;
  const restore = () => {
    options.debounceRendering = prior;
    for (const type of INPUT_EVENTS) window.removeEventListener(type, restore, true);
  };
  options.debounceRendering = (flush: () => void) => nextTask(flush);
  for (const type of INPUT_EVENTS) window.addEventListener(type, restore, { capture: true, passive: true });
}
