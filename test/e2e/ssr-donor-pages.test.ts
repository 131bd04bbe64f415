/**
 * Issue 16 in Chromium on the real server and H5 build: someone's monthly report (a shared link) and the
 * logged-in reader's 我的 hub show their content with scripts blocked (the first screen is in the HTML);
 * with scripts the client takes over with one copy of the content, nothing moved, and the page works.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { journeyServer, loginOnPage, mobileContext, recordHandover, expectNothingMoved, serverScreenOf, type RunningServer, waitFor } from './harness';

jest.setTimeout(180_000);

/** The seeded donor with gifts this month (server/seed/demo.ts: demo-donor-1, 1350000 + 1000). */
const DONOR_ID = 'demo-donor-1';
const DONOR_PHONE = '13500001000';

let server: RunningServer;
let browser: Browser;

journeyServer({}, (j) => ({ server, browser } = j));

const handedOver = (page: Page) => waitFor(async () => ((await page.locator('#cf-ssr').count()) === 0 ? true : null), 60_000, 'the hand-over');

let donorCookies: Awaited<ReturnType<BrowserContext['cookies']>> | null = null;

/** A context logged in as the seeded donor (through the login page once; its session cookie after that). */
async function donorContext(): Promise<BrowserContext> {
  const context = await mobileContext(browser);
  if (donorCookies) {
    await context.addCookies(donorCookies);
    return context;
  }
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/login?redirectUrl=${encodeURIComponent('/cf/common/list')}`);
  await loginOnPage(page, server, DONOR_PHONE);
  await page.waitForURL((u) => u.pathname === '/cf/common/list', { timeout: 30_000 });
  await page.close();
  donorCookies = await context.cookies();
  return context;
}

const reportUrl = () => `${server.baseUrl}/cf/monthly-report?userId=${DONOR_ID}`;

test('without JavaScript a shared monthly report and the logged-in 我的 hub already show their content', async () => {
  const visitor = await mobileContext(browser);
  await visitor.route((u) => u.pathname.endsWith('.js'), (route) => route.abort());
  const page = await visitor.newPage();
  await page.goto(reportUrl());
  await expect(page.locator('#cf-ssr [data-testid="monthly-report"]').isVisible()).resolves.toBe(true);
  await expect(page.locator('#cf-ssr [data-testid="monthly-title"]').textContent()).resolves.toMatch(/^\d{4}年\d{1,2}月爱心月报$/);
  await expect(page.locator('#cf-ssr [data-testid="monthly-donated"]').textContent()).resolves.toMatch(/^[\d,.]+$/);
  expect(await page.locator('#cf-ssr [data-testid="monthly-case-item"]').count()).toBeGreaterThan(0);
  await visitor.close();

  const reader = await donorContext();
  await reader.route((u) => u.pathname.endsWith('.js'), (route) => route.abort());
  const hub = await reader.newPage();
  await hub.goto(`${server.baseUrl}/cf/mine`);
  const name = await hub.locator('#cf-ssr [data-testid="mine-name"]').textContent();
  expect(name?.length).toBeGreaterThan(0);
  await expect(hub.locator('#cf-ssr [data-testid="mine-love-value"]').textContent()).resolves.toMatch(/^-?\d+$/);
  await expect(hub.locator('#cf-ssr [data-testid="mine-entry-donation"]').isVisible()).resolves.toBe(true);
  await expect(hub.locator('#cf-ssr [data-testid="tab-mine"]').getAttribute('aria-current')).resolves.toBe('page');
  await reader.close();
});

test('the client takes a shared monthly report over: one copy, nothing moved, a case opens', async () => {
  const context = await mobileContext(browser);
  const page = await context.newPage();
  await recordHandover(page);
  await page.goto(reportUrl());
  await handedOver(page);
  const screen = await serverScreenOf(page);
  const donated = screen.text('monthly-donated');
  const cases = screen.count('monthly-case-item');
  expect(donated).toMatch(/^[\d,.]+$/);
  expect(cases).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-testid="monthly-report"]').count()).resolves.toBe(1);
  await expect(page.locator('#app [data-testid="monthly-donated"]').textContent()).resolves.toBe(donated);
  await expect(page.locator('#app [data-testid="monthly-case-item"]').count()).resolves.toBe(cases);
  await expectNothingMoved(page);
  await page.getByTestId('monthly-case-item').first().click();
  await page.waitForURL(/\/cf\/contribute\/[^/]+$/, { timeout: 30_000 });
  await page.getByTestId('case-title').waitFor();
  await context.close();
});

test("the client takes the reader's 我的 hub over: their name and counts stay, nothing moved, an entry opens", async () => {
  const context = await donorContext();
  const page = await context.newPage();
  await recordHandover(page);
  await page.goto(`${server.baseUrl}/cf/mine`);
  await handedOver(page);
  const screen = await serverScreenOf(page);
  const name = screen.text('mine-name');
  const love = screen.text('mine-love-value');
  // the monthly-gift notice (there when a gift is due this month) is on the server's screen as on the client's
  const due = screen.count('monthly-due');
  expect(name?.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-testid="mine-hub"]').count()).resolves.toBe(1);
  await expect(page.locator('#app [data-testid="mine-name"]').textContent()).resolves.toBe(name);
  await expect(page.locator('#app [data-testid="mine-love-value"]').textContent()).resolves.toBe(love);
  await expect(page.locator('#app [data-testid="monthly-due"]').count()).resolves.toBe(due);
  await expectNothingMoved(page);
  await page.getByTestId('mine-entry-donation').click();
  await page.waitForURL((u) => u.pathname !== '/cf/mine', { timeout: 30_000 });
  await context.close();
});

test('a visitor on 我的 gets no server screen and is sent to the login page as before', async () => {
  const context = await mobileContext(browser);
  const page = await context.newPage();
  const res = await page.goto(`${server.baseUrl}/cf/mine`);
  expect(res?.headers()['cache-control']).toBe('private, no-store');
  await page.waitForURL((u) => u.pathname === '/login', { timeout: 30_000 });
  await page.getByTestId('login-phone').waitFor();
  await context.close();
});
