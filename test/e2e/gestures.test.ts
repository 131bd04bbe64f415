/**
 * The phone's own gestures on the built H5 app and the real server (Chromium, a touch phone):
 * - a tapped case photo opens the viewer on the large variant of that photo; a swipe moves to the next,
 *   a pinch zooms, the arrow keys and 上一张 step back, Escape closes it;
 *   the open viewer passes axe's WCAG A/AA rules (the pages keep Lighthouse accessibility 100);
 * - the share poster tells the reader to long-press it (H5 has no save button);
 * - the tab bar's icons are the PNGs the mini-program uses, and every one of them loads (no 404).
 * Screenshots: /tmp/gestures-viewer.png, /tmp/gestures-poster.png, /tmp/gestures-tabbar.png (the list, 首页 active).
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { journeyServer, mobileContext, raisingCase, type RunningServer, waitFor } from './harness';
import { apiLogin as sessionOf } from './money-harness';

jest.setTimeout(240_000);

const OWNER = '13900000000';
let server: RunningServer;
let browser: Browser;

journeyServer({}, (j) => ({ server, browser } = j));

const post = async (path: string, body: unknown, cookie = '') =>
  (await (await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) })).json()) as { code: number; data: any };

/** The viewer's state as the reader sees it: the current picture and the counter. */
const viewer = (page: Page) =>
  page.evaluate(() => {
    const v = document.querySelector('[data-testid="image-viewer"]');
    if (!v) return null;
    const img = v.querySelector('img[data-current]') as HTMLImageElement | null;
    return { src: img?.getAttribute('src') ?? '', count: v.querySelector('[data-testid="image-viewer-count"]')?.textContent ?? '', transform: img?.style.transform ?? '' };
  });

/** Touches on the viewer, as a finger (or two) would send them. */
async function touch(page: Page, kind: 'touchstart' | 'touchmove' | 'touchend', points: Array<[number, number]>) {
  await page.evaluate(({ kind, points }) => {
    const target = document.querySelector('[data-testid="image-viewer"]')!;
    const touches = points.map(([x, y], i) => new Touch({ identifier: i, target, clientX: x, clientY: y }));
    const live = kind === 'touchend' ? [] : touches;
    target.dispatchEvent(new TouchEvent(kind, { bubbles: true, cancelable: true, touches: live, targetTouches: live, changedTouches: touches }));
  }, { kind, points });
}

test('a tapped case photo opens the viewer on its large variant; swipe, pinch, keys and Escape', async () => {
  const { infoUuid } = await raisingCase(server);
  const info = await post('/api/cf/v4/get-funding-info', { infoUuid });
  const large = info.data.baseInfo.largeAttachments as string[];
  expect(large.length).toBeGreaterThanOrEqual(3);
  const ctx = await mobileContext(browser);
  const page = await ctx.newPage();
  await page.goto(`${server.baseUrl}/cf/contribute/${infoUuid}`);
  // the client's page (the server's screen carries data-ssr-testid until the hand-over)
  const thumb = page.locator('[data-testid="case-images"] [aria-label="查看图片2/3"]');
  await thumb.waitFor({ state: 'visible', timeout: 60_000 });
  await thumb.tap();
  await waitFor(async () => ((await viewer(page))?.src ? true : null), 30_000, 'the viewer');
  expect(await viewer(page)).toMatchObject({ src: large[1], count: '2/3' });
  expect(await page.getAttribute('[data-testid="image-viewer"]', 'role')).toBe('dialog');
  await waitFor(async () => ((await page.evaluate(() => (document.querySelector('img[data-current]') as HTMLImageElement).naturalWidth)) > 0 ? true : null), 30_000, 'the large picture');
  await page.screenshot({ path: '/tmp/gestures-viewer.png' });

  // the open viewer passes axe's WCAG A/AA rules
  await page.addScriptTag({ path: join(process.cwd(), 'node_modules/axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    const r = await (window as any).axe.run(document.querySelector('[data-testid="image-viewer"]'), { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return r.violations.map((v: { id: string }) => v.id);
  });
  expect(violations).toEqual([]);

  // a swipe to the left: the third picture
  await touch(page, 'touchstart', [[330, 400]]);
  await touch(page, 'touchmove', [[200, 405]]);
  await touch(page, 'touchmove', [[60, 410]]);
  await touch(page, 'touchend', [[60, 410]]);
  expect(await viewer(page)).toMatchObject({ src: large[2], count: '3/3' });
  // a short drag stays on it
  await touch(page, 'touchstart', [[200, 400]]);
  await touch(page, 'touchmove', [[230, 400]]);
  await touch(page, 'touchend', [[230, 400]]);
  expect((await viewer(page))?.src).toBe(large[2]);
  // two fingers apart: zoomed in
  await touch(page, 'touchstart', [[180, 400], [230, 400]]);
  await touch(page, 'touchmove', [[120, 400], [290, 400]]);
  await touch(page, 'touchend', [[120, 400], [290, 400]]);
  const zoom = Number(/scale\(([\d.]+)\)/.exec((await viewer(page))!.transform)?.[1]);
  expect(zoom).toBeGreaterThan(2);
  // the keys and the buttons step back (and drop the zoom)
  await page.keyboard.press('ArrowLeft');
  expect(await viewer(page)).toMatchObject({ src: large[1], count: '2/3' });
  expect((await viewer(page))!.transform).toMatch(/scale\(1\)/);
  await page.getByTestId('image-viewer-prev').click();
  expect(await viewer(page)).toMatchObject({ src: large[0], count: '1/3' });
  expect(await page.getByTestId('image-viewer-prev').isDisabled()).toBe(true);
  // the focus left the disabled button for the other one, inside the dialog
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('image-viewer-next');
  // Escape closes it, and the page scrolls again
  await page.keyboard.press('Escape');
  expect(await viewer(page)).toBeNull();
  expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
  await ctx.close();
});

test('the share poster says to long-press it (no save button on H5)', async () => {
  const { infoUuid } = await raisingCase(server);
  const cookie = (await sessionOf(server, OWNER)).cookie;
  const ctx = await mobileContext(browser);
  await ctx.addCookies(cookie.split('; ').map((kv) => ({ name: kv.slice(0, kv.indexOf('=')), value: kv.slice(kv.indexOf('=') + 1), url: server.baseUrl })));
  const page = await ctx.newPage();
  await page.goto(`${server.baseUrl}/cf/activity/qrcode-share/${infoUuid}`);
  const hint = page.getByTestId('poster-hint');
  await hint.waitFor({ timeout: 60_000 });
  expect(await hint.textContent()).toContain('长按图片保存到相册');
  expect(await page.getByTestId('poster-save').count()).toBe(0);
  const img = page.locator('[data-testid="poster-image"] img, img[data-testid="poster-image"]').first();
  await waitFor(async () => ((await img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)) ? true : null), 60_000, 'the poster to load');
  await page.screenshot({ path: '/tmp/gestures-poster.png' });
  await ctx.close();
});

test('the tab bar shows the PNG icons, active and inactive, and each one loads', async () => {
  const ctx = await mobileContext(browser);
  const page = await ctx.newPage();
  await page.goto(`${server.baseUrl}/cf/common/list`);
  await page.getByTestId('tab-bar').waitFor({ state: 'visible', timeout: 60_000 });
  const icons = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="tab-bar"] .cf-tabbar__icon')].map((el) => ({
      on: !!el.closest('.cf-tabbar__item--on'),
      url: /url\("?([^")]+)"?\)/.exec(getComputedStyle(el).backgroundImage)?.[1] ?? '',
      width: el.getBoundingClientRect().width,
    })),
  );
  expect(icons).toHaveLength(3);
  expect(icons.filter((i) => i.on)).toHaveLength(1);
  expect(new Set(icons.map((i) => i.url)).size).toBe(3);
  for (const icon of icons) {
    expect(icon.width).toBeGreaterThan(16);
    // each picture loads as an 81x81 image (a data URL or a file the server answers 200)
    const size = await page.evaluate((src) => new Promise<string>((res) => {
      const img = new Image();
      img.onload = () => res(`${img.naturalWidth}x${img.naturalHeight}`);
      img.onerror = () => res('error');
      img.src = src;
    }), icon.url);
    expect([icon.url.slice(0, 60), size]).toEqual([icon.url.slice(0, 60), '81x81']);
    if (!icon.url.startsWith('data:')) expect((await page.request.get(new URL(icon.url, server.baseUrl).href)).status()).toBe(200);
  }
  await page.screenshot({ path: '/tmp/gestures-tabbar.png' });
  await ctx.close();
});
