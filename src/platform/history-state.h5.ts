/**
 * H5: Taro's router creates its browser history (the `history` package) in the task that mounts the
 * app; on a fresh page load that library stamps the entry with `history.replaceState({...state, idx: 0})`,
 * a synchronous round trip to the browser that is the most expensive single call of that task. The boot
 * (app.slices.ts) does the very same stamp one task earlier, so the library finds `idx` set and skips it.
 * The resulting history state is identical.
 */
export function stampHistoryIndex(): void {
  if (typeof window === 'undefined' || !window.history) return;
  const state = window.history.state as Record<string, unknown> | null;
  if (state && state.idx != null) return;
  try {
    window.history.replaceState({ ...(state || {}), idx: 0 }, '');
  } catch {
    /* the router does it itself */
  }
}
