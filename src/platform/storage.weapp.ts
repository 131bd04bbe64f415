/** Mini-program storage: wx storage (sync API) with expiry, an in-memory session map, no cookies. */
import Taro from '@tarojs/taro';
import { UnsupportedError, type StorageAdapter } from './types';
import { expiringStore, memoryBackend, probeBackend, type KvBackend } from './storage-core';

/** wx storage as a string backend (values are JSON strings written by expiringStore). */
export function taroBackend(taro: Pick<typeof Taro, 'getStorageSync' | 'setStorageSync' | 'removeStorageSync'> = Taro): KvBackend {
  return {
    getItem: (k) => {
      const v = taro.getStorageSync(k);
      return v === '' || v == null ? null : String(v);
    },
    setItem: (k, v) => taro.setStorageSync(k, v),
    removeItem: (k) => taro.removeStorageSync(k),
  };
}

/** Builds the mini-program storage (backend injectable for tests). */
export function createWeappStorage(backend: KvBackend = taroBackend(), now: () => number = Date.now): StorageAdapter {
  const probed = probeBackend(() => backend);
  const local = expiringStore(probed ?? memoryBackend(), now);
  const session = expiringStore(memoryBackend(), now);
  const adapter = {
    persistent: probed !== null,
    get: local.get,
    set: local.set,
    remove: local.remove,
    sessionGet: session.get,
    sessionSet: (key: string, value: unknown) => session.set(key, value),
    /** no cookies in the mini-program: the HTTP client keeps its session cookie itself */
    getCookie: (_name: string): string | null => null,
    setCookie(name: string): void {
      throw new UnsupportedError(`storage.setCookie(${name})`, 'weapp');
    },
  } satisfies StorageAdapter;
  return adapter;
}
