/**
 * Platform-neutral storage logic shared by storage.h5.ts, storage.weapp.ts and the fake:
 * values are wrapped as { __cf: 1, v, e? } so a value written with an expiry timestamp is deleted on
 * the first read after it has passed. A backend that fails a test write is replaced by an
 * in-memory map and reported as not persistent.
 */

/** The minimal key-value surface of localStorage / sessionStorage / wx storage. */
export interface KvBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface Wrapped {
  __cf: 1;
  v: unknown;
  e?: number;
}

/** An in-memory backend (fallback and session store of the mini-program). */
export function memoryBackend(): KvBackend & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => (map.has(k) ? (map.get(k) as string) : null),
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  };
}

const PROBE_KEY = '__cf_storage_probe__';

/** Returns the backend when a test write and read succeed, else null (private mode, quota 0, blocked). */
export function probeBackend(get: () => KvBackend | null | undefined): KvBackend | null {
  try {
    const backend = get();
    if (!backend) return null;
    backend.setItem(PROBE_KEY, '1');
    const ok = backend.getItem(PROBE_KEY) === '1';
    backend.removeItem(PROBE_KEY);
    return ok ? backend : null;
  } catch {
    return null;
  }
}

/** Typed get/set over a backend with expiry handling. */
export function expiringStore(backend: KvBackend, now: () => number = Date.now) {
  return {
    get<T = unknown>(key: string): T | null {
      let raw: string | null;
      try {
        raw = backend.getItem(key);
      } catch {
        return null;
      }
      if (raw == null) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return raw as unknown as T; // a plain string written by someone else
      }
      if (parsed && typeof parsed === 'object' && (parsed as Wrapped).__cf === 1) {
        const w = parsed as Wrapped;
        if (typeof w.e === 'number' && w.e <= now()) {
          try {
            backend.removeItem(key);
          } catch {
            /* ignore: the value is treated as gone either way */
          }
          return null;
        }
        return (w.v ?? null) as T | null;
      }
      return parsed as T;
    },
    set(key: string, value: unknown, expiresAt?: number): void {
      const w: Wrapped = { __cf: 1, v: value };
      if (typeof expiresAt === 'number') w.e = expiresAt;
      try {
        backend.setItem(key, JSON.stringify(w));
      } catch {
        /* quota exceeded: storage is best effort */
      }
    },
    remove(key: string): void {
      try {
        backend.removeItem(key);
      } catch {
        /* ignore */
      }
    },
  };
}

/** Parses a document.cookie string into a name -> decoded value map. */
export function parseCookies(cookie: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (cookie || '').split(/;\s*/)) {
    if (!part) continue;
    const i = part.indexOf('=');
    const name = (i < 0 ? part : part.slice(0, i)).trim();
    if (!name || name in out) continue;
    const raw = i < 0 ? '' : part.slice(i + 1);
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

export const COOKIE_DEFAULT_DAYS = 365;

/** Builds a Set-Cookie-style string for document.cookie. */
export function serializeCookie(
  name: string,
  value: string,
  opts: { days?: number; domain?: string; now?: number } = {},
): string {
  const days = opts.days ?? COOKIE_DEFAULT_DAYS;
  const expires = new Date((opts.now ?? Date.now()) + days * 86_400_000).toUTCString();
  let s = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/`;
  if (opts.domain) s += `; domain=${opts.domain}`;
  return s;
}

/**
 * Storage wholly in memory, local and session stores and cookies (the test fake's and the server
 * render's), with the maps behind it for a test to look into.
 */
export function memoryStorage(o: { persistent: boolean; now?: () => number; cookies?: Record<string, string> }) {
  const localBackend = memoryBackend();
  const sessionBackend = memoryBackend();
  const local = expiringStore(localBackend, o.now);
  const session = expiringStore(sessionBackend, o.now);
  const cookies = new Map(Object.entries(o.cookies ?? {}));
  return {
    persistent: o.persistent,
    cookies,
    local: localBackend.map,
    session: sessionBackend.map,
    get: local.get,
    set: local.set,
    remove: local.remove,
    sessionGet: session.get,
    sessionSet: (k: string, v: unknown) => session.set(k, v),
    getCookie: (name: string) => cookies.get(name) ?? null,
    setCookie: (name: string, value: string) => void cookies.set(name, value),
  };
}
