/**
 * The server render's platform (src/platform/index.ssr.ts): a render with no browser. Storage lives in
 * memory for one render, nav answers the rendered path and builds URLs, every capability check is
 * false, and anything that would act throws UnsupportedError.
 */
import { createPlatform } from '../../../src/platform/index.ssr';
import { UnsupportedError } from '../../../src/platform/types';

test('a plain mobile browser, no capability available', async () => {
  const p = createPlatform({ path: '/cf/pay/abc?channel=5' });
  expect(p.env.kind).toBe('browser');
  expect(p.env.isMobile).toBe(true);
  expect([p.pay, p.share, p.jssdk, p.bridge, p.upload].map((a) => a.isAvailable())).toEqual([false, false, false, false, false]);
  expect(p.login.canAuthRedirect()).toBe(false);
  await expect(p.jssdk.init(async () => { throw new Error('never signed'); })).resolves.toBe(false);
  await expect(p.share.setMenuVisible(false)).resolves.toBeUndefined();
});

test('nav answers the rendered path and refuses to go anywhere, naming the URL it would have built', () => {
  const p = createPlatform({ path: '/cf/pay/abc?channel=5' });
  expect(p.nav.currentPath()).toBe('/cf/pay/abc?channel=5');
  expect(() => p.nav.go('pay', { infoUuid: 'xyz' })).toThrow(UnsupportedError);
  expect(() => p.nav.go('pay', { infoUuid: 'xyz' })).toThrow('/cf/pay/xyz');
  expect(() => p.nav.back()).toThrow(UnsupportedError);
  expect(() => p.nav.leave('https://example.com/')).toThrow(UnsupportedError);
  expect(p.nav.closeWindow()).toBe(false);
  expect(() => p.nav.setTitle('支持')).not.toThrow();
});

test('pay, login, bridge and upload throw typed errors', async () => {
  const p = createPlatform();
  await expect(async () => p.pay.pay({ provider: 'sandbox', cashierUrl: '/c' }, { orderId: 'o', infoUuid: 'c' })).rejects.toThrow(UnsupportedError);
  await expect(async () => p.login.getMpCode()).rejects.toThrow(UnsupportedError);
  expect(() => p.login.authRedirect('base', '/cf/common/list')).toThrow(UnsupportedError);
  expect(() => p.bridge.openNative('raise', '/x')).toThrow(UnsupportedError);
  expect(() => p.upload.fromInput([])).toThrow(UnsupportedError);
  await expect(p.upload.showable('/files/pub/a.png', false)).resolves.toBe('/files/pub/a.png');
});

test('storage is in memory, with expiry, and one render never sees another', () => {
  let now = 0;
  const a = createPlatform({ now: () => now });
  const b = createPlatform({ now: () => now });
  expect(a.storage.persistent).toBe(false);
  a.storage.set('k', { n: 1 }, 5);
  a.storage.sessionSet('s', 'v');
  a.storage.setCookie('c', '1');
  expect(a.storage.get('k')).toEqual({ n: 1 });
  expect([a.storage.sessionGet('s'), a.storage.getCookie('c')]).toEqual(['v', '1']);
  expect([b.storage.get('k'), b.storage.sessionGet('s'), b.storage.getCookie('c')]).toEqual([null, null, null]);
  now = 5;
  expect(a.storage.get('k')).toBeNull();
  a.storage.set('x', 1);
  a.storage.remove('x');
  expect(a.storage.get('x')).toBeNull();
});
