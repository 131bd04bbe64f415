/**
 * The donor's side of the route crawl (test/e2e/route-crawl.test.ts, issue 25): the state a donor has
 * when the screens behind 我的捐款, 退款 and 配捐 are there to be reached, what a user does on a screen
 * before its button leads on (picks an amount, a refund reason, a receipt title), and WeChat's own share
 * menu (the JSSDK: the crawl runs in WeChat's browser, whose menu shares the page and reports it).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { DONOR } from '../../bench/lib/route-plan.mjs';
import type { RunningServer } from './harness';
import { apiLogin, donate, withDb } from './money-harness';

export interface DonorState {
  /** the case page the donor starts at: a case in a matching activity (配捐), no payout yet */
  caseUuid: string;
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
  const donor = await apiLogin(server, DONOR);
  const refunded = await donate(donor, caseUuid, 1_000);
  await donor.call('/api/cf/v5/refund/apply', { orderId: refunded, amount: 1_000, reason: '捐款金额有误', idempotencyKey: `crawl-refund-${refunded}` });
  await donate(donor, caseUuid, 2_000);
  return { caseUuid };
}

/** A field's text input (Taro's Input draws an <input> inside the element carrying the test id). */
const input = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`).first();

/**
 * What a user does on a screen before its button leads on, done before the crawl taps the screen's
 * controls: choose an amount to give, a refund's reason and amount, a gift to ask a receipt for and its
 * title. Nothing here navigates except the receipt's gift (the form is the same route).
 */
export async function prepareScreen(page: Page, route: string): Promise<void> {
  const visible = async (sel: string) => (await page.locator(sel).count()) > 0;
  if (route === 'pay' && (await visible('[data-testid="pay-amount-option"]'))) {
    await page.locator('[data-testid="pay-amount-option"]').first().click().catch(() => {});
  } else if (route === 'refundApply' && (await visible('[data-testid="refund-apply"]'))) {
    await page.locator('[data-testid="refund-reason"]').first().click().catch(() => {});
    await input(page, 'refund-amount').fill('1').catch(() => {});
  } else if (route === 'invoiceApply' && !new URL(page.url()).searchParams.get('orderId')) {
    // a gift without a receipt yet: its form
    const row = page.locator('[data-testid^="invoice-order-"]').filter({ has: page.locator('[data-status="NONE"]') }).first();
    if (!(await row.count())) return;
    await row.click().catch(() => {});
    await page.locator('[data-testid="invoice-form"]').waitFor({ timeout: 10_000 }).catch(() => {});
    await input(page, 'invoice-title').fill('张爱心').catch(() => {});
  }
}

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
