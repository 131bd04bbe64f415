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

/**
 * A backend probed on first use, not when the platform is built: the first touch of localStorage opens
 * the origin's storage area (a synchronous ~10-20 ms on a phone-class CPU), which the donor pages' boot
 * never needs (only the raise drafts use localStorage).
 */
function lazyBackend(get: () => KvBackend | null | undefined): { probe: () => KvBackend | null; kv: KvBackend } {
  let probed: KvBackend | null | undefined;
  let fallback: KvBackend | null = null;
  const probe = () => (probed === undefined ? (probed = probeBackend(get)) : probed);
  const backend = (): KvBackend => probe() ?? (fallback ??= memoryBackend());
  return {
    probe,
    kv: {
      getItem: (key) => backend().getItem(key),
      setItem: (key, value) => backend().setItem(key, value),
      removeItem: (key) => backend().removeItem(key),
    },
  };
}

/** Builds the H5 storage over a window (defaults to the real one). */
export function createH5Storage(win: StorageWindow = globalThis as unknown as StorageWindow, now: () => number = Date.now): StorageAdapter {
  const localBackend = lazyBackend(() => win.localStorage);
  const local = expiringStore(localBackend.kv, now);
  const session = expiringStore(lazyBackend(() => win.sessionStorage).kv, now);
  const adapter = {
    get persistent() {
      return localBackend.probe() !== null;
    },
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
