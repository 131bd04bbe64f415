/**
 * Fixes from the black-box review, on SQLite and PostgreSQL:
 * a. WeChat Pay's advertised notify URL (WXPAY_NOTIFY_URL unset) is the one that books the payment;
 * b. the web OAuth callback needs the state bound to the browser that started it (login CSRF);
 * c. the sandbox cashier shows an order's title and amount to its owner only;
 * d. nosniff and the other security headers on HTML and API answers.
 */
import { AUTH_CALLBACK_PATH } from '../../src/platform/config';
import type { PayProvider } from '../src/payments';
import { fakeFetch, notifyBody, NOW_MS, provider as wxpay, transaction, wechatpayHeaders } from './payments/wxpayFixture';
import { DIALECTS, donatableCase, login, makeApp, post, type TestCtx } from './support/testApp';

jest.setTimeout(60_000);
const HOST = 'm.qschou.com';

describe.each(DIALECTS)('review fixes (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: string;
  let infoUuid: string;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    owner = await login(ctx);
    infoUuid = await donatableCase(ctx);
  });
  afterAll(async () => ctx?.close());

  const order = async (amount: number, cookie = owner) => {
    const r = await post(ctx.app, '/api/cf/v41/order/add', { infoUuid, amount, anonymous: false, platform: 1, idempotencyKey: `k-${Math.random()}` }, cookie);
    expect(r.body.code).toBe(0);
    return r.body.data.orderId as string;
  };
  const status = async (orderId: string) => (await post(ctx.app, '/api/cf/v4/order/queryOrderStatus', { orderId }, owner)).body.data.status;

  describe('a. the WeChat Pay notify URL', () => {
    test('a correctly signed notify posted to the advertised URL books the payment', async () => {
      const orderId = await order(2000);
      const api = fakeFetch(() => ({ status: 200, body: JSON.stringify({ prepay_id: 'wx201410272009395522657a690389285100' }) }));
      const pay = wxpay({ notifyUrl: undefined, fetch: api.fetch, now: () => NOW_MS });
      await pay.createPayment({ orderId, amount: 2000, infoUuid, description: 'x', openid: 'o-1', baseUrl: `https://${HOST}`, platform: 'h5' });
      const advertised = new URL(JSON.parse(api.calls[0].body!).notify_url);
      expect(advertised.host).toBe(HOST);

      const sandbox = ctx.deps.pay;
      ctx.deps.pay = pay as PayProvider;
      try {
        const body = notifyBody(transaction({ out_trade_no: orderId, total: 2000 }), { id: `EV-${orderId}` });
        const res = await ctx.app.inject({ method: 'POST', url: advertised.pathname, payload: body, headers: { 'content-type': 'application/json', ...wechatpayHeaders(body) } as Record<string, string> });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ code: 'SUCCESS' });
        expect(await status(orderId)).toBe('PAID');
        // the generic route still answers for wxpay too
        const again = await ctx.app.inject({ method: 'POST', url: '/api/pay/notify/wxpay', payload: body, headers: { 'content-type': 'application/json', ...wechatpayHeaders(body) } as Record<string, string> });
        expect(again.statusCode).toBe(200);
      } finally {
        ctx.deps.pay = sandbox;
      }
    });
  });

  describe('b. OAuth state bound to the browser', () => {
    const start = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/wx/auth/start', query: { scope: 'base', thirdType: '17', redirectUrl: `https://${HOST}/cf/mine` }, headers: { host: HOST } });
      expect(res.statusCode).toBe(302);
      const authorize = new URL(String(res.headers.location));
      const cookie = (res.cookies as { name: string; value: string; httpOnly?: boolean; path?: string; sameSite?: string }[]).find((c) => c.name === 'cf_oauth_state')!;
      return { authorize, cookie, state: authorize.searchParams.get('state')! };
    };
    const callback = (query: Record<string, string>, cookie?: string, accept?: string) =>
      ctx.app.inject({ method: 'GET', url: AUTH_CALLBACK_PATH, query, headers: { host: HOST, ...(cookie ? { cookie } : {}), ...(accept ? { accept } : {}) } });
    const sessionSet = (res: { cookies: unknown[] }) => (res.cookies as { name: string; value: string }[]).some((c) => c.name === 'cf_session' && c.value);
    const code = () => `code-${Math.random()}`;

    test('start: a random state in an HttpOnly cookie and in the authorize URL, which returns to the callback', async () => {
      const a = await start();
      const b = await start();
      // the dev login provider authorizes on the demo's stand-in (wx-auth.test.ts); the real one on open.weixin.qq.com
      expect(a.authorize.origin + a.authorize.pathname).toBe(`http://${HOST}/api/wx/auth/stand-in`);
      expect(a.state).toMatch(/^[0-9a-f]{32}$/);
      expect(a.state).not.toBe(b.state);
      expect(a.cookie).toMatchObject({ httpOnly: true, path: '/api/wx/auth', sameSite: 'Lax' });
      expect(a.cookie.value).toContain(a.state); // signed: value.signature
      const cb = new URL(a.authorize.searchParams.get('redirect_uri')!);
      expect(cb.pathname).toBe(AUTH_CALLBACK_PATH);
      expect(cb.searchParams.get('redirectUrl')).toBe(`https://${HOST}/cf/mine`);
    });

    test('the browser that started it comes back logged in; the state is spent', async () => {
      const a = await start();
      const jar = `cf_oauth_state=${a.cookie.value}`;
      const ok = await callback({ code: code(), state: a.state, scope: 'base', thirdType: '17', redirectUrl: '/cf/mine' }, jar);
      expect([ok.statusCode, ok.headers.location]).toEqual([302, '/cf/mine']);
      expect(sessionSet(ok)).toBe(true);
      const cleared = (ok.cookies as { name: string; value: string }[]).find((c) => c.name === 'cf_oauth_state');
      expect(cleared?.value).toBe('');
    });

    test.each([
      ['no state and no cookie (a code planted by someone else)', (_s: string, _c: string) => [{}, undefined]],
      ['the right state without the cookie', (s: string) => [{ state: s }, undefined]],
      ['the cookie with a wrong state', (_s: string, c: string) => [{ state: 'f'.repeat(32) }, c]],
      ['the cookie without a state', (_s: string, c: string) => [{}, c]],
      ['an unsigned cookie forged with the state', (s: string) => [{ state: s }, `cf_oauth_state=${s}`]],
    ] as const)('%s: 403 with a Chinese msg, no session, no user', async (_name, make) => {
      const a = await start();
      const [extra, cookie] = make(a.state, `cf_oauth_state=${a.cookie.value}`) as [Record<string, string>, string | undefined];
      const users = (await ctx.db.selectFrom('users').select('user_id').execute()).length;
      const res = await callback({ code: code(), scope: 'base', thirdType: '17', redirectUrl: '/cf/mine', ...extra }, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 403, msg: '微信授权已失效，请重新登录' });
      expect(sessionSet(res)).toBe(false);
      expect((await ctx.db.selectFrom('users').select('user_id').execute()).length).toBe(users);
    });

    test('a browser gets the refusal as a page', async () => {
      const res = await callback({ code: code(), state: 'x' }, undefined, 'text/html,application/xhtml+xml');
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('微信授权已失效，请重新登录');
    });
  });

  describe("c. the sandbox cashier is the owner's", () => {
    test('others (logged in or not) get a 403 page without the title or amount; the owner sees both', async () => {
      const orderId = await order(4321);
      const c = await ctx.db.selectFrom('cases').select('title').where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow();
      const url = `/api/pay/sandbox/cashier?orderId=${encodeURIComponent(orderId)}`;
      const stranger = await login(ctx);
      for (const cookie of [undefined, stranger]) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        expect(res.statusCode).toBe(403);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.body).not.toContain(c.title);
        expect(res.body).not.toContain('43.21');
        expect(res.body).not.toContain('cashier-confirm');
      }
      const unknown = await ctx.app.inject({ method: 'GET', url: '/api/pay/sandbox/cashier?orderId=nope', headers: { cookie: owner } });
      expect(unknown.statusCode).toBe(404);
      const mine = await ctx.app.inject({ method: 'GET', url, headers: { cookie: owner } });
      expect(mine.statusCode).toBe(200);
      expect(mine.body).toContain('43.21');
      expect(mine.body).toContain('data-testid="cashier-confirm"');

      expect((await post(ctx.app, '/api/pay/sandbox/confirm', { orderId, action: 'pay' })).status).toBe(401);
      expect((await post(ctx.app, '/api/pay/sandbox/confirm', { orderId, action: 'pay' }, stranger)).status).toBe(403);
      expect(await status(orderId)).toBe('PENDING');
    });
  });

  describe('d. security headers', () => {
    test('an HTML answer and an API answer carry nosniff, the referrer policy and (HTML) the frame rules', async () => {
      const orderId = await order(100);
      const html = await ctx.app.inject({ method: 'GET', url: `/api/pay/sandbox/cashier?orderId=${orderId}`, headers: { cookie: owner } });
      expect(html.headers['content-type']).toMatch(/text\/html/);
      const api = await post(ctx.app, '/api/account/v3/login-check', {});
      const missing = await post(ctx.app, '/api/no-such-thing', {});
      for (const r of [html, api, missing]) {
        expect(r.headers['x-content-type-options']).toBe('nosniff');
        expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      }
      expect(html.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(html.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    });
  });
});
