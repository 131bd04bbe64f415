/** A tiny TTL cache for promises and values (prefetch reuse). Rejected promises are dropped at once. */
export interface TtlCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  /** the cached value, or make() stored under key */
  getOrSet(key: string, make: () => V): V;
  delete(key: string): void;
  clear(): void;
}

/** Builds a cache whose entries expire `ttlMs` after they were set. */
export function createTtlCache<V>(ttlMs: number, now: () => number = Date.now): TtlCache<V> {
  const map = new Map<string, { value: V; at: number }>();
  const cache: TtlCache<V> = {
    get(key) {
      const e = map.get(key);
      if (!e) return undefined;
      if (now() - e.at >= ttlMs) {
        map.delete(key);
        return undefined;
      }
      return e.value;
    },
    set(key, value) {
      map.set(key, { value, at: now() });
      if (value && typeof (value as { catch?: unknown }).catch === 'function') {
        (value as unknown as Promise<unknown>).catch(() => {
          if (map.get(key)?.value === value) map.delete(key);
        });
      }
    },
    getOrSet(key, make) {
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      const value = make();
      cache.set(key, value);
      return value;
    },
    delete: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
  return cache;
}
