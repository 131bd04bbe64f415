/** H5 storage: localStorage (memory fallback when a test write fails), sessionStorage, cookies. */
import type { StorageAdapter } from './types';
import { cookieDomainFor } from './config';
import { expiringStore, memoryBackend, parseCookies, probeBackend, serializeCookie, type KvBackend } from './storage-core';

/** What the H5 storage needs from `window` (a fake in tests). */
export interface StorageWindow {
  localStorage?: KvBackend;
  sessionStorage?: KvBackend;
  document?: { cookie: string };
  location?: { hostname: string };
}

/** Builds the H5 storage over a window (defaults to the real one). */
export function createH5Storage(win: StorageWindow = globalThis as unknown as StorageWindow, now: () => number = Date.now): StorageAdapter {
  const localBackend = probeBackend(() => win.localStorage);
  const local = expiringStore(localBackend ?? memoryBackend(), now);
  const session = expiringStore(probeBackend(() => win.sessionStorage) ?? memoryBackend(), now);
  const adapter = {
    persistent: localBackend !== null,
    get: local.get,
    set: local.set,
    remove: local.remove,
    sessionGet: session.get,
    sessionSet: (key: string, value: unknown) => session.set(key, value),
    getCookie(name: string): string | null {
      try {
        return parseCookies(win.document?.cookie ?? '')[name] ?? null;
      } catch {
        return null;
      }
    },
    setCookie(name: string, value: string, days?: number): void {
      if (!win.document) return;
      const domain = cookieDomainFor(win.location?.hostname ?? '');
      win.document.cookie = serializeCookie(name, value, { days, domain, now: now() });
    },
  } satisfies StorageAdapter;
  return adapter;
}
