/**
 * Helpers of the money journey (test/e2e/money-journey.test.ts) on top of harness.ts: API sessions
 * (one SMS login per phone, then the session cookie is reused by the API and by browser contexts),
 * staff grants through scripts/staff.mjs, a case that passed every section's review, paid donations
 * through the sandbox cashier API, and a direct handle on the scratch SQLite database for the two
 * things the product has no screen or clock for (see `withDb`).
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite from 'better-sqlite3';
import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import { idCardCheckChar } from '../../src/lib/raise-validation';
import { mobileContext, waitFor, type RunningServer } from './harness';

const ROOT = join(__dirname, '..', '..');

export interface ApiAnswer<T> { status: number; code: number; msg: string; data: T }
export interface Session {
  phone: string;
  cookie: string;
  /** POST with this session; the raw answer (for refusals). */
  raw<T = unknown>(path: string, body?: unknown): Promise<ApiAnswer<T>>;
  /** POST with this session; throws unless code 0; the data. */
  call<T = unknown>(path: string, body?: unknown): Promise<T>;
}

export function session(server: RunningServer, phone: string, cookie: string): Session {
  const s: Session = {
    phone,
    cookie,
    async raw<T>(path: string, body: unknown = {}) {
      const res = await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: s.cookie }, body: JSON.stringify(body) });
      const json = (await res.json()) as { code: number; msg: string; data: T };
      return { status: res.status, ...json };
    },
    async call(path: string, body: unknown = {}) {
      const r = await s.raw(path, body);
      if (r.code !== 0) throw new Error(`${phone} ${path}: ${r.status} ${JSON.stringify(r)}`);
      return r.data as never;
    },
  };
  return s;
}

/** Logs a phone in through the API (the code from the server's `[sms]` line). */
export async function apiLogin(server: RunningServer, phone: string): Promise<Session> {
  const since = server.output().length;
  const sent = await fetch(`${server.baseUrl}/api/useraccount/sendVerifyCode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: phone }) });
  if (!sent.ok) throw new Error(`send code ${phone}: ${sent.status} ${await sent.text()}`);
  const code = await server.smsCode(phone, since);
  const res = await fetch(`${server.baseUrl}/api/account/v3/login-with-mobile`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: phone, verifyCode: code }) });
  const json = (await res.json()) as { code: number; msg: string };
  if (json.code !== 0) throw new Error(`login ${phone}: ${JSON.stringify(json)}`);
  return session(server, phone, res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '));
}

/** Grants the staff role as an operator would (`npm run staff -- grant <phone>`), several at once. */
export async function grantStaff(dataDir: string, ...phones: string[]): Promise<void> {
  await Promise.all(phones.map((phone) => promisify(execFile)(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/staff.mjs', 'grant', phone], {
    cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  })));
}

/** A phone-sized browser page logged in with the session's cookies (no second SMS). */
export async function pageAs(browser: Browser, server: RunningServer, who: Session | null): Promise<Page> {
  const context = await mobileContext(browser);
  if (who) {
    await context.addCookies(who.cookie.split('; ').map((kv) => {
      const i = kv.indexOf('=');
      return { name: kv.slice(0, i), value: kv.slice(i + 1), url: server.baseUrl };
    }));
  }
  return context.newPage();
}

/** The page of a route once it alone is on screen (Taro keeps the page it leaves in the DOM while the next slides in). */
export async function screen(page: Page, route: string): Promise<Locator> {
  const el = page.locator(`.taro_page.taro_page_stationed [data-route="${route}"]`).last();
  await el.waitFor({ timeout: 20_000 });
  await waitFor(async () => ((await page.locator('.taro_page:not(.taro_page_shade)').count()) === 1 ? true : null), 10_000, `${route} alone on screen`);
  return el;
}

/** The text input of a Taro <Input>/<Textarea> carrying the test id (or the element itself). */
export const field = (scope: Page | Locator, testId: string) =>
  scope.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"], [data-testid="${testId}"] textarea, textarea[data-testid="${testId}"]`).first();

export async function png(color: string, width = 640, height = 420): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

/** POST /api/upload as the session; the stored image's URL. */
export async function upload(server: RunningServer, who: Session, kind: string, image: Buffer): Promise<string> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), `${kind}.png`);
  const res = await fetch(`${server.baseUrl}/api/upload`, { method: 'POST', body: form, headers: { cookie: who.cookie } });
  const json = (await res.json()) as { code: number; data: { url: string } };
  if (json.code !== 0) throw new Error(`upload ${kind}: ${JSON.stringify(json)}`);
  return json.data.url;
}

const id18 = (first17: string) => first17 + idCardCheckChar(first17);

/**
 * An illness case through the raise API: every section saved and submitted, each one approved by the
 * reviewer through the staff API, published. Its materials have passed: a withdrawal is allowed.
 * `serviceCharge` (1-4) sets the case's service-charge option on the draft.
 */
export async function passedCase(server: RunningServer, owner: Session, reviewer: Session, title: string, opts: { dataDir: string; serviceCharge?: number }): Promise<string> {
  const [cover, medical, idPhoto] = await Promise.all([
    upload(server, owner, 'cover', await png('#3a8f6a')),
    upload(server, owner, 'medical', await png('#c8844a')),
    upload(server, owner, 'idcard', await png('#6a7fc8')),
  ]);
  const { infoUuid } = await owner.call<{ infoUuid: string }>('/api/cf/v4/add-or-update-base-info', {
    raiseType: 0, title, targetAmount: 20_000_000, coverUrl: cover, attachments: [cover],
    content: '孩子今年八岁，确诊急性淋巴细胞白血病，正在北京儿童医院接受化疗，家里已经花光积蓄，恳请好心人帮助。',
  });
  // The service-charge option is fixed when a case is raised, and the raise flow offers no choice of it
  // (every new case gets 1, 无服务费): set the draft's option before anything reads the case.
  if (opts.serviceCharge !== undefined) {
    withDb(opts.dataDir, (db) => db.prepare('update cases set service_charge = ? where info_uuid = ?').run(opts.serviceCharge, infoUuid));
  }
  const fundraiserId = id18('11010519850612231');
  const sections: Record<string, [string, unknown]> = {
    patient: ['/api/cf/v4/patient-info', { name: '李小雨', idCard: id18('11010520150304442'), relation: 'child' }],
    payee: ['/api/cf/v4/payee-info', { relation: 'other', name: '李建国', idCard: fundraiserId, bankName: '中国工商银行', bankAccount: luhnCard('622202') }],
    treatment: ['/api/cf/v4/treatment-info', { hospital: '北京儿童医院', department: '血液科', diagnosis: '急性淋巴细胞白血病', city: '北京' }],
    household: ['/api/cf/v4/household-info', {
      houseOwned: true, houseCount: 1, houseValue: 50_000_000, carOwned: false, carValue: 0, annualIncome: 6_000_000, medicalInsurance: 'urban_rural',
      lowIncome: false, govMedicalAid: false, otherHelp: false, otherHelpAmount: 0, hasDebt: true, debtAmount: 10_000_000,
    }],
    material: ['/api/cf/v4/material-info', { medicalUrls: [medical], patientPhotos: [cover] }],
    fundraiser: ['/api/cf/v4/fundraiser-info', { name: '李建国', idCard: fundraiserId, idPhotoUrls: [idPhoto, idPhoto] }],
  };
  for (const [path, save] of Object.values(sections)) await owner.call(path, { infoUuid, save });
  await owner.call('/api/cf/v4/submit-for-review', { infoUuid });
  const status = await owner.call<{ required: string[] }>('/api/cf/v4/get-info-status', { infoUuid });
  for (const section of status.required) await reviewer.call('/api/staff/raise/review-section', { infoUuid, section, approve: true });
  await owner.call('/api/cf/v4/publish', { infoUuid });
  const after = await owner.call<{ verified: boolean; published: boolean }>('/api/cf/v4/get-info-status', { infoUuid });
  if (!after.verified || !after.published) throw new Error(`case not passed: ${JSON.stringify(after)}`);
  return infoUuid;
}

/** A Luhn-valid 19-digit card number with the prefix. */
function luhnCard(prefix: string): string {
  const body = (prefix + '1234567890123456789').slice(0, 18);
  for (let d = 0; d <= 9; d++) {
    const digits = (body + d).split('').reverse().map(Number);
    const sum = digits.reduce((s, n, i) => s + (i % 2 ? (n * 2 > 9 ? n * 2 - 9 : n * 2) : n), 0);
    if (sum % 10 === 0) return body + d;
  }
  throw new Error('unreachable');
}

/** A PAID donation through the order API and the sandbox cashier; the order id. */
export async function donate(donor: Session, infoUuid: string, amount: number): Promise<string> {
  const { orderId } = await donor.call<{ orderId: string }>('/api/cf/v41/order/add', {
    infoUuid, amount, anonymous: false, platform: 8, idempotencyKey: `e2e-money-${donor.phone}-${amount}-${Date.now()}`,
  });
  await donor.call('/api/pay/sandbox/confirm', { orderId, action: 'pay' });
  return orderId;
}

/**
 * The scratch database (`$DATA_DIR/app.db`, SQLite in WAL mode) opened beside the running server, for
 * what the product offers no screen or clock for: the case's service-charge option (fixed when the case
 * is raised; the raise flow has no choice for it yet) and the end of a withdrawal's public notice
 * (moving that one timestamp back is moving time forward for the approval rule, with no test hook in
 * production code). Both are single-row updates the server reads on its next request.
 */
export function withDb<T>(dataDir: string, fn: (db: BetterSqlite.Database) => T): T {
  const db = new BetterSqlite(join(dataDir, 'app.db'));
  try {
    db.pragma('busy_timeout = 5000');
    return fn(db);
  } finally {
    db.close();
  }
}

/** "1,234.56" / "¥1234.56" / "1234.5元" -> fen, from the digits (no floating point). */
export function fenOf(text: string | null): number {
  const m = /(-?)([\d,]+)(?:\.(\d{1,2}))?/.exec((text ?? '').replace(/\s/g, ''));
  if (!m) throw new Error(`no amount in ${JSON.stringify(text)}`);
  const fen = Number(m[2].replace(/,/g, '')) * 100 + Number((m[3] ?? '0').padEnd(2, '0'));
  return m[1] ? -fen : fen;
}
