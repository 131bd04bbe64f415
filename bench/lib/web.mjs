// H5 figures in Debian's Chromium: the JS/CSS loaded before first render (raw and gzipped) and
// the case page's LCP / TBT / CLS under Lighthouse's mobile settings (median of N loads).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const LOADS = Number(process.env.BENCH_LOADS || 5);

// Collected in the page from the first byte on: paints, LCP candidates, layout shifts, long tasks.
const OBSERVE = () => {
  const w = window;
  w.__perf = { lcp: 0, cls: 0, longTasks: [] };
  new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.__perf.lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => { if (!e.hadRecentInput) w.__perf.cls += e.value; })).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => w.__perf.longTasks.push([e.startTime, e.duration]))).observe({ type: 'longtask', buffered: true });
};

export async function withBrowser(fn) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ARGS });
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

const mobile = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36' };

/** JS and CSS requested before first contentful paint, with raw and gzipped byte counts. */
export async function firstRenderAssets(browser, url) {
  const ctx = await browser.newContext(mobile);
  const page = await ctx.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const { entries, htmlBytes } = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    return {
      entries: performance.getEntriesByType('resource')
        .filter((e) => e.startTime < fcp && /\.(js|css)(\?|$)/.test(e.name))
        .map((e) => e.name),
      // the document as sent (compressed): on server-rendered pages it carries the first screen and its CSS
      htmlBytes: performance.getEntriesByType('navigation')[0]?.encodedBodySize ?? 0,
    };
  });
  let raw = 0;
  let gz = 0;
  const files = [];
  for (const name of entries) {
    const body = Buffer.from(await (await fetch(name)).arrayBuffer());
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
    files.push(new URL(name).pathname);
  }
  await ctx.close();
  return { files: files.length, rawKB: +(raw / 1024).toFixed(1), gzipKB: +(gz / 1024).toFixed(1), htmlKB: +(htmlBytes / 1024).toFixed(1) };
}

async function vitalsOnce(browser, url) {
  const ctx = await browser.newContext(mobile);
  const page = await ctx.newPage();
  await page.addInitScript(OBSERVE);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
  await page.waitForTimeout(1500); // let late layout shifts and long tasks report (not an assertion)
  const perf = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const p = window.__perf;
    const tbt = p.longTasks.filter(([s]) => s >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    return { fcp, lcp: p.lcp, tbt, cls: p.cls };
  });
  await ctx.close();
  return perf;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export async function casePageVitals(browser, url) {
  const runs = [];
  for (let i = 0; i < LOADS; i++) runs.push(await vitalsOnce(browser, url));
  return {
    loads: runs.length,
    fcpMs: Math.round(median(runs.map((r) => r.fcp))),
    lcpMs: Math.round(median(runs.map((r) => r.lcp))),
    tbtMs: Math.round(median(runs.map((r) => r.tbt))),
    cls: +median(runs.map((r) => r.cls)).toFixed(4),
  };
}
