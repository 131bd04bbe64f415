/**
 * Two real server processes (tsx server/src/server.ts) on one SQLite file: seeded once, one order
 * per idempotency key across both, and sandbox payments confirmed through both counted exactly once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../test/support/free-port';
import { DEMO_CASES } from '../seed/data';
import { LIFECYCLE_CASES } from '../seed/lifecycle';

jest.setTimeout(90_000);
const ROOT = join(__dirname, '..', '..');


async function until<T>(fn: () => Promise<T | null | undefined>, what: string, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn().catch(() => null);
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface Proc { base: string; child: ChildProcess; out: () => string }
const dataDir = mkdtempSync(join(tmpdir(), 'cf-mp-'));
const procs: Proc[] = [];

async function start(): Promise<Proc> {
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', APP_MODE: 'demo', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', H5_DIR: '/nonexistent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const base = `http://127.0.0.1:${port}`;
  await until(async () => (await fetch(`${base}/api/account/v3/login-check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).ok, 'server');
  return { base, child, out: () => out };
}

const post = async (base: string, path: string, body: unknown, cookie = '') => {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  return { res, body: (await res.json()) as { code: number; data: any } };
};

beforeAll(async () => {
  procs.push(...(await Promise.all([start(), start()])));
});
afterAll(async () => {
  for (const p of procs) {
    if (p.child.exitCode === null) {
      p.child.kill('SIGTERM');
      await new Promise((r) => p.child.once('exit', r));
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('two processes on one SQLite file agree', async () => {
  const [a, b] = procs;
  const list = await post(a.base, '/api/cf/v4/case/list', { listType: 'common', size: 50 });
  expect(list.body.data.list).toHaveLength(DEMO_CASES.length + LIFECYCLE_CASES.length); // seeded exactly once
  const infoUuid = list.body.data.list.find((c: { status: number }) => c.status === 0).infoUuid;

  const phone = '13600136000';
  await post(a.base, '/api/useraccount/sendVerifyCode', { mobile: phone });
  // The per-phone limit lives in the database: the other process refuses a second send.
  expect((await post(b.base, '/api/useraccount/sendVerifyCode', { mobile: phone })).res.status).toBe(429);
  const code = await until(async () => a.out().match(/\[sms\] 13600136000 (\d{6})/)?.[1], 'sms');
  const login = await post(b.base, '/api/account/v3/login-with-mobile', { mobile: phone, verifyCode: code });
  const cookie = login.res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

  const before = (await post(a.base, '/api/cf/v4/get-funding-info', { infoUuid })).body.data.raisedAmount;
  const body = { infoUuid, amount: 1500, anonymous: false, platform: 8, idempotencyKey: 'mp-same-key-1' };
  const created = await Promise.all(Array.from({ length: 10 }, (_, i) => post(procs[i % 2].base, '/api/cf/v41/order/add', body, cookie)));
  expect(new Set(created.map((r) => r.body.data.orderId)).size).toBe(1);

  const ids = [];
  for (let i = 0; i < 6; i++) {
    ids.push((await post(a.base, '/api/cf/v41/order/add', { ...body, amount: 100 + i, idempotencyKey: `mp-key-${i}` }, cookie)).body.data.orderId);
  }
  // Each order confirmed through both processes at once.
  const confirms = await Promise.all(ids.flatMap((orderId) => procs.map((p) => post(p.base, '/api/pay/sandbox/confirm', { orderId, action: 'pay' }, cookie))));
  expect(confirms.every((c) => c.body.code === 0)).toBe(true);
  const after = (await post(b.base, '/api/cf/v4/get-funding-info', { infoUuid })).body.data.raisedAmount;
  expect(after - before).toBe(100 + 101 + 102 + 103 + 104 + 105);
});
