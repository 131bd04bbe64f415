/**
 * Running it in production, with real processes: SIGTERM turns /readyz 503 while the port still
 * serves, and closes the port only after the drain; `npm run migrate` applies every migration once and
 * then none; a production start refuses pending migrations (one line) unless MIGRATE_ON_START=1; two
 * processes migrating one fresh database at once both succeed and apply each migration once.
 */
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { MIGRATIONS } from '../src/db/migrate';
import { openDb } from '../src/db';
import { freePort } from '../../test/support/free-port';
import { cleanEnv, ROOT, spawnEntry, stop, until, waitReady } from './support/entry';
import { productionEnv } from './support/production-env';
import { DIALECTS, scratchDb } from './support/testApp';

jest.setTimeout(180_000);

const NAMES = Object.keys(MIGRATIONS).sort();
const scratch = mkdtempSync(join(tmpdir(), 'cf-ops-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const portAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

/** `npm run migrate` (package.json runs scripts/migrate.mjs) with exactly this environment. */
function migrate(env: Record<string, string>): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, ['scripts/migrate.mjs'], { cwd: ROOT, env: cleanEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out, err })));
}

const applied = (out: string) => [...out.matchAll(/^\[migrate\] applied (\S+)$/gm)].map((m) => m[1]);

async function status(base: string, path: string): Promise<number> {
  return (await fetch(base + path)).status;
}

test('package.json: `npm run migrate` runs scripts/migrate.mjs', () => {
  expect(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.migrate).toBe('node scripts/migrate.mjs');
});

test('SIGTERM: /readyz turns 503 while the port still serves every request, then the port closes and the process exits 0', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const s = spawnEntry('server', { PORT: String(port), DATA_DIR: join(scratch, 'drain'), SEED: '0', SHUTDOWN_DRAIN_MS: '3000' });
  try {
    await waitReady(s, base);
    expect(await status(base, '/readyz')).toBe(200);
    s.child.kill('SIGTERM');
    // not ready, answered on the open port (a closed port would be a fetch error, never a 503)
    await until(async () => {
      const res = await fetch(`${base}/readyz`);
      return res.status === 503 && ((await res.json()) as { reason?: string }).reason === 'shutting-down';
    }, '/readyz answers 503 shutting-down', 10_000);
    expect(s.child.exitCode).toBeNull();
    expect(await status(base, '/healthz')).toBe(200);
    const api = await fetch(`${base}/api/account/v3/login-check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(api.status).toBe(200); // new requests are still served during the drain
    await until(async () => !(await portAnswers(port)), 'the port refuses connections', 20_000);
    expect(await s.exited).toEqual({ code: 0, signal: null });
  } finally {
    await stop(s);
  }
});

test('`npm run migrate` on a fresh SQLite DATA_DIR applies every migration, a second run none; production then starts without MIGRATE_ON_START', async () => {
  const dataDir = join(scratch, 'migrated');
  const first = await migrate({ DATA_DIR: dataDir });
  expect([first.code, first.err]).toEqual([0, '']);
  expect(applied(first.out)).toEqual(NAMES);
  expect(first.out).toMatch(/\[migrate\] sqlite: \d+ applied; the database is current/);

  const second = await migrate({ DATA_DIR: dataDir });
  expect([second.code, second.err]).toEqual([0, '']);
  expect(applied(second.out)).toEqual([]);
  expect(second.out).toMatch(/\[migrate\] sqlite: nothing to apply; the database is current/);

  const port = await freePort();
  const s = spawnEntry('server', { ...productionEnv(scratch), PORT: String(port), DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '0' });
  try {
    await waitReady(s, `http://127.0.0.1:${port}`);
    expect(await status(`http://127.0.0.1:${port}`, '/readyz')).toBe(200);
    expect(s.stderr()).not.toMatch(/refusing/);
  } finally {
    await stop(s);
  }
});

test('production with pending migrations: exit 1 with one line naming the count and `npm run migrate`, nothing applied; MIGRATE_ON_START=1 migrates and starts', async () => {
  const dataDir = join(scratch, 'pending');
  const refused = spawnEntry('server', { ...productionEnv(scratch), PORT: String(await freePort()), DATA_DIR: dataDir });
  expect((await refused.exited).code).toBe(1);
  expect(refused.stderr().trim().split('\n')).toEqual([
    `[migrate] refusing to start: ${NAMES.length} database migrations are pending; run \`npm run migrate\` first (or start with MIGRATE_ON_START=1)`,
  ]);
  const { db } = openDb({ dataDir });
  try {
    const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
    expect(tables.map((t) => t.name)).toEqual([]); // not even the migration table
  } finally {
    await db.destroy();
  }

  const port = await freePort();
  const s = spawnEntry('server', { ...productionEnv(scratch), PORT: String(port), DATA_DIR: dataDir, MIGRATE_ON_START: '1', SHUTDOWN_DRAIN_MS: '0' });
  try {
    await waitReady(s, `http://127.0.0.1:${port}`);
    expect(await status(`http://127.0.0.1:${port}`, '/readyz')).toBe(200);
  } finally {
    await stop(s);
  }
});

describe.each(DIALECTS)('%s', (dialect) => {
  test('two `npm run migrate` processes on one fresh database at once: both succeed, each migration applied once', async () => {
    const db = await scratchDb(dialect);
    const env: Record<string, string> = dialect === 'pg' ? { DATABASE_URL: db.url } : { DATA_DIR: dirname(db.url) };
    try {
      const [a, b] = await Promise.all([migrate(env), migrate(env)]);
      expect([a.code, a.err, b.code, b.err]).toEqual([0, '', 0, '']);
      expect([...applied(a.out), ...applied(b.out)].sort()).toEqual(NAMES);
      const k = db.open();
      try {
        const rows = await k.selectFrom('kysely_migration' as never).select('name' as never).execute();
        expect(rows.map((r) => (r as { name: string }).name).sort()).toEqual(NAMES);
      } finally {
        await k.destroy();
      }
    } finally {
      await db.cleanup();
    }
  });
});
