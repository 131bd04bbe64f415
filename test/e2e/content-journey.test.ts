/**
 * Issue 18 end to end: staff write and publish an article and a first-screen advert in the console
 * (text, an uploaded picture, a link); a visitor sees the advert once, opens the article from the list,
 * and the article's shared link carries its title and picture in the HTML itself.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { JSDOM } from 'jsdom';
import { journeyServer, loginOnPage, mobileContext, type RunningServer } from './harness';

jest.setTimeout(240_000);

const ROOT = join(__dirname, '..', '..');
const STAFF = '13955551801';
const TITLE = '住院押金不够怎么办？三步申请绿色通道';
const AD_TITLE = '本周筹款顾问在线答疑';
let server: RunningServer;
let browser: Browser;
let dataDir: string;

journeyServer({}, (j) => ({ server, browser, dataDir } = j));

async function picture(page: Page, color: string) {
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: color } }).png().toBuffer();
  await page.getByTestId('content-image').locator('input[type=file]').setInputFiles({ name: 'pic.png', mimeType: 'image/png', buffer: png });
  await page.getByTestId('content-image').getByTestId('upload-item').waitFor();
}

async function saveAndPublish(page: Page, title: string) {
  await page.getByTestId('content-save').click();
  const item = page.getByTestId('content-item').filter({ hasText: title });
  await item.getByTestId('content-item-status').filter({ hasText: '草稿' }).waitFor();
  await item.getByTestId('content-publish').click();
  await item.getByTestId('content-item-status').filter({ hasText: '已发布' }).waitFor();
}

test('staff publish an article and a first-screen advert; a visitor sees the advert once and opens the article', async () => {
  execFileSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/staff.mjs', 'grant', STAFF], {
    cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: 'pipe',
  });
  const staffCtx = await mobileContext(browser);
  const page = await staffCtx.newPage();
  await page.goto(`${server.baseUrl}/staff/content`);
  await page.waitForURL(/\/login\?/);
  await loginOnPage(page, server, STAFF);
  await page.waitForURL(/\/staff\/content$/);
  await page.getByTestId('content-form').waitFor();

  // An outside link is refused with the server's reason; a page of ours is accepted.
  await page.getByTestId('content-title').fill(TITLE);
  await page.getByTestId('content-summary').fill('急诊、重症患者可以申请优先审核，本文说明条件和步骤。');
  await page.getByTestId('content-body').fill('第一步：联系筹款顾问。\n\n第二步：上传病危通知书。\n\n第三步：等待优先审核。');
  await picture(page, '#2e7d32');
  await page.getByTestId('content-link-url').fill('https://evil.example.com/x');
  await page.getByTestId('content-save').click();
  await page.getByTestId('content-error').filter({ hasText: '链接不在允许的站点列表中' }).waitFor();
  await page.getByTestId('content-link-url').fill('/cf/activity/green-path');
  await saveAndPublish(page, TITLE);

  await page.getByTestId('content-kind-advert').click();
  await page.getByTestId('content-slug').fill('firstScreen');
  await page.getByTestId('content-title').fill(AD_TITLE);
  await picture(page, '#ef6c00');
  await page.getByTestId('content-link-url').fill('/cf/consultant');
  await saveAndPublish(page, AD_TITLE);
  await staffCtx.close();

  // A visitor: the advert once, then straight on to the list.
  const visitor = await mobileContext(browser);
  const v = await visitor.newPage();
  await v.goto(`${server.baseUrl}/cf/firstScreenAdPage`);
  await v.getByTestId('first-screen-ad').filter({ hasText: AD_TITLE }).waitFor();
  await v.getByTestId('first-screen-ad-skip').click();
  await v.waitForURL(/\/cf\/common\/list$/);
  await v.goto(`${server.baseUrl}/cf/firstScreenAdPage`);
  await v.waitForURL(/\/cf\/common\/list$/);
  expect(await v.getByTestId('first-screen-ad').count()).toBe(0);

  // The article, newest in the list, opens from its card.
  await v.goto(`${server.baseUrl}/cf/article/list`);
  const card = v.getByTestId('article-card').first();
  await card.getByTestId('article-card-title').filter({ hasText: TITLE }).waitFor();
  await card.click();
  await v.waitForURL(/\/cf\/article\/articleMiddlePage\/[^/]+$/);
  await v.locator('#app [data-testid="article-title"]').filter({ hasText: TITLE }).waitFor();
  const articleUrl = v.url();
  await visitor.close();

  // The shared link's HTML (no script run) carries the title and the picture.
  const html = await (await fetch(articleUrl)).text();
  const doc = new JSDOM(html).window.document;
  expect(doc.title).toBe(TITLE);
  const og = (p: string) => doc.querySelector(`meta[property="${p}"]`)?.getAttribute('content') ?? '';
  expect(og('og:title')).toBe(TITLE);
  // the first screen is the article itself, rendered on the server from the same view
  expect(doc.getElementById('cf-ssr')?.querySelector('[data-testid="article-title"]')?.textContent).toBe(TITLE);
  const id = articleUrl.split('/').pop()!;
  const api = await (await fetch(`${server.baseUrl}/api/cf/content/article/get`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id }) })).json();
  expect(api.data.imageUrl).toMatch(/^http/);
  expect(og('og:image')).toBe(api.data.imageUrl);
  const img = await fetch(og('og:image'));
  expect(img.status).toBe(200);
  expect(img.headers.get('content-type')).toMatch(/^image\//);
});
