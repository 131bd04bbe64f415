/**
 * The monthly report and the 我的 hub arrive with their first screen rendered on the server (issue 16):
 * the monthly report's block is the API's answer to a visitor for the query's userId (cacheable HTML); the
 * hub's blocks are the API's answers to the reader's own cookie only, the HTML is `private, no-store`, and a
 * request without a session, or with someone else's, never carries another reader's data.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';
import { donate, newCase, user } from './support/funds';
import { contract } from '../../src/contract';
import { BOOT_BLOCKS } from '../../src/lib/boot-ids';

// The shape of the H5 build's index.html: a stylesheet link and deferred scripts in <head>.
const INDEX =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>爱心筹</title>' +
  '<script defer="defer" src="/js/76.aaaa1111.js"></script><script defer="defer" src="/js/app.bbbb2222.js"></script>' +
  '<link href="/css/app.cccc3333.css" rel="stylesheet"></head><body><div id="app"></div></body></html>';

jest.setTimeout(60_000);

describe.each(DIALECTS)('%s', (dialect) => {
  let ctx: TestCtx;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'cf-h5-donor-'));
    mkdirSync(join(dist, 'css'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'css', 'app.cccc3333.css'), '.mine{color:#333}');
    ctx = await makeApp(dialect, { config: { h5Dir: dist } });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** The page as a browser without JavaScript sees it: its blocks, its server screen, its headers. */
  async function page(url: string, cookie?: string) {
    const r = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });
    expect(r.statusCode).toBe(200);
    const doc = new JSDOM(r.body).window.document;
    const screen = doc.getElementById('cf-ssr');
    const block = (id: string) => {
      const el = doc.getElementById(id);
      return el ? JSON.parse(el.textContent ?? 'null') : undefined;
    };
    const text = (id: string) => screen?.querySelector(`[data-testid="${id}"]`)?.textContent ?? null;
    return { body: r.body, headers: r.headers, screen, block, text };
  }

  test("someone's monthly report: the visitor's answer for the query's userId, rendered, cacheable", async () => {
    const donor = await user(ctx);
    const owner = await user(ctx);
    const infoUuid = await newCase(ctx, owner.id, { title: '月报里的筹款' });
    await donate(ctx, donor.cookie, infoUuid, 1234);
    const asVisitor = await post(ctx.app, contract.reports.monthly.path, { userId: donor.id });
    expect(asVisitor.body.code).toBe(0);

    // the donor's own cookie goes along: the block is still what a visitor gets (isOwner false)
    const p = await page(`/cf/monthly-report?userId=${donor.id}`, donor.cookie);
    expect(p.headers['cache-control']).toBe('no-cache');
    expect(p.block(BOOT_BLOCKS.monthly)).toEqual({ userId: donor.id, month: '', report: asVisitor.body.data });
    expect(p.block(BOOT_BLOCKS.monthly).report.isOwner).toBe(false);
    expect(p.block(BOOT_BLOCKS.mine)).toBeUndefined();
    expect(p.block(BOOT_BLOCKS.auth)).toBeUndefined();
    expect(p.screen).not.toBeNull();
    expect(p.text('monthly-donated')).toBe('12.34');
    expect(p.text('monthly-donation-count')).toBe('捐助 1 次');
    expect(p.screen!.querySelectorAll('[data-testid="monthly-case-item"]')).toHaveLength(1);
    expect(p.text('monthly-case-item')).toContain('月报里的筹款');
    // what only the owner sees is not there
    expect(p.text('monthly-case-my')).toBeNull();

    // a month in the query is the one asked for
    const month = asVisitor.body.data.month as string;
    const m = await page(`/cf/monthly-report?userId=${donor.id}&month=${month}`);
    expect(m.block(BOOT_BLOCKS.monthly).month).toBe(month);
    expect(m.text('monthly-title')).toBe(p.text('monthly-title'));
  });

  test('the monthly report without a userId (the reader\'s own), or of no one, is the plain page', async () => {
    const donor = await user(ctx);
    for (const [url, cookie] of [['/cf/monthly-report', donor.cookie], ['/cf/monthly-report?userId=nobody-at-all', undefined]] as const) {
      const p = await page(url, cookie);
      expect(p.screen).toBeNull();
      expect(p.block(BOOT_BLOCKS.monthly)).toBeUndefined();
    }
  });

  test("the 我的 hub: the reader's own blocks and screen, private, no-store", async () => {
    const reader = await user(ctx);
    const owner = await user(ctx);
    const infoUuid = await newCase(ctx, owner.id);
    await donate(ctx, reader.cookie, infoUuid, 2000);
    const set = await post(ctx.app, contract.mine.monthlySet.path, { infoUuid, amount: 1000 }, reader.cookie);
    expect(set.body.code).toBe(0);
    const check = (await post(ctx.app, contract.account.loginCheck.path, {}, reader.cookie)).body.data;
    const summary = (await post(ctx.app, contract.account.summary.path, {}, reader.cookie)).body.data;
    const monthly = (await post(ctx.app, contract.mine.monthlyList.path, {}, reader.cookie)).body.data;

    const p = await page('/cf/mine', reader.cookie);
    expect(p.headers['cache-control']).toBe('private, no-store');
    expect(p.block(BOOT_BLOCKS.auth)).toEqual(check);
    expect(p.block(BOOT_BLOCKS.mine)).toEqual({ userId: reader.id, summary, monthly });
    expect(summary.donationCount).toBe(1);
    expect(p.text('mine-name')).toBe(check.user.nickname);
    expect(p.text('mine-count-donations')).toContain('1');
    expect(p.text('mine-donated')).toContain('20');
    expect(p.screen!.querySelectorAll('[data-testid="mine-entry-donation"]')).toHaveLength(1);
    expect(p.screen!.querySelectorAll('[data-testid="tab-bar"]')).toHaveLength(1);
  });

  test('the 我的 hub without a session, with a dead one or one without a bound mobile, is the plain page and still private', async () => {
    const reader = await user(ctx);
    const loggedOut = await user(ctx);
    expect((await post(ctx.app, contract.account.logout.path, {}, loggedOut.cookie)).body.code).toBe(0);
    // a session without a bound mobile: the route's guard sends it to bind first, so no hub either
    const unbound = await user(ctx);
    await ctx.db.updateTable('users').set({ mobile: null }).where('user_id', '=', unbound.id).execute();
    const unboundCheck = (await post(ctx.app, contract.account.loginCheck.path, {}, unbound.cookie)).body.data;
    expect(unboundCheck).toMatchObject({ loggedIn: true, user: { mobileBound: false } });
    for (const cookie of [undefined, 'cf_session=forged-not-a-session', loggedOut.cookie, unbound.cookie]) {
      const p = await page('/cf/mine', cookie);
      expect(p.headers['cache-control']).toBe('private, no-store');
      expect(p.screen).toBeNull();
      expect(p.block(BOOT_BLOCKS.auth)).toBeUndefined();
      expect(p.block(BOOT_BLOCKS.mine)).toBeUndefined();
      expect(p.body).not.toContain(reader.id);
    }
  });

  test("two readers one after the other: each page carries its reader's data and never the other's", async () => {
    const a = await user(ctx);
    const b = await user(ctx);
    const owner = await user(ctx);
    await donate(ctx, a.cookie, await newCase(ctx, owner.id), 3000);
    const pa = await page('/cf/mine', a.cookie);
    const pb = await page('/cf/mine', b.cookie);
    const pa2 = await page('/cf/mine', a.cookie);
    expect(pa.block(BOOT_BLOCKS.mine).userId).toBe(a.id);
    expect(pb.block(BOOT_BLOCKS.mine).userId).toBe(b.id);
    expect(pb.block(BOOT_BLOCKS.auth).user.userId).toBe(b.id);
    expect(pb.block(BOOT_BLOCKS.mine).summary.donationCount).toBe(0);
    expect(pb.body).not.toContain(a.id);
    expect(pa.body).not.toContain(b.id);
    expect(pa2.block(BOOT_BLOCKS.mine).summary.donationCount).toBe(1);
    expect(pa2.text('mine-name')).toBe(pa.block(BOOT_BLOCKS.auth).user.nickname);
    expect(pb.text('mine-name')).toBe(pb.block(BOOT_BLOCKS.auth).user.nickname);
  });
});
