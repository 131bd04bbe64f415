/**
 * Issues 16 and 20: every page scores 100 on Lighthouse accessibility. A representative set of screens
 * (login, launch, the donor's home, the monthly report, a love page, common problems, an info page, the
 * goods page, the share poster, the prayer tree, a case) on the production H5 build and the real server,
 * checked with axe-core under Lighthouse's own options, counting the audits Lighthouse weighs
 * (bench/lib/a11y-axe.mjs). `node scripts/a11y-all.mjs` walks every route the same way.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import Database from 'better-sqlite3';
import { a11yOfPage } from '../../bench/lib/a11y-axe.mjs';
import { journeyServer, type RunningServer } from './harness';
import { apiLogin as sessionOf } from './money-harness';

jest.setTimeout(180_000);

const OWNER = '13900000000';
const DONOR = '13500001000'; // demo-donor-1
let server: RunningServer;
let browser: Browser;
let dataDir: string;
const cookies: Record<string, string> = {};
const ids = { infoUuid: '', goodsUuid: '', orderId: '', orderCase: '' };

/** The session cookie of a phone logged in through the API (money-harness apiLogin). */
const apiLogin = async (phone: string): Promise<string> => (await sessionOf(server, phone)).cookie;

journeyServer({}, (j) => ({ server, browser, dataDir } = j));

beforeAll(async () => {
  const db = new Database(join(dataDir, 'app.db'), { readonly: true });
  try {
    ids.infoUuid = (db.prepare('SELECT c.info_uuid AS id FROM cases c JOIN users u ON u.user_id = c.owner_user_id WHERE u.mobile = ? ORDER BY c.status = 0 DESC, c.created_at DESC').get(OWNER) as { id: string }).id;
    ids.goodsUuid = (db.prepare('SELECT info_uuid AS id FROM goods_gear LIMIT 1').get() as { id: string }).id;
    const order = db.prepare("SELECT order_id AS id, info_uuid AS c FROM orders WHERE user_id = 'demo-donor-1' AND status = 'PAID' ORDER BY rowid DESC").get() as { id: string; c: string };
    ids.orderId = order.id;
    ids.orderCase = order.c;
  } finally {
    db.close();
  }
  cookies.owner = await apiLogin(OWNER);
  cookies.donor = await apiLogin(DONOR);
});

const PAGES: Array<[string, () => string, 'owner' | 'donor' | 'visitor']> = [
  ['login', () => '/login', 'visitor'],
  ['launch', () => '/cf/launch', 'donor'],
  ['mine', () => '/cf/mine', 'donor'],
  ['monthly report', () => '/cf/monthly-report?userId=demo-donor-1', 'donor'],
  ['love sign-in', () => '/cf/sign-in', 'donor'],
  ['common problems', () => '/cf/common-problem', 'donor'],
  ['info page', () => '/cf/activity/green-path', 'donor'],
  ['goods page', () => `/cf/goods/${ids.goodsUuid}`, 'donor'],
  ['share poster', () => `/cf/activity/qrcode-share/${ids.infoUuid}`, 'owner'],
  ['prayer tree', () => '/cf/activity/pary', 'donor'],
  ['case page', () => `/cf/contribute/${ids.infoUuid}`, 'visitor'],
];

test.each(PAGES)('%s scores 100 on Lighthouse accessibility', async (_name, path, as) => {
  const r = await a11yOfPage(browser, server.baseUrl + path(), as === 'visitor' ? '' : cookies[as]);
  // the failing audits with their nodes, so a failure says what to fix
  const failing = r.failing.map((f: { id: string; nodes: Array<{ target: string; why: string }> }) => `${f.id}: ${f.nodes.map((n) => `${n.target} (${n.why})`).join('; ')}`);
  expect(failing).toEqual([]);
  expect(r.score).toBe(100);
});

/**
 * Issue 30: the donor pages once as everyone sees them and once in 长辈版 (the device's choice, the cookie
 * src/platform/display.h5.ts keeps: large text and targets, few large preset amounts).
 */
const DONOR_PAGES: Array<[string, () => string]> = [
  ['home list', () => '/cf/common/list'],
  ['case', () => `/cf/contribute/${ids.infoUuid}`],
  ['pay', () => `/cf/pay/${ids.infoUuid}`],
  ['pay result', () => `/cf/pay/${ids.orderCase}/success?orderId=${ids.orderId}`],
  ['mine', () => '/cf/mine'],
  ['my gifts', () => '/cf/my-contribution'],
  ['gift trace', () => `/cf/my-gift/${ids.orderId}`],
  ['receipts', () => '/cf/invoiceApply'],
];
const BOTH_MODES = DONOR_PAGES.flatMap(([name, path]) => [[name, '标准版', path], [name, '长辈版', path]] as const);

test.each(BOTH_MODES)('donor page %s (%s) scores 100 on Lighthouse accessibility', async (_name, mode, path) => {
  const cookie = mode === '长辈版' ? `${cookies.donor}; cf_care=1` : cookies.donor;
  const r = await a11yOfPage(browser, server.baseUrl + path(), cookie);
  const failing = r.failing.map((f: { id: string; nodes: Array<{ target: string; why: string }> }) => `${f.id}: ${f.nodes.map((n) => `${n.target} (${n.why})`).join('; ')}`);
  expect(failing).toEqual([]);
  expect(r.score).toBe(100);
});
