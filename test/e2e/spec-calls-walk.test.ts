/**
 * Issue 29, the rest, in Chromium on the real server, its demo data and the H5 build: each screen that took up
 * one of the spec's calls shows that call's answer (asked of the same server with the same session):
 * the publicity page's visits (uv/get), the group-help ladders (bonfire task-list), the certificate's record
 * (certificate/get-info), the goods page's gear list and an item's detail (gear get-list, gear get), the
 * verification list's medical staff (medical-count), the discussion detail (frame/bc/detail), 帮TA转发 (is-share,
 * help-list, ab-test-status), the donor wall's counts (order/count, count-ds), the fundraiser's comments
 * (comment/get, get-v1), 配捐详情 (subsidy/get-case-info), someone's monthly report (get-public-user-info),
 * 我的捐款 (user portrait) and the account deletion's phone check (check-verify-code).
 * E2E_SHOTS=<dir> keeps screenshots (spec-*.png).
 */
import type { Browser, Page } from 'playwright-core';
import { journeyServer, type RunningServer, shooter, waitFor } from './harness';
import { apiLogin, field, grantStaff, pageAs, screen, withDb, type Session } from './money-harness';
import { formatFen, formatFenPlain } from '../../src/lib/money';
import { donatableCases } from '../support/seeded-cases';

jest.setTimeout(300_000);

const OWNER = '13900000000';
/** demo-donor-1 of the seed: gifts, the certificate, red packets */
const DONOR = '13500001000';

let server: RunningServer;
let browser: Browser;
let dataDir: string;
// a second code to the phone that just logged in (the deletion's check) without the resend wait
journeyServer({ RECONCILE_INTERVAL_SECONDS: '0', SMS_PER_PHONE_SECONDS: '0' }, (j) => ({ server, browser, dataDir } = j));
const shot = shooter('spec');

const one = <T>(sql: string, ...args: unknown[]): T => withDb(dataDir, (db) => db.prepare(sql).get(...args) as T);
/** 元 as the screens write them (the one formatter) */
const yuan = formatFenPlain;

let donor: Session;
let owner: Session;
let donorPage: Page;
let ownerPage: Page;

beforeAll(async () => {
  donor = await apiLogin(server, DONOR);
  owner = await apiLogin(server, OWNER);
  donorPage = await pageAs(browser, server, donor);
  ownerPage = await pageAs(browser, server, owner);
});
afterAll(async () => {
  await donorPage?.context().close();
  await ownerPage?.context().close();
});

test('the publicity page counts the visit and shows 浏览 今日/累计 (uv/get)', async () => {
  await donorPage.goto(`${server.baseUrl}/cf/publicity-page`);
  const pub = await screen(donorPage, 'publicityPage');
  const line = pub.getByTestId('publicity-views');
  await line.waitFor({ timeout: 20_000 });
  const uv = await donor.call<{ uv: number; todayUv: number }>('/api/frame/uv/get', { page: '/cf/publicity-page' });
  expect(uv.todayUv).toBeGreaterThanOrEqual(1);
  expect(await line.innerText()).toBe(`浏览 今日${uv.todayUv}人 · 累计${uv.uv}人`);
  await shot(donorPage, 'publicity');
});

test('the group-help ladders show the team\'s tasks (bonfire task-list)', async () => {
  const team = one<{ team_id: string; info_uuid: string }>('SELECT team_id, info_uuid FROM bonfire_teams ORDER BY created_at LIMIT 1');
  await donorPage.goto(`${server.baseUrl}/cf/group-help-detail/${team.info_uuid}?bonfireUuid=${team.team_id}`);
  const page = await screen(donorPage, 'groupHelpDetail');
  const tasks = await donor.call<{ list: Array<{ need: number; done: boolean; granted: number; gave: number }> }>('/api/charity/bonfire/task-list', { teamId: team.team_id });
  expect(tasks.list.length).toBeGreaterThan(0);
  const want = tasks.list.map((t) => (t.done ? `已完成，补贴${formatFen(t.granted)}元` : `已有${t.gave}/${t.need}人`));
  await page.getByTestId('bonfire-task').first().waitFor({ timeout: 20_000 });
  expect(await page.getByTestId('bonfire-task').allInnerTexts()).toEqual(want);
  await page.getByTestId('bonfire-ladders').scrollIntoViewIfNeeded();
  await shot(donorPage, 'bonfire');
});

test('the help record opens a team\'s members (bonfire team-detail)', async () => {
  const m = one<{ mobile: string; team_id: string }>(
    'SELECT u.mobile, b.team_id FROM bonfire_members b JOIN users u ON u.user_id = b.user_id WHERE u.mobile IS NOT NULL ORDER BY b.joined_at LIMIT 1',
  );
  const member = await apiLogin(server, m.mobile);
  const page = await pageAs(browser, server, member);
  await page.goto(`${server.baseUrl}/cf/activity/help-record`);
  const rec = await screen(page, 'helpRecord');
  const block = rec.getByTestId('help-record-team-block').first();
  await block.waitFor({ timeout: 20_000 });
  await block.getByTestId('help-record-team-members-open').click();
  const t = await member.call<{ members: Array<{ nickname: string; isLeader: boolean; gave: boolean }> }>('/api/charity/bonfire/team-detail', { teamId: m.team_id });
  await block.getByTestId('help-record-member').first().waitFor({ timeout: 20_000 });
  expect(await block.getByTestId('help-record-member').allTextContents()).toEqual(
    t.members.map((x) => `${x.nickname || '爱心人士'}${x.isLeader ? '（队长）' : ''}${x.gave ? '已捐款' : '未捐款'}`),
  );
  await shot(page, 'help-record');
  await page.context().close();
});

test('an opened certificate shows its record beside the image (certificate/get-info)', async () => {
  await donorPage.goto(`${server.baseUrl}/cf/activity/get-reward`);
  const page = await screen(donorPage, 'getReward');
  const cert = page.getByTestId('reward-certificate').first();
  await cert.waitFor({ timeout: 20_000 });
  await cert.getByTestId('reward-certificate-open').click();
  const info = await donor.call<{ certificateId: string; nickname: string }>('/api/cf/activity/certificate/get-info', { certificateId: 'ct-demo-1' });
  const line = cert.getByTestId('reward-certificate-info');
  await line.waitFor({ timeout: 20_000 });
  expect(await line.innerText()).toContain(`证书编号 ${info.certificateId} · 获得者 ${info.nickname}`);
  await line.scrollIntoViewIfNeeded();
  await shot(donorPage, 'certificate');
});

test('the goods page lists the gear list\'s counts, and 详情 opens an item (gear get-list, gear get)', async () => {
  const goods = one<{ info_uuid: string }>('SELECT info_uuid FROM goods_gear LIMIT 1').info_uuid;
  await donorPage.goto(`${server.baseUrl}/cf/goods/${goods}`);
  const page = await screen(donorPage, 'goodsDetail');
  const list = await donor.call<{ list: Array<{ gearId: string; needCount: number; boughtCount: number; stock: number }> }>('/api/cf/v4/goods/gear/get-list', { infoUuid: goods });
  await page.getByTestId('gear-counts').first().waitFor({ timeout: 20_000 });
  expect(await page.getByTestId('gear-counts').allInnerTexts()).toEqual(list.list.map((g) => `需要${g.needCount} · 已认购${g.boughtCount} · 剩余${g.stock}`));
  await page.getByTestId('gear-detail-open').first().click();
  const g = await donor.call<{ title: string; description: string }>('/api/cf/v4/goods/gear/get', { gearId: list.list[0].gearId });
  const detail = page.getByTestId('gear-detail');
  await detail.waitFor({ timeout: 20_000 });
  expect(await detail.getByTestId('gear-detail-title').innerText()).toBe(g.title);
  expect(await detail.getByTestId('gear-detail-desc').innerText()).toBe(g.description || '暂无介绍');
  await detail.scrollIntoViewIfNeeded();
  await shot(donorPage, 'gear');
});

test('the verification list says how many medical staff verified (medical-count)', async () => {
  const infoUuid = one<{ info_uuid: string }>("SELECT info_uuid FROM verifications WHERE kind = 'doctor' GROUP BY info_uuid ORDER BY info_uuid LIMIT 1").info_uuid;
  await donorPage.goto(`${server.baseUrl}/cf/prove/list?infoUuid=${infoUuid}`);
  const page = await screen(donorPage, 'proveList');
  const m = await donor.call<{ count: number; countFromHospital: number }>('/api/cf/v4/verification/medical-count', { infoUuid });
  expect(m.count).toBeGreaterThan(0);
  const line = page.getByTestId('prove-medical-count');
  await line.waitFor({ timeout: 20_000 });
  expect(await line.innerText()).toBe(`${m.count}位医护人员证实${m.countFromHospital ? `，其中${m.countFromHospital}位经医院核实` : ''}`);
  await shot(donorPage, 'medical');
});

test('the discussion detail reads frame/bc/detail and shows its votes', async () => {
  const [infoUuid] = donatableCases(dataDir, { limit: 1 });
  const answered = donorPage.waitForResponse((r) => r.url().endsWith('/api/frame/bc/detail'), { timeout: 20_000 });
  await donorPage.goto(`${server.baseUrl}/cf/discussion/detail/${infoUuid}`);
  await answered;
  const page = await screen(donorPage, 'discussionDetail');
  const d = await donor.call<{ status: number; votes: { total: number } }>('/api/frame/bc/detail', { infoUuid });
  const view = page.getByTestId('discussion-detail');
  await view.waitFor({ timeout: 20_000 });
  expect(await view.getAttribute('data-status')).toBe(String(d.status));
  expect(await page.getByTestId('discussion-result-total').innerText()).toBe(`共${d.votes.total}人投票 · 仅捐款人和证实人可以投票`);
});

test('帮TA转发 shows the reader\'s share state, the case\'s latest helpers and its headline (is-share, help-list, ab-test-status)', async () => {
  const infoUuid = one<{ info_uuid: string }>("SELECT info_uuid FROM orders WHERE user_id = 'demo-donor-1' AND status = 'PAID' ORDER BY paid_at DESC LIMIT 1").info_uuid;
  await donorPage.goto(`${server.baseUrl}/cf/contribute/spread/${infoUuid}`);
  const page = await screen(donorPage, 'spread');
  const shared = await donor.call<{ isShare: boolean; shareCount: number }>('/api/cf/share/is-share', { infoUuid });
  const line = page.getByTestId('spread-shared');
  await line.waitFor({ timeout: 20_000 });
  expect(await line.innerText()).toContain(`共${shared.shareCount}次转发`);
  expect((await line.innerText()).startsWith('你已转发过')).toBe(shared.isShare);
  const help = await donor.call<{ total: number; list: Array<{ nickname: string }> }>('/api/cf/v4/case/help-list', { infoUuid, size: 10 });
  expect(help.list.length).toBeGreaterThan(0);
  await page.getByTestId('spread-helper').first().waitFor({ timeout: 20_000 });
  expect((await page.getByTestId('spread-helper').allInnerTexts()).map((t) => t.split(' ')[0])).toEqual(help.list.map((h) => h.nickname));
  expect(await page.getByTestId('spread-helpers-total').innerText()).toBe(`共${help.total}人次帮助`);
  const ab = await donor.call<{ group: string }>('/api/cf/v4/case/ab-test-status', { infoUuid });
  expect(await page.getByTestId('spread-title').innerText()).toBe(ab.group === 'B' ? '你的一次转发，可能就是TA的希望' : '转发一次，多一份希望');
  await shot(donorPage, 'spread');
});

test('the donor wall heads with the case\'s counts and the donor\'s own (order/count, count-ds)', async () => {
  const infoUuid = one<{ info_uuid: string }>("SELECT info_uuid FROM orders WHERE user_id = 'demo-donor-1' AND status = 'PAID' ORDER BY paid_at DESC LIMIT 1").info_uuid;
  await donorPage.goto(`${server.baseUrl}/cf/love-contribution-list/${infoUuid}`);
  const page = await screen(donorPage, 'loveContributionList');
  const c = await donor.call<{ count: number; donorCount: number; amount: number }>('/api/cf/v4/order/count', { infoUuid });
  const mine = await donor.call<{ count: number; amount: number }>('/api/cf/v4/order/count-ds', { infoUuid });
  expect(mine.count).toBeGreaterThan(0);
  await page.getByTestId('donor-wall-counts').waitFor({ timeout: 20_000 });
  expect(await page.getByTestId('donor-wall-counts').innerText()).toBe(`${c.donorCount}位爱心人士捐款${c.count}次，共${yuan(c.amount)}元`);
  await page.getByTestId('donor-wall-mine').waitFor({ timeout: 20_000 });
  expect(await page.getByTestId('donor-wall-mine').innerText()).toBe(`我已捐${mine.count}次，共${yuan(mine.amount)}元`);
  await shot(donorPage, 'donor-wall');
});

test('我的捐款 heads with the donor\'s giving (user portrait)', async () => {
  await donorPage.goto(`${server.baseUrl}/cf/my-contribution`);
  const page = await screen(donorPage, 'myContribution');
  const p = await donor.call<{ donateCount: number; donateFen: number; shareCount: number }>('/api/cf/v4/user/portrait', {});
  const line = page.getByTestId('my-portrait');
  await line.waitFor({ timeout: 20_000 });
  expect(await line.innerText()).toBe(`累计捐助${p.donateCount}次，共${yuan(p.donateFen)}元${p.shareCount > 0 ? ` · 转发${p.shareCount}次` : ''}`);
});

test('someone else\'s monthly report heads with their public face (get-public-user-info)', async () => {
  await ownerPage.goto(`${server.baseUrl}/cf/monthly-report?userId=demo-donor-1`);
  const page = await screen(ownerPage, 'monthlyReport');
  const u = await owner.call<{ nickname: string }>('/api/cf/common/user-info/get-public-user-info', { userId: 'demo-donor-1' });
  await page.getByTestId('monthly-report').waitFor({ timeout: 20_000 });
  expect(await page.getByTestId('monthly-who').innerText()).toBe(u.nickname);
});

test('the fundraiser\'s fast-reply screen and case view list the case\'s comments (comment/get, get-v1)', async () => {
  const infoUuid = one<{ info_uuid: string }>(
    'SELECT c.info_uuid FROM cases c JOIN users u ON u.user_id = c.owner_user_id WHERE u.mobile = ? AND EXISTS (SELECT 1 FROM comments m WHERE m.info_uuid = c.info_uuid) ORDER BY c.created_at LIMIT 1', OWNER,
  ).info_uuid;
  const got = await owner.call<{ list: Array<{ nickname: string; comments: string }> }>('/api/cf/v4/comment/get', { infoUuid, size: 5 });
  expect(got.list.length).toBeGreaterThan(0);
  const texts = got.list.map((c) => c.comments);
  await ownerPage.goto(`${server.baseUrl}/cf/contribute/fastReply/${infoUuid}`);
  let page = await screen(ownerPage, 'fastReply');
  await page.getByTestId('owner-comment').first().waitFor({ timeout: 20_000 });
  const shown = await page.getByTestId('owner-comment').allInnerTexts();
  expect(shown.map((t) => texts.some((c) => t.includes(c)))).toEqual(texts.map(() => true));
  await shot(ownerPage, 'fast-reply');

  const v1 = ownerPage.waitForResponse((r) => r.url().endsWith('/api/cf/v4/comment/get-v1'), { timeout: 20_000 });
  await ownerPage.goto(`${server.baseUrl}/cf/fundraiser/detail/${infoUuid}`);
  await v1;
  page = await screen(ownerPage, 'fundraiserDetail');
  await page.getByTestId('owner-comment').first().waitFor({ timeout: 20_000 });
  expect(await page.getByTestId('owner-comment').first().innerText()).toContain(texts[0]);
});

test('配捐详情 shows the case\'s own subsidy (subsidy/get-case-info)', async () => {
  const infoUuid = one<{ info_uuid: string }>("SELECT info_uuid FROM activity_cases WHERE activity_id = 'act-demo-matching' AND active = 1 ORDER BY info_uuid LIMIT 1").info_uuid;
  const answered = donorPage.waitForResponse((r) => r.url().endsWith('/api/cf/activity/subsidy/get-case-info'), { timeout: 20_000 });
  await donorPage.goto(`${server.baseUrl}/cf/fundraiser/matching-gift-detail/${infoUuid}`);
  await answered;
  const page = await screen(donorPage, 'matchingGiftDetail');
  const m = await donor.call<{ currentCaseMoney: number }>('/api/cf/activity/subsidy/get-case-info', { infoUuid });
  await page.getByTestId('matching-case-money').waitFor({ timeout: 20_000 });
  expect(await page.getByTestId('matching-case-money').innerText()).toBe(formatFen(m.currentCaseMoney));
  await shot(donorPage, 'matching');
});

test('account deletion checks the bound phone by an SMS code first (check-verify-code), the error under the field', async () => {
  const phone = '13700009999';
  const fresh = await apiLogin(server, phone);
  const page = await pageAs(browser, server, fresh);
  await page.goto(`${server.baseUrl}/cf/mine/delete-account`);
  const del = (await screen(page, 'deleteAccount')).getByTestId('delete-account');
  await del.getByTestId('delete-phone-check').waitFor({ timeout: 20_000 });
  expect(await del.getByTestId('delete-confirm-input').count()).toBe(0);
  await field(del, 'delete-phone').fill(phone);
  const since = server.output().length;
  await del.getByTestId('delete-send-code').click();
  const code = await server.smsCode(phone, since);
  const wrong = code === '000000' ? '111111' : '000000';
  await field(del, 'delete-code').fill(wrong);
  await del.getByTestId('delete-verify').click();
  await del.getByTestId('delete-code-error').waitFor({ timeout: 20_000 });
  expect(await del.getByTestId('delete-code-error').innerText()).toMatch(/验证码/);
  await del.getByTestId('delete-verify').scrollIntoViewIfNeeded();
  await shot(page, 'delete-code');
  await field(del, 'delete-code').fill(code);
  await del.getByTestId('delete-verify').click();
  await del.getByTestId('delete-phone-verified').waitFor({ timeout: 20_000 });
  expect(await del.getByTestId('delete-phone-verified').innerText()).toMatch(/^手机号已验证：137\*+9999$/);
  await del.getByTestId('delete-confirm-input').waitFor({ timeout: 20_000 });
  await shot(page, 'delete');
  await page.context().close();
});

test('the staff console adds a case to an activity and takes one out, each audited (activity cases)', async () => {
  const STAFF = '13900000099';
  const staff = await apiLogin(server, STAFF);
  await grantStaff(dataDir, STAFF);
  const [a, b] = donatableCases(dataDir, { illness: true, limit: 2 }).map((info_uuid) => ({ info_uuid }));
  const now = Date.now();
  const created = await staff.call<{ activity: { activityId: string } }>('/api/staff/activity/create', {
    kind: 'matchingDonation', title: '加减筹款测试活动', sponsorName: '测试基金会', ratioPct: 100, capGift: 0, capDonorDay: 0, capCase: 0, minGift: 0,
    startsAt: now, endsAt: now + 7 * 86_400_000, cases: [a.info_uuid], idempotencyKey: `spec-calls-${now}`,
  });
  const page = await pageAs(browser, server, staff);
  await page.goto(`${server.baseUrl}/staff/activity`);
  await page.getByTestId('staff-activity-item').filter({ hasText: '加减筹款测试活动' }).first().click();
  const detail = page.getByTestId('staff-activity-detail');
  await detail.getByTestId('staff-activity-case').first().waitFor({ timeout: 20_000 });
  expect(await detail.getByTestId('staff-activity-case').count()).toBe(1);
  await detail.getByTestId('staff-activity-case-add-input').fill(b.info_uuid);
  await detail.getByTestId('staff-activity-case-add').click();
  await waitFor(async () => ((await detail.getByTestId('staff-activity-case').count()) === 2 ? true : null), 20_000, 'the added case listed');
  await detail.getByTestId('staff-activity-case-remove').first().click();
  await page.getByTestId('dialog-confirm').click();
  await detail.locator('[data-testid="staff-activity-case"][data-active="false"]').first().waitFor({ timeout: 20_000 });
  const audits = withDb(dataDir, (db) => db.prepare("SELECT after_json FROM audit_log WHERE action = 'activity.cases' AND target_id = ? ORDER BY created_at, id").all(created.activity.activityId) as Array<{ after_json: string }>);
  expect(audits).toHaveLength(2);
  expect(audits.map((x) => JSON.parse(x.after_json))).toEqual(expect.arrayContaining([{ add: [b.info_uuid], remove: [] }, { add: [], remove: [a.info_uuid] }]));
  await page.context().close();
});
