/** Login flow, sessions and send limits on SQLite and PostgreSQL. */
import { ConsoleSms } from '../src/providers/sms';
import { DIALECTS, freshPhone, login, makeApp, post, type TestCtx } from './support/testApp';

describe.each(DIALECTS)('account (%s)', (dialect) => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await makeApp(dialect, { seed: false });
  });
  afterAll(async () => ctx?.close());

  const send = (mobile: string, ip = '10.1.1.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/useraccount/sendVerifyCode', payload: { mobile }, remoteAddress: ip }).then((r) => ({ status: r.statusCode, body: r.json() }));
  const loginReq = (mobile: string, verifyCode: string, headers: Record<string, string> = {}) =>
    post(ctx.app, '/api/account/v3/login-with-mobile', { mobile, verifyCode }, undefined, headers);

  test('the console provider prints exactly "[sms] <phone> <code>"', async () => {
    const spy = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    await new ConsoleSms().sendCode('13800138000', '123456');
    expect(spy).toHaveBeenCalledWith('[sms] 13800138000 123456');
    spy.mockRestore();
  });

  test('send + login creates the user, sets the cookies, and the code works once', async () => {
    const phone = freshPhone();
    expect((await send(phone)).body).toMatchObject({ code: 0 });
    const code = ctx.sms.last(phone)!;
    expect(code).toMatch(/^\d{6}$/);
    const res = await loginReq(phone, code);
    expect(res.body.code).toBe(0);
    expect(res.body.data.user.mobile).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    expect(res.body.data.user.nickname).toBe(`爱心人士${phone.slice(-4)}`);
    const session = res.cookies.find((c) => c.name === 'cf_session')!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe('Lax');
    expect(session.secure).toBeFalsy();
    const api = res.cookies.find((c) => c.name === 'cf_api')!;
    expect(api.value).toBe('1');
    expect(api.httpOnly).toBeFalsy();
    // The token itself is never stored, only its hash.
    const stored = await ctx.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(session.value);

    const check = await post(ctx.app, '/api/account/v3/login-check', {}, `cf_session=${session.value}`);
    expect(check.body.data).toMatchObject({ loggedIn: true, user: { mobileBound: true } });

    const again = await loginReq(phone, code);
    expect(again.body).toMatchObject({ code: 20206, msg: '验证码已失效，请重新获取' });
  });

  test('wrong codes: 20206 验证码错误, and after 5 wrong attempts even the right code is dead', async () => {
    const phone = freshPhone();
    await send(phone);
    const code = ctx.sms.last(phone)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await loginReq(phone, wrong);
      expect(r.status).toBe(401); // a refusal is a 4xx; the envelope's code 20206 is what the client shows
      expect(r.body).toMatchObject({ code: 20206, msg: '验证码错误' });
    }
    expect((await loginReq(phone, code)).body).toMatchObject({ code: 20206, msg: '验证码已失效，请重新获取' });
  });

  test('a code expires after 10 minutes', async () => {
    const phone = freshPhone();
    await send(phone);
    ctx.advance(10 * 60_000 + 1);
    expect((await loginReq(phone, ctx.sms.last(phone)!)).body.code).toBe(20206);
  });

  test('one send per phone per 60 s (429), stored in the database', async () => {
    const phone = freshPhone();
    expect((await send(phone)).status).toBe(200);
    const second = await send(phone, '10.9.9.9');
    expect(second.status).toBe(429);
    expect(second.body).toMatchObject({ code: 429, msg: '请求过于频繁，请60秒后再试' });
    const rows = await ctx.db.selectFrom('rate_limits').selectAll().where('key', '=', `sms:phone:${phone}`).execute();
    expect(rows).toHaveLength(1);
    ctx.advance(60_001);
    expect((await send(phone)).status).toBe(200);
  });

  test('daily cap per phone', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 10; i++) {
      expect((await send(phone)).status).toBe(200);
      ctx.advance(61_000);
    }
    expect((await send(phone)).body.msg).toContain('上限');
  });

  test('bad phone numbers are 400 with the Chinese message and send nothing', async () => {
    const before = ctx.sms.sent.length;
    for (const mobile of ['1380013800', '23800138000', '1380013800a', '']) {
      const r = await send(mobile);
      expect(r.status).toBe(400);
      expect(r.body.msg).toMatch(/手机号/);
    }
    expect(ctx.sms.sent.length).toBe(before);
    const extra = await post(ctx.app, '/api/useraccount/sendVerifyCode', { mobile: '13800138000', evil: 1 });
    expect(extra.status).toBe(400);
    expect(extra.body.msg).toMatch(/^参数错误/);
  });

  test('missing or expired session: 401 with 20102', async () => {
    const none = await post(ctx.app, '/api/cf/v4/order/list', {});
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ code: 20102, msg: '登录已过期，请重新登录', data: null });
    const bogus = await post(ctx.app, '/api/cf/v4/order/list', {}, 'cf_session=not-a-token');
    expect(bogus.body.code).toBe(20102);
    const cookie = await login(ctx);
    expect((await post(ctx.app, '/api/cf/v4/order/list', {}, cookie)).body.code).toBe(0);
    ctx.advance(31 * 24 * 3600_000);
    expect((await post(ctx.app, '/api/cf/v4/order/list', {}, cookie)).body.code).toBe(20102);
  });

  test('logout ends the session', async () => {
    const cookie = await login(ctx);
    await post(ctx.app, '/api/account/v3/logout', {}, cookie);
    expect((await post(ctx.app, '/api/account/v3/login-check', {}, cookie)).body.data).toEqual({ loggedIn: false, user: null });
  });

  test('mp-login creates a user by openid, bind-mobile binds a phone', async () => {
    const r = await post(ctx.app, '/api/account/v3/mp-login', { code: 'wx-code-1' });
    expect(r.body.data.user).toMatchObject({ mobile: null, mobileBound: false, thirdType: 17 });
    const cookie = r.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const again = await post(ctx.app, '/api/account/v3/mp-login', { code: 'wx-code-1' });
    expect(again.body.data.user.userId).toBe(r.body.data.user.userId);
    const phone = freshPhone();
    await send(phone);
    const bound = await post(ctx.app, '/api/useraccount/bind-mobile', { mobile: phone, verifyCode: ctx.sms.last(phone) }, cookie);
    expect(bound.body.data.user).toMatchObject({ mobileBound: true, userId: r.body.data.user.userId });
    expect((await post(ctx.app, '/api/useraccount/bind-mobile', { mobile: phone, verifyCode: '123456' })).status).toBe(401);
  });
});

describe('per-IP flood limit and Secure cookies behind a trusted proxy', () => {
  test('per-IP limit', async () => {
    const ctx = await makeApp('sqlite', { seed: false, env: { SMS_PER_IP_MAX: '3' } });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) {
        codes.push((await ctx.app.inject({ method: 'POST', url: '/api/useraccount/sendVerifyCode', payload: { mobile: freshPhone() }, remoteAddress: '10.7.7.7' })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await ctx.close();
    }
  });

  test.each([
    ['1', true],
    ['0', false],
  ])('TRUST_PROXY=%s with x-forwarded-proto https -> Secure %s', async (trust, secure) => {
    const ctx = await makeApp('sqlite', { seed: false, env: { TRUST_PROXY: trust } });
    try {
      const phone = freshPhone();
      await ctx.app.inject({ method: 'POST', url: '/api/useraccount/sendVerifyCode', payload: { mobile: phone } });
      const r = await post(ctx.app, '/api/account/v3/login-with-mobile', { mobile: phone, verifyCode: ctx.sms.last(phone) }, undefined, { 'x-forwarded-proto': 'https' });
      expect(r.body.code).toBe(0);
      expect(!!r.cookies.find((c) => c.name === 'cf_session')!.secure).toBe(secure);
    } finally {
      await ctx.close();
    }
  });
});
