import { createH5Storage, type StorageWindow } from '../../../src/platform/storage.h5';
import { createWeappStorage } from '../../../src/platform/storage.weapp';
import { memoryBackend, type KvBackend } from '../../../src/platform/storage-core';

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: {} }));

function fakeWindow(over: Partial<StorageWindow> = {}): StorageWindow & { jar: string[] } {
  const jar: string[] = [];
  const doc = {
    get cookie() {
      return jar.map((c) => c.split(';')[0]).join('; ');
    },
    set cookie(v: string) {
      jar.push(v);
    },
  };
  return { localStorage: memoryBackend(), sessionStorage: memoryBackend(), document: doc, location: { hostname: 'm.qschou.com' }, jar, ...over };
}

describe('H5 storage', () => {
  test('localStorage and sessionStorage are first touched when used, not when the platform is built', () => {
    const touched: string[] = [];
    const local = memoryBackend();
    const session = memoryBackend();
    const win = fakeWindow();
    Object.defineProperty(win, 'localStorage', { get: () => (touched.push('local'), local) });
    Object.defineProperty(win, 'sessionStorage', { get: () => (touched.push('session'), session) });
    const s = createH5Storage(win);
    expect(touched).toEqual([]);
    expect(s.sessionGet('k')).toBeNull();
    expect(touched).toEqual(['session']);
    s.set('a', 1);
    expect(s.get('a')).toBe(1);
    expect(s.persistent).toBe(true);
    expect(touched).toEqual(['session', 'local']); // each probed once
    expect(local.map.size).toBe(1); // the value, not the probe key
  });

  test('values round-trip; expired values are deleted on read', () => {
    let now = 1_000;
    const win = fakeWindow();
    const s = createH5Storage(win, () => now);
    s.set('a', { x: 1 });
    s.set('b', 'soon', 2_000);
    expect(s.get('a')).toEqual({ x: 1 });
    expect(s.get('b')).toBe('soon');
    now = 2_000;
    expect(s.get('b')).toBeNull();
    expect(win.localStorage!.getItem('b')).toBeNull(); // removed, not just hidden
    expect(s.get('a')).toEqual({ x: 1 });
    s.remove('a');
    expect(s.get('a')).toBeNull();
    expect(s.persistent).toBe(true);
  });

  test('plain values written by others are still readable', () => {
    const win = fakeWindow();
    win.localStorage!.setItem('legacy', 'hello');
    win.localStorage!.setItem('json', '{"k":2}');
    const s = createH5Storage(win);
    expect(s.get('legacy')).toBe('hello');
    expect(s.get('json')).toEqual({ k: 2 });
  });

  test('a failing test write means memory fallback and persistent=false', () => {
    const broken: KvBackend = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const s = createH5Storage(fakeWindow({ localStorage: broken }));
    expect(s.persistent).toBe(false);
    s.set('k', 42);
    expect(s.get('k')).toBe(42);
  });

  test('missing localStorage (access throws) also falls back', () => {
    const win = fakeWindow();
    Object.defineProperty(win, 'localStorage', { get: () => { throw new Error('SecurityError'); } });
    const s = createH5Storage(win);
    expect(s.persistent).toBe(false);
    s.set('k', 'v');
    expect(s.get('k')).toBe('v');
  });

  test('session values', () => {
    const s = createH5Storage(fakeWindow());
    expect(s.sessionGet('channel')).toBeNull();
    s.sessionSet('channel', '5');
    expect(s.sessionGet('channel')).toBe('5');
  });

  test('cookies: 365 days, main domain scope, readable back', () => {
    const now = Date.UTC(2024, 0, 1);
    const win = fakeWindow();
    const s = createH5Storage(win, () => now);
    s.setCookie('cf_api', 'tok en');
    expect(win.jar[0]).toContain('cf_api=tok%20en');
    expect(win.jar[0]).toContain('domain=.qschou.com');
    expect(win.jar[0]).toContain(`expires=${new Date(now + 365 * 86_400_000).toUTCString()}`);
    expect(s.getCookie('cf_api')).toBe('tok en');
    expect(s.getCookie('nope')).toBeNull();
  });

  test('cookies on another host: no domain attribute (current host)', () => {
    const win = fakeWindow({ location: { hostname: 'localhost' } });
    createH5Storage(win).setCookie('x', '1', 2);
    expect(win.jar[0]).not.toContain('domain=');
  });
});

describe('weapp storage', () => {
  test('uses the backend with expiry; session in memory; no cookies', () => {
    let now = 0;
    const backend = memoryBackend();
    const s = createWeappStorage(backend, () => now);
    s.set('t', 'v', 10);
    expect(backend.map.has('t')).toBe(true);
    expect(s.get('t')).toBe('v');
    now = 10;
    expect(s.get('t')).toBeNull();
    s.sessionSet('a', 1);
    expect(s.sessionGet('a')).toBe(1);
    expect(backend.map.has('a')).toBe(false);
    expect(s.getCookie('cf_api')).toBeNull();
    expect(() => s.setCookie('cf_api', 'x')).toThrow('not available');
    expect(s.persistent).toBe(true);
  });
});
