/**
 * The getPhoneNumber code exchange (providers/wxphone.ts) against a local fake of WeChat's API:
 * access token fetched once and reused, refreshed once on 40001, refused codes and foreign watermarks
 * are errors; and the bind-wx-phone endpoint using it through the settings.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WechatPhone, WxPhoneError } from '../src/providers/wxphone';
import { login, makeApp, post, freshPhone } from './support/testApp';

const APPID = 'wx_mp_test_appid';
const SECRET = 'mp-secret-123';

interface Fake { url: string; server: Server; tokenCalls: number; phoneCalls: string[]; revoke(): void; phones: Map<string, string>; watermark: string }

async function fakeWechat(): Promise<Fake> {
  let tokenSeq = 0;
  let valid = new Set<string>();
  const fake = { tokenCalls: 0, phoneCalls: [] as string[], phones: new Map<string, string>(), watermark: APPID } as Fake;
  fake.revoke = () => {
    valid = new Set();
  };
  fake.server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    const send = (b: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(b));
    if (req.method === 'GET' && u.pathname === '/cgi-bin/token') {
      fake.tokenCalls += 1;
      if (u.searchParams.get('appid') !== APPID || u.searchParams.get('secret') !== SECRET) return send({ errcode: 40125, errmsg: 'invalid appsecret' });
      const t = `TOKEN_${++tokenSeq}`;
      valid.add(t);
      return send({ access_token: t, expires_in: 7200 });
    }
    if (req.method === 'POST' && u.pathname === '/wxa/business/getuserphonenumber') {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const token = u.searchParams.get('access_token') ?? '';
        fake.phoneCalls.push(token);
        if (!valid.has(token)) return send({ errcode: 40001, errmsg: 'invalid credential' });
        const { code } = JSON.parse(body) as { code: string };
        const phone = fake.phones.get(code);
        if (!phone) return send({ errcode: 40029, errmsg: 'invalid code' });
        fake.phones.delete(code); // one-time
        send({ errcode: 0, errmsg: 'ok', phone_info: { phoneNumber: phone, purePhoneNumber: phone, countryCode: '86', watermark: { timestamp: 1, appid: fake.watermark } } });
      });
      return undefined;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', r));
  fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  return fake;
}

let fake: Fake;
beforeAll(async () => {
  fake = await fakeWechat();
});
afterAll(async () => new Promise<void>((r) => fake.server.close(() => r())));

test('exchanges codes with one access token, refreshing it once when WeChat revoked it', async () => {
  const p = new WechatPhone({ appId: APPID, secret: SECRET, baseUrl: fake.url });
  fake.phones.set('c1', '13800001111');
  fake.phones.set('c2', '13800002222');
  const before = fake.tokenCalls;
  expect(await p.phoneNumber('c1')).toEqual({ mobile: '13800001111', countryCode: '86' });
  expect(await p.phoneNumber('c2')).toEqual({ mobile: '13800002222', countryCode: '86' });
  expect(fake.tokenCalls - before).toBe(1);
  fake.revoke();
  fake.phones.set('c3', '13800003333');
  expect((await p.phoneNumber('c3')).mobile).toBe('13800003333');
  expect(fake.tokenCalls - before).toBe(2);
});

test('a refused code and a watermark of another app are errors', async () => {
  const p = new WechatPhone({ appId: APPID, secret: SECRET, baseUrl: fake.url });
  await expect(p.phoneNumber('used-or-wrong')).rejects.toThrow(WxPhoneError);
  await expect(p.phoneNumber('used-or-wrong')).rejects.toMatchObject({ errcode: 40029 });
  fake.phones.set('c4', '13800004444');
  fake.watermark = 'wx_someone_else';
  try {
    await expect(p.phoneNumber('c4')).rejects.toThrow(/watermark/);
  } finally {
    fake.watermark = APPID;
  }
  await expect(new WechatPhone({ appId: APPID, secret: 'wrong', baseUrl: fake.url }).phoneNumber('x')).rejects.toThrow(/access_token failed/);
});

test('bind-wx-phone uses the real exchange when WX_MP_SECRET is set', async () => {
  const ctx = await makeApp('sqlite', { env: { WX_MP_APPID: APPID, WX_MP_SECRET: SECRET, WX_API_BASE: fake.url } });
  try {
    const phone = freshPhone();
    const h5 = await login(ctx, phone);
    const h5User = (await post(ctx.app, '/api/account/v3/login-check', {}, h5)).body.data.user.userId;
    const mp = await post(ctx.app, '/api/account/v3/mp-login', { code: 'dev-phonebtn-1' });
    const cookie = mp.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    fake.phones.set('button-code-1', phone);
    const r = await post(ctx.app, '/api/useraccount/bind-wx-phone', { code: 'button-code-1' }, cookie);
    expect(r.body.code).toBe(0);
    expect(r.body.data.user.userId).toBe(h5User);
    // the dev stand-in's codes mean nothing to the real exchange
    expect((await post(ctx.app, '/api/useraccount/bind-wx-phone', { code: `dev-phone-${freshPhone()}` }, cookie)).body.code).toBe(20206);
  } finally {
    await ctx.close();
  }
});
