/**
 * Issue 25: every page as a user sees it. The accessibility walker's route list (bench/lib/route-plan.mjs,
 * also scripts/a11y-all.mjs) with its logins, in WeChat's browser at 320 and 390 px wide, on the
 * production H5 build and the real server. On each page (test/e2e/sweep-probe.js):
 * - no element wider than the screen or sticking out of it (except inside a box that clips or scrolls);
 * - no raw identifier in visible text (camelCase, snake_case, an UPPER_CODE, a JSON literal);
 * - no money shown in fen (an amount beside 元 equal to a fen amount of the page's API answers, and not
 *   itself the yuan of one);
 * - no lone character on the last line of a heading or a button;
 * - another person's name, where masked, masked by the product's one rule (contract maskName): a first
 *   character and the same stars whatever its length; and no other person's name (a nickname, a verifier,
 *   a payee, a fundraiser's real name) shown whole outside the staff console: every list renders the
 *   masked name the server answers (a 匿名 donor shows as 爱心人士, without even the mask).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import Database from 'better-sqlite3';
import { DONOR, OWNER, STAFF, planRoutes, readSeed } from '../../bench/lib/route-plan.mjs';
import { ROUTES } from '../../src/routes';
import { maskName } from '../../src/contract/rules/love';
import { journeyServer, type RunningServer } from './harness';
import { apiLogin, grantStaff } from './money-harness';
import { wechatContext } from './sweep-support';

// 204 pages at two widths: about 5 minutes on a quiet 2-core machine, over 10 on a loaded one; the limit is for a hang, not a speed bar
jest.setTimeout(1_800_000);

type Check = 'wide' | 'raw' | 'fen' | 'lone' | 'names';
const CHECKS: Check[] = ['wide', 'raw', 'fen', 'lone', 'names'];
const WIDTHS = [390, 320];
const FRESH = '13700002500';
/** The stars the product's one masking rule puts after a name's first character. */
const MASK_STARS = maskName('张三丰').slice(1);

const PROBE = `(${readFileSync(join(__dirname, 'sweep-probe.js'), 'utf8').replace(/^[\s\S]*?(?=function probe)/, '')})`;
const MONEY_KEY = /amount|fen|money|raised|target|balance|fee|price|total|sum|paid|refund|withdraw|matched|cash|income|cost|fund|reserved|released/i;

let server: RunningServer;
let browser: Browser;
let dataDir: string;
const found: Record<Check, string[]> = { wide: [], raw: [], fen: [], lone: [], names: [] };
let pagesSeen = 0;

journeyServer({}, (j) => ({ server, browser, dataDir } = j));

/** Every number under a money-like key of an API answer (a JSON object held as text, as the basic store's slots, read too). */
function moneyNumbers(value: unknown, key = '', into: Set<number> = new Set()): Set<number> {
  if (typeof value === 'string' && /^\s*\{/.test(value)) {
    try {
      moneyNumbers(JSON.parse(value), key, into);
    } catch {
      // not JSON: plain text
    }
  } else if (typeof value === 'number' && MONEY_KEY.test(key) && Number.isInteger(value) && value >= 100) into.add(value);
  else if (Array.isArray(value)) value.forEach((v) => moneyNumbers(v, key, into));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) moneyNumbers(v, k, into);
  return into;
}

/**
 * Other people's names a reader must not see whole: users' nicknames, verifiers', payees' and checked
 * fundraisers' names. Left out: generic labels, an institution's account (named in full by design) and a
 * patient's name (the fundraiser writes it in the story and the title themselves).
 */
function otherNames(db: Database.Database): string[] {
  const col = (sql: string) => (db.prepare(sql).all() as Array<{ n: string | null }>).map((r) => (r.n ?? '').trim());
  const patients = new Set(col('SELECT patient_name AS n FROM cases'));
  const institutions = new Set(col("SELECT payee_name AS n FROM cases WHERE payee_relation = 'LOCATION_HOSPITAL_ACCOUNT'"));
  const fundraisers = (db.prepare("SELECT data_json AS j FROM case_sections WHERE section = 'fundraiser'").all() as Array<{ j: string }>)
    .map((r) => String((JSON.parse(r.j) as { name?: string }).name ?? '').trim());
  const names = [
    ...col('SELECT nickname AS n FROM users'), ...col('SELECT nickname AS n FROM verifications'),
    ...col("SELECT payee_name AS n FROM cases WHERE payee_relation != 'LOCATION_HOSPITAL_ACCOUNT'"), ...fundraisers,
  ];
  return [...new Set(names)].filter((n) => Array.from(n).length >= 2 && n !== maskName(n) && !['爱心人士', '平台公益基金', '已注销用户'].includes(n)
    && !patients.has(n) && !institutions.has(n));
}

/** The payee's and the checked fundraiser's names of the cases a user owns. */
function ownCaseNames(db: Database.Database, userId: string): string[] {
  const payees = (db.prepare('SELECT payee_name AS n FROM cases WHERE owner_user_id = ?').all(userId) as Array<{ n: string }>).map((r) => r.n.trim());
  const checked = (db.prepare("SELECT s.data_json AS j FROM case_sections s JOIN cases c ON c.info_uuid = s.info_uuid WHERE c.owner_user_id = ? AND s.section = 'fundraiser'")
    .all(userId) as Array<{ j: string }>).map((r) => String((JSON.parse(r.j) as { name?: string }).name ?? '').trim());
  return [...payees, ...checked];
}

/** Opens `path` and probes it at each width (one load: the screen is resized, the root font size follows). */
async function sweep(page: Page, path: string, fullNames: string[]): Promise<Array<Record<Check, string[]>>> {
  const fen = new Set<number>();
  const onResponse = async (res: import('playwright-core').Response) => {
    if (!res.url().includes('/api/') || !(res.headers()['content-type'] ?? '').includes('json')) return;
    moneyNumbers(await res.json().catch(() => null), '', fen);
  };
  page.on('response', onResponse);
  try {
    await page.setViewportSize({ width: WIDTHS[0], height: 780 });
    await page.goto(server.baseUrl + path, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    // the client has taken over the server's first screen, and drawn what its data asked for
    await page.waitForFunction(() => !document.getElementById('cf-ssr') && document.querySelector('.taro_page'), null, { timeout: 15_000 }).catch(() => {});
    const out = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 780 });
      await page.evaluate(() => new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(res))));
      out.push(await page.evaluate(`${PROBE}(${JSON.stringify({ fenValues: [...fen], maskStars: MASK_STARS, fullNames })})`) as Record<Check, string[]>);
    }
    return out;
  } finally {
    page.off('response', onResponse);
  }
}

beforeAll(async () => {
  const started = Date.now();
  const staffPhone = STAFF;
  await grantStaff(dataDir, staffPhone);
  const db = new Database(join(dataDir, 'app.db'), { readonly: true });
  let seed: ReturnType<typeof readSeed>;
  try {
    seed = readSeed(db);
  } finally {
    db.close();
  }
  const cookies: Record<string, string> = { visitor: '' };
  for (const [as, phone] of [['owner', OWNER], ['donor', DONOR], ['staff', staffPhone]] as const) cookies[as] = (await apiLogin(server, phone)).cookie;
  // A new user with nothing in flight: the one who sees 注销's confirmation field (others are told why not).
  cookies.fresh = (await apiLogin(server, FRESH)).cookie;
  // Each reader's list of other people's names (their own nickname is theirs to see).
  const namesHidden: Record<string, string[]> = {};
  const named = new Database(join(dataDir, 'app.db'), { readonly: true });
  try {
    const all = otherNames(named);
    for (const [as, phone] of [['owner', OWNER], ['donor', DONOR], ['staff', staffPhone], ['fresh', FRESH]] as const) {
      const me = named.prepare('SELECT user_id, nickname FROM users WHERE mobile = ?').get(phone) as { user_id?: string; nickname?: string } | undefined;
      // a fundraiser sees the payee and the checked name of their own case whole
      const mine = new Set([me?.nickname ?? '', ...ownCaseNames(named, me?.user_id ?? '')]);
      namesHidden[as] = all.filter((n) => !mine.has(n));
    }
  } finally {
    named.close();
  }
  const plan = [...planRoutes(ROUTES, seed, { visitor: false }), { name: 'deleteAccount', path: '/cf/mine/delete-account', as: 'fresh' }];
  for (const as of ['owner', 'donor', 'staff', 'fresh'] as const) {
    const ctx = await wechatContext(browser, WIDTHS[0], server.baseUrl, cookies[as]);
    const page = await ctx.newPage();
    try {
      for (const p of plan.filter((x) => x.as === as)) {
        const r = await sweep(page, p.path, namesHidden[as]).catch((err: Error) => String(err).split('\n')[0]);
        if (typeof r === 'string') {
          found.wide.push(`${p.name} ${p.path} (${as}): could not be opened: ${r}`);
          continue;
        }
        r.forEach((one, i) => {
          pagesSeen++;
          for (const c of CHECKS) {
            for (const f of one[c]) found[c].push(`${p.name} ${p.path.replace(/\?infoUuid=.*$/, '')} (${as}, ${WIDTHS[i]} px): ${f}`);
          }
        });
      }
    } finally {
      await ctx.close();
    }
  }
  console.log(`[sweep] ${pagesSeen} page views in ${Math.round((Date.now() - started) / 1000)} s`);
});

test('the sweep saw every planned page at both widths', () => {
  const planned = planRoutes(ROUTES, { infoUuid: 'x', goodsUuid: 'x', matchedUuid: 'x', orderId: 'x' }).length + 1;
  expect(pagesSeen).toBe(planned * WIDTHS.length);
});

test.each(CHECKS)('no page fails the %s check', (check) => {
  expect(found[check]).toEqual([]);
});
