/**
 * Steps the raise journeys share (raise-journey, dream-raise-journey): a field's input, a screenshot
 * when asked for, the H5 router's settled page of a route, and an image upload into an upload field.
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
