/**
 * Steps the raise journeys share (raise-journey, dream-raise-journey): a field's input, a screenshot
 * when asked for, the H5 router's settled page of a route, an image upload into an upload field, and
 * staff's review of the submitted sections in the console.
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { waitFor } from './harness';

export const input = (scr: Page | Locator, testId: string) => scr.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"], textarea[data-testid="${testId}"]`).first();
export const fill = (scr: Page | Locator, testId: string, value: string) => input(scr, testId).fill(value);

/** A full-page screenshot into the directory the environment variable names (none: no shot). */
export async function shotInto(envVar: string, page: Page, name: string) {
  const dir = process.env[envVar];
  if (!dir) return;
  await page.waitForTimeout(200);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/**
 * Taro's H5 page slide-in puts the incoming page beside the router for a moment; mobile Chromium widens
 * the layout viewport to that overflow and keeps it (innerWidth > visualViewport.width, the whole page
 * zoomed out), so click points land above their targets. A resize makes it lay the page out again.
 * Reported to the app shell's owner (`.taro_router { overflow: hidden }` would avoid the overflow).
 */
export async function settleViewport(page: Page): Promise<void> {
  const wide = await page.evaluate(() => window.innerWidth - (window.visualViewport?.width ?? window.innerWidth) > 1);
  if (!wide) return;
  const size = page.viewportSize() ?? { width: 412, height: 823 };
  await page.setViewportSize({ width: size.width, height: size.height + 1 });
  await page.setViewportSize(size);
}

/**
 * The page of a route once it is on screen: Taro's H5 router keeps the page it leaves in the DOM while
 * the next one loads and slides in, so every step waits for its own page and acts inside it.
 */
export async function screen(page: Page, route: string): Promise<Locator> {
  const el = page.locator(`.taro_page.taro_page_stationed [data-route="${route}"]`).last();
  await el.waitFor();
  await waitFor(async () => ((await page.locator('.taro_page:not(.taro_page_shade)').count()) === 1 ? true : null), 10_000, `${route} alone on screen`);
  await settleViewport(page);
  return el;
}

/** Uploads a PNG into an upload field and waits for its new item. */
export async function uploadPng(scr: Locator, fieldTestId: string, name: string, png: Buffer) {
  const field = scr.getByTestId(fieldTestId);
  const before = await field.getByTestId('upload-item').count();
  await field.getByTestId('upload-input').setInputFiles({ name, mimeType: 'image/png', buffer: png });
  await waitFor(async () => ((await field.getByTestId('upload-item').count()) > before ? true : null), 15_000, `upload into ${fieldTestId}`);
}

/** Staff's word on one section: approve, or reject with the reason the fundraiser reads. */
export type Decision = { approve: true } | { approve: false; reason: string };

/**
 * Staff review in the staff console, as a reviewer does it: from the console's home (`baseUrl`/staff),
 * the queue the case waits in (0: a new case, its base information first; 1: materials sent again after
 * a fix), its case file, then staff-approve / staff-reject (with staff-reject-reason) on each submitted
 * section as `decide` says. No way around the console: if it does not show the case, the test fails.
 * `shot` is called once on the case file. Returns the sections reviewed, in order.
 */
export async function staffReview(
  page: Page, baseUrl: string, c: { infoUuid: string; title: string }, queue: '0' | '1', decide: (section: string) => Decision,
  shot: (page: Page) => Promise<void> = async () => undefined,
): Promise<string[]> {
  await page.goto(`${baseUrl}/staff`);
  await page.locator(`[data-testid="staff-queue-card"][data-audit-type="${queue}"]`).click();
  await page.waitForURL((u) => u.pathname === `/staff/queue/${queue}`);
  const item = page.getByTestId('staff-queue-item').filter({ hasText: c.title.slice(0, 6) }).first();
  await item.waitFor({ state: 'visible', timeout: 20_000 });
  await item.click();
  await page.waitForURL((u) => u.pathname === `/staff/case/${c.infoUuid}`);
  await page.getByTestId('staff-section').first().waitFor({ state: 'visible', timeout: 20_000 });
  await shot(page);
  const reviewed: string[] = [];
  for (;;) {
    const pending = page.locator('[data-testid="staff-section"]:has([data-testid="staff-approve"])').first();
    if (!(await pending.count())) break;
    const section = (await pending.getAttribute('data-section')) ?? '';
    const d = decide(section);
    if (d.approve) await pending.getByTestId('staff-approve').click();
    else {
      await pending.getByTestId('staff-reject-reason').fill(d.reason);
      await pending.getByTestId('staff-reject').click();
    }
    await waitFor(async () => ((await page.locator(`[data-testid="staff-section"][data-section="${section}"] [data-testid="staff-approve"]`).count()) === 0 ? true : null), 10_000, `review of ${section}`);
    reviewed.push(section);
  }
  return reviewed;
}
