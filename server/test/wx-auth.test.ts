/** The messaging-browser OAuth callback (GET AUTH_CALLBACK_PATH) on SQLite and PostgreSQL. */
import { AUTH_CALLBACK_PATH } from '../../src/platform/config';
import { buildAuthUrl } from '../../src/platform/auth-url';
import type { WxLoginProvider } from '../src/providers/wxlogin';
import { DIALECTS, post, makeApp, type TestCtx } from './support/testApp';

const HOST = 'm.qschou.com';
const FALLBACK = '/cf/common/list';
let codeSeq = 0;
const freshCode = () => `oauth-code-${process.pid}-${codeSeq++}`;

describe.each(DIALECTS)('wx oauth callback (%s)', (dialect) => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await makeApp(dialect, { seed: false });
  });
  afterAll(async () => ctx?.close());

  /** Starts the flow in a "browser" (the state cookie) and comes back with the provider's state. */
  const start = async (host = HOST) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/wx/auth/start', query: { scope: 'base', thirdType: '17', redirectUrl: '/cf/mine' }, headers: { host } });
    const c = (res.cookies as { name: string; value: string }[]).find((x) => x.name === 'cf_oauth_state')!;
    const state = new URL(String(res.headers.location)).searchParams.get('state')!;
    return { cookie: `${c.name}=${c.value}`, state };
  };
  const callback = async (query: Record<string, string>, host = HOST) => {
    const s = await start(host);
    const res = await ctx.app.inject({ method: 'GET', url: AUTH_CALLBACK_PATH, query: { ...query, state: s.state }, headers: { host, cookie: s.cookie } });
    const cookies = res.cookies as { name: string; value: string; httpOnly?: boolean; sameSite?: string; maxAge?: number }[];
    return { status: res.statusCode, location: res.headers.location, cookies, cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
  };
  const me = async (cookie: string) => (await post(ctx.app, '/api/account/v3/login-check', {}, cookie)).body.data;

  test('the URL the client builds logs the user in by openid and returns to the page', async () => {
    // the client goes to the server's start path, which binds a state to the browser and redirects to the provider
    const startUrl = new URL(buildAuthUrl({ scope: 'base', returnUrl: '/cf/contribute/c1?channel=5', thirdType: 17, origin: `https://${HOST}`, hostname: HOST }));
    expect(startUrl.pathname).toBe('/api/wx/auth/start');
    const started = await ctx.app.inject({ method: 'GET', url: startUrl.pathname + startUrl.search, headers: { host: HOST } });
    expect(started.statusCode).toBe(302);
    const authorize = new URL(String(started.headers.location));
    const stateCookie = (started.cookies as { name: string; value: string }[]).find((x) => x.name === 'cf_oauth_state')!;
    const cb = new URL(authorize.searchParams.get('redirect_uri')!);
    expect(cb.pathname).toBe(AUTH_CALLBACK_PATH);
    // the provider appends code and the state to the callback
    const query = { ...Object.fromEntries(cb.searchParams), code: freshCode(), state: authorize.searchParams.get('state')! };
    const res = await ctx.app.inject({ method: 'GET', url: AUTH_CALLBACK_PATH, query, headers: { host: HOST, cookie: `${stateCookie.name}=${stateCookie.value}` } });
    const cookies = res.cookies as { name: string; value: string; httpOnly?: boolean; sameSite?: string; maxAge?: number }[];
    const r = { status: res.statusCode, location: res.headers.location, cookies, cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
    expect(r.status).toBe(302);
    expect(r.location).toBe('/cf/contribute/c1?channel=5');
    // the same cookies as phone login
    const session = r.cookies.find((c) => c.name === 'cf_session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 30 * 24 * 3600 });
    expect(r.cookies.find((c) => c.name === 'cf_api')).toMatchObject({ value: '1' });
    expect(r.cookies.find((c) => c.name === 'cf_api')!.httpOnly).toBeFalsy();
    expect(await me(r.cookie)).toMatchObject({ loggedIn: true, user: { mobileBound: false, thirdType: 17 } });
    const rows = await ctx.db.selectFrom('users').select(['openid', 'third_type']).where('openid', 'like', 'dev-web-%').execute();
    expect(rows.length).toBeGreaterThanOrEqual(1);
  });

  test('the same openid is the same user; every login is a new session', async () => {
    const code = freshCode();
    const a = await callback({ code, scope: 'base', thirdType: '17', redirectUrl: '/cf/mine' });
    const b = await callback({ code, scope: 'base', thirdType: '17', redirectUrl: '/cf/mine' });
    expect(a.location).toBe('/cf/mine');
    const ua = await me(a.cookie);
    const ub = await me(b.cookie);
    expect(ub.user.userId).toBe(ua.user.userId);
    expect(b.cookies.find((c) => c.name === 'cf_session')!.value).not.toBe(a.cookies.find((c) => c.name === 'cf_session')!.value);
    const stored = await ctx.db.selectFrom('users').select('user_id').where('user_id', '=', ua.user.userId).execute();
    expect(stored).toHaveLength(1);
  });

  test('userinfo scope stores the profile nickname; thirdType is kept, unknown values become 17', async () => {
    const r = await callback({ code: freshCode(), scope: 'userinfo', thirdType: '115', redirectUrl: '/login?redirectUrl=%2Fcf%2Factivity%2Fpary' });
    expect(r.location).toBe('/login?redirectUrl=%2Fcf%2Factivity%2Fpary');
    const u = (await me(r.cookie)).user;
    expect(u).toMatchObject({ thirdType: 115 });
    expect(u.nickname).toMatch(/^微信用户/);
    const odd = await callback({ code: freshCode(), scope: 'evil', thirdType: '9999', redirectUrl: '/cf/crash' });
    expect(odd.location).toBe('/cf/crash');
    const v = (await me(odd.cookie)).user;
    expect(v.thirdType).toBe(17);
    expect(v.nickname).toMatch(/^爱心人士\d{4}$/); // base scope: no profile
  });

  test('an absolute URL of this very host is reduced to its path', async () => {
    const r = await callback({ code: freshCode(), redirectUrl: `https://${HOST}/cf/pay/c9?amount=1#top` });
    expect(r.location).toBe('/cf/pay/c9?amount=1#top');
  });

  test.each([
    'https://evil.com/cf/common/list',
    'HTTPS://evil.com/',
    `https://${HOST}.evil.com/cf/mine`,
    `https://user:pw@${HOST}/cf/mine`,
    `https://evil.com@${HOST}.evil.com/`,
    '//evil.com/x',
    '/\\evil.com',
    '\\\\evil.com',
    `https://${HOST}//evil.com`,
    `https://${HOST}/\\evil.com`,
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java%0ascript:alert(1)',
    '/%2F%2Fevil.com',
    '%2F%2Fevil.com',
    '/%5Cevil.com',
    '/%252F%252Fevil.com',
    '/%E0%A4%A',
    'cf/mine',
    ' /cf/mine',
  ])('unsafe redirectUrl %s -> the case list (still logged in)', async (redirectUrl) => {
    const r = await callback({ code: freshCode(), scope: 'base', thirdType: '17', redirectUrl });
    expect(r.status).toBe(302);
    expect(r.location).toBe(FALLBACK);
    expect((await me(r.cookie)).loggedIn).toBe(true);
  });

  test('missing or over-long (2 kB+) redirectUrl goes to the case list', async () => {
    const r = await callback({ code: freshCode() });
    expect([r.status, r.location]).toEqual([302, FALLBACK]);
    const long = await callback({ code: freshCode(), redirectUrl: `/${'a'.repeat(2100)}` });
    expect([long.status, long.location]).toEqual([302, FALLBACK]);
  });

  test('no code (the user refused): no session, to the phone login for the same page', async () => {
    const r = await callback({ scope: 'userinfo', thirdType: '17', redirectUrl: '/cf/activity/pary', state: '17' });
    expect([r.status, r.location]).toEqual([302, '/login?redirectUrl=%2Fcf%2Factivity%2Fpary&by=phone']);
    expect(r.cookies.find((c) => c.name === 'cf_session')).toBeUndefined();
  });

  test('a code the provider rejects: no session, to the case list', async () => {
    const real = ctx.deps.wxLogin;
    const rejecting: WxLoginProvider = {
      code2Session: real.code2Session.bind(real),
      webOAuth: async () => {
        throw new Error('40029 invalid code');
      },
    };
    ctx.deps.wxLogin = rejecting;
    try {
      const before = await ctx.db.selectFrom('users').select('user_id').execute();
      const r = await callback({ code: freshCode(), redirectUrl: '/cf/mine' });
      expect([r.status, r.location]).toEqual([302, FALLBACK]);
      expect(r.cookies.find((c) => c.name === 'cf_session')).toBeUndefined();
      expect(await ctx.db.selectFrom('users').select('user_id').execute()).toHaveLength(before.length);
    } finally {
      ctx.deps.wxLogin = real;
    }
  });

  test("the demo's stand-in for WeChat's page: one tap back with a code, the same user each time, refuse and phone login", async () => {
    const agent = async (url: string, cookie = '') => ctx.app.inject({ method: 'GET', url, headers: { host: HOST, cookie, accept: 'text/html' } });
    const cookieOf = (res: { cookies: unknown }) => (res.cookies as { name: string; value: string }[]).map((c) => `${c.name}=${c.value}`).join('; ');
    const loginOnce = async (device: string) => {
      const startPath = buildAuthUrl({ scope: 'userinfo', returnUrl: '/cf/mine', origin: `http://${HOST}`, hostname: HOST }).replace(`http://${HOST}`, '');
      const started = await agent(startPath);
      const authorize = new URL(String(started.headers.location));
      // the dev provider never sends the browser to WeChat's page (a fake appid is a dead page there)
      expect(authorize.origin).toBe(`http://${HOST}`);
      expect(authorize.pathname).toBe('/api/wx/auth/stand-in');
      const page = await agent(authorize.pathname + authorize.search, device);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('微信授权 (测试环境)');
      expect(page.body).toContain('这是演示环境中微信授权页的替身');
      const href = (id: string) => new URL(/data-testid="[^"]+" href="([^"]+)"/.exec(page.body.slice(page.body.indexOf(`data-testid="${id}"`)))![1].replace(/&amp;/g, '&'), `http://${HOST}`);
      const allow = href('wx-auth-allow');
      expect(allow.pathname).toBe(AUTH_CALLBACK_PATH);
      expect(href('wx-auth-phone').pathname + href('wx-auth-phone').search).toBe('/login?redirectUrl=%2Fcf%2Fmine&by=phone');
      const refused = await agent(href('wx-auth-refuse').pathname + href('wx-auth-refuse').search, cookieOf(started));
      expect(refused.headers.location).toBe('/login?redirectUrl=%2Fcf%2Fmine&by=phone');
      const started2 = await agent(startPath);
      const page2 = await agent(new URL(String(started2.headers.location)).pathname + new URL(String(started2.headers.location)).search, device || cookieOf(page));
      const allow2 = new URL(/data-testid="wx-auth-allow" href="([^"]+)"/.exec(page2.body)![1].replace(/&amp;/g, '&'));
      const back = await agent(allow2.pathname + allow2.search, cookieOf(started2));
      expect([back.statusCode, back.headers.location]).toEqual([302, '/cf/mine']);
      return { user: (await me(cookieOf(back))).user, device: device || cookieOf(page) };
    };
    const first = await loginOnce('');
    expect(first.user.nickname).toMatch(/^微信用户/);
    const again = await loginOnce(first.device);
    expect(again.user.userId).toBe(first.user.userId);
    // only our own callback: never a code for another address
    const evil = await agent(`/api/wx/auth/stand-in?redirect_uri=${encodeURIComponent('https://evil.example/cb')}&state=${'a'.repeat(32)}`);
    expect(evil.statusCode).toBe(400);
    expect(evil.body).not.toContain('wx-auth-allow');
  });

  test('the real provider goes to WeChat, and the stand-in is not served (production refuses it too)', async () => {
    const real = await makeApp(dialect, { seed: false, env: { WX_LOGIN_PROVIDER: 'wechat', WX_APPID: 'wx123', WX_SECRET: 's' } });
    try {
      const started = await real.app.inject({ method: 'GET', url: '/api/wx/auth/start', query: { scope: 'base', redirectUrl: '/cf/mine' }, headers: { host: HOST } });
      expect(String(started.headers.location)).toMatch(/^https:\/\/open\.weixin\.qq\.com\/connect\/oauth2\/authorize\?appid=wx123&/);
      const stand = await real.app.inject({ method: 'GET', url: `/api/wx/auth/stand-in?state=${'a'.repeat(32)}&redirect_uri=${encodeURIComponent(`http://${HOST}${AUTH_CALLBACK_PATH}`)}`, headers: { host: HOST } });
      expect(stand.statusCode).toBe(404);
    } finally {
      await real.close();
    }
  });

  test('POST is not the callback', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: AUTH_CALLBACK_PATH, payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
