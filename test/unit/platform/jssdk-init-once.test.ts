import { createH5Jssdk } from '../../../src/platform/jssdk.h5';
import { detectEnv } from '../../../src/platform/env';
import { UA } from './ua';

const cfg = { appId: 'a', timestamp: 1, nonceStr: 'n', signature: 's' };

function win(ua: string, href: string) {
  const wx = { config: jest.fn(), ready: jest.fn((cb: () => void) => cb()), error: jest.fn() };
  return {
    wx,
    location: { href, pathname: '/', search: '', hostname: 'm.qschou.com', host: 'm.qschou.com', origin: 'https://m.qschou.com', assign: jest.fn(), replace: jest.fn() },
    history: { go: jest.fn(), length: 1 },
    document: { title: '', cookie: '', addEventListener: jest.fn() },
    navigator: { userAgent: ua },
  };
}

test('Android: once per URL (hash ignored), concurrent calls join, a new URL signs again', async () => {
  const w = win(UA.wechatAndroid, 'https://m.qschou.com/cf/contribute/c1#a');
  const j = createH5Jssdk(detectEnv(UA.wechatAndroid), w as any);
  const sign = jest.fn(async (_url: string) => cfg);
  await Promise.all([j.init(sign), j.init(sign)]);
  w.location.href = 'https://m.qschou.com/cf/contribute/c1#b';
  await expect(j.init(sign)).resolves.toBe(true);
  w.location.href = 'https://m.qschou.com/cf/pay/c1?x=1';
  await j.init(sign);
  expect(sign.mock.calls.map((c) => c[0])).toEqual(['https://m.qschou.com/cf/contribute/c1', 'https://m.qschou.com/cf/pay/c1?x=1']);
  expect(w.wx.config).toHaveBeenCalledTimes(2);
});

test('iOS: signs the entry URL once, whatever the current URL became', async () => {
  const w = win(UA.wechatIos, 'https://m.qschou.com/cf/contribute/c1?channel=5#x');
  const j = createH5Jssdk(detectEnv(UA.wechatIos), w as any);
  const sign = jest.fn(async (_url: string) => cfg);
  w.location.href = 'https://m.qschou.com/cf/pay/c1';
  await expect(j.init(sign)).resolves.toBe(true);
  w.location.href = 'https://m.qschou.com/cf/pay/c1/success';
  await expect(j.init(sign)).resolves.toBe(true);
  expect(sign.mock.calls).toEqual([['https://m.qschou.com/cf/contribute/c1?channel=5']]);
  expect(w.wx.config).toHaveBeenCalledTimes(1);
});

test('a failed init is retried by the next call', async () => {
  const w = win(UA.wechatIos, 'https://m.qschou.com/cf/contribute/c1');
  const j = createH5Jssdk(detectEnv(UA.wechatIos), w as any);
  const sign = jest.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValue(cfg);
  await expect(j.init(sign)).resolves.toBe(false);
  await expect(j.init(sign)).resolves.toBe(true);
  expect(sign).toHaveBeenCalledTimes(2);
});
