/**
 * The goods shop end to end on `npm start`'s server and the H5 build in Debian's Chromium: a user opens
 * the demo goods raise's goods page, sees where the goods go (the case's beneficiary: no address is
 * asked for), buys one gear item through the sandbox cashier and lands on /cf/mine-order (已支付); staff ship it in the console
 * with a tracking number; /cf/mine-order then shows 已发货 with that number.
 * E2E_SHOTS=<dir> (or 1 for /tmp) keeps screenshots of the goods page and the orders.
 */
import type { Browser } from 'playwright-core';
import { journeyServer, type RunningServer, shooter, waitFor } from './harness';
import { apiLogin, grantStaff, pageAs, withDb } from './money-harness';

jest.setTimeout(150_000);

const BUYER = '13611120001';
const STAFF = '13611120009';
const TRACKING = `SF${Date.now() % 10_000_000_000}`;

let server: RunningServer;
let browser: Browser;
let dataDir: string;

journeyServer({ RECONCILE_INTERVAL_SECONDS: '0' }, (j) => ({ server, browser, dataDir } = j));

const shot = shooter('shop');

test('a user buys one gear item with the sandbox cashier, staff ship it, and /cf/mine-order shows 已发货 with the tracking number', async () => {
  const buyer = await apiLogin(server, BUYER);
  const staff = await apiLogin(server, STAFF);
  await grantStaff(dataDir, STAFF);
  const infoUuid = withDb(dataDir, (db) => (db.prepare('select info_uuid from cases where raise_type = 1 and status = 0').get() as { info_uuid: string }).info_uuid);

  // ---- the buyer: the goods page, where it goes, one oxygen cylinder, the cashier
  const page = await pageAs(browser, server, buyer);
  await page.goto(`${server.baseUrl}/cf/goods/${infoUuid}`);
  const oxygen = page.locator('[data-testid="gear-item"][data-gear-id="demo-gear-2"]');
  await oxygen.waitFor({ timeout: 30_000 });
  await oxygen.click();
  await waitFor(async () => ((await oxygen.getAttribute('aria-checked')) === 'true' ? true : null), 10_000, 'the item chosen');
  expect(await page.getByTestId('goods-ship-to').textContent()).toBe('收货方：青山村卫生室');
  expect(await page.locator('input, textarea').count()).toBe(0);
  await shot(page, 'goods');
  await page.getByTestId('goods-submit').click();
  await page.getByTestId('cashier-confirm').click();
  await page.waitForURL((u) => u.pathname === '/cf/mine-order', { timeout: 20_000 });
  const item = page.getByTestId('goods-order-item').first();
  await waitFor(async () => ((await item.getByTestId('goods-order-status').textContent()) === '已支付' ? true : null), 20_000, '已支付');
  const orderId = (await item.getAttribute('data-order-id'))!;
  expect(await item.textContent()).toContain('医用氧气瓶');
  expect(await item.getByTestId('goods-order-ship-to').textContent()).toBe('收货方：青山村卫生室');

  // ---- staff ship it in the console with a tracking number
  const staffPage = await pageAs(browser, server, staff);
  await staffPage.goto(`${server.baseUrl}/staff/shop`);
  const row = staffPage.locator(`[data-testid="staff-shop-order"][data-order-id="${orderId}"]`);
  await row.waitFor({ timeout: 30_000 });
  await row.getByTestId('staff-shop-carrier').fill('顺丰速运');
  await row.getByTestId('staff-shop-tracking').fill(TRACKING);
  await row.getByTestId('staff-shop-ship').click();
  await waitFor(async () => ((await row.getByTestId('staff-shop-status').textContent()) === '已发货' ? true : null), 20_000, 'shipped in the console');
  const audit = withDb(dataDir, (db) => db.prepare("select count(*) as n from audit_log where action = 'shop.order.ship' and target_id = ?").get(orderId) as { n: number });
  expect(audit.n).toBe(1);

  // ---- the buyer sees it shipped with that number
  await page.goto(`${server.baseUrl}/cf/mine-order`);
  const shipped = page.locator(`[data-testid="goods-order-item"][data-order-id="${orderId}"]`);
  await waitFor(async () => ((await shipped.getByTestId('goods-order-status').textContent()) === '已发货' ? true : null), 20_000, '已发货 on /cf/mine-order');
  expect(await shipped.getByTestId('goods-order-tracking-no').textContent()).toBe(TRACKING);
  await shot(page, 'mine-order');
});
