/**
 * The hand-over from the server-rendered first screen (H5 donor pages) to the client render: once the
 * page renders its real content (the same markup the server sent, from the same components), the
 * server's copy is removed in the layout phase, before the browser paints, so the reader sees no
 * change and nothing moves. A no-op in the mini-program and on pages reached by client navigation.
 */
import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { hasServerRender, releaseServerRender, retireServerRenderIds } from '../../platform/boot';
import { nextTask } from '../../lib/idle';

// The server render runs no effects; useLayoutEffect there only warns.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Releases the server-rendered screen when `ready` (the page shows its content, or an error). */
export function useServerRenderHandoff(ready: boolean): void {
  useIsomorphicLayoutEffect(() => {
    if (ready) releaseServerRender();
  }, [ready]);
}

/**
 * Whether a page renders its content now. Under a server-rendered screen the client's first render of
 * the page is a transition: React builds it in slices of a few ms and the browser stays responsive
 * between them (the server's screen shows meanwhile), instead of one long task before the page answers
 * a tap. Without a server screen (client navigation, mini-program, tests): at once.
 */
export function useDeferredFirstRender(): boolean {
  const [ready, setReady] = useState(() => !hasServerRender());
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
    // once, on mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ready;
}

/**
 * Whether a page draws its part below the first screen now. Under a server-rendered screen the client
 * draws the first screen in one task and the rest in the next (two short tasks instead of one long one);
 * the server's screen, which shows all of it, stays until the rest is drawn (pass this to the hand-over).
 * Without a server screen (client navigation, mini-program, tests, the server render): at once.
 */
export function useSecondTask(): boolean {
  const [ready, setReady] = useState(() => !hasServerRender());
  // A layout effect: the server copy's test ids are retired in the same commit that draws the client's
  // first part, so no moment shows two elements with one test id (a plain effect runs a frame later).
  useIsomorphicLayoutEffect(() => {
    if (ready) return undefined;
    // the first part is in the (hidden) client page now: one findable copy of each test id
    retireServerRenderIds();
    let live = true;
    nextTask(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
    // once, on mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ready;
}
