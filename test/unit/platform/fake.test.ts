import { createFakePlatform } from '../../../src/platform/fake';
import { UA } from './ua';

test('records navigation, titles and the share menu', async () => {
  const p = createFakePlatform();
  expect(p.env.kind).toBe('browser');
  p.nav.go('pay', { infoUuid: 'abc' });
  p.nav.go('/login?redirectUrl=%2Fx', undefined, { replace: true });
  expect(p.nav.history).toEqual(['/cf/common/list', '/login?redirectUrl=%2Fx']);
  expect(p.nav.currentPath()).toBe('/login?redirectUrl=%2Fx');
  p.nav.back();
  expect(p.nav.history).toEqual(['/cf/common/list']);
  p.nav.setTitle('支持');
  expect(p.nav.titles).toEqual(['支持']);
  await p.share.setMenuVisible(false);
  expect(p.share.menuVisible).toBe(false);
});

test('scripted pay outcomes, env from UA, storage expiry', async () => {
  let now = 0;
  const p = createFakePlatform({ ua: UA.wechatIos, payOutcomes: ['cancelled', new Error('boom')], now: () => now });
  expect(p.env.isWechat).toBe(true);
  expect(p.login.canAuthRedirect()).toBe(true);
  const pay = { provider: 'sandbox' as const, cashierUrl: '/c' };
  await expect(p.pay.pay(pay, { orderId: 'o', infoUuid: 'c' })).resolves.toBe('cancelled');
  await expect(p.pay.pay(pay, { orderId: 'o', infoUuid: 'c' })).rejects.toThrow('boom');
  await expect(p.pay.pay(pay, { orderId: 'o', infoUuid: 'c' })).resolves.toBe('paid');
  expect(p.pay.calls).toHaveLength(3);
  p.storage.set('k', 1, 5);
  expect(p.storage.get('k')).toBe(1);
  now = 5;
  expect(p.storage.get('k')).toBeNull();
  p.login.authRedirect('userinfo', '/x', 115);
  expect(p.login.authRedirects).toEqual([{ scope: 'userinfo', returnUrl: '/x', thirdType: 115 }]);
});

test('env overrides', () => {
  const p = createFakePlatform({ env: { isApp: true, kind: 'appAndroid' } });
  expect(p.bridge.isAvailable()).toBe(true);
  p.bridge.openNative('raise', '/cf/launch');
  expect(p.bridge.calls).toEqual([{ kind: 'raise', path: '/cf/launch' }]);
});
