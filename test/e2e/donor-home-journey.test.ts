/**
 * Issue 16, the donor's home, end to end on `npm start`'s server and the H5 build in Debian's Chromium:
 * a new user gives twice (order API + sandbox cashier), signs in on /cf/sign-in on two days, sees the
 * love value on /cf/mine, both gifts with their amounts on /cf/mine-donation, the love value equal to
 * the sum of the ledger rows on /cf/love-value-home, draws once in /cf/love-for-lottery (a second draw
 * is refused: the balance is short), and gives the monthly report (two gifts) one thumbs-up (a second
 * does nothing). The demo user 13900000000 sees the seeded raising case on /cf/mine-raise with its next
 * step, and /cf/mine/delete-account refuses that owner with the reason (the donor is not refused).
 *
 * "Two days by the clock": the production server runs on the system clock and has no clock setting, so
 * after the first sign-in its ledger row is moved back one China-time day in the scratch database
 * (created_at and the day in its ref) — the state the real clock leaves one day later, as
 * money-harness `withDb` does for a withdrawal's notice end.
 * E2E_SHOTS=<dir> (or 1 for /tmp) keeps screenshots.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { journeyServer, type RunningServer, shooter, waitFor } from './harness';
import { apiLogin, donate, fenOf, pageAs, screen, withDb } from './money-harness';
import { chinaDay, dayBefore, DRAW_COST, pointsForGift } from '../../src/contract/rules/love';

jest.setTimeout(180_000);

const DONOR = '13611160001';
const OWNER = '13900000000';
const GIFTS = [100_000, 10_000]; // 1000元 (50 points) and 100元 (20 points)
const DAY_MS = 86400_000;

let server: RunningServer;
let browser: Browser;
let dataDir: string;

journeyServer({ RECONCILE_INTERVAL_SECONDS: '0' }, (j) => ({ server, browser, dataDir } = j));

const shot = shooter('donor-home');

/** Waits until the element's text satisfies `ok`; the text. */
const textUntil = (el: Locator, ok: (t: string) => boolean, what: string) =>
  waitFor(async () => {
    const t = (await el.textContent({ timeout: 1000 })) ?? '';
    return ok(t) ? t : null;
  }, 20_000, what);

const ownerCase = () => withDb(dataDir, (db) => db.prepare(
  'select c.info_uuid as infoUuid, c.title as title from cases c join users u on u.user_id = c.owner_user_id where u.mobile = ? and c.status = 0',
).get(OWNER) as { infoUuid: string; title: string });
const userIdOf = (phone: string) => withDb(dataDir, (db) => (db.prepare('select user_id from users where mobile = ?').get(phone) as { user_id: string }).user_id);

/** One tap on 签到 on /cf/sign-in, landing on the success page with the points earned. */
async function signInOnce(page: Page, points: number, streakBefore: number) {
  await page.goto(`${server.baseUrl}/cf/sign-in`);
  const s = await screen(page, 'signIn');
  await textUntil(s.getByTestId('sign-in-streak'), (t) => t === `${streakBefore}天`, `streak ${streakBefore} before signing in`);
  const submit = s.getByTestId('sign-in-submit');
  expect(await textUntil(submit, (t) => t.includes('签到'), 'the sign-in button')).toBe(`签到领 ${points} 爱心值`);
  await submit.click();
  const ok = await screen(page, 'getScoreSuccess');
  await textUntil(ok.getByTestId('score-success-delta'), (t) => t === `+${points}`, `+${points} on the success page`);
}

test('a new donor: two gifts, sign-in on two days, the hub, the gifts, the ledger, one draw, the monthly report and one thumbs-up', async () => {
  const kase = ownerCase();
  const donor = await apiLogin(server, DONOR);
  for (const amount of GIFTS) await donate(donor, kase.infoUuid, amount);
  const userId = userIdOf(DONOR);
  const page = await pageAs(browser, server, donor);

  // ---- day one: the first sign-in earns 1
  await signInOnce(page, 1, 0);
  // ---- the next day (see the header): yesterday's row, and today is not signed yet
  const moved = withDb(dataDir, (db) => db.prepare("update love_ledger set created_at = created_at - ?, ref = ? where user_id = ? and reason = 'sign_in'")
    .run(DAY_MS, `${userId}:${dayBefore(chinaDay(Date.now()))}`, userId));
  expect(moved.changes).toBe(1);
  // ---- day two: the streak goes on, 2 points
  await signInOnce(page, 2, 1);
  await page.goto(`${server.baseUrl}/cf/sign-in`);
  const signed = await screen(page, 'signIn');
  await textUntil(signed.getByTestId('sign-in-streak'), (t) => t === '2天', 'a streak of 2 days');
  expect(await signed.getByTestId('sign-in-submit').textContent()).toBe('今日已签到');
  expect(await signed.getByTestId('sign-in-day-signed').count()).toBeGreaterThanOrEqual(1);
  const again = await donor.call<{ earned: boolean; delta: number }>('/api/charity/love-home/sign-in');
  expect(again).toMatchObject({ earned: false, delta: 0 });
  await shot(page, 'sign-in');

  const expected = GIFTS.reduce((s, f) => s + pointsForGift(f), 0) + 1 + 2;
  expect(expected).toBe(73);

  // ---- the hub: the love value and two donations
  await page.goto(`${server.baseUrl}/cf/mine`);
  const hub = (await screen(page, 'mine')).getByTestId('mine-hub');
  await textUntil(hub.getByTestId('mine-love-value'), (t) => t !== '-', 'the love value on the hub');
  expect(Number(await hub.getByTestId('mine-love-value').textContent())).toBe(expected);
  expect(await textUntil(hub.getByTestId('mine-count-donations'), (t) => !t.includes('-'), 'the donation count')).toContain('2');
  await shot(page, 'hub');

  // ---- both gifts with their amounts
  await page.goto(`${server.baseUrl}/cf/mine-donation`);
  const gifts = (await screen(page, 'mineDonation')).getByTestId('my-donation-item');
  await waitFor(async () => ((await gifts.count()) === 2 ? true : null), 20_000, 'two donations listed');
  const amounts = await Promise.all([0, 1].map(async (i) => fenOf(await gifts.nth(i).locator('.cf-row-item__amount').textContent())));
  expect(amounts.sort((a, b) => a - b)).toEqual([...GIFTS].sort((a, b) => a - b));
  for (let i = 0; i < 2; i++) {
    expect(await gifts.nth(i).textContent()).toContain(kase.title);
    expect(await gifts.nth(i).textContent()).toContain('已支付');
  }
  await shot(page, 'donations');

  // ---- the love value is the sum of its ledger rows
  const ledgerSum = async (want: number, rows: number) => {
    await page.goto(`${server.baseUrl}/cf/love-value-home`);
    const home = await screen(page, 'loveValueHome');
    const items = home.getByTestId('love-ledger-row');
    await waitFor(async () => ((await items.count()) === rows ? true : null), 20_000, `${rows} ledger rows`);
    const deltas = (await items.locator('.love-row__delta').allTextContents()).map((t) => Number(t.replace('+', '')));
    expect(deltas.every(Number.isInteger)).toBe(true);
    expect(Number(await home.getByTestId('love-balance').textContent())).toBe(want);
    expect(deltas.reduce((s, d) => s + d, 0)).toBe(want);
    return items;
  };
  const rows = await ledgerSum(expected, 4);
  const reasons = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-reason')).sort());
  expect(reasons).toEqual(['donate', 'donate', 'sign_in', 'sign_in']);
  await shot(page, 'love-home');

  // ---- one draw; a second is refused (73 - 50 = 23 < 50)
  await page.goto(`${server.baseUrl}/cf/love-for-lottery`);
  const lot = await screen(page, 'loveForLottery');
  await textUntil(lot.getByTestId('lottery-balance'), (t) => t === String(expected), 'the balance in the lottery');
  await lot.getByTestId('lottery-draw').click();
  await lot.getByTestId('lottery-result').waitFor({ state: 'visible', timeout: 20_000 });
  expect(['pennant', 'certificate', 'thanks']).toContain(await lot.getByTestId('lottery-result').getAttribute('data-prize'));
  await textUntil(lot.getByTestId('lottery-balance'), (t) => t === String(expected - DRAW_COST), 'the balance after the draw');
  expect(await lot.getByTestId('lottery-draw-item').count()).toBe(1);
  await lot.getByTestId('lottery-draw').click();
  expect(await textUntil(lot.getByTestId('lottery-error'), (t) => t.length > 0, 'the refusal')).toBe(`爱心值不足${DRAW_COST}，暂不能抽奖`);
  const refused = await donor.raw('/api/charity/love-home/lottery/draw');
  expect(refused.code).not.toBe(0);
  const draws = withDb(dataDir, (db) => db.prepare('select id from love_draws where user_id = ?').all(userId) as { id: string }[]);
  expect(draws).toHaveLength(1);
  const audited = withDb(dataDir, (db) => db.prepare("select count(*) as n from audit_log where action = 'love.draw' and target_id = ?").get(draws[0].id) as { n: number });
  expect(audited.n).toBe(1);
  await shot(page, 'lottery');
  await ledgerSum(expected - DRAW_COST, 5);

  // ---- the monthly report: this month's two gifts, one thumbs-up
  await page.goto(`${server.baseUrl}/cf/monthly-report`);
  const rpt = (await screen(page, 'monthlyReport')).getByTestId('monthly-report');
  await rpt.waitFor({ timeout: 20_000 });
  expect(await rpt.getByTestId('monthly-donation-count').textContent()).toBe('捐助 2 次');
  expect(fenOf(await rpt.getByTestId('monthly-donated').textContent())).toBe(GIFTS[0] + GIFTS[1]);
  expect(await rpt.getByTestId('monthly-case-count').textContent()).toBe('帮助 1 个筹款');
  const count = rpt.getByTestId('monthly-bless-count');
  expect(await count.textContent()).toBe('0 人点赞');
  await rpt.getByTestId('monthly-bless').click();
  await textUntil(count, (t) => t === '1 人点赞', 'one thumbs-up');
  expect(await rpt.getByTestId('monthly-bless').getAttribute('aria-pressed')).toBe('true');
  await rpt.getByTestId('monthly-bless').click();
  const m = await donor.call<{ userId: string; month: string }>('/api/charity/monthly-magazine/get');
  const second = await donor.call<{ blessingCount: number; added: boolean }>('/api/charity/monthly-magazine/bless', { userId: m.userId, month: m.month });
  expect(second).toMatchObject({ blessingCount: 1, added: false });
  await page.reload();
  const rpt2 = (await screen(page, 'monthlyReport')).getByTestId('monthly-report');
  await rpt2.waitFor({ timeout: 20_000 });
  expect(await rpt2.getByTestId('monthly-bless-count').textContent()).toBe('1 人点赞');
  await shot(page, 'monthly');

  // ---- the donor has no live case: deleting is not refused (the contrast of the owner's refusal)
  await page.goto(`${server.baseUrl}/cf/mine/delete-account`);
  const del = (await screen(page, 'deleteAccount')).getByTestId('delete-account');
  await del.waitFor({ timeout: 20_000 });
  expect(await del.getByTestId('delete-refused').count()).toBe(0);
  await page.context().close();
});

test('the owner of a live case sees it on /cf/mine-raise with its next step, and deleting the account is refused with the reason', async () => {
  const kase = ownerCase();
  const owner = await apiLogin(server, OWNER);
  const page = await pageAs(browser, server, owner);

  await page.goto(`${server.baseUrl}/cf/mine-raise`);
  const list = await screen(page, 'mineRaise');
  const item = list.getByTestId('mine-raise-item').filter({ hasText: kase.title });
  await item.waitFor({ state: 'visible', timeout: 20_000 });
  expect(await item.getByTestId('mine-raise-state').textContent()).toBe('筹款中');
  expect(await item.getByTestId('mine-raise-next').textContent()).toBe('筹款管理');
  await shot(page, 'mine-raise');

  await page.goto(`${server.baseUrl}/cf/mine/delete-account`);
  const del = await screen(page, 'deleteAccount');
  await del.getByTestId('delete-refused').waitFor({ state: 'visible', timeout: 20_000 });
  expect(await del.getByTestId('delete-reason').allTextContents()).toContain(`你有进行中的筹款“${kase.title}”，请先结束筹款并处理完善款后再注销`);
  expect(await del.getByTestId('delete-confirm-input').count()).toBe(0);
  expect(await del.getByTestId('delete-submit').getAttribute('aria-disabled')).toBe('true');
  const r = await owner.raw('/api/account/deletion/confirm', { confirm: '确认注销' });
  expect(r.code).not.toBe(0);
  expect(r.msg).toContain(kase.title);
  expect(withDb(dataDir, (db) => db.prepare('select count(*) as n from users where mobile = ?').get(OWNER) as { n: number }).n).toBe(1);
  await shot(page, 'delete-refused');
  await page.context().close();
});
