/**
 * The case page's server-rendered first screen stays as it was with the public ledger on the page:
 * the ledger section draws nothing until it is mounted on the client (its data is never in the HTML),
 * while the first screen's content is all there.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';
import { newCase, user } from './support/funds';

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>爱心筹</title>' +
  '<script defer="defer" src="/js/app.bbbb2222.js"></script><link href="/css/app.cccc3333.css" rel="stylesheet"></head><body><div id="app"></div></body></html>';

jest.setTimeout(60_000);

describe.each(DIALECTS)('%s', (dialect) => {
  let ctx: TestCtx;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'cf-ledger-ssr-'));
    mkdirSync(join(dist, 'css'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'css', 'app.cccc3333.css'), '.cf-hero{background:#fff}');
    ctx = await makeApp(dialect, { config: { h5Dir: dist } });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  test('the server screen of the case page has its content and no ledger; the ledger comes from the API', async () => {
    const owner = await user(ctx);
    const infoUuid = await newCase(ctx, owner.id, { title: '公示页的筹款', raised_amount: 5_000, donation_count: 2 });
    for (const path of [`/cf/contribute/${infoUuid}`, `/cf/detail/${infoUuid}`]) {
      const r = await ctx.app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'identity' } });
      expect(r.statusCode).toBe(200);
      const screen = new JSDOM(r.body).window.document.getElementById('cf-ssr');
      expect(screen).not.toBeNull();
      expect(screen!.querySelector('[data-testid="case-title"]')?.textContent).toBe('公示页的筹款');
      expect(screen!.querySelectorAll('[data-testid="comment-section"]')).toHaveLength(1);
      expect(screen!.querySelector('[data-testid="case-ledger"]')).toBeNull();
      expect(r.body).not.toContain('善款公示');
    }
    const alloc = await post(ctx.app, '/api/summaries/allocation', { infoUuid });
    expect(alloc.body.data).toMatchObject({ infoUuid, moneyIn: 0, addsUp: true });
  });
});
