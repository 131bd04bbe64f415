/** H5 hosting with a tiny fake dist: history fallback, 404 page status, redirects, headers, caching. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFeatureConfig } from '../src/repositories/misc';
import { makeApp, type TestCtx } from './support/testApp';

let ctx: TestCtx;
let dist: string;
const INDEX = '<!DOCTYPE html><html><body><div id="app">fake h5</div></body></html>';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cf-h5-'));
  mkdirSync(join(dist, 'js'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'js', 'app.3f2a9c1b7d.js'), 'console.log(1)');
  ctx = await makeApp('sqlite', { config: { h5Dir: dist } });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

test('a known route gets index.html with 200 and the frame headers', async () => {
  const r = await get('/cf/contribute/abc?channel=5');
  expect(r.statusCode).toBe(200);
  expect(r.body).toBe(INDEX);
  expect(r.headers['content-security-policy']).toBe("frame-ancestors 'self'");
  expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(r.headers['cache-control']).toBe('no-cache');
});

test('an unknown path gets index.html with HTTP 404 and the frame headers', async () => {
  const r = await get('/cf/no-such-page/at-all');
  expect(r.statusCode).toBe(404);
  expect(r.body).toBe(INDEX);
  expect(r.headers['content-security-policy']).toBe("frame-ancestors 'self'");
  expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
});

test('old activity routes 302 to the configured address (the venue by default); independent-support-plat to the list', async () => {
  const r = await get('/cf/act/311/main-venue');
  expect(r.statusCode).toBe(302);
  expect(r.headers.location).toBe('/cf/act-home-rule');
  await setFeatureConfig(ctx.db, 'oldActivityUrl', JSON.stringify('/cf/common/vipCase'));
  expect((await get('/cf/act/good-day/withdrawal')).headers.location).toBe('/cf/common/vipCase');
  await setFeatureConfig(ctx.db, 'oldActivityUrl', JSON.stringify('javascript:alert(1)'));
  expect((await get('/cf/act/good-day/withdrawal')).headers.location).toBe('/cf/act-home-rule');
  const p = await get('/cf/independent-support-plat');
  expect(p.statusCode).toBe(302);
  expect(p.headers.location).toBe('/cf/common/list');
});

test('hashed assets are cached long; unknown /api paths are a 404 envelope with no-store', async () => {
  const js = await get('/js/app.3f2a9c1b7d.js');
  expect(js.statusCode).toBe(200);
  expect(js.headers['cache-control']).toContain('immutable');
  const api = await get('/api/no/such/thing');
  expect(api.statusCode).toBe(404);
  expect(api.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
  expect(api.headers['cache-control']).toBe('no-store');
  const post = await ctx.app.inject({ method: 'POST', url: '/api/no/such', payload: {} });
  expect(post.statusCode).toBe(404);
});

test('demo covers are generated SVGs, also with the large-image suffix', async () => {
  const r = await get('/api/demo/cover/3.svg');
  expect(r.headers['content-type']).toMatch(/image\/svg\+xml/);
  expect(r.body).toMatch(/^<svg/);
  expect((await get('/api/demo/cover/3.svg!cf_mtr_1080')).statusCode).toBe(200);
  expect((await get('/api/demo/cover/x.png')).statusCode).toBe(404);
});

test('bad JSON and oversized bodies are refused with an envelope', async () => {
  const bad = await ctx.app.inject({ method: 'POST', url: '/api/cf/v4/case/list', headers: { 'content-type': 'application/json' }, payload: '{"listType":' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().msg).toMatch(/参数错误/);
  const big = await ctx.app.inject({ method: 'POST', url: '/api/monitor/report', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ category: 'x', tagsJson: 'a'.repeat(70_000) }) });
  expect(big.statusCode).toBe(413);
});
