/**
 * Issue 7 end to end: a fundraiser uploads images (one private) and submits a case through the API;
 * a staff member logs in on H5, finds it in the BASE_AUDIT queue, opens the case file (the private
 * image loads for staff), rejects the base info with a reason and approves the material. A user
 * without the staff role gets 无权访问 and cannot read the private image.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { journeyServer, loginOnPage, mobileContext, type RunningServer, waitFor } from './harness';
import { apiLogin as sessionOf, withDb } from './money-harness';

jest.setTimeout(180_000);

const ROOT = join(__dirname, '..', '..');
const OWNER = '13955550001';
const STAFF = '13955550002';
let server: RunningServer;
let browser: Browser;
let dataDir: string;

journeyServer({}, (j) => ({ server, browser, dataDir } = j));

/** The session cookie of a phone logged in through the API (money-harness apiLogin). */
const apiLogin = async (phone: string): Promise<string> => (await sessionOf(server, phone)).cookie;

async function call(cookie: string, path: string, body: unknown) {
  const res = await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  const json = await res.json();
  if (json.code !== 0) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json.data;
}

async function upload(cookie: string, kind: string, color: string) {
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: color } }).png().toBuffer();
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${kind}.png`);
  const res = await fetch(`${server.baseUrl}/api/upload`, { method: 'POST', body: form, headers: { cookie } });
  const json = await res.json();
  expect(json.code).toBe(0);
  return json.data as { fileId: string; url: string; private: boolean };
}

test('staff review a submitted case on H5; others are kept out', async () => {
  const owner = await apiLogin(OWNER);
  const cover = await upload(owner, 'cover', '#4a9');
  const medical = await upload(owner, 'medical', '#c84');
  expect(medical.private).toBe(true);
  const { infoUuid } = await call(owner, '/api/cf/v4/add-or-update-base-info', {
    raiseType: 0, title: '急需救助：女儿白血病治疗', targetAmount: 30_000_000, coverUrl: cover.url,
    content: '我的女儿今年5岁，上个月确诊急性淋巴细胞白血病，需要化疗和骨髓移植，恳请好心人帮帮我们。',
  });
  await call(owner, '/api/cf/v4/material-info', { infoUuid, save: { medicalUrls: [medical.url], patientPhotos: [] } });
  await call(owner, '/api/cf/v4/submit-for-review', { infoUuid });
  execFileSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/staff.mjs', 'grant', STAFF], {
    cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: 'pipe',
  });

  const context = await mobileContext(browser);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/staff`);
  await page.waitForURL(/\/login\?/);
  await loginOnPage(page, server, STAFF);
  await page.waitForURL(/\/staff$/);
  const card = page.locator('[data-testid="staff-queue-card"][data-audit-type="0"]');
  // this case, and the raise the demo seeds waiting for review (seed/review.ts)
  const inReview = withDb(dataDir, (db) => (db.prepare("select count(distinct info_uuid) as n from case_sections where section = 'base' and status = 4").get() as { n: number }).n);
  expect(inReview).toBe(2);
  await waitFor(async () => ((await card.getByTestId('staff-queue-count').textContent()) === String(inReview) ? true : null), 15_000, 'queue count');
  await card.click();
  await page.waitForURL(/\/staff\/queue\/0$/);
  await page.getByTestId('staff-queue-item').filter({ hasText: '急需救助' }).click();
  await page.waitForURL(new RegExp(`/staff/case/${infoUuid}$`));
  await page.getByTestId('staff-case-title').waitFor();

  // The private medical paper is shown to staff through its guarded URL.
  const privateImg = page.locator(`[data-section="material"] img[src*="/api/upload/private/${medical.fileId}"]`);
  await waitFor(async () => ((await privateImg.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))) > 0 ? true : null), 15_000, 'private image');

  const base = page.locator('[data-testid="staff-section"][data-section="base"]');
  await base.getByTestId('staff-reject').click();
  await base.getByTestId('staff-review-error').filter({ hasText: '请填写驳回原因' }).waitFor();
  await base.getByTestId('staff-reject-reason').fill('标题与病情描述不符，请修改');
  await base.getByTestId('staff-reject').click();
  await page.locator('[data-testid="staff-section"][data-section="base"][data-status="3"]').waitFor();
  const material = page.locator('[data-testid="staff-section"][data-section="material"]');
  await material.getByTestId('staff-approve').click();
  await page.locator('[data-testid="staff-section"][data-section="material"][data-status="2"]').waitFor();

  const staffCookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const log = await call(staffCookie, '/api/staff/audit-log/list', { infoUuid });
  expect(log.list.map((r: { action: string }) => r.action)).toEqual(expect.arrayContaining(['section.reject', 'section.approve']));
  expect(log.list.find((r: { action: string }) => r.action === 'section.reject').reason).toBe('标题与病情描述不符，请修改');
  await context.close();

  // The fundraiser is not staff: the console says so, and another user cannot read the private file.
  const other = await mobileContext(browser);
  await other.addCookies(owner.split('; ').map((kv) => ({ name: kv.split('=')[0], value: kv.split('=').slice(1).join('='), url: server.baseUrl })));
  const p2 = await other.newPage();
  await p2.goto(`${server.baseUrl}/staff`);
  await p2.getByTestId('staff-denied').filter({ hasText: '无权访问' }).waitFor();
  await other.close();
  const stranger = await apiLogin('13955550003');
  expect((await fetch(`${server.baseUrl}${medical.url}`, { headers: { cookie: stranger } })).status).toBe(404);
  expect((await fetch(`${server.baseUrl}${medical.url}`)).status).toBe(401);
});
