/**
 * The trust journey in Chromium against the real server and the H5 build (build dist/h5 first):
 * the demo owner (13900000000) opens the fundraiser centre and sees the to-do list, posts progress
 * with a real PNG through upload-input; staff approve it through the staff API and it shows on the
 * case page; a second user verifies the case as a friend and the counters move; the owner applies
 * for a public discussion, staff approve it and the verifier votes; a third user reports the case and
 * staff see the report in the staff API; a donation notifies the owner and the notification's landing URL opens
 * the case. Set TRUST_SHOTS=<dir> to keep screenshots of each screen.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import { journeyServer, loginOnPage, mobileContext, type RunningServer, waitFor } from './harness';

jest.setTimeout(240_000);

const ROOT = join(__dirname, '..', '..');
const OWNER = '13900000000';
const FRIEND = '13700000001';
const REPORTER = '13700000002';
const STAFF = '13700000009';
const PROGRESS_TEXT = `第二次化疗已经完成，血象正在恢复，感谢大家的帮助 ${Date.now() % 100000}`;
const REPORT_TEXT = `患者家里有两套房，筹款说明没有写 ${Date.now() % 100000}`;

let server: RunningServer;
let browser: Browser;
let dataDir: string;
let png: Buffer;
let infoUuid = '';
/** The owner's page of the first test (a second login within a minute would hit the per-phone SMS limit). */
let ownerPage: Page | null = null;

journeyServer({}, (j) => ({ server, browser, dataDir } = j));

beforeAll(async () => {
  png = await sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 200, g: 90, b: 60 } } }).png().toBuffer();
});

type Call = <T>(path: string, body?: unknown) => Promise<{ code: number; msg: string; data: T }>;

/** An API client over one session cookie ('' for a visitor). */
function apiWith(initialCookie: string): Call {
  let cookie = initialCookie;
  return async <T>(path: string, body: unknown = {}) => {
    const res = await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
    for (const c of res.headers.getSetCookie()) if (c.startsWith('cf_session=')) cookie = c.split(';')[0];
    return (await res.json()) as { code: number; msg: string; data: T };
  };
}

/** The API as the user logged in on this page (its session cookie). */
async function apiOfPage(page: Page): Promise<Call> {
  const session = (await page.context().cookies()).find((c) => c.name === 'cf_session');
  expect(session).toBeTruthy();
  return apiWith(`cf_session=${session!.value}`);
}

/** A logged-in API client (cookie jar of one session) for the staff steps. */
async function apiAs(phone: string) {
  const call = apiWith('');
  const since = server.output().length;
  await call('/api/useraccount/sendVerifyCode', { mobile: phone });
  const code = await server.smsCode(phone, since);
  const login = await call('/api/account/v3/login-with-mobile', { mobile: phone, verifyCode: code });
  expect(login.code).toBe(0);
  return call;
}

async function shot(page: Page, name: string) {
  if (!process.env.TRUST_SHOTS) return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(process.env.TRUST_SHOTS, `${name}.png`), fullPage: true });
}

/** The page of a route once it alone is on screen (Taro keeps the page it leaves in the DOM while the next slides in). */
async function screen(page: Page, route: string): Promise<Locator> {
  const el = page.locator(`.taro_page.taro_page_stationed [data-route="${route}"]`).last();
  await el.waitFor({ timeout: 20_000 });
  await waitFor(async () => ((await page.locator('.taro_page:not(.taro_page_shade)').count()) === 1 ? true : null), 10_000, `${route} alone on screen`);
  return el;
}

const field = (scr: Locator, testId: string) => scr.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"], textarea[data-testid="${testId}"]`).first();

async function loggedInPage(phone: string, path: string): Promise<Page> {
  const context = await mobileContext(browser);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/login?redirectUrl=${encodeURIComponent(path)}`);
  await loginOnPage(page, server, phone);
  await page.waitForURL((u) => `${u.pathname}${u.search}` === path, { timeout: 20_000 });
  return page;
}

test('owner centre and progress, staff approval, a friend verification, a discussion vote and a report', async () => {
  // ---- find the demo owner's case (the seed gives it a random id)
  const list = await fetch(`${server.baseUrl}/api/cf/v4/case/list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ listType: 'common', size: 50 }) });
  const cases = ((await list.json()) as { data: { list: { infoUuid: string; title: string }[] } }).data.list;
  infoUuid = cases.find((c) => c.title.startsWith('妻子乳腺癌'))?.infoUuid ?? '';
  expect(infoUuid).not.toBe('');

  // ---- the owner opens the centre: numbers and the to-do list
  const owner = await loggedInPage(OWNER, `/cf/contribute/fundraiser-center/${infoUuid}`);
  let scr = await screen(owner, 'fundraiserCenter');
  await scr.getByTestId('fc-todo-item').first().waitFor();
  expect(await scr.getByTestId('fc-todo-item').count()).toBeGreaterThanOrEqual(2);
  expect(await scr.getByTestId('fc-raised').textContent()).toMatch(/\d/);
  await shot(owner, '01-fundraiser-center');

  // ---- a to-do opens its screen: post progress with a real PNG
  await scr.locator('[data-testid="fc-todo-item"][data-kind="post_progress"]').click();
  scr = await screen(owner, 'publishProgress');
  await scr.getByTestId('progress-submit').click();
  const empty = scr.getByTestId('progress-error');
  await empty.waitFor();
  expect(await empty.getAttribute('role')).toBe('alert');
  expect((await empty.textContent())?.trim()).toBe('请填写动态内容');
  await field(scr, 'progress-text').fill(PROGRESS_TEXT);
  await scr.getByTestId('upload-input').setInputFiles({ name: 'ct.png', mimeType: 'image/png', buffer: png });
  await waitFor(async () => ((await scr.getByTestId('upload-item').count()) === 1 ? true : null), 15_000, 'progress photo upload');
  await shot(owner, '02-publish-progress');
  await scr.getByTestId('progress-submit').click();
  scr = await screen(owner, 'publishSuccess');
  await scr.getByTestId('publish-success-audit').click();
  scr = await screen(owner, 'publishDynamicAudit');
  await scr.locator('[data-testid="dynamic-item"][data-status="pending"]').filter({ hasText: PROGRESS_TEXT }).waitFor();

  // ---- staff approve it through the staff API; it shows on the case page with its photo
  await promisify(execFile)(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/staff.mjs', 'grant', STAFF], {
    cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  const staff = await apiAs(STAFF);
  const queue = await staff<{ list: { id: string; content: string; infoUuid: string }[] }>('/api/staff/progress/queue', { size: 50 });
  expect(queue.code).toBe(0);
  const pending = queue.data.list.find((p) => p.content === PROGRESS_TEXT);
  expect(pending?.infoUuid).toBe(infoUuid);
  expect((await staff('/api/staff/progress/approve', { id: pending!.id })).code).toBe(0);
  await owner.goto(`${server.baseUrl}/cf/contribute/${infoUuid}`);
  const post = owner.getByTestId('progress-item').filter({ hasText: PROGRESS_TEXT });
  await post.waitFor({ timeout: 20_000 });
  expect(await post.locator('img').count()).toBeGreaterThanOrEqual(1);

  // ---- a second user verifies as a friend: the counters move
  const before = await apiWith('')<{ friendsVerificationCount: number; count: number }>('/api/cf/v4/verification/count', { infoUuid });
  const friend = await loggedInPage(FRIEND, `/cf/prove/add?infoUuid=${infoUuid}`);
  scr = await screen(friend, 'proveAdd');
  await scr.getByTestId('prove-submit').click();
  const wordsErr = scr.getByTestId('prove-words-error');
  await wordsErr.waitFor();
  expect((await wordsErr.textContent())?.trim()).toBe('请填写证实内容');
  await scr.getByTestId('prove-kind-friend').click();
  await scr.getByTestId('prove-relation-colleague').click();
  await field(scr, 'prove-words').fill('我是患者丈夫的同事，知道她今年确诊后一直在复旦肿瘤医院治疗，情况属实。');
  await shot(friend, '03-prove-add');
  await scr.getByTestId('prove-submit').click();
  scr = await screen(friend, 'proveSuccess');
  await shot(friend, '04-prove-success');
  await scr.getByTestId('prove-success-list').click();
  scr = await screen(friend, 'proveList');
  await scr.getByTestId('prove-item').filter({ hasText: '我是患者丈夫的同事' }).waitFor();
  expect(Number(await scr.getByTestId('prove-count-friend').textContent())).toBe(before.data.friendsVerificationCount + 1);
  expect(Number(await scr.getByTestId('prove-count-total').textContent())).toBe(before.data.count + 1);
  await shot(friend, '05-prove-list');

  // ...who also follows the progress posts; the owner's centre counts the follower
  await friend.goto(`${server.baseUrl}/cf/contribute/progress/${infoUuid}`);
  scr = await screen(friend, 'progressList');
  const follow = scr.getByTestId('progress-follow');
  await waitFor(async () => ((await follow.textContent())?.includes('关注动态') ? true : null), 10_000, 'follow button');
  await follow.click();
  await waitFor(async () => ((await follow.getAttribute('data-following')) === 'true' ? true : null), 10_000, 'following');
  expect(await follow.textContent()).toContain('已关注');

  // ...and the owner sees it in friend-prove management
  await owner.goto(`${server.baseUrl}/cf/contribute/fundraiser-center/friend-prove/${infoUuid}`);
  scr = await screen(owner, 'friendProve');
  await scr.getByTestId('prove-item').filter({ hasText: '我是患者丈夫的同事' }).waitFor();
  await shot(owner, '06-friend-prove');
  await owner.goto(`${server.baseUrl}/cf/contribute/fundraiser-center/${infoUuid}`);
  scr = await screen(owner, 'fundraiserCenter');
  await waitFor(async () => ((await scr.getByTestId('fc-followers').textContent())?.startsWith('1') ? true : null), 10_000, 'follower counted');
  // the owner's notifications (the new verification, the approved post) open their landing pages
  await scr.getByTestId('notification-item').first().waitFor({ timeout: 10_000 });
  await shot(owner, '06a-centre-notifications');
  await owner.goto(`${server.baseUrl}/cf/contribute/fundraiser-center/doctor-prove/${infoUuid}`);
  scr = await screen(owner, 'doctorProve');
  await scr.getByTestId('prove-invite-link').waitFor();
  expect(await scr.getByTestId('prove-invite-link').textContent()).toContain('kind=doctor');
  await shot(owner, '06b-doctor-prove');

  // ---- public discussion: the owner applies, staff approve, the verifier votes and the counts move
  await owner.goto(`${server.baseUrl}/cf/discussion/application/${infoUuid}`);
  scr = await screen(owner, 'discussionApplication');
  await scr.getByTestId('discussion-status').waitFor();
  await scr.getByTestId('discussion-apply').click();
  await scr.getByTestId('discussion-error').waitFor();
  expect((await scr.getByTestId('discussion-error').textContent())?.trim()).toBe('请填写申请公议的理由');
  await field(scr, 'discussion-apply-text').fill('有人问化疗费用是否已经由医保报销，请大家评议。');
  await shot(owner, '06c-discussion-application');
  await scr.getByTestId('discussion-apply').click();
  await waitFor(async () => ((await scr.getByTestId('discussion-status').textContent())?.includes('审核中') ? true : null), 10_000, 'discussion applied');
  const ownerApi = await apiOfPage(owner);
  ownerPage = owner;
  expect((await ownerApi<{ status: number }>('/api/cf-risk/discussion/get', { infoUuid })).data.status).toBe(2);
  expect((await staff('/api/staff/discussion/approve', { infoUuid })).code).toBe(0);
  await friend.goto(`${server.baseUrl}/cf/discussion/detail/${infoUuid}`);
  scr = await screen(friend, 'discussionDetail');
  await scr.locator('[data-testid="discussion-vote"][data-choice="support"]').click();
  await waitFor(async () => ((await scr.getByTestId('discussion-result-total').textContent())?.includes('共1人投票') ? true : null), 10_000, 'vote counted');
  expect(await scr.getByTestId('discussion-result-support').textContent()).toContain('1票');
  await shot(friend, '07-discussion-detail');

  // ---- a third user reports the case; staff see it in the staff API
  const reporter = await loggedInPage(REPORTER, `/cf/account/report/${infoUuid}`);
  scr = await screen(reporter, 'accountReport');
  await scr.getByTestId('report-submit').click();
  const reasonErr = scr.getByTestId('report-error');
  await reasonErr.waitFor();
  expect((await reasonErr.textContent())?.trim()).toBe('请选择举报原因');
  await scr.getByTestId('report-reason-fake').click();
  await field(scr, 'report-words').fill(REPORT_TEXT);
  await scr.getByTestId('upload-input').setInputFiles({ name: 'evidence.png', mimeType: 'image/png', buffer: png });
  await waitFor(async () => ((await scr.getByTestId('upload-item').count()) === 1 ? true : null), 15_000, 'evidence upload');
  await scr.getByTestId('report-submit').click();
  await scr.getByTestId('report-sent').waitFor();
  await scr.getByTestId('my-report-item').filter({ hasText: REPORT_TEXT }).waitFor();
  await shot(reporter, '08-report-sent');
  const reports = await staff<{ list: { reportId: string; infoUuid: string; content: string; reason: string; imageUrls: string[] }[] }>('/api/staff/reports/queue', { size: 50 });
  expect(reports.code).toBe(0);
  const mine = reports.data.list.find((r) => r.content === REPORT_TEXT);
  expect(mine).toMatchObject({ infoUuid, reason: '信息虚假' });
  expect(mine!.imageUrls).toHaveLength(1);
});

test('a message landing page never leaves the site, whatever it is given', async () => {
  const context = await mobileContext(browser);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/cf/wxmessage/jump?infoUuid=${encodeURIComponent('//evil.com')}&url=https://evil.com`);
  await page.waitForURL((u) => u.pathname === '/cf/common/list', { timeout: 20_000 });
  expect(new URL(page.url()).host).toBe(new URL(server.baseUrl).host);
  if (infoUuid) {
    await page.goto(`${server.baseUrl}/cf/wxmessage/progress?infoUuid=${infoUuid}`);
    await page.waitForURL((u) => u.pathname === `/cf/contribute/progress/${infoUuid}`, { timeout: 20_000 });
  }
  await context.close();
});

test("a donation notifies the owner, and the notification's landing URL opens the case", async () => {
  expect(infoUuid).not.toBe('');
  const donor = await apiAs('13700000003');
  const order = await donor<{ orderId: string }>('/api/cf/v41/order/add', {
    infoUuid, amount: 1500, anonymous: false, platform: 8, idempotencyKey: `e2e-notify-${Date.now()}`,
  });
  expect(order.code).toBe(0);
  expect((await donor('/api/pay/sandbox/confirm', { orderId: order.data.orderId, action: 'pay' })).code).toBe(0);

  expect(ownerPage).not.toBeNull();
  const owner = ownerPage!;
  const ownerApi = await apiOfPage(owner);
  type Msg = { kind: string; infoUuid: string; landingUrl: string };
  const note = await waitFor(async () => {
    const res = await ownerApi<{ list: Msg[] }>('/api/cf/v4/message/list', { size: 50 });
    return res.data.list.find((m) => (m.kind === 'donation' || m.kind === 'big_donation') && m.infoUuid === infoUuid) ?? null;
  }, 10_000, 'donation notification');
  // an internal path, never another site
  expect(note.landingUrl.startsWith('/') && !note.landingUrl.startsWith('//')).toBe(true);
  await owner.goto(`${server.baseUrl}${note.landingUrl}`);
  await owner.waitForURL((u) => new RegExp(`^/cf/(contribute|detail)/${infoUuid}$`).test(u.pathname), { timeout: 20_000 });
  await owner.getByTestId('case-title').first().waitFor({ timeout: 20_000 });
});
