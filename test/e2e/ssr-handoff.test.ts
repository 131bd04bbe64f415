/**
 * Issue 10 in Chromium on the real server and H5 build: the donor pages show their content with scripts
 * blocked (the first screen is in the HTML); with scripts the client takes over without duplicating,
 * losing or moving anything (no layout shift), and the page then behaves as before (donate opens pay).
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, mobileContext, startServer, waitFor, type RunningServer } from './harness';

jest.setTimeout(180_000);

let server: RunningServer;
let browser: Browser;
let infoUuid: string;
let title: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const list = await (await fetch(`${server.baseUrl}/api/cf/v4/case/list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"listType":"common","size":20}' })).json();
  const c = list.data.list.find((x: { status: number }) => x.status === 0);
  infoUuid = c.infoUuid;
  title = c.title;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Records layout shifts from the first byte on (a value, not a time). */
async function withShiftRecorder(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number[] };
    w.__shifts = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => w.__shifts.push((e as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
  });
}

test('without JavaScript the case, pay and list pages already show their content', async () => {
  const context = await mobileContext(browser);
  await context.route((u) => u.pathname.endsWith('.js'), (route) => route.abort());
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/cf/contribute/${infoUuid}`);
  await expect(page.locator('#cf-ssr [data-testid="case-title"]').textContent()).resolves.toBe(title);
  await expect(page.locator('#cf-ssr [data-testid="case-raised-amount"]').isVisible()).resolves.toBe(true);
  await expect(page.locator('#cf-ssr [data-testid="donate-button"]').isVisible()).resolves.toBe(true);
  await page.goto(`${server.baseUrl}/cf/pay/${infoUuid}`);
  await expect(page.locator('#cf-ssr [data-testid="pay-amount-option"]').count()).resolves.toBe(6);
  await page.goto(`${server.baseUrl}/cf/common/list`);
  await expect(page.locator('#cf-ssr [data-testid="case-card"]').first().isVisible()).resolves.toBe(true);
  await context.close();
});

/** A page whose scripts wait until `release()`: the reader acts on the server's screen alone. */
async function pageWithScriptsHeld() {
  const context = await mobileContext(browser);
  let release: () => void = () => undefined;
  const scriptsMayLoad = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route((u) => u.pathname.endsWith('.js'), async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  return { context, page: await context.newPage(), release };
}

test('a card tapped on the list before any script has arrived opens its case once the scripts run', async () => {
  const { context, page, release } = await pageWithScriptsHeld();
  await page.goto(`${server.baseUrl}/cf/common/list`, { waitUntil: 'domcontentloaded' });
  const card = page.locator('#cf-ssr [data-testid="case-card"]').first();
  const title = (await card.textContent()) ?? '';
  await card.click();
  expect(new URL(page.url()).pathname).toBe('/cf/common/list'); // nothing can happen yet
  release();
  await page.waitForURL(/\/cf\/contribute\/[^/]+$/, { timeout: 60_000 });
  await page.getByTestId('case-title').waitFor();
  expect(title).toContain((await page.getByTestId('case-title').textContent())?.slice(0, 6));
  await context.close();
});

test('an amount typed on the pay page before any script has arrived is still there after the hand-over', async () => {
  const { context, page, release } = await pageWithScriptsHeld();
  await page.goto(`${server.baseUrl}/cf/pay/${infoUuid}`, { waitUntil: 'domcontentloaded' });
  await page.locator('#cf-ssr [data-testid="pay-amount-input"] input, #cf-ssr input[data-testid="pay-amount-input"]').first().fill('33');
  release();
  await waitFor(async () => ((await page.locator('#cf-ssr').count()) === 0 ? true : null), 60_000, 'the hand-over');
  const input = page.locator('[data-testid="pay-amount-input"] input, input[data-testid="pay-amount-input"]').first();
  await expect(input.inputValue()).resolves.toBe('33');
  await waitFor(async () => ((await page.getByTestId('pay-submit').textContent())?.includes('33元') ? true : null), 10_000, 'the amount on the button');
  await context.close();
});

test('the client takes the case page over: one copy of the content, nothing moved, donate still opens pay', async () => {
  const context = await mobileContext(browser);
  const page = await context.newPage();
  await withShiftRecorder(page);
  await page.goto(`${server.baseUrl}/cf/contribute/${infoUuid}`);
  // The client render is there once it has replaced the server's screen.
  await waitFor(async () => ((await page.locator('#cf-ssr').count()) === 0 ? true : null), 60_000, 'the hand-over');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-testid="case-title"]').count()).resolves.toBe(1);
  await expect(page.locator('#app [data-testid="case-title"]').textContent()).resolves.toBe(title);
  await expect(page.locator('[data-testid="donate-button"]').count()).resolves.toBe(1);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));
  expect(shifts).toBeLessThanOrEqual(0.02);
  await page.getByTestId('donate-button').click();
  await page.waitForURL((u) => u.pathname === `/cf/pay/${infoUuid}`, { timeout: 30_000 });
  await context.close();
});

test('the pay page loads without moving and keeps working: a preset selects, the amount is on the button', async () => {
  const context = await mobileContext(browser);
  const page = await context.newPage();
  await withShiftRecorder(page);
  await page.goto(`${server.baseUrl}/cf/pay/${infoUuid}`);
  await waitFor(async () => ((await page.locator('#cf-ssr').count()) === 0 ? true : null), 60_000, 'the hand-over');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-testid="pay-amount-option"]').count()).resolves.toBe(6);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));
  expect(shifts).toBeLessThanOrEqual(0.02);
  await page.getByTestId('pay-amount-option').nth(2).click();
  await expect(page.getByTestId('pay-amount-option').nth(2).getAttribute('aria-checked')).resolves.toBe('true');
  await expect(page.getByTestId('pay-submit').textContent()).resolves.toContain('50元');
  await context.close();
});
