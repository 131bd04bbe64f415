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
