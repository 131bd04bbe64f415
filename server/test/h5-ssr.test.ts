/**
 * The donor pages' first screen rendered on the server (issue 10): the case, pay and list pages arrive
 * with their content in the HTML before any script runs, from the client's own page views and the boot
 * blocks the HTML carries; user text is escaped; the pay page holds the place of what arrives late;
 * routes without a server screen keep the plain client render.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { DIALECTS, makeApp, type TestCtx } from './support/testApp';
import { newCase, user } from './support/funds';
import { PRESET_AMOUNTS } from '../src/services/pay-views';
import { SSR_TAP_RECORDER } from '../../src/lib/boot-ids';
import { CARE_CLASS, CARE_PAY_AMOUNTS } from '../../src/lib/care';

// The shape of the H5 build's index.html: a stylesheet link and deferred scripts in <head>.
const INDEX =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>爱心筹</title>' +
  '<script defer="defer" src="/js/76.aaaa1111.js"></script><script defer="defer" src="/js/app.bbbb2222.js"></script>' +
  '<link href="/css/app.cccc3333.css" rel="stylesheet"></head><body><div id="app"></div></body></html>';
const APP_CSS = '.cf-hero{background:#fff}';
const EVIL_TITLE = '<img src=x onerror="window.__xss=1">救救我';

jest.setTimeout(60_000);

describe.each(DIALECTS)('%s', (dialect) => {
  let ctx: TestCtx;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'cf-h5-ssr-'));
    mkdirSync(join(dist, 'css'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'css', 'app.cccc3333.css'), APP_CSS);
    ctx = await makeApp(dialect, { config: { h5Dir: dist } });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** The page as a browser without JavaScript sees it (scripts not run). */
  async function page(url: string, cookie?: string, host?: string) {
    const r = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) } });
    expect(r.statusCode).toBe(200);
    const doc = new JSDOM(r.body).window.document;
    const screen = doc.getElementById('cf-ssr');
    return { body: r.body, headers: r.headers, doc, screen, byId: (id: string) => screen?.querySelectorAll(`[data-testid="${id}"]`) ?? [] };
  }

  // First: page 1 is then the seeded cases (with covers), not the covers-less cases of the tests below.
  test('the case list arrives with page 1 of its cards, images on the origin the browser asked', async () => {
    const api = await ctx.app.inject({ method: 'POST', url: '/api/cf/v4/case/list', payload: { listType: 'common', size: 10 }, headers: { host: 'cf.example.com' } });
    const expected = JSON.parse(api.body).data.list as Array<{ title: string; coverUrl: string }>;
    expect(expected.length).toBeGreaterThan(0);
    const p = await page('/cf/common/list', undefined, 'cf.example.com');
    // The first covers load at once (they are the first screen), from the same URLs the API gives the page.
    const firstCover = p.screen!.querySelector('[data-testid="case-card"] img[src]');
    expect(firstCover?.getAttribute('src')).toBe(expected[0].coverUrl);
    expect(expected[0].coverUrl.startsWith('http://cf.example.com/')).toBe(true);
    const cards = p.byId('case-card');
    expect(cards).toHaveLength(expected.length);
    expect(cards[0].textContent).toContain(expected[0].title);
    const list = JSON.parse(p.doc.getElementById('cf-boot-list')!.textContent!);
    expect(list.listType).toBe('common');
    expect(list.page.list.map((c: { title: string }) => c.title)).toEqual(expected.map((c) => c.title));
  });

  test('the case page carries its title, amounts and donate button in the HTML, before any script', async () => {
    const owner = await user(ctx);
    const infoUuid = await newCase(ctx, owner.id, { title: EVIL_TITLE, raised_amount: 123_456, donation_count: 7 });
    for (const path of [`/cf/contribute/${infoUuid}`, `/cf/detail/${infoUuid}`]) {
      const p = await page(path);
      expect(p.screen).not.toBeNull();
      expect(p.byId('case-title')[0].textContent).toBe(EVIL_TITLE);
      expect(p.byId('case-raised-amount')[0].textContent).toBe('1,234.56元');
      expect(p.byId('case-donation-count')[0].textContent).toBe('7次');
      expect(p.byId('donate-button')).toHaveLength(1);
      // A visitor's trust links are plain markup, so the server's screen has them too.
      for (const id of ['case-prove-link', 'case-report-link', 'case-discussion-link']) expect(p.byId(id)).toHaveLength(1);
      // React escaped the title: no element was made from it.
      expect(p.doc.querySelector('img[src="x"]')).toBeNull();
      expect(p.body).not.toContain('<img src=x');
      // The screen sits before #app, which the inlined stylesheet hides while the screen exists; between
      // them only the tap recorder, which listens from the first paint (taps before the scripts replay).
      expect(p.screen!.nextElementSibling?.tagName).toBe('SCRIPT');
      expect(p.screen!.nextElementSibling?.textContent).toBe(SSR_TAP_RECORDER);
      expect(p.screen!.nextElementSibling?.nextElementSibling?.id).toBe('app');
      const css = [...p.doc.querySelectorAll('style')].map((s) => s.textContent).join('');
      expect(css).toContain('#cf-ssr~#app{display:none}');
      expect(css).toContain(APP_CSS);
      expect(p.doc.querySelector('link[rel="stylesheet"]')).toBeNull();
      // The app's scripts are no longer deferred in <head>: the loader starts them after the first paint.
      expect(p.doc.querySelectorAll('head script[src]')).toHaveLength(0);
      expect(p.body).toContain('"/js/76.aaaa1111.js","/js/app.bbbb2222.js"');
      // The data the client's stores start from is in the page, as JSON data blocks.
      const boot = JSON.parse(p.doc.getElementById('cf-boot')!.textContent!);
      expect(boot.info.baseInfo.title).toBe(EVIL_TITLE);
      expect(boot.info.raisedAmount).toBe(123_456);
    }
  });

  test('the owner gets the same visitor HTML (it may be cached); the client refreshes for the viewer', async () => {
    const owner = await user(ctx);
    const infoUuid = await newCase(ctx, owner.id);
    const p = await page(`/cf/contribute/${infoUuid}`, owner.cookie);
    expect(p.byId('case-title')).toHaveLength(1);
    expect(p.byId('owner-manage')).toHaveLength(0);
  });

  test('the pay page arrives with the preset amounts, the badge line and the charge line in place', async () => {
    const owner = await user(ctx);
    const infoUuid = await newCase(ctx, owner.id, { title: '支付页的筹款', subsidize: 1 });
    const p = await page(`/cf/pay/${infoUuid}`);
    expect(p.screen).not.toBeNull();
    expect([...p.byId('pay-amount-option')].map((e) => e.textContent)).toEqual(PRESET_AMOUNTS.map((fen) => `${fen / 100}元`));
    expect(p.screen!.textContent).toContain('支付页的筹款');
    // Late areas hold their place: the badge line always exists; the visitor's badges are already there.
    expect(p.screen!.querySelectorAll('.cf-pay__badges')).toHaveLength(1);
    expect(p.byId('pay-variant-support')).toHaveLength(1);
    expect(p.screen!.querySelectorAll('.cf-pay__charge')).toHaveLength(2);
    // Nothing for a visitor says the case is closed, and the amount input is labelled for screen readers.
    expect(p.byId('case-status')).toHaveLength(0);
    expect(p.byId('pay-amount-input')[0].getAttribute('aria-label')).toBeTruthy();
    const pay = JSON.parse(p.doc.getElementById('cf-boot-pay')!.textContent!);
    expect(pay.infoUuid).toBe(infoUuid);
    expect(pay.amountTest.amount).toEqual(PRESET_AMOUNTS);
    expect(pay.status.subsidize).toBe(true);
  });

  test('长辈版 chosen on the device (its cf_care cookie): the case and pay pages arrive in care mode', async () => {
    const owner = await user(ctx);
    const infoUuid = await newCase(ctx, owner.id, { title: '长辈版的筹款' });
    const pay = await page(`/cf/pay/${infoUuid}`, 'cf_care=1');
    // the care frame from the first byte: the document's class, and the few large care presets (no standard ones)
    expect(pay.doc.documentElement.classList.contains(CARE_CLASS)).toBe(true);
    expect([...pay.byId('pay-amount-option')].map((e) => e.textContent)).toEqual(CARE_PAY_AMOUNTS.map((fen) => `${fen / 100}元`));
    const kase = await page(`/cf/contribute/${infoUuid}`, 'cf_care=1');
    expect(kase.doc.documentElement.classList.contains(CARE_CLASS)).toBe(true);
    expect(kase.byId('case-title')[0].textContent).toBe('长辈版的筹款');
    // switched off on the device, or never chosen: the standard page (the care render is cached apart)
    // the screen differs by the cookie: a shared cache must not hand one reader's 长辈版 page to another
    expect(pay.headers.vary).toBe('Accept-Encoding, Cookie');
    for (const cookie of ['cf_care=0', undefined]) {
      const std = await page(`/cf/pay/${infoUuid}`, cookie);
      expect(std.doc.documentElement.classList.contains(CARE_CLASS)).toBe(false);
      expect([...std.byId('pay-amount-option')].map((e) => e.textContent)).toEqual(PRESET_AMOUNTS.map((fen) => `${fen / 100}元`));
    }
  });

  test('routes without a server screen and unknown cases keep the plain client render', async () => {
    for (const url of ['/login', '/cf/my-contribution', '/cf/contribute/no-such-case', '/cf/pay/no-such-case']) {
      const r = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(r.body).not.toContain('id="cf-ssr"');
      expect(r.body).toContain('<script defer="defer" src="/js/app.bbbb2222.js">');
    }
  });
});
