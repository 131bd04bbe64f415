/**
 * Growth end to end on the built H5 app and the real server: a fundraiser opens the share poster and
 * the QR code in the picture decodes to the case's URL with the share source; a user registers for
 * raise help, a staff member takes the lead in the console and marks it 已回访, and the user's success
 * page then shows 已回访 with the adviser. Screenshots: /tmp/growth-poster.png, /tmp/growth-staff-leads.png,
 * /tmp/growth-lead-success.png.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { decodeQr } from '../../server/test/support/qr-decode';
import { journeyServer, loginOnPage, mobileContext, type RunningServer, waitFor } from './harness';
import { apiLogin as sessionOf } from './money-harness';

jest.setTimeout(240_000);

const ROOT = join(__dirname, '..', '..');
const OWNER = '13900000000'; // the seeded owner of 妻子乳腺癌术后化疗
const ASKER = '13966660002';
const STAFF = '13966660003';
let server: RunningServer;
let browser: Browser;
let dataDir: string;

journeyServer({}, (j) => ({ server, browser, dataDir } = j));

/** The session cookie of a phone logged in through the API (money-harness apiLogin). */
const apiLogin = async (phone: string): Promise<string> => (await sessionOf(server, phone)).cookie;

async function cookiesFor(phone: string) {
  const cookie = await apiLogin(phone);
  return cookie.split('; ').map((kv) => {
    const i = kv.indexOf('=');
    return { name: kv.slice(0, i), value: kv.slice(i + 1), url: server.baseUrl };
  });
}

test('the fundraiser opens the share poster; its QR code decodes to the case URL', async () => {
  // the seeded case of the fundraiser with the mobile OWNER
  const ctx = await mobileContext(browser);
  await ctx.addCookies(await cookiesFor(OWNER));
  const list = await (await fetch(`${server.baseUrl}/api/cf/v4/case/list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ listType: 'common', size: 50 }) })).json();
  const infoUuid = (list.data.list as Array<{ infoUuid: string; title: string }>).find((c) => c.title.startsWith('妻子乳腺癌'))!.infoUuid;
  const page = await ctx.newPage();
  await page.goto(`${server.baseUrl}/cf/activity/qrcode-share/${infoUuid}`);
  const img = page.locator('[data-testid="poster-image"] img, img[data-testid="poster-image"]').first();
  const src = await waitFor(async () => ((await img.count()) ? img.getAttribute('src') : null), 60_000, 'the poster image');
  await waitFor(async () => ((await img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)) ? true : null), 60_000, 'the poster to load');
  await page.getByTestId('poster-change').waitFor({ timeout: 30_000 });
  await page.screenshot({ path: '/tmp/growth-poster.png', fullPage: false });
  const png = Buffer.from(await (await fetch(new URL(src!, server.baseUrl))).arrayBuffer());
  const decoded = await decodeQr(png);
  expect(decoded).not.toBeNull();
  const url = new URL(decoded!);
  expect(url.pathname).toBe(`/cf/contribute/${infoUuid}`);
  expect(url.searchParams.get('shareSource')).toBe('poster');
  await ctx.close();
});

test('a raise-help registration lands in the staff queue; staff mark it 已回访 and the user sees it', async () => {
  const user = await mobileContext(browser);
  const page = await user.newPage();
  await page.goto(`${server.baseUrl}/login?redirectUrl=${encodeURIComponent('/cf/activity/raise-regist')}`);
  await loginOnPage(page, server, ASKER);
  await page.waitForURL(/raise-regist/, { timeout: 60_000 });
  const fill = async (id: string, text: string) => page.locator(`[data-testid="${id}"] input, input[data-testid="${id}"], [data-testid="${id}"] textarea, textarea[data-testid="${id}"]`).first().fill(text);
  await fill('lead-name', '赵志刚');
  await fill('lead-phone', '13966661234');
  await fill('lead-city', '湖北武汉');
  await fill('lead-note', '母亲尿毒症，需要长期透析');
  await page.getByTestId('lead-submit').click();
  await page.waitForURL(/raise-regist-success/, { timeout: 60_000 });
  await waitFor(async () => ((await page.getByTestId('lead-status').textContent().catch(() => null)) === '待回访' ? true : null), 60_000, '待回访');

  execFileSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/staff.mjs', 'grant', STAFF], {
    cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: 'pipe',
  });
  const staffCtx = await mobileContext(browser);
  await staffCtx.addCookies(await cookiesFor(STAFF));
  const console = await staffCtx.newPage();
  await console.setViewportSize({ width: 1024, height: 900 });
  await console.goto(`${server.baseUrl}/staff/leads`);
  const card = console.locator('[data-testid="staff-queue-item"]', { hasText: '赵志刚' }).first();
  await card.waitFor({ timeout: 60_000 });
  await console.screenshot({ path: '/tmp/growth-staff-leads.png', fullPage: false });
  await card.getByTestId('staff-lead-claim').click();
  await waitFor(async () => ((await card.getByTestId('staff-lead-owner').textContent())?.includes('未分配') ? null : true), 30_000, 'the owner');
  await card.locator('[data-testid="staff-lead-note"] input, input[data-testid="staff-lead-note"]').first().fill('已电话联系，指导准备材料');
  await card.getByTestId('staff-lead-move-called').click();
  await waitFor(async () => ((await card.getAttribute('data-status')) === 'called' ? true : null), 30_000, 'the lead to be called');
  await staffCtx.close();

  await page.getByTestId('lead-refresh').click();
  await waitFor(async () => ((await page.getByTestId('lead-status').textContent()) === '已回访' ? true : null), 30_000, '已回访');
  expect(await page.getByTestId('lead-adviser').textContent()).toContain('筹款顾问');
  await page.screenshot({ path: '/tmp/growth-lead-success.png', fullPage: false });
  await user.close();
});
