/**
 * A walk of the activity pages in the H5 build against the real server and its demo data, as a donor who gave
 * in the live matching activity: the venue (活动会场) shows the last gifts with masked names, the allowance
 * and the donor's own part, and records where the visitor came from; 我的爱心小猪 opens from its entry; the
 * donor's sub-venue opens from the venue (made on the first tap); 自己决定 lists the cases to choose from and
 * 随机帮一个 opens a case of the activity; the case's 配捐专区 shows the red packet and the pig's line.
 * E2E_SHOTS=<dir> keeps screenshots (venue-*.png).
 */
import type { Browser, Page } from 'playwright-core';
import { journeyServer, type RunningServer, shooter, waitFor } from './harness';
import { apiLogin, pageAs, screen, withDb } from './money-harness';

jest.setTimeout(180_000);

/** demo-donor-1 of the seed: gifts in the live matching activity */
const DONOR = '13500001000';

let server: RunningServer;
let browser: Browser;
let dataDir: string;
journeyServer({ RECONCILE_INTERVAL_SECONDS: '0' }, (j) => ({ server, browser, dataDir } = j));
const shot = shooter('venue');

async function backTo(page: Page, route: string) {
  await page.goBack();
  return screen(page, route);
}

test('the venue and the screens it leads to, on the real server', async () => {
  const page = await pageAs(browser, server, await apiLogin(server, DONOR));
  await page.goto(`${server.baseUrl}/cf/act-home-rule?source=e2e-walk`);
  let venue = await screen(page, 'actHomeRule');
  await venue.getByTestId('venue-me-text').waitFor({ timeout: 20_000 });
  const gifts = await venue.getByTestId('venue-gift-item').allInnerTexts();
  expect(gifts.length).toBeGreaterThan(0);
  // a giver is their first character and ** (or 爱心人士 when anonymous), never a whole name
  for (const g of gifts) expect(g).toMatch(/^(\S\*\*|爱心人士) 捐了[\d,.万]+元/);
  expect(await venue.getByTestId('venue-allowance-text').innerText()).toMatch(/^已配捐.+元，共.+元，剩余.+元（\d+%）$/);
  await shot(page, 'hall');
  const sources = await waitFor(async () => withDb(dataDir, (db) => (db.prepare("select count(*) as n from venue_page_sources where source = 'e2e-walk'").get() as { n: number }).n) || null, 10_000, 'the page source recorded');
  expect(sources).toBe(1);

  await venue.getByTestId('venue-entry-charity-pig').click();
  const pig = await screen(page, 'charityPig');
  expect(await pig.getByTestId('pig-net').innerText()).toMatch(/元爱心$/);
  expect(await pig.getByTestId('pig-no-cash').innerText()).toContain('不能提现');
  await shot(page, 'pig');
  venue = await backTo(page, 'actHomeRule');

  await venue.getByTestId('venue-sub-venue-open').click();
  const sub = await screen(page, 'subVenue');
  expect(await sub.getByTestId('sub-venue-owner').innerText()).toBe('这是你的分会场');
  await shot(page, 'sub');
  venue = await backTo(page, 'actHomeRule');

  await venue.getByTestId('venue-decide-self').click();
  await venue.getByTestId('venue-chooser').waitFor({ timeout: 20_000 });
  const infoUuid = await waitFor(async () => {
    const r = await fetch(`${server.baseUrl}/api/charity/activity/venue/list-case`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    return ((await r.json()).data.list as { infoUuid: string }[])[0]?.infoUuid ?? null;
  }, 10_000, 'a case of the activity');
  await venue.getByTestId('venue-help-random').click();
  await page.waitForURL((u) => u.pathname.startsWith('/cf/contribute/'), { timeout: 20_000 });

  await page.goto(`${server.baseUrl}/cf/fundraiser/matching-gift-area-detail/${infoUuid}`);
  const area = await screen(page, 'matchingGiftAreaDetail');
  await area.getByTestId('case-red-packet').waitFor({ timeout: 20_000 });
  expect(await area.getByTestId('case-pig-text').innerText()).toMatch(/^你已为这个筹款捐出.+元/);
  await shot(page, 'area');
  await page.context().close();
});
