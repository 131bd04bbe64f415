/**
 * The donor's side of the route crawl (test/e2e/route-crawl.test.ts, issue 25): the state a donor has
 * when the screens behind 我的捐款, 退款 and 配捐 are there to be reached, the forms a donor submits on the
 * way (giving through the sandbox cashier, a refund, a receipt), and WeChat's own share menu (the JSSDK:
 * the crawl runs in WeChat's browser, whose menu shares the page and reports it).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { DONOR } from '../../bench/lib/route-plan.mjs';
import type { RunningServer } from './harness';
import { donate, withDb } from './money-harness';
import { loginOnce } from './crawl-owner';

export interface DonorState {
  /** the case page the donor starts at: a case in a matching activity (配捐), no payout yet */
  caseUuid: string;
  /** the donor's session cookie (one SMS login per phone: the server refuses a second code within a minute) */
  cookie: string;
}

/**
 * The donor's recent gifts: two to a raising case in the matching activity that has paid nothing out
 * (within the refund window), the older one already refunded (我的退款记录 has an entry). The newer one is
 * the first of 我的捐款, whose 善款去向 offers 申请退款.
 */
export async function donorSetup(server: RunningServer, dataDir: string): Promise<DonorState> {
  const caseUuid = withDb(dataDir, (db) => {
    const row = db.prepare(`SELECT ac.info_uuid FROM activity_cases ac JOIN cases c ON c.info_uuid = ac.info_uuid
      WHERE ac.active = 1 AND c.status = 0 AND c.info_uuid NOT IN (SELECT info_uuid FROM payouts) ORDER BY c.created_at LIMIT 1`).get() as { info_uuid: string } | undefined;
    if (!row) throw new Error('the demo seed has no raising matched case without payouts');
    return row.info_uuid;
  });
  const donor = await loginOnce(server, DONOR);
  const refunded = await donate(donor, caseUuid, 1_000);
  await donor.call('/api/cf/v5/refund/apply', { orderId: refunded, amount: 1_000, reason: '捐款金额有误', idempotencyKey: `crawl-refund-${refunded}` });
  await donate(donor, caseUuid, 2_000);
  return { caseUuid, cookie: donor.cookie };
}

/**
 * The fundraiser's case whose donations are going back (退款中): one of the demo's refunding cases handed
 * to the fundraiser, whose 我的筹款 then offers 查看退款进度.
 */
export function ownerRefundingCase(dataDir: string, ownerPhone: string): void {
  withDb(dataDir, (db) => {
    const moved = db.prepare(`UPDATE cases SET owner_user_id = (SELECT user_id FROM users WHERE mobile = ?)
      WHERE info_uuid = (SELECT info_uuid FROM cases WHERE status = 201 ORDER BY created_at LIMIT 1)`).run(ownerPhone);
    if (moved.changes !== 1) throw new Error('the demo seed has no refunding case');
  });
}

/** A field's text input (Taro's Input draws an <input> inside the element carrying the test id). */
const input = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"] input:visible, input[data-testid="${testId}"]:visible`).last();
/** The control of the screen on show (Taro keeps the pages of its stack in the document). */
const shown = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]:visible`).last();
const until = (page: Page, re: RegExp) => page.waitForURL(re, { timeout: 15_000 });
/** Taps a control as the crawl does (the element's own click: no hit test a late layer of the page could fail). */
async function tap(page: Page, testId: string): Promise<void> {
  const el = shown(page, testId);
  await el.waitFor({ timeout: 15_000 });
  await el.evaluate((e) => (e as HTMLElement).click());
}

/**
 * The donor's forms whose submission is the way on, by route: filled in and submitted once by the
 * donor, as a user does (an amount and the sandbox cashier's 确认支付; a refund's reason, amount and its
 * confirm dialog; a receipt's gift and title). The crawl notes the screen each leads to.
 */
export const DONOR_FORMS: Record<string, (page: Page) => Promise<void>> = {
  async pay(page) {
    // the amount is chosen once the page drew it (a tap before that is lost)
    const chosen = page.locator('[data-testid="pay-amount-option"][aria-checked="true"]:visible');
    for (let i = 0; i < 3 && !(await chosen.count()); i++) {
      await tap(page, 'pay-amount-option');
      await chosen.first().waitFor({ timeout: 5_000 }).catch(() => {});
    }
    await tap(page, 'pay-submit');
    await until(page, /\/api\/pay\/sandbox\/cashier/);
    await tap(page, 'cashier-confirm');
    await until(page, /\/success/);
  },
  async refundApply(page) {
    await shown(page, 'refund-apply').waitFor({ timeout: 15_000 });
    await tap(page, 'refund-reason');
    await input(page, 'refund-amount').fill('1');
    await tap(page, 'refund-submit');
    await tap(page, 'dialog-confirm');
    await until(page, /\/refund\/apply-success\//);
  },
  async invoiceApply(page) {
    // a gift without a receipt yet: its form
    await shown(page, 'invoice-list').waitFor({ timeout: 15_000 });
    await page.locator('[data-testid^="invoice-order-"]:visible').filter({ has: page.locator('[data-status="NONE"]') }).first().evaluate((e) => (e as HTMLElement).click());
    await until(page, /orderId=/);
    await shown(page, 'invoice-form').waitFor({ timeout: 15_000 });
    await input(page, 'invoice-title').fill('张爱心');
    await tap(page, 'invoice-submit');
    await until(page, /\/cf\/invoiceSubmitSuccess/);
  },
};

/**
 * WeChat's JSSDK as the browser loads it (res.wx.qq.com is not reachable from CI): configures at once,
 * keeps what the page gave the share menu (with the page it was given on) and whether the menu's share
 * items are hidden.
 */
const JSSDK_STUB = `(function () {
  var ready = [], configured = false;
  function menu(kind) { return function (o) { window.__crawlWxMenu = { kind: kind, path: location.pathname + location.search, success: o && o.success }; }; }
  window.wx = {
    config: function () { configured = true; setTimeout(function () { ready.splice(0).forEach(function (f) { f(); }); }, 0); },
    ready: function (f) { if (configured) setTimeout(f, 0); else ready.push(f); },
    error: function () {},
    updateAppMessageShareData: function () {}, updateTimelineShareData: function () {},
    onMenuShareAppMessage: menu('friend'), onMenuShareTimeline: function () {}, onMenuShareQQ: function () {}, onMenuShareQZone: function () {},
    hideMenuItems: function () { window.__crawlWxMenuHidden = location.pathname; },
    showMenuItems: function () { window.__crawlWxMenuHidden = ''; },
  };
})();`;

/** Serves the JSSDK stub to the context's pages. */
export async function wechatJssdk(ctx: BrowserContext): Promise<void> {
  await ctx.route('https://res.wx.qq.com/**', (r) => r.fulfill({ status: 200, contentType: 'application/javascript', body: JSSDK_STUB }));
}

/**
 * Taps 发送给朋友 in WeChat's menu on the current screen when the screen gave the menu its share (and
 * left it shown): the JSSDK reports the share as done. Returns the address the screen went on to, or
 * null when it stayed (or had no share of its own).
 */
export async function wechatMenuShare(page: Page, here: string): Promise<string | null> {
  if (page.url() !== here) return null;
  const shared = await page.evaluate(() => {
    const w = window as unknown as { __crawlWxMenu?: { path: string; success?: () => void }; __crawlWxMenuHidden?: string };
    const m = w.__crawlWxMenu;
    if (!m?.success || m.path !== location.pathname + location.search || w.__crawlWxMenuHidden === location.pathname) return false;
    m.success();
    return true;
  }).catch(() => false);
  if (!shared) return null;
  const until = Date.now() + 3_000;
  while (page.url() === here && Date.now() < until) await page.waitForTimeout(50);
  return page.url() === here ? null : page.url();
}
