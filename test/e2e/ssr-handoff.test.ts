/**
 * Issue 10 in Chromium on the real server and H5 build: the donor pages show their content with scripts
 * blocked (the first screen is in the HTML); with scripts the client takes over without duplicating,
 * losing or moving anything (no layout shift), and the page then behaves as before (donate opens pay).
 */
import type { Browser, Page } from 'playwright-core';
import { journeyServer, loggedInContext, mobileContext, raisingCase, recordHandover, expectNothingMoved, type RunningServer, waitFor } from './harness';

jest.setTimeout(180_000);

let server: RunningServer;
let browser: Browser;
let infoUuid: string;
let title: string;

journeyServer({}, (j) => ({ server, browser } = j));

beforeAll(async () => {
  ({ infoUuid, title } = await raisingCase(server));
});


test('without JavaScript the case, pay and list pages already show their content', async () => {
  const context = await mobileContext(browser);
  await context.route((u) => u.pathname.endsWith('.js'), (route) => route.abort());
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/cf/contribute/${infoUuid}`);
  await expect(page.locator('#cf-ssr [data-testid="case-title"]').textContent()).resolves.toBe(title);
  // the page is the main landmark from the first byte (a screen reader's 'skip to content' lands on it)
  await expect(page.locator('#cf-ssr [role="main"]').count()).resolves.toBe(1);
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

/** A field on the server's screen (its test id may already be retired to data-ssr-testid). */
function ssrField(page: Page, testId: string) {
  const ids = [`[data-testid="${testId}"]`, `[data-ssr-testid="${testId}"]`];
  return page.locator(ids.flatMap((id) => [`#cf-ssr ${id} input`, `#cf-ssr input${id}`, `#cf-ssr textarea${id}`]).join(', ')).first();
}

/** The client's field of a test id, once the server's screen is gone. */
function appField(page: Page, testId: string) {
  const id = `[data-testid="${testId}"]`;
  return page.locator(`#app ${id} input, #app input${id}, #app textarea${id}`).first();
}

const handedOver = (page: Page) => waitFor(async () => ((await page.locator('#cf-ssr').count()) === 0 ? true : null), 60_000, 'the hand-over');

test('amount and message typed on the pay page before any script has arrived reach the client page, focus and caret too', async () => {
  const { context, page, release } = await pageWithScriptsHeld();
  await page.goto(`${server.baseUrl}/cf/pay/${infoUuid}`, { waitUntil: 'domcontentloaded' });
  const message = '早日康复，加油！';
  await ssrField(page, 'pay-amount-input').fill('27');
  await ssrField(page, 'pay-message').fill(message);
  // the caret after the 4th character, where the reader left it
  await ssrField(page, 'pay-message').evaluate((el) => (el as HTMLTextAreaElement).setSelectionRange(4, 4));
  release();
  await handedOver(page);
  await waitFor(async () => ((await page.getByTestId('pay-submit').textContent())?.includes('27元') ? true : null), 10_000, 'the amount on the button');
  await expect(appField(page, 'pay-amount-input').inputValue()).resolves.toBe('27');
  await expect(appField(page, 'pay-message').inputValue()).resolves.toBe(message);
  const focus = await page.evaluate(() => {
    const el = document.activeElement as HTMLTextAreaElement | null;
    return { testId: el?.getAttribute('data-testid'), inApp: Boolean(el?.closest('#app')), caret: el?.selectionStart };
  });
  expect(focus).toEqual({ testId: 'pay-message', inApp: true, caret: 4 });
  // The message is the page's, not only the field's: a re-render (a preset chosen) keeps it.
  await page.getByTestId('pay-amount-option').nth(2).click();
  await expect(page.getByTestId('pay-amount-option').nth(2).getAttribute('aria-checked')).resolves.toBe('true');
  await expect(appField(page, 'pay-message').inputValue()).resolves.toBe(message);
  await context.close();
});

test('a comment typed and sent on the case page before any script has arrived is posted once the scripts run', async () => {
  const context = await loggedInContext(browser, server, '13700137015');
  const page = await context.newPage();
  // from now on the scripts wait
  let release: () => void = () => undefined;
  const scriptsMayLoad = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route((u) => u.pathname.endsWith('.js'), async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await page.goto(`${server.baseUrl}/cf/contribute/${infoUuid}`, { waitUntil: 'domcontentloaded' });
  const text = `服务器屏上的留言 ${Date.now() % 100000}`;
  await ssrField(page, 'comment-input').fill(text);
  await page.locator('#cf-ssr [data-testid="comment-submit"], #cf-ssr [data-ssr-testid="comment-submit"]').first().click();
  release();
  await handedOver(page);
  const listed = () => waitFor(async () => ((await page.locator('#app [data-testid="comment-item"]').filter({ hasText: text }).count()) === 1 ? true : null), 30_000, 'the comment in the list');
  await listed();
  await page.reload();
  await listed();
  await context.close();
});

test('the client takes the case page over: one copy of the content, nothing moved, donate still opens pay', async () => {
  const context = await mobileContext(browser);
  const page = await context.newPage();
  await recordHandover(page);
  await page.goto(`${server.baseUrl}/cf/contribute/${infoUuid}`);
  // The client render is there once it has replaced the server's screen.
  await waitFor(async () => ((await page.locator('#cf-ssr').count()) === 0 ? true : null), 60_000, 'the hand-over');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-testid="case-title"]').count()).resolves.toBe(1);
  await expect(page.locator('#app [data-testid="case-title"]').textContent()).resolves.toBe(title);
  await expect(page.locator('#app [role="main"]:visible').count()).resolves.toBe(1);
  await expect(page.locator('[data-testid="donate-button"]').count()).resolves.toBe(1);
  await expectNothingMoved(page);
  await page.getByTestId('donate-button').click();
  await page.waitForURL((u) => u.pathname === `/cf/pay/${infoUuid}`, { timeout: 30_000 });
  await context.close();
});

test('the pay page loads without moving and keeps working: a preset selects, the amount is on the button', async () => {
  const context = await mobileContext(browser);
  const page = await context.newPage();
  await recordHandover(page);
  await page.goto(`${server.baseUrl}/cf/pay/${infoUuid}`);
  await waitFor(async () => ((await page.locator('#cf-ssr').count()) === 0 ? true : null), 60_000, 'the hand-over');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-testid="pay-amount-option"]').count()).resolves.toBe(6);
  await expectNothingMoved(page);
  await page.getByTestId('pay-amount-option').nth(2).click();
  await expect(page.getByTestId('pay-amount-option').nth(2).getAttribute('aria-checked')).resolves.toBe('true');
  await expect(page.getByTestId('pay-submit').textContent()).resolves.toContain('50元');
  await context.close();
});

test('in 长辈版 (the device\'s cf_care cookie) the case and pay pages arrive in care mode and the client takes over without moving', async () => {
  const context = await mobileContext(browser);
  await context.addCookies([{ name: 'cf_care', value: '1', url: server.baseUrl }]);
  const page = await context.newPage();
  await recordHandover(page);
  for (const [path, testId, count] of [[`/cf/contribute/${infoUuid}`, 'donate-button', 1], [`/cf/pay/${infoUuid}`, 'pay-amount-option', 4]] as const) {
    await page.goto(`${server.baseUrl}${path}`);
    await waitFor(async () => ((await page.locator('#cf-ssr').count()) === 0 ? true : null), 60_000, 'the hand-over');
    await page.waitForLoadState('networkidle');
    await expect(page.evaluate(() => document.documentElement.classList.contains('cf-care'))).resolves.toBe(true);
    await expect(page.locator(`[data-testid="${testId}"]`).count()).resolves.toBe(count);
    // the server's first screen had the same care frame and presets: nothing moved, appeared or went at the hand-over
    await expectNothingMoved(page);
  }
  await context.close();
});
