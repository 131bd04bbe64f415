/**
 * Secrets are never constants in the source: an unset SANDBOX_PAY_SECRET / SESSION_SECRET is
 * generated at the first start and kept (DATA_DIR/secrets.json 0600 with SQLite, the app_secrets
 * table with PostgreSQL), the same on later starts and across processes; the real server refuses a
 * notify signed with the old source constant.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config';
import { migrateToLatest } from '../src/db/migrate';
import { SANDBOX_DEV_SECRET, signSandboxNotify } from '../src/payments';
import { dbSecrets, fileSecrets, withSecrets } from '../src/secrets';
import { freePort } from '../../test/support/free-port';
import { spawnEntry, stop, until, waitReady } from './support/entry';
import { DIALECTS, scratchDb } from './support/testApp';
import { donatableCases } from '../../test/support/seeded-cases';

jest.setTimeout(120_000);
const HEX64 = /^[0-9a-f]{64}$/;

describe('DATA_DIR/secrets.json (SQLite)', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'cf-secrets-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('generated once (random, mode 0600), reused on the next start', () => {
    const a = fileSecrets(dir);
    expect(a.SANDBOX_PAY_SECRET).toMatch(HEX64);
    expect(a.SESSION_SECRET).toMatch(HEX64);
    expect(a.SANDBOX_PAY_SECRET).not.toBe(a.SESSION_SECRET);
    expect(statSync(join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(fileSecrets(dir)).toEqual(a);
    const other = mkdtempSync(join(tmpdir(), 'cf-secrets-'));
    try {
      expect(fileSecrets(other).SANDBOX_PAY_SECRET).not.toBe(a.SANDBOX_PAY_SECRET);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  test('the environment wins; unset ones come from the file', async () => {
    const config = loadConfig({ DATA_DIR: dir, SESSION_SECRET: 's'.repeat(40) });
    const filled = await withSecrets(config, null as never);
    const stored = JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8'));
    expect(filled.sessionSecret).toBe('s'.repeat(40));
    expect(filled.settings.SANDBOX_PAY_SECRET).toBe(stored.SANDBOX_PAY_SECRET);
    expect(filled.settings.SANDBOX_PAY_SECRET).not.toBe(SANDBOX_DEV_SECRET);
  });
});

describe.each(DIALECTS)('app_secrets table (%s)', (dialect) => {
  test('two processes starting together agree, and later starts reuse the values', async () => {
    const scratch = await scratchDb(dialect);
    const a = scratch.open();
    const b = scratch.open();
    try {
      await migrateToLatest(a);
      const [x, y] = await Promise.all([dbSecrets(a), dbSecrets(b)]);
      expect(x).toEqual(y);
      expect(x.SANDBOX_PAY_SECRET).toMatch(HEX64);
      expect(await dbSecrets(a)).toEqual(x);
      if (dialect === 'pg') {
        const cfg = await withSecrets(loadConfig({ DATABASE_URL: scratch.url }), b);
        expect([cfg.settings.SANDBOX_PAY_SECRET, cfg.sessionSecret]).toEqual([x.SANDBOX_PAY_SECRET, x.SESSION_SECRET]);
      }
    } finally {
      await a.destroy();
      await b.destroy();
      await scratch.cleanup();
    }
  });
});

describe('the real server (demo, no SANDBOX_PAY_SECRET set)', () => {
  test('a notify signed with the old source constant is refused; the generated secret is the one in use', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cf-secrets-srv-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const s = spawnEntry('server', { NODE_ENV: 'production', APP_MODE: 'demo', PORT: String(port), DATA_DIR: dataDir });
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
      return { res, text: await res.text() };
    };
    try {
      await waitReady(s, base);
      const phone = '13700009999';
      expect(JSON.parse((await post('/api/useraccount/sendVerifyCode', { mobile: phone })).text).code).toBe(0);
      const code = await until(async () => /\[sms\] 13700009999 (\d{6})/.exec(s.stdout())?.[1], 'sms code');
      const login = await post('/api/account/v3/login-with-mobile', { mobile: phone, verifyCode: code });
      const cookie = login.res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const [infoUuid] = donatableCases(dataDir, { newest: true, limit: 1 });
      const add = JSON.parse((await post('/api/cf/v41/order/add', { infoUuid, amount: 1234, anonymous: false, platform: 1, idempotencyKey: `k-${Date.now()}` }, { cookie })).text);
      expect(add.code).toBe(0);
      const orderId = add.data.orderId as string;
      const status = async () => JSON.parse((await post('/api/cf/v4/order/queryOrderStatus', { orderId }, { cookie })).text).data.status;

      const forged = signSandboxNotify(SANDBOX_DEV_SECRET, { orderId, amount: 1234, paid: true });
      const refused = await post('/api/pay/notify/sandbox', forged.rawBody, forged.headers);
      expect(refused.res.status).not.toBe(200);
      expect(await status()).toBe('PENDING');

      const kept = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8'));
      const real = signSandboxNotify(kept.SANDBOX_PAY_SECRET, { orderId, amount: 1234, paid: true });
      const accepted = await post('/api/pay/notify/sandbox', real.rawBody, real.headers);
      expect(accepted.res.status).toBe(200);
      expect(await status()).toBe('PAID');
    } finally {
      await stop(s);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
