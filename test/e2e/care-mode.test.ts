/**
 * Issue 30, 长辈版 (care mode) end to end on `npm start`'s server and the H5 build in Debian's Chromium.
 * The demo donor logs in, opens a case and its pay page as everyone sees them, switches 长辈版 on by a
 * tap in 我的, and then walks the donor pages by taps — 我的, the home list, the case, the pay page (a few
 * large preset amounts: 10/20/50/100 元 and 其他金额), a 10 元 gift through the sandbox cashier, the
 * result, 我的捐款, the gift's trace and the receipts page — measuring on each what 长辈版 promises
 * (test/e2e/care-measure.ts: text sizes, line height, tap targets, contrast). The choice is kept with the
 * account: a second device (a fresh browser with the donor's session and no choice of its own) opens in
 * 长辈版 once its login check answers, and its home entry (退出长辈版) turns it off again.
 * E2E_SHOTS=<dir> keeps screenshots of the case and pay pages in both modes (care-<page>-<mode>.png).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { preferences } from '../../src/contract/preferences';
import { journeyServer, loggedInContext, mobileContext, type RunningServer, shooter, waitFor } from './harness';
import { screen } from './money-harness';
import { measureCare } from './care-measure';

jest.setTimeout(300_000);

const DONOR = '13500001000'; // demo-donor-1
let server: RunningServer;
let browser: import('playwright-core').Browser;

journeyServer({}, (j) => ({ server, browser } = j));

const shot = shooter('care', false);

/** Measures the route's screen once its content is there; fails naming every element under the numbers. */
async function expectCare(page: Page, route: string, main: string[]): Promise<void> {
  const frame = await screen(page, route);
  await page.waitForLoadState('networkidle').catch(() => {});
  expect(await page.evaluate(() => document.documentElement.classList.contains('cf-care'))).toBe(true);
  const r = await measureCare(frame, main);
  expect({ route, failures: r.failures }).toEqual({ route, failures: [] });
  expect(r.texts).toBeGreaterThan(3);
  expect(r.controls).toBeGreaterThan(0);
}

const careOf = async (context: BrowserContext) => {
  const cookie = (await context.cookies(server.baseUrl)).map((c) => `${c.name}=${c.value}`).join('; ');
  const res = await fetch(`${server.baseUrl}${preferences.get.path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: '{}' });
  return ((await res.json()) as { data: { care: boolean | null } }).data.care;
};

test('the donor switches 长辈版 on in 我的 and every donor page keeps its promises; the account remembers it', async () => {
  const context = await loggedInContext(browser, server, DONOR);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/cf/common/list`);
  await screen(page, 'commonList');
  expect(await careOf(context)).toBeNull();
  const entry = page.locator('.taro_page_stationed').getByTestId('care-mode-entry').last();
  await expect(entry.textContent()).resolves.toBe('长辈版');

  // ---- as everyone sees them first: the case and its pay page
  await page.getByTestId('case-card').first().click();
  await screen(page, 'contribute');
  const casePath = new URL(page.url()).pathname;
  await page.waitForLoadState('networkidle').catch(() => {});
  await shot(page, 'case-normal');
  await (await screen(page, 'contribute')).getByTestId('donate-button').click();
  const pay = await screen(page, 'pay');
  await waitFor(async () => ((await pay.getByTestId('pay-amount-option').count()) > 4 ? true : null), 20_000, 'the usual preset amounts');
  await shot(page, 'pay-normal');
  await page.goBack();
  await page.goBack();

  // ---- 我的: the switch
  await (await screen(page, 'commonList')).getByTestId('tab-mine').click();
  const mine = await screen(page, 'mine');
  const sw = mine.getByTestId('care-mode-switch');
  await expect(sw.getAttribute('aria-checked')).resolves.toBe('false');
  await sw.click();
  await waitFor(async () => ((await sw.getAttribute('aria-checked')) === 'true' ? true : null), 10_000, 'the switch to be on');
  await waitFor(async () => ((await careOf(context)) === true ? true : null), 10_000, 'the account to keep 长辈版');
  await mine.getByTestId('mine-love-value').filter({ hasNotText: '-' }).waitFor();
  await expectCare(page, 'mine', ['care-mode-switch']);

  // ---- the home list, its entry now reads 退出长辈版
  await mine.getByTestId('tab-home').click();
  const home = await screen(page, 'commonList');
  await expect(home.getByTestId('care-mode-entry').textContent()).resolves.toBe('退出长辈版');
  await home.getByTestId('case-card').first().waitFor();
  await expectCare(page, 'commonList', ['care-mode-entry', 'case-card']);

  // ---- the case
  await home.getByTestId('case-card').first().click();
  const kase = await screen(page, 'contribute');
  expect(new URL(page.url()).pathname).toBe(casePath);
  await kase.getByTestId('case-title').waitFor();
  await expectCare(page, 'contribute', ['donate-button']);
  await shot(page, 'case-care');

  // ---- the pay page: 10/20/50/100 元 and 其他金额, nothing else to choose
  await kase.getByTestId('donate-button').click();
  const payCare = await screen(page, 'pay');
  const options = payCare.getByTestId('pay-amount-option');
  await waitFor(async () => ((await options.count()) === 4 ? true : null), 20_000, 'four preset amounts');
  expect(await options.allTextContents()).toEqual(['10元', '20元', '50元', '100元']);
  await expect(payCare.locator('[data-testid="pay-amount-input"] input, input[data-testid="pay-amount-input"]').first().getAttribute('placeholder')).resolves.toContain('其他金额');
  await expectCare(page, 'pay', ['pay-submit', 'pay-amount-option', 'pay-amount-input']);
  await shot(page, 'pay-care');

  // ---- a 10 元 gift through the sandbox cashier, the result
  await options.first().click();
  await expect(payCare.getByTestId('pay-submit').textContent()).resolves.toBe('确认支付 10元');
  await payCare.getByTestId('pay-submit').click();
  await page.getByTestId('cashier-confirm').click();
  const result = await screen(page, 'paySuccess');
  await result.locator('[data-testid="pay-result"][data-state="PAID"]').waitFor({ timeout: 30_000 });
  await expectCare(page, 'paySuccess', ['pay-result-share', 'pay-result-case']);

  // ---- 我的捐款, the gift's trace, the receipts
  await result.getByTestId('pay-result-mine').click();
  const gifts = await screen(page, 'myContribution');
  await gifts.getByTestId('my-donation-item').first().waitFor();
  await expectCare(page, 'myContribution', []);
  await gifts.getByTestId('my-gift-link').first().click();
  const trace = await screen(page, 'myGiftTrace');
  await trace.getByTestId('my-gift-amount').waitFor();
  await expectCare(page, 'myGiftTrace', []);
  await page.goBack();
  await (await screen(page, 'myContribution')).getByTestId('my-invoice-entry').click();
  const receipts = await screen(page, 'invoiceApply');
  await receipts.getByTestId('invoice-list').or(receipts.getByTestId('invoice-form')).first().waitFor();
  await expectCare(page, 'invoiceApply', []);
  // the donor's session without this device's choice (a second SMS login within the minute is refused)
  const session = (await context.cookies(server.baseUrl)).filter((c) => c.name !== 'cf_care');
  await context.close();

  // ---- another device: the account's choice wins at login; the home entry turns it off
  const other = await mobileContext(browser);
  await other.addCookies(session);
  const page2 = await other.newPage();
  await page2.goto(`${server.baseUrl}/cf/common/list`);
  const home2 = await screen(page2, 'commonList');
  const entry2 = home2.getByTestId('care-mode-entry');
  await waitFor(async () => ((await entry2.textContent()) === '退出长辈版' ? true : null), 20_000, 'the account\'s 长辈版 on the new device');
  expect(await page2.evaluate(() => document.documentElement.classList.contains('cf-care'))).toBe(true);
  await entry2.click();
  await waitFor(async () => ((await entry2.textContent()) === '长辈版' ? true : null), 10_000, 'the entry to turn it off');
  expect(await page2.evaluate(() => document.documentElement.classList.contains('cf-care'))).toBe(false);
  await waitFor(async () => ((await careOf(other)) === false ? true : null), 10_000, 'the account to keep it off');
  await other.close();
});
