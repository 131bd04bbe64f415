/** H5: back/forward (popstate) and hash changes move the history (the dialog closes, loading hides). */
export function onHistoryMove(fn: () => void): () => void {
  if (typeof window === 'undefined' || !window.addEventListener) return () => undefined;
  window.addEventListener('popstate', fn);
  window.addEventListener('hashchange', fn);
  return () => {
    window.removeEventListener('popstate', fn);
    window.removeEventListener('hashchange', fn);
  };
}
