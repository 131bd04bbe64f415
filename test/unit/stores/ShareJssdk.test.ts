import { RootStore } from '../../../src/stores/RootStore';
import { createFakePlatform } from '../../../src/platform/fake';
import { afterRoute } from '../../../src/router/effects';
import { routeByName } from '../../../src/routes';
import { createFakeApi, deferred } from '../../setup/fakeApi';
import { fundingInfo } from './donor-fakes';
import { UA } from '../platform/ua';

const sig = { appId: 'a', timestamp: 1, nonceStr: 'n', signature: 's' };

function setup(ua: string = UA.wechatAndroid, path = '/cf/contribute/case-1') {
  const api = createFakeApi();
  const platform = createFakePlatform({ ua, path });
  const root = new RootStore(api, platform);
  return { api, platform, root };
}

test('inits the JSSDK with the server signature of the URL and the thirdType, once per path', async () => {
  const { api, platform, root } = setup();
  const signature = deferred<typeof sig>();
  api.wx.jssdkSignature.mockReturnValue(signature.promise);
  const first = root.share.ensureJssdk(17);
  expect(root.share.ensureJssdk(17)).toBe(first);
  signature.resolve(sig);
  await expect(first).resolves.toBe(true);
  expect(api.wx.jssdkSignature).toHaveBeenCalledWith({ url: '/cf/contribute/case-1', thirdType: 17 });
  expect(platform.jssdk.inits).toBe(1);

  platform.nav.go('/cf/pay/case-1');
  api.wx.jssdkSignature.mockResolvedValue(sig);
  await root.share.ensureJssdk();
  expect(platform.jssdk.inits).toBe(2);
  expect(api.wx.jssdkSignature).toHaveBeenLastCalledWith({ url: '/cf/pay/case-1' });
});

test('no JSSDK outside the messaging browser: nothing is signed', () => {
  const { api, root } = setup(UA.chromeAndroid);
  expect(root.share.ensureJssdk()).toBeNull();
  expect(api.wx.jssdkSignature).not.toHaveBeenCalled();
});

test('share content is set only after the JSSDK init resolved', async () => {
  const { api, platform, root } = setup();
  const signature = deferred<typeof sig>();
  api.wx.jssdkSignature.mockReturnValue(signature.promise);
  const done = root.share.setup(fundingInfo(), { origin: 'https://m.example.com' });
  await new Promise((r) => setImmediate(r));
  expect(platform.share.contents).toHaveLength(0);
  signature.resolve(sig);
  await done;
  expect(platform.share.contents).toHaveLength(1);
});

test('afterRoute: the share menu is set after the JSSDK init (also when it failed)', async () => {
  const { api, platform } = setup();
  const ready = deferred<boolean>();
  afterRoute({ route: routeByName('clear'), params: {}, query: {}, from: null, to: '/cf/clear' }, { platform, api, jssdkReady: ready.promise });
  await new Promise((r) => setImmediate(r));
  expect(platform.share.menuCalls).toEqual([]);
  ready.resolve(false);
  await new Promise((r) => setImmediate(r));
  expect(platform.share.menuCalls).toEqual([false]);
});
