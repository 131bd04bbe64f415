import { installChunkRetry, isChunkLoadError, CHUNK_RETRY_KEY_PREFIX } from '../../../src/platform/chunk-retry.h5';
import { installChunkRetry as weappInstall } from '../../../src/platform/chunk-retry.weapp';
import { onPlatformError, type PlatformErrorEvent } from '../../../src/platform/events';

function chunkError(message = 'Loading chunk 42 failed.\n(error: https://m.example.com/js/42.js)') {
  const e = new Error(message);
  e.name = 'ChunkLoadError';
  return e;
}

/** A window with listeners, a session store and a location whose replace() is recorded. */
function fakeWindow(href = 'https://m.example.com/cf/pay/c1?channel=5', session: Map<string, string> | null = new Map()) {
  const listeners = new Map<string, Array<(ev: any) => void>>();
  const win = {
    replaced: [] as string[],
    location: { href, replace: (url: string) => void win.replaced.push(url) },
    sessionStorage: session ? { getItem: (k: string) => session.get(k) ?? null, setItem: (k: string, v: string) => void session.set(k, v) } : undefined,
    addEventListener: (type: string, cb: (ev: any) => void) => listeners.set(type, [...(listeners.get(type) ?? []), cb]),
    removeEventListener: (type: string, cb: (ev: any) => void) => listeners.set(type, (listeners.get(type) ?? []).filter((f) => f !== cb)),
    fire: (type: string, ev: Record<string, unknown>) => (listeners.get(type) ?? []).forEach((cb) => cb(ev)),
  };
  return win;
}

let events: PlatformErrorEvent[];
let off: () => void;
beforeEach(() => {
  events = [];
  off = onPlatformError((e) => events.push(e));
});
afterEach(() => off());

test('recognises webpack chunk failures only', () => {
  expect(isChunkLoadError(chunkError())).toBe(true);
  expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.\n(/css/7.css)'))).toBe(true);
  expect(isChunkLoadError(new Error('Loading chunk pages-pay-index failed.'))).toBe(true);
  expect(isChunkLoadError(new Error('Network Error'))).toBe(false);
  expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
  expect(isChunkLoadError(undefined)).toBe(false);
});

test('an unhandled ChunkLoadError rejection reloads the pending route once and reports CHUNK_LOAD', () => {
  const win = fakeWindow();
  const uninstall = installChunkRetry(win);
  const preventDefault = jest.fn();
  win.fire('unhandledrejection', { reason: chunkError(), preventDefault });
  expect(win.replaced).toEqual(['https://m.example.com/cf/pay/c1?channel=5']);
  expect(preventDefault).toHaveBeenCalled();
  expect(events).toEqual([{ event: 'CHUNK_LOAD', detail: expect.objectContaining({ url: 'https://m.example.com/cf/pay/c1?channel=5', retry: true }) }]);
  uninstall();
});

test('after the reload (same URL, same session) a second failure is reported but never reloads again', () => {
  const session = new Map<string, string>();
  const first = fakeWindow(undefined, session);
  installChunkRetry(first);
  first.fire('error', { error: chunkError(), message: 'Uncaught ChunkLoadError' });
  expect(first.replaced).toHaveLength(1);
  expect(session.get(`${CHUNK_RETRY_KEY_PREFIX}https://m.example.com/cf/pay/c1?channel=5`)).toBe('1');

  const reloaded = fakeWindow(undefined, session);
  installChunkRetry(reloaded);
  reloaded.fire('unhandledrejection', { reason: chunkError() });
  expect(reloaded.replaced).toEqual([]);
  expect(events.map((e) => [e.event, e.detail.retry])).toEqual([['CHUNK_LOAD', true], ['CHUNK_LOAD', false]]);

  // another route in the same session still gets its one retry
  const other = fakeWindow('https://m.example.com/cf/contribute/c2', session);
  installChunkRetry(other);
  other.fire('error', { message: 'Loading CSS chunk 3 failed.' });
  expect(other.replaced).toEqual(['https://m.example.com/cf/contribute/c2']);
});

test('other errors are ignored; without a session store it reports and never reloads', () => {
  const win = fakeWindow();
  installChunkRetry(win);
  win.fire('unhandledrejection', { reason: new Error('boom') });
  win.fire('error', { error: new TypeError('x') });
  expect(win.replaced).toEqual([]);
  expect(events).toEqual([]);

  const bare = fakeWindow(undefined, null);
  installChunkRetry(bare);
  bare.fire('unhandledrejection', { reason: chunkError() });
  expect(bare.replaced).toEqual([]);
  expect(events.map((e) => e.event)).toEqual(['CHUNK_LOAD']);
});

test('the mini-program variant is a no-op', () => {
  expect(typeof weappInstall()).toBe('function');
});
