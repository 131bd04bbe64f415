import { Text } from '@tarojs/components';
import { RoutePage } from '../../src/components/RoutePage';
import { createFakeApi, deferred } from '../setup/fakeApi';
import { flush, renderPage } from './render';

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.40.2420(0x28002837) NetType/WIFI Language/zh_CN';

function Page() {
  return (
    <RoutePage route='clear'>
      <Text>ok</Text>
    </RoutePage>
  );
}

test('in the messaging browser an allowed route inits the JSSDK; the share menu waits for it', async () => {
  const api = createFakeApi();
  const signature = deferred<{ appId: string; timestamp: number; nonceStr: string; signature: string }>();
  api.wx.jssdkSignature.mockReturnValue(signature.promise);
  const { platform } = renderPage(Page, { api, ua: WECHAT_UA, path: '/cf/clear?thirdType=17' });
  await flush();
  expect(api.wx.jssdkSignature).toHaveBeenCalledWith({ url: '/cf/clear?thirdType=17', thirdType: 17 });
  expect(platform.share.menuCalls).toEqual([]);
  signature.resolve({ appId: 'a', timestamp: 1, nonceStr: 'n', signature: 's' });
  await flush();
  expect(platform.jssdk.inits).toBe(1);
  expect(platform.share.menuCalls).toEqual([false]);
});
