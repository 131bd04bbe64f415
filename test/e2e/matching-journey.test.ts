/**
 * Issue 17's matching gift end to end on `npm start`'s server and the H5 build in Debian's Chromium:
 * staff create a 1:1 matchingDonation activity in the console (/staff/activity) on a raising case that
 * is not the demo's seeded one, fund its pool with 500 元 and start it; a donor types 10 元 on the pay
 * page and is told it will be matched 10 元 (matching-gift-line data-match=1000), pays through the
 * sandbox cashier, and the case page shows the case's match up by 10 元 and the pool down by 10 元
 * (the case raised 20 元: the gift and its match);
 * staff pause the activity and the pay page then shows the banner paused, matching nothing.
 * E2E_SHOTS=<dir> (or 1 for /tmp) keeps screenshots (matching-*.png).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { journeyServer, type RunningServer, shooter, waitFor } from './harness';
import { apiLogin, fenOf, field, grantStaff, pageAs, screen, withDb } from './money-harness';
import { donatableCases } from '../support/seeded-cases';

jest.setTimeout(180_000);

const DONOR = '13611170001';
const STAFF = '13611170009';
const TITLE = '星光1:1配捐测试';
const SPONSOR = '星光公益基金会';
const POOL_YUAN = 500;

let server: RunningServer;
let browser: Browser;
let dataDir: string;

journeyServer({ RECONCILE_INTERVAL_SECONDS: '0' }, (j) => ({ server, browser, dataDir } = j));

const shot = shooter('matching');

/** Waits until the attribute of the element reads the value; the value. */
const attrIs = (el: Locator, name: string, value: string, what: string) =>
  waitFor(async () => ((await el.getAttribute(name)) === value ? value : null), 20_000, what);

/** The matching figures as the public reads them (fen). */
async function matchInfo(infoUuid: string) {
  const r = await fetch(`${server.baseUrl}/api/cf/activity/subsidy/get-donator-case-activity-info`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ infoUuid, channel: '', shareDV: 1000 }),
  });
  const json = (await r.json()) as { code: number; data: { active: boolean; activityId: string; status: string; currentCaseMoney: number; currentMoney: number } };
  if (json.code !== 0) throw new Error(`matching info: ${JSON.stringify(json)}`);
  return json.data;
}

/** The case's raised amount (fen) as the public reads it. */
async function raisedFen(infoUuid: string): Promise<number> {
  const r = await fetch(`${server.baseUrl}/api/cf/v4/get-funding-info`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ infoUuid }) });
  const json = (await r.json()) as { code: number; data: { raisedAmount: number } };
  if (json.code !== 0) throw new Error(`funding info: ${JSON.stringify(json)}`);
  return json.data.raisedAmount;
}

/** The pay page of the case with 10 元 typed and the matching banner drawn in the given state. */
async function payPageWithTen(page: Page, infoUuid: string, state: string): Promise<{ pay: Locator; banner: Locator }> {
  await page.goto(`${server.baseUrl}/cf/pay/${infoUuid}`);
  const pay = await screen(page, 'pay');
  await field(pay, 'pay-amount-input').fill('10');
  await waitFor(async () => ((await pay.getByTestId('pay-submit').innerText()).includes('10元') ? true : null), 20_000, 'the 10 元 on 确认支付');
  const banner = pay.getByTestId('matching-banner');
  await banner.waitFor({ state: 'visible', timeout: 20_000 });
  await attrIs(banner, 'data-state', state, `the pay page's banner ${state}`);
  return { pay, banner };
}

test('staff create, fund and start a 1:1 activity; a donor sees and gets 10 元 matched from the pool; staff pause it and the pay page says so', async () => {
  const [donor, staff] = await Promise.all([apiLogin(server, DONOR), apiLogin(server, STAFF)]);
  await grantStaff(dataDir, STAFF);
  // A raising illness case in no activity (the demo's seeded matching activity holds the oldest one).
  const [infoUuid] = donatableCases(dataDir, { illness: true, live: true, outside: 'any', newest: true, limit: 1 });
  const seeded = withDb(dataDir, (db) => db.prepare("select info_uuid from activity_cases where activity_id = 'act-demo-matching'").get() as { info_uuid: string });
  expect(infoUuid).not.toBe(seeded.info_uuid);
  expect((await matchInfo(infoUuid)).active).toBe(false);

  // ---- staff: create the activity on the case, fund its pool and start it
  const staffPage = await pageAs(browser, server, staff);
  await staffPage.goto(`${server.baseUrl}/staff/activity`);
  await staffPage.getByTestId('staff-activity-create').waitFor({ timeout: 30_000 });
  await staffPage.getByTestId('staff-activity-kind-matchingDonation').click();
  await staffPage.getByTestId('staff-activity-title').fill(TITLE);
  await staffPage.getByTestId('staff-activity-sponsorName').fill(SPONSOR);
  await staffPage.getByTestId('staff-activity-ratioPct').fill('100');
  await staffPage.getByTestId('staff-activity-cases').fill(infoUuid);
  await staffPage.getByTestId('staff-activity-create').click();
  const detail = staffPage.getByTestId('staff-activity-detail');
  await waitFor(async () => ((await detail.count()) === 1 && (await detail.innerText()).includes(TITLE) ? true : null), 20_000, 'the new activity in the console');
  expect(await detail.getAttribute('data-status')).toBe('UNSTART');
  const activityId = withDb(dataDir, (db) => (db.prepare('select activity_id from activities where title = ?').get(TITLE) as { activity_id: string }).activity_id);

  await staffPage.getByTestId('staff-activity-fund-amount').fill(String(POOL_YUAN));
  await staffPage.getByTestId('staff-activity-fund').click();
  const pool = detail.getByTestId('staff-activity-pool');
  await waitFor(async () => ((await pool.innerText()).includes(`注资 ${POOL_YUAN} 元`) ? true : null), 20_000, 'the pool funded in the console');
  await staffPage.getByTestId('staff-activity-start').click();
  await attrIs(detail, 'data-status', 'APPROVE', 'the activity started');
  await shot(staffPage, 'staff-live');
  const live = await matchInfo(infoUuid);
  expect(live).toMatchObject({ active: true, activityId, status: 'APPROVE', currentCaseMoney: 0, currentMoney: POOL_YUAN * 100 });

  // ---- the donor: 10 元 on the pay page will be matched 10 元
  const page = await pageAs(browser, server, donor);
  const { pay, banner } = await payPageWithTen(page, infoUuid, 'live');
  const gift = banner.getByTestId('matching-gift-line');
  await attrIs(gift, 'data-match', '1000', 'the gift line to say 10 元 will be matched');
  expect(await gift.innerText()).toContain(`本次捐款将获${SPONSOR}配捐10元`);
  expect(fenOf(await banner.getByTestId('matching-pool-left').innerText())).toBe(POOL_YUAN * 100);
  await shot(page, 'pay-live');

  const raisedBefore = await raisedFen(infoUuid);
  await pay.getByTestId('pay-submit').click();
  await page.getByTestId('cashier-confirm').click();
  await page.waitForURL((u) => u.pathname === `/cf/pay/${infoUuid}/success`, { timeout: 20_000 });
  const after = await waitFor(async () => {
    const m = await matchInfo(infoUuid);
    return m.currentCaseMoney > 0 ? m : null;
  }, 20_000, 'the match to be booked');
  expect(after.currentCaseMoney).toBe(1000);
  expect(after.currentMoney).toBe(POOL_YUAN * 100 - 1000);
  // The match is the case's money like the gift: both count toward what it raised.
  expect(await raisedFen(infoUuid) - raisedBefore).toBe(2000);

  // ---- the case page: the case's match up by 10 元, the pool down by it
  await page.goto(`${server.baseUrl}/cf/contribute/${infoUuid}`);
  const kase = await screen(page, 'contribute');
  const caseBanner = kase.getByTestId('matching-banner');
  await caseBanner.waitFor({ state: 'visible', timeout: 20_000 });
  expect(await caseBanner.getAttribute('data-state')).toBe('live');
  expect(fenOf(await caseBanner.getByTestId('matching-case-money').innerText()) - live.currentCaseMoney).toBe(1000);
  expect(live.currentMoney - fenOf(await caseBanner.getByTestId('matching-pool-left').innerText())).toBe(1000);
  await shot(page, 'case-matched');
  const booked = withDb(dataDir, (db) => db.prepare("select count(*) as n, sum(amount) as fen from activity_matches where activity_id = ? and status = 'MATCHED'").get(activityId) as { n: number; fen: number });
  expect(booked).toEqual({ n: 1, fen: 1000 });

  // ---- staff pause it; the pay page says so and matches nothing
  await staffPage.getByTestId('staff-activity-pause').click();
  await attrIs(detail, 'data-status', 'PAUSE', 'the activity paused');
  const paused = await payPageWithTen(page, infoUuid, 'paused');
  expect(await paused.banner.getByTestId('matching-headline').innerText()).toContain('已暂停');
  const pausedGift = paused.banner.getByTestId('matching-gift-line');
  await attrIs(pausedGift, 'data-match', '0', 'no match while paused');
  expect(await pausedGift.innerText()).toContain('暂不配捐');
  await shot(page, 'pay-paused');

  const audit = withDb(dataDir, (db) => db.prepare('select action from audit_log where target_id = ? order by rowid').all(activityId) as { action: string }[]);
  expect(audit.map((a) => a.action)).toEqual(['activity.create', 'activity.fund', 'activity.start', 'activity.pause']);
  await Promise.all([page.context().close(), staffPage.context().close()]);
});
