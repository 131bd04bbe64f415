// Looks at pages as a phone user would: `node scripts/screenshot.mjs http://localhost:3000/login out.png [...]`
// (pairs of URL and PNG path). Uses Debian's Chromium through playwright-core.
import { chromium } from 'playwright-core';

const pairs = process.argv.slice(2);
if (pairs.length < 2 || pairs.length % 2) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [<url> <out.png> ...]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'zh-CN' });
for (let i = 0; i < pairs.length; i += 2) {
  const page = await ctx.newPage();
  const res = await page.goto(pairs[i], { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await page.screenshot({ path: pairs[i + 1], fullPage: false });
  console.log(`${res?.status()} ${page.url()} -> ${pairs[i + 1]}`);
  await page.close();
}
await browser.close();
