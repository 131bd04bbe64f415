/** One access_token per mini-program app: the phone-number and mini-program-code providers share it. */
import { WechatPhone } from '../src/providers/wxphone';
import { WechatWxacode } from '../src/providers/wxacode';

test('two providers of one app fetch one token between them, and renew it once when WeChat refuses it', async () => {
  const calls: string[] = [];
  let tokenN = 0;
  let revoked = '';
  const answer = (status: number, body: unknown, type = 'application/json') => {
    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
    return { status, headers: { get: (n: string) => (n === 'content-type' ? type : null) }, json: async () => JSON.parse(bytes.toString()), arrayBuffer: async () => bytes };
  };
  const fetch = async (url: string) => {
    const u = new URL(url);
    calls.push(u.pathname);
    if (u.pathname === '/cgi-bin/token') return answer(200, { access_token: `T${++tokenN}`, expires_in: 7200 });
    if (u.searchParams.get('access_token') === revoked) return answer(200, { errcode: 40001, errmsg: 'invalid credential' });
    if (u.pathname === '/wxa/business/getuserphonenumber') return answer(200, { errcode: 0, phone_info: { purePhoneNumber: '13800001111', countryCode: '86' } });
    return answer(200, Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
  };
  const opts = { appId: 'wx-one-token', secret: 's', baseUrl: 'https://api.test.invalid', fetch: fetch as never };
  const phone = new WechatPhone(opts);
  const code = new WechatWxacode(opts);
  await phone.phoneNumber('c1');
  await code.unlimited({ scene: 'abc', page: 'pages/x/index' });
  expect(calls.filter((p) => p === '/cgi-bin/token')).toHaveLength(1);
  revoked = 'T1'; // WeChat retired it (another fetch elsewhere): the next call renews it, once, for both
  await code.unlimited({ scene: 'abc', page: 'pages/x/index' });
  await phone.phoneNumber('c2');
  expect(calls.filter((p) => p === '/cgi-bin/token')).toHaveLength(2);
});

test("one rule for the mini-program's credentials: WX_MP_* first, else WX_*; no secret, no client (the dev stand-in)", async () => {
  const { wxMpApp } = await import('../src/providers/wx-token');
  const { loadConfig } = await import('../src/config');
  const { wxPhoneFor } = await import('../src/providers/wxphone');
  const { wxacodeIsStandIn } = await import('../src/providers/wxacode');
  expect(wxMpApp({ WX_MP_APPID: 'wx-mp', WX_APPID: 'wx-oa', WX_MP_SECRET: 'mp-secret', WX_SECRET: 'oa-secret', WX_API_BASE: 'http://127.0.0.1:9' }))
    .toEqual({ appId: 'wx-mp', secret: 'mp-secret', baseUrl: 'http://127.0.0.1:9' });
  expect(wxMpApp({ WX_APPID: 'wx-oa', WX_SECRET: 'oa-secret' })).toEqual({ appId: 'wx-oa', secret: 'oa-secret', baseUrl: 'https://api.weixin.qq.com' });
  expect(wxMpApp({ WX_MP_APPID: 'wx-mp' })).toBeNull();
  // the providers follow it: a config without a secret gets the stand-ins, with one the real clients
  const dev = loadConfig({ NODE_ENV: 'test' });
  expect([wxPhoneFor(dev).name, wxacodeIsStandIn(dev)]).toEqual(['dev', true]);
  const real = loadConfig({ NODE_ENV: 'test', WX_MP_APPID: 'wx-mp', WX_MP_SECRET: 'mp-secret' });
  expect([wxPhoneFor(real).name, wxacodeIsStandIn(real)]).toEqual(['wechat', false]);
});

test("subscribe messages ask for the token with the mini-program's secret (WX_MP_SECRET), not the official account's", async () => {
  const { createNotifyProvider } = await import('../src/providers/notify');
  const { parseSettings } = await import('../src/settings');
  const { fakeWx } = await import('./support/trust');
  const wx = await fakeWx(); // answers a token only to wx-mp-test / test-secret
  try {
    const notify = createNotifyProvider(
      parseSettings({ NOTIFY_PROVIDER: 'wxsubscribe', WX_MP_APPID: 'wx-mp-test', WX_MP_SECRET: 'test-secret', WX_APPID: 'wx-oa', WX_SECRET: 'official-account-secret', WX_API_BASE: wx.base, WX_SUBSCRIBE_TEMPLATE_DONATION: 'tpl' }),
      () => 'sdc/cfPagesMain/index/index',
    );
    const r = await notify.send({ userId: 'u1', openid: 'o1', kind: 'donation', title: '收到一笔爱心捐助', body: '爱心人士捐助了¥1.00', landingUrl: '/cf/mine', createdAt: Date.now() } as never);
    expect(r).toBe('sent');
    expect(wx.sends).toHaveLength(1);
  } finally {
    await wx.close();
  }
});
