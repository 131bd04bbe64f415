/**
 * A case's whole life, end to end in Chromium against the real server and the H5 build (build dist/h5
 * first): a raising case whose period is still running offers 我要帮助 on its page; its end is then set a moment ahead, and once the
 * real clock passes the end, the server's lifecycle job (every second here) moves it to OVERDUE (3),
 * and the case page, the list card and the pay page show 筹款已到期 where the donate and pay buttons
 * were; a new order is refused with the one message.
 * E2E_SHOTS=<dir> keeps screenshots (lifecycle-*.png); E2E_SHOTS=1 writes them to /tmp.
 */
import type { Browser } from 'playwright-core';
import { journeyServer, type RunningServer, shooter, waitFor } from './harness';
import { apiLogin, pageAs, screen, withDb } from './money-harness';

jest.setTimeout(120_000);

const DONOR = '13611120001';
let server: RunningServer;
let browser: Browser;
let dataDir: string;

journeyServer({ RECONCILE_INTERVAL_SECONDS: '1' }, (j) => ({ server, browser, dataDir } = j));

const shot = shooter('lifecycle', false);

const post = async (path: string, body: unknown) => {
  const r = await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await r.json()) as { code: number; msg: string; data: any };
};

test('a raising case reaches the end of its period by the clock: OVERDUE on the case page, the list and the pay page', async () => {
  const list = await post('/api/cf/v4/case/list', { listType: 'common', size: 50 });
  const kase = (list.data.list as { infoUuid: string; status: number; title: string }[]).find((c) => c.status === 0)!;
  const infoUuid = kase.infoUuid;
  // The product has no screen to shorten a period: the test sets it. First an hour away, while the
  // page is read (a loaded machine may take seconds to draw it), then a moment from now.
  const setEnd = (at: number) => withDb(dataDir, (db) => db.prepare('update cases set expire_at = ? where info_uuid = ?').run(at, infoUuid));
  setEnd(Date.now() + 3600_000);

  const page = await pageAs(browser, server, null);
  await page.goto(`${server.baseUrl}/cf/contribute/${infoUuid}`);
  const before = await screen(page, 'contribute');
  await before.locator('[data-testid="donate-button"]').waitFor({ state: 'visible', timeout: 20_000 });
  expect(await before.locator('[data-testid="case-ended"]').count()).toBe(0);

  const end = Date.now() + 1500;
  setEnd(end);

  // The job moves it once the clock has passed the end (polled, never slept on).
  await waitFor(async () => {
    const status = withDb(dataDir, (db) => (db.prepare('select status from cases where info_uuid = ?').get(infoUuid) as { status: number }).status);
    return status === 3 ? true : null;
  }, 30_000, 'the lifecycle job to move the case to OVERDUE');
  expect(Date.now()).toBeGreaterThanOrEqual(end);
  const audit = withDb(dataDir, (db) => db.prepare("select count(*) as n from audit_log where info_uuid = ? and action = 'case.overdue'").get(infoUuid) as { n: number });
  expect(audit.n).toBe(1);

  await page.reload();
  const after = await screen(page, 'contribute');
  const ended = after.locator('[data-testid="case-ended"]');
  await ended.waitFor({ state: 'visible', timeout: 20_000 });
  expect(await ended.innerText()).toContain('筹款已到期');
  expect(await after.locator('[data-testid="donate-button"]').count()).toBe(0);
  expect(await after.locator('[data-testid="case-status"]').innerText()).toContain('筹款已到期');
  await shot(page, 'case-overdue');

  // The list card says so too.
  await page.goto(`${server.baseUrl}/cf/common/list`);
  const card = page.locator('[data-testid="case-card"]', { hasText: kase.title }).first();
  await card.waitFor({ state: 'visible', timeout: 20_000 });
  expect(await card.getAttribute('data-status')).toBe('3');
  expect(await card.locator('[data-testid="case-card-status"]').innerText()).toBe('筹款已到期');

  // The pay page: the ended state where 确认支付 was.
  await page.goto(`${server.baseUrl}/cf/pay/${infoUuid}`);
  const pay = await screen(page, 'pay');
  const payEnded = pay.locator('[data-testid="pay-ended"]');
  await payEnded.waitFor({ state: 'visible', timeout: 20_000 });
  expect(await payEnded.innerText()).toContain('该筹款已结束，无法继续捐款');
  expect(await pay.locator('[data-testid="pay-submit"]').count()).toBe(0);
  await shot(page, 'pay-overdue');

  // And the order call refuses with the same words (a 4xx, not a 500).
  const donor = await apiLogin(server, DONOR);
  const r = await donor.raw('/api/cf/v41/order/add', { infoUuid, amount: 2000, anonymous: false, platform: 8, idempotencyKey: `life${Date.now()}` });
  expect(r.status).toBe(400);
  expect(r.msg).toBe('该筹款已结束，无法继续捐款');
  await page.context().close();
});
