import { createRequest, REQUEST_TIMEOUT_MS, type HttpHooks } from '../../../src/services/http';
import { createTransport } from '../../../src/services/transport.h5';
import { ApiError, NETWORK_ERROR_MSG } from '../../../src/services/errors';
import { createApi, bindApiHooks } from '../../../src/services';
import { createFakePlatform, type FakePlatformOptions } from '../../../src/platform/fake';
import { UA } from '../platform/ua';

type Reply = { status?: number; body: unknown };

function setup(opts: FakePlatformOptions & { replies?: Reply[]; host?: string; hooks?: HttpHooks } = {}) {
  const platform = createFakePlatform(opts);
  const replies = [...(opts.replies ?? [])];
  const fetchMock = jest.fn(async (_url: string, _init: RequestInit) => {
    const r = replies.shift() ?? { body: { code: 0, msg: '', data: null } };
    return { status: r.status ?? 200, text: async () => (typeof r.body === 'string' ? r.body : JSON.stringify(r.body)) } as Response;
  });
  const hooks: HttpHooks = opts.hooks ?? { onLoginExpired: jest.fn(), report: jest.fn() };
  const request = createRequest(platform, hooks, { transport: createTransport(fetchMock as never), hostname: () => opts.host ?? 'm.qschou.com' });
  return { platform, fetchMock, hooks, request };
}

const ok = (data: unknown) => ({ body: { code: 0, msg: '', data } });

test('POST JSON with the common headers; code 0 resolves data', async () => {
  const { request, fetchMock, platform } = setup({ replies: [ok({ a: 1 })] });
  platform.storage.sessionSet('channel', '5');
  await expect(request('/api/x', { infoUuid: 'c1' })).resolves.toEqual({ a: 1 });
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/api/x');
  expect(init.method).toBe('POST');
  expect(init.body).toBe('{"infoUuid":"c1"}');
  const headers = init.headers as Record<string, string>;
  expect(headers['x-cf-platform']).toBe('8');
  expect(JSON.parse(headers['x-cf-common-message'])).toEqual({ platform: 8, channel: '5', appVersion: expect.any(String) });
  expect(init.credentials).toBe('same-origin');
});

test('GET puts the body in the query', async () => {
  const { request, fetchMock } = setup({ replies: [ok([])] });
  await request('/api/cf/v4/progress/get', { infoUuid: 'c 1', offset: 0, limit: 10, skip: undefined }, { method: 'GET' });
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/api/cf/v4/progress/get?infoUuid=c%201&offset=0&limit=10');
  expect(init.method).toBe('GET');
  expect(init.body).toBeUndefined();
});

test('credentials include only with the cf_api cookie', async () => {
  const { request, fetchMock } = setup({ cookies: { cf_api: 'tok' } });
  await request('/api/x');
  expect(fetchMock.mock.calls[0][1].credentials).toBe('include');
});

test('non-zero code rejects with ApiError(code, msg, status)', async () => {
  const { request } = setup({ replies: [{ body: { code: 409, msg: '重复提交', data: null }, status: 409 }] });
  const err = await request('/api/x').catch((e) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect(err).toMatchObject({ code: 409, msg: '重复提交', status: 409 });
});

test('a non-JSON answer is an ApiError, not a crash', async () => {
  const { request } = setup({ replies: [{ status: 502, body: '<html>bad gateway</html>' }] });
  await expect(request('/api/x')).rejects.toMatchObject({ code: 502, status: 502 });
});

describe('login expiry 20102 / 20205', () => {
  test.each([20102, 20205])('%d with a token outside the messaging browser -> the account interceptor', async (code) => {
    const { request, hooks, platform } = setup({ cookies: { cf_api: 't' }, replies: [{ body: { code, msg: '登录过期', data: null } }] });
    await expect(request('/api/x')).rejects.toMatchObject({ code });
    expect(hooks.onLoginExpired).toHaveBeenCalledTimes(1);
    expect(platform.login.authRedirects).toHaveLength(0);
  });
  test('without a token outside the messaging browser: nothing', async () => {
    const { request, hooks } = setup({ replies: [{ body: { code: 20102, msg: 'x', data: null } }] });
    await expect(request('/api/x')).rejects.toMatchObject({ code: 20102 });
    expect(hooks.onLoginExpired).not.toHaveBeenCalled();
  });
  test('messaging browser on the main domain: the interceptor even without a token', async () => {
    const { request, hooks } = setup({ ua: UA.wechatIos, replies: [{ body: { code: 20205, msg: 'x', data: null } }] });
    await expect(request('/api/x')).rejects.toMatchObject({ code: 20205 });
    expect(hooks.onLoginExpired).toHaveBeenCalledTimes(1);
  });
  test('messaging browser on an alternative domain: main-domain auth redirect', async () => {
    const { request, hooks, platform } = setup({ ua: UA.wechatIos, host: 'm.qsebao.com', path: '/cf/pay/c1?channel=5', replies: [{ body: { code: 20102, msg: 'x', data: null } }] });
    await expect(request('/api/x')).rejects.toMatchObject({ code: 20102 });
    expect(platform.login.authRedirects).toEqual([{ scope: 'base', returnUrl: '/cf/pay/c1?channel=5', thirdType: undefined }]);
    expect(hooks.onLoginExpired).not.toHaveBeenCalled();
  });
  test('no hook bound: falls back to /login?redirectUrl=current path', async () => {
    const { request, platform } = setup({ cookies: { cf_api: 't' }, path: '/cf/pay/c1?x=1', hooks: {}, replies: [{ body: { code: 20102, msg: 'x', data: null } }] });
    await expect(request('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(platform.nav.currentPath()).toBe('/login?redirectUrl=%2Fcf%2Fpay%2Fc1%3Fx%3D1');
  });
});

test('HTTP 400 is reported with the body and URL', async () => {
  const { request, hooks } = setup({ replies: [{ status: 400, body: { code: 400, msg: '参数错误', data: null } }] });
  await expect(request('/api/cf/v4/comment/add', { content: 'x' })).rejects.toMatchObject({ code: 400, status: 400 });
  expect(hooks.report).toHaveBeenCalledWith('API_400', expect.objectContaining({ url: '/api/cf/v4/comment/add', body: '{"content":"x"}', status: 400 }));
});

test('network failure -> Chinese network error', async () => {
  const platform = createFakePlatform();
  const request = createRequest(platform, {}, { transport: createTransport((async () => { throw new TypeError('Failed to fetch'); }) as never) });
  await expect(request('/api/x')).rejects.toMatchObject({ msg: NETWORK_ERROR_MSG, code: -1 });
});

test('timeout after 60000 ms -> Chinese network error (fake timers)', async () => {
  jest.useFakeTimers();
  try {
    const platform = createFakePlatform();
    let signal: AbortSignal | undefined;
    const never = jest.fn((_u: string, init: RequestInit) => { signal = init.signal ?? undefined; return new Promise<Response>(() => undefined); });
    const request = createRequest(platform, {}, { transport: createTransport(never as never) });
    const p = request('/api/slow');
    const caught = p.catch((e) => e);
    jest.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1);
    await Promise.resolve();
    jest.advanceTimersByTime(1);
    const err = await caught;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: -2, msg: '网络不给力，请稍后重试' });
    expect(signal?.aborted).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

describe('duplicate in-flight POST suppression', () => {
  test('two identical posts -> one fetch, both get the result', async () => {
    const { request, fetchMock } = setup({ replies: [ok({ n: 1 }), ok({ n: 2 })] });
    const [a, b] = await Promise.all([request('/api/order', { amount: 1 }), request('/api/order', { amount: 1 })]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(a).toEqual({ n: 1 });
    expect(b).toEqual({ n: 1 });
    await request('/api/order', { amount: 1 }); // after settling, a new call goes out
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
  test('different bodies -> two fetches', async () => {
    const { request, fetchMock } = setup();
    await Promise.all([request('/api/order', { amount: 1 }), request('/api/order', { amount: 2 })]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('createApi', () => {
  test('paths and methods; reports go to monitor; late hooks bind', async () => {
    const platform = createFakePlatform({ cookies: { cf_api: 't' } });
    const calls: Array<{ url: string; method: string; body?: string }> = [];
    const transport = async (req: { url: string; method: string; body?: string }) => {
      calls.push(req);
      if (req.url.startsWith('/api/cf/v4/comment/add')) return { status: 400, data: { code: 400, msg: 'bad', data: null } };
      if (req.url.startsWith('/api/cf/v4/order/list')) return { status: 200, data: { code: 20102, msg: 'exp', data: null } };
      return { status: 200, data: { code: 0, msg: '', data: { ok: true } } };
    };
    const api = createApi(platform, { transport: transport as never });
    await api.cases.progressList({ infoUuid: 'c1', offset: 0, limit: 10, type: 1 });
    expect(calls[0]).toMatchObject({ url: '/api/cf/v4/progress/get?infoUuid=c1&offset=0&limit=10&type=1', method: 'GET' });
    await api.cases.fundingInfo({ infoUuid: 'c1' });
    expect(calls[1]).toMatchObject({ url: '/api/cf/v4/get-funding-info', method: 'POST' });
    await api.verification.selected({ infoUuid: 'c1' });
    expect(JSON.parse(calls[2].body!)).toEqual({ maxCount: 7, infoUuid: 'c1' });
    await expect(api.comments.add({ infoUuid: 'c1', content: 'x' })).rejects.toBeInstanceOf(ApiError);
    await new Promise((r) => setTimeout(r, 0));
    const monitor = calls.find((c) => c.url === '/api/monitor/report');
    expect(JSON.parse(monitor!.body!)).toMatchObject({ category: 'CF_IMPORTANT_API_400' });
    const expired = jest.fn();
    bindApiHooks(api, { onLoginExpired: expired });
    await expect(api.pay.myOrders({})).rejects.toMatchObject({ code: 20102 });
    expect(expired).toHaveBeenCalledTimes(1);
  });
});
