/**
 * A failed load of a lazily loaded route chunk retries the pending route. On H5 Taro loads
 * page chunks with webpack dynamic imports; a failed one surfaces as an unhandled rejection (or an
 * error event) named 'ChunkLoadError' ('Loading chunk 12 failed', 'Loading CSS chunk 12 failed').
 * The retry reloads the current URL once (the pending route is the URL the router already set);
 * a session flag keyed by that URL stops a reload loop when the chunk is really gone.
 * Each event is reported as monitor CF_IMPORTANT_CHUNK_LOAD through the platform events.
 */
import { emitPlatformError, errorText } from './events';

export const CHUNK_RETRY_KEY_PREFIX = 'cf_chunk_retry:';
export const CHUNK_LOAD_EVENT = 'CHUNK_LOAD';

/** The parts of `window` the retry uses (a fake in tests). */
export interface ChunkRetryWindow {
  location: { href: string; replace(url: string): void };
  sessionStorage?: { getItem(k: string): string | null; setItem(k: string, v: string): void };
  addEventListener(type: string, cb: (ev: any) => void): void;
  removeEventListener?(type: string, cb: (ev: any) => void): void;
}

/** Whether an error (or rejection reason) is a failed lazy chunk load. */
export function isChunkLoadError(err: unknown): boolean {
  if (!err) return false;
  const name = typeof err === 'object' ? String((err as { name?: unknown }).name ?? '') : '';
  const message = typeof err === 'string' ? err : String((err as { message?: unknown }).message ?? '');
  return name === 'ChunkLoadError' || /Loading (CSS )?chunk [^\s]+ failed/i.test(message) || /Loading CSS chunk/i.test(message);
}

/** Listens for chunk load failures and retries the pending route once per URL; returns the uninstaller. */
export function installChunkRetry(win: ChunkRetryWindow = globalThis as unknown as ChunkRetryWindow): () => void {
  let reloading = false;
  const onFailure = (err: unknown): boolean => {
    if (!isChunkLoadError(err) || reloading) return false;
    const url = win.location.href;
    const key = CHUNK_RETRY_KEY_PREFIX + url;
    let retried = false;
    try {
      retried = win.sessionStorage?.getItem(key) === '1';
      // Without a session store there is no loop guard: report only, never reload.
      if (!win.sessionStorage) retried = true;
      else if (!retried) win.sessionStorage.setItem(key, '1');
    } catch {
      retried = true;
    }
    emitPlatformError(CHUNK_LOAD_EVENT, { url, reason: errorText(err), retry: !retried });
    if (retried) return false;
    reloading = true;
    win.location.replace(url);
    return true;
  };
  const onRejection = (ev: { reason?: unknown; preventDefault?(): void }) => {
    if (onFailure(ev?.reason)) ev.preventDefault?.();
  };
  const onError = (ev: { error?: unknown; message?: string }) => {
    onFailure(ev?.error ?? ev?.message);
  };
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener('error', onError);
  return () => {
    win.removeEventListener?.('unhandledrejection', onRejection);
    win.removeEventListener?.('error', onError);
  };
}
