/**
 * This server as the H5 pages' separate upload host: the page origins of UPLOAD_PAGE_ORIGINS post /api/upload
 * with the session cookie and read the answer (CORS with credentials, the preflight answered); any other
 * origin gets no CORS header; without the setting none at all. Both databases.
 */
import { DIALECTS, login, makeApp, type TestCtx } from './support/testApp';
import { multipartBody, png } from './support/multipart';

jest.setTimeout(60_000);
const PAGE = 'https://m.example.com';

describe.each(DIALECTS)('upload host (%s)', (dialect) => {
  let ctx: TestCtx;
  let plain: TestCtx;
  let cookie: string;
  beforeAll(async () => {
    ctx = await makeApp(dialect, { seed: false, env: { UPLOAD_PAGE_ORIGINS: `${PAGE},https://h5.example.org` } });
    plain = await makeApp(dialect, { seed: false });
    cookie = await login(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
    await plain?.close();
  });

  const upload = async (c: TestCtx, origin: string | null, session: string | null) => {
    const { payload, headers } = multipartBody({ kind: 'photo' }, [{ name: 'file', filename: 'a.png', contentType: 'image/png', data: await png(8, 8) }]);
    return c.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, ...(session ? { cookie: session } : {}), ...(origin ? { origin } : {}) } });
  };

  test('a listed page origin uploads with its session and may read the answer', async () => {
    const r = await upload(ctx, PAGE, cookie);
    expect(r.statusCode).toBe(200);
    expect(r.json().data.url).toMatch(/^\/files\/pub\//);
    expect(r.headers['access-control-allow-origin']).toBe(PAGE);
    expect(r.headers['access-control-allow-credentials']).toBe('true');
    expect(String(r.headers.vary)).toMatch(/Origin/);
    const pre = await ctx.app.inject({ method: 'OPTIONS', url: '/api/upload', headers: { origin: PAGE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers).toMatchObject({ 'access-control-allow-origin': PAGE, 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type' });
    // no session: refused as anywhere (the CORS headers let the page read why)
    const anon = await upload(ctx, PAGE, null);
    expect(anon.statusCode).toBe(401);
  });

  test('an origin not listed, and a server without the setting, answer no CORS header', async () => {
    const other = await upload(ctx, 'https://evil.example.net', cookie);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const same = await upload(ctx, null, cookie);
    expect(same.statusCode).toBe(200);
    expect(same.headers['access-control-allow-origin']).toBeUndefined();
    const none = await upload(plain, PAGE, await login(plain));
    expect(none.statusCode).toBe(200);
    expect(none.headers['access-control-allow-origin']).toBeUndefined();
    // other calls are never opened to another origin
    const api = await ctx.app.inject({ method: 'POST', url: '/api/account/v3/login-check', payload: {}, headers: { origin: PAGE, cookie } });
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
  });
});
