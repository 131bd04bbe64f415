/** Case page boot data in index.html: escaping, visitor-only data, unknown cases, compression. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { makeApp, type TestCtx } from './support/testApp';
import { newCase, user } from './support/funds';
import { injectBoot, readBoot, scriptJson } from '../src/ssr/h5-boot';

let ctx: TestCtx;
let dist: string;
const INDEX = '<!DOCTYPE html><html><head><title>爱心筹</title></head><body><div id="app">fake h5</div></body></html>';
const EVIL = '</script><script>alert(1)</script><!-- & \u2028\u2029 >';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cf-h5-boot-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  ctx = await makeApp('sqlite', { config: { h5Dir: dist } });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

/** Runs the page's scripts in jsdom: the boot object and how many script elements the HTML made. */
function load(html: string) {
  const dom = new JSDOM(html, { runScripts: 'dangerously' });
  const alerts: unknown[] = [];
  const win = dom.window as unknown as { alert: (m: unknown) => void };
  win.alert = (m) => alerts.push(m);
  const block = dom.window.document.getElementById('cf-boot');
  // The boot data is a JSON data block the browser never executes.
  const boot = block && block.getAttribute('type') === 'application/json' ? JSON.parse(block.textContent ?? 'null') : undefined;
  return { scripts: dom.window.document.querySelectorAll('script').length, boot, alerts, dom };
}

test('a title with </script> cannot open a script element; the data round-trips exactly', async () => {
  const owner = await user(ctx);
  const infoUuid = await newCase(ctx, owner.id, { title: EVIL, content: `正文 ${EVIL}` });
  const r = await get(`/cf/contribute/${infoUuid}`, { 'accept-encoding': 'identity' });
  expect(r.statusCode).toBe(200);
  expect(r.headers['content-encoding']).toBeUndefined();
  expect(r.body).not.toContain('</script><script>alert');
  expect(r.body).not.toMatch(/[\u2028\u2029]/);
  const page = load(r.body);
  expect(page.scripts).toBe(1);
  expect(page.alerts).toEqual([]);
  expect(page.boot.infoUuid).toBe(infoUuid);
  expect(page.boot.visitor).toBe(true);
  expect(page.boot.info.baseInfo.title).toBe(EVIL);
  expect(page.boot.info.baseInfo.content).toBe(`正文 ${EVIL}`);
  expect(page.dom.window.document.getElementById('app')?.textContent).toBe('fake h5');
});

test('the inlined info is the visitor answer even when the owner asks (the HTML may be cached)', async () => {
  const owner = await user(ctx);
  const infoUuid = await newCase(ctx, owner.id, { raised_amount: 12_300, donation_count: 3 });
  const r = await ctx.app.inject({ method: 'GET', url: `/cf/detail/${infoUuid}`, headers: { cookie: owner.cookie, 'accept-encoding': 'identity' } });
  const boot = load(r.body).boot;
  expect(boot.info.isSelf).toBe(false);
  expect(boot.info.raisedAmount).toBe(12_300);
  expect(boot.info.donationCount).toBe(3);
  const api = await ctx.app.inject({ method: 'POST', url: '/api/cf/v4/get-funding-info', payload: { infoUuid } });
  expect(boot.info).toEqual({ ...JSON.parse(api.body).data, isSelf: false });
});

test('brotli and gzip clients get the inlined page compressed on the fly', async () => {
  const owner = await user(ctx);
  const infoUuid = await newCase(ctx, owner.id);
  const br = await get(`/cf/contribute/${infoUuid}`, { 'accept-encoding': 'gzip, br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toBe('Accept-Encoding');
  expect(brotliDecompressSync(br.rawPayload).toString()).toContain(`<script type="application/json" id="cf-boot">{"infoUuid":"${infoUuid}"`);
  const gz = await get(`/cf/contribute/${infoUuid}`, { 'accept-encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.rawPayload).toString()).toContain('id="cf-boot"');
});

test('an unknown or malformed infoUuid, and other routes, serve the plain index.html', async () => {
  for (const url of ['/cf/contribute/no-such-case', `/cf/detail/${'x'.repeat(80)}`, '/cf/pay/no-such-case', '/']) {
    const r = await get(url, { 'accept-encoding': 'identity' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe(INDEX);
  }
});

test('a slow or failing database read gives up (no boot data) instead of holding the page', async () => {
  const slow = { db: { selectFrom: () => { throw new Error('db down'); } } } as never;
  expect(await readBoot(slow, 'abc')).toBeNull();
  const owner = await user(ctx);
  const infoUuid = await newCase(ctx, owner.id);
  // A database that never answers: the read gives up after the timeout.
  const hung = new Proxy(ctx.db, {
    get(target, key) {
      if (key === 'executeQuery') return () => new Promise(() => {});
      const v = Reflect.get(target, key);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
  expect(await readBoot({ db: hung } as never, infoUuid, 20)).toBeNull();
  expect((await readBoot({ db: ctx.db } as never, infoUuid))?.infoUuid).toBe(infoUuid);
});

test('scriptJson escapes every character that could end the script; injectBoot without <head>', () => {
  expect(scriptJson({ t: '<>&\u2028\u2029' })).toBe('{"t":"\\u003c\\u003e\\u0026\\u2028\\u2029"}');
  const html = injectBoot('<html><body>x</body></html>', { infoUuid: 'a', visitor: true, info: {} as never });
  expect(html.startsWith('<html><script type="application/json" id="cf-boot">{"infoUuid":"a"')).toBe(true);
});
