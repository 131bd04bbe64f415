/**
 * Issue 2 end to end, on the real server and the real H5 build in Debian's Chromium:
 * a deep link to a login-only route lands on /login with the encoded redirectUrl, logging in with
 * the code from the server's stdout returns to it; an unknown path shows the 404 page (HTTP 404);
 * an old activity route redirects to the configured address.
 */
import type { Browser } from 'playwright-core';
import { journeyServer, loginOnPage, mobileContext, type RunningServer } from './harness';

jest.setTimeout(120_000);

let server: RunningServer;
let browser: Browser;

journeyServer({}, (j) => ({ server, browser } = j));

test('a login-only deep link goes through /login and comes back after logging in', async () => {
  const context = await mobileContext(browser);
  const page = await context.newPage();
  const target = '/cf/pennants/mine?channel=5';
  await page.goto(server.baseUrl + target);
  await page.waitForURL(/\/login\?/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/login');
  expect(url.searchParams.get('redirectUrl')).toBe(target);
  expect(page.url()).toContain(`redirectUrl=${encodeURIComponent(target)}`);

  await loginOnPage(page, server, '13800138000');
  await page.waitForURL((u) => u.pathname === '/cf/pennants/mine');
  // The page itself, for the user who logged in (a new user: no pennant yet).
  await expect(page.getByTestId('pennant-count').textContent()).resolves.toContain('我的锦旗 0 面');
  await expect(page.getByTestId('pennant-empty').isVisible()).resolves.toBe(true);
  await context.close();
});

test('an unknown path shows the 404 page with HTTP status 404', async () => {
  const context = await mobileContext(browser);
  const page = await context.newPage();
  const res = await page.goto(server.baseUrl + '/cf/no-such-page/at-all');
  expect(res?.status()).toBe(404);
  await page.getByTestId('not-found').waitFor();
  await expect(page.getByTestId('not-found').textContent()).resolves.toContain('页面不存在');
  await context.close();
});

test('an old activity route redirects to the configured address', async () => {
  const context = await mobileContext(browser);
  const page = await context.newPage();
  await page.goto(server.baseUrl + '/cf/act/311/main-venue');
  await page.waitForURL((u) => u.pathname === '/cf/act-home-rule');
  await context.close();
});
