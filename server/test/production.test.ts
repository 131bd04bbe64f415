/**
 * Production mode (NODE_ENV=production) refuses every development stand-in: the pure check
 * (productionProblems) and the real entry (stderr, exit code, nothing opened); demo mode
 * (APP_MODE=demo, what `npm start` runs) starts, says it is a test environment and labels every page.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { loadConfig } from '../src/config';
import { SANDBOX_DEV_SECRET } from '../src/payments';
import { DEMO_NOTICE_TEXT, productionProblems, withDemoNotice } from '../src/production';
import { freePort } from '../../test/support/free-port';
import { spawnEntry, stop, waitReady } from './support/entry';
import { productionEnv } from './support/production-env';
import { makeApp } from './support/testApp';

jest.setTimeout(120_000);

const scratch = mkdtempSync(join(tmpdir(), 'cf-prod-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Everything a real deployment sets: no stand-in left (support/production-env.ts). */
const GOOD: Record<string, string> = productionEnv(scratch);

const problems = (env: Record<string, string | undefined>) => productionProblems(loadConfig(env as Record<string, string>));
const without = (...keys: string[]) => Object.fromEntries(Object.entries(GOOD).filter(([k]) => !keys.includes(k)));

describe('productionProblems', () => {
  test('a complete real configuration has none', () => {
    expect(problems(GOOD)).toEqual([]);
  });

  test('an empty environment lists every stand-in, one line each', () => {
    const lines = problems({ NODE_ENV: 'production' });
    for (const key of ['PAY_PROVIDER', 'SANDBOX_PAY_SECRET', 'WX_SECRET', 'WX_LOGIN_PROVIDER', 'SMS_PROVIDER', 'PAYOUT_PROVIDER', 'NOTIFY_PROVIDER', 'SESSION_SECRET', 'COOKIE_SECURE']) {
      expect(lines.filter((l) => l.startsWith(key))).toHaveLength(1);
    }
    expect(lines.every((l) => !l.includes('\n'))).toBe(true);
  });

  test.each([
    ['sandbox pay', { PAY_PROVIDER: 'sandbox', SANDBOX_PAY_SECRET: 'x'.repeat(64) }, /^PAY_PROVIDER is sandbox/],
    ['the published sandbox secret', { SANDBOX_PAY_SECRET: SANDBOX_DEV_SECRET }, /^SANDBOX_PAY_SECRET is the published/],
    ['dev WeChat login', { WX_LOGIN_PROVIDER: 'dev' }, /^WX_LOGIN_PROVIDER is dev/],
    ['console SMS', { SMS_PROVIDER: 'console' }, /^SMS_PROVIDER is console/],
    ['sandbox payouts', { PAYOUT_PROVIDER: 'sandbox' }, /^PAYOUT_PROVIDER is sandbox/],
    ['printed notifications', { NOTIFY_PROVIDER: 'console' }, /^NOTIFY_PROVIDER is console/],
    ['a short session secret', { SESSION_SECRET: 'changeme' }, /^SESSION_SECRET is a development value/],
    ['cookies without Secure', { COOKIE_SECURE: '0' }, /^COOKIE_SECURE is not on/],
    ['demo data', { SEED: '1' }, /^SEED=1/],
  ])('%s is refused', (_name, change, line) => {
    expect(problems({ ...GOOD, ...change })).toEqual([expect.stringMatching(line)]);
  });

  test.each([
    ['WX_SECRET', /^WX_SECRET is not set/],
    ['SESSION_SECRET', /^SESSION_SECRET is not set/],
    ['TENCENT_SMS_SECRET_KEY', /^TENCENT_SMS_SECRET_KEY is not set/],
    ['LEDGER_SIGNING_KEY', /^LEDGER_SIGNING_KEY is not set/],
  ])('unset %s is refused', (key, line) => {
    expect(problems(without(key))).toEqual(expect.arrayContaining([expect.stringMatching(line)]));
  });

  test('demo mode and development are not production', () => {
    expect(loadConfig({ NODE_ENV: 'production', APP_MODE: 'demo' }).production).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).production).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
  });
});

describe('the server entry', () => {
  test('NODE_ENV=production with the stand-ins: one stderr line per problem, exit 1, no database opened', async () => {
    const dataDir = join(scratch, 'refused');
    const s = spawnEntry('server', { NODE_ENV: 'production', PORT: String(await freePort()), DATA_DIR: dataDir });
    const { code } = await s.exited;
    expect(code).toBe(1);
    const lines = s.stderr().trim().split('\n');
    for (const key of ['PAY_PROVIDER is sandbox', 'SANDBOX_PAY_SECRET is not set', 'WX_SECRET is not set', 'SMS_PROVIDER is console', 'SESSION_SECRET is not set', 'COOKIE_SECURE is not on', 'METRICS_TOKEN is not set']) {
      expect(lines.filter((l) => l.startsWith('[production] refusing to start: ') && l.includes(key))).toHaveLength(1);
    }
    expect(existsSync(join(dataDir, 'app.db'))).toBe(false);
    expect(s.stdout()).not.toMatch(/listening/);
  });

  test('a production configuration with no stand-in starts', async () => {
    const port = await freePort();
    // a fresh database: production applies its migrations only when told (else it refuses: ops-process.test.ts)
    const s = spawnEntry('server', { ...GOOD, PORT: String(port), DATA_DIR: join(scratch, 'good'), MIGRATE_ON_START: '1' });
    try {
      await waitReady(s, `http://127.0.0.1:${port}`);
      expect(s.stderr()).not.toMatch(/refusing/);
      expect(s.stdout()).not.toMatch(/\[demo\]/);
      // no demo data in production
      const list = await fetch(`http://127.0.0.1:${port}/api/account/v3/login-check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(list.status).toBe(200);
    } finally {
      await stop(s);
    }
  });

  test('demo mode (NODE_ENV=production APP_MODE=demo) starts on the stand-ins and says it is a test environment', async () => {
    const port = await freePort();
    const s = spawnEntry('server', { NODE_ENV: 'production', APP_MODE: 'demo', PORT: String(port), DATA_DIR: join(scratch, 'demo') });
    try {
      await waitReady(s, `http://127.0.0.1:${port}`);
      expect(s.stdout()).toMatch(/\[demo\] 测试环境，不涉及真实资金.*pay=sandbox.*sms=console/);
    } finally {
      await stop(s);
    }
  });
});

describe('the demo notice on H5 pages', () => {
  const INDEX = '<!DOCTYPE html><html><head><title>x</title></head><body><div id="app"></div></body></html>';
  let dist: string;
  beforeAll(() => {
    dist = join(scratch, 'h5');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(Buffer.from(INDEX)));
  });

  test('demo mode: every page carries the footer, compressed or not; otherwise the page is untouched', async () => {
    const demo = await makeApp('sqlite', { seed: false, env: { APP_MODE: 'demo' }, config: { h5Dir: dist } });
    const dev = await makeApp('sqlite', { seed: false, config: { h5Dir: dist } });
    try {
      for (const url of ['/cf/common/list', '/', '/cf/no-such-page']) {
        const plain = await demo.app.inject({ method: 'GET', url });
        expect(plain.body).toContain(`data-testid="demo-notice"`);
        expect(plain.body).toContain(DEMO_NOTICE_TEXT);
        const br = await demo.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
        expect(br.headers['content-encoding']).toBe('br');
        expect(require('node:zlib').brotliDecompressSync(br.rawPayload).toString()).toContain('data-testid="demo-notice"');
      }
      const untouched = await dev.app.inject({ method: 'GET', url: '/cf/common/list' });
      expect(untouched.body).toBe(INDEX);
    } finally {
      await demo.close();
      await dev.close();
    }
  });

  test('the notice is the first thing in <body>, in the flow (never fixed over a bottom bar), once', () => {
    const cfg = loadConfig({ APP_MODE: 'demo' });
    const once = withDemoNotice(cfg, INDEX);
    expect(once.indexOf('<body><div data-testid="demo-notice"')).toBeGreaterThan(0);
    expect(once.indexOf('data-testid="demo-notice"')).toBeLessThan(once.indexOf('<div id="app">'));
    expect(once).not.toMatch(/demo-notice[^>]*position:fixed/);
    expect(withDemoNotice(cfg, once)).toBe(once);
    expect(withDemoNotice(loadConfig({ NODE_ENV: 'production' }), INDEX)).toBe(INDEX);
  });
});

test('COOKIE_SECURE=1: the session cookies carry Secure even behind plain HTTP', async () => {
  const secure = await makeApp('sqlite', { seed: false, env: { COOKIE_SECURE: '1' } });
  const plain = await makeApp('sqlite', { seed: false });
  try {
    const cookieOf = async (ctx: typeof secure) => {
      const phone = '1370000' + String(Math.floor(Math.random() * 9000) + 1000);
      await ctx.app.inject({ method: 'POST', url: '/api/useraccount/sendVerifyCode', payload: { mobile: phone } });
      const res = await ctx.app.inject({ method: 'POST', url: '/api/account/v3/login-with-mobile', payload: { mobile: phone, verifyCode: ctx.sms.last(phone) } });
      return (res.cookies as { name: string; secure?: boolean }[]).find((c) => c.name === 'cf_session');
    };
    expect((await cookieOf(secure))?.secure).toBe(true);
    expect((await cookieOf(plain))?.secure).toBeFalsy();
  } finally {
    await secure.close();
    await plain.close();
  }
});
