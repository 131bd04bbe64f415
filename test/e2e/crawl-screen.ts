/**
 * The route crawl's hands (test/e2e/route-crawl.test.ts): waiting for a screen to be drawn, marking its
 * controls, tapping one and coming back. Nothing here knows the routes or the personas.
 */
import type { Page } from 'playwright-core';

/** Waits for the client to take over and for the data it asked for. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load', { timeout: 30_000 }).catch(() => {});
  await page.waitForFunction(() => !document.getElementById('cf-ssr') && document.querySelector('.taro_page'), null, { timeout: 10_000 }).catch(() => {});
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {}); // a busy machine answers late
}

/** Opens the screen at `url` anew and waits for it. */
export async function reopen(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load', timeout: 30_000 }).catch(() => {});
  await settle(page);
}

/**
 * Waits until the page has stopped drawing (no element added or removed for `quietMs`, at most `capMs`):
 * a screen whose data came in just after the network went quiet is still being drawn on a busy machine,
 * and a control not yet drawn would not be marked.
 */
export function drawn(page: Page, quietMs = 300, capMs = 3_000): Promise<void> {
  return page.evaluate(([quiet, cap]) => new Promise<void>((resolve) => {
    const end = () => {
      observer.disconnect();
      clearTimeout(limit);
      clearTimeout(timer);
      resolve();
    };
    let timer = setTimeout(end, quiet);
    const limit = setTimeout(end, cap);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(end, quiet);
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }), [quietMs, capMs] as const).catch(() => {});
}

/** Marks the current screen's visible controls (data-crawl="<key>") once it has stopped drawing, and returns their keys. */
export async function markControls(page: Page): Promise<string[]> {
  await drawn(page);
  for (let i = 0; i < 3; i++) {
    const keys = await markOnce(page).catch(() => null); // null: the screen moved on (a guard, a redirect) as it was read
    if (keys) return keys;
    await settle(page);
  }
  return [];
}

export function markOnce(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const page = [...document.querySelectorAll('.taro_page')].find((p) => (p as HTMLElement).offsetParent !== null || getComputedStyle(p).display !== 'none');
    const root = page ?? document.body;
    // a control by its role, or anything drawn as tappable (the outermost element with a pointer cursor)
    const pointer = (el: Element | null) => !!el && getComputedStyle(el).cursor === 'pointer';
    const els = [...root.querySelectorAll('*')].filter((el) =>
      el.matches('a[href], [role=link], [role=button], [role=tab], button, taro-button-core') || (pointer(el) && !pointer(el.parentElement)));
    const count = new Map<string, number>();
    const keys: string[] = [];
    for (const el of els) {
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height) continue;
      // a list's rows differ by what they stand for (a section, a state, a kind) when they open different screens
      const kind = el.closest('[data-section],[data-state],[data-status],[data-kind]');
      const sort = kind ? `|${['section', 'state', 'status', 'kind'].map((a) => kind.getAttribute(`data-${a}`) ?? '').join('|')}` : '';
      // a navigation bar's link leads to the same screen from every screen: its key says so (tapped once)
      const nav = el.closest('nav, [role=navigation]') ? 'nav:' : '';
      const key = nav + (el.getAttribute('data-testid') ? el.getAttribute('data-testid') + sort : `${el.getAttribute('role') || el.tagName.toLowerCase()}:${(el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 16)}`);
      const n = count.get(key) ?? 0;
      count.set(key, n + 1);
      if (n > 0) continue; // one of a kind per screen: a list's items go to the same route
      el.setAttribute('data-crawl', key);
      keys.push(key);
    }
    return keys;
  });
}

/**
 * Taps the control marked `key` on the screen at `here` and returns the address it led to ('' for none:
 * it stayed in place), then brings the screen at `here` back (by the app's history where the tap pushed a
 * screen). `busy`: whether the screen's API requests are in flight. null: the control is not there.
 */
export async function tapControl(page: Page, here: string, key: string, busy: () => boolean): Promise<string | null> {
  const marked = () => page.locator(`[data-crawl="${key.replace(/"/g, '\\"')}"]`).first();
  if (!(await marked().count())) {
    // the screen was drawn anew (a tap that reloaded): open it again and mark it again
    await reopen(page, here);
    await markControls(page);
    if (!(await marked().count())) return null;
  }
  const length = await page.evaluate(() => history.length).catch(() => 0);
  await marked().evaluate((e) => (e as HTMLElement).click()).catch(() => {});
  // a tap navigates at once, or after the request it makes: wait for the URL or for the API to go quiet
  const until = Date.now() + 10_000; // only while its requests are in flight: a busy machine answers late
  await page.waitForTimeout(120);
  while (page.url() === here && busy() && Date.now() < until) await page.waitForTimeout(50);
  // a tap whose navigation comes a moment late (the router's push after its work, on a loaded CI run):
  // watched for a little longer before the tap is taken to lead nowhere
  for (const late = Date.now() + 600; page.url() === here && Date.now() < late; ) await page.waitForTimeout(50);
  while (page.url() === here && busy() && Date.now() < until) await page.waitForTimeout(50);
  const now = page.url();
  if (now === here) {
    // a sheet or dialog opened in place: close it by drawing the screen anew
    if (await page.locator('[role=dialog]:visible, [aria-modal=true]:visible').count()) {
      await reopen(page, here);
      await markControls(page);
    }
    return '';
  }
  const pushed = (await page.evaluate(() => history.length).catch(() => 0)) > length;
  if (pushed && new URL(now).origin === new URL(here).origin) {
    // back in the app's history: the router shows the screen it kept (marks and all), no reload
    await page.evaluate(() => history.back()).catch(() => {});
    const back = Date.now() + 3_000;
    while (page.url() !== here && Date.now() < back) await page.waitForTimeout(50);
  }
  if (page.url() !== here) {
    await reopen(page, here);
    await markControls(page);
  }
  return now;
}
