/**
 * Subscribes to history moves (back/forward, hash change). Neutral variant: nothing to listen to
 * (mini-program page changes reach the UiStore through RoutePage's show/hide instead).
 * Returns the unsubscribe function.
 */
export function onHistoryMove(_fn: () => void): () => void {
  return () => undefined;
}
