/**
 * Health and readiness (GET /healthz, GET /readyz: routes/ops.ts) and the start's migrations
 * (db/migration-status.ts), on both databases, in process. The spawned-process side (SIGTERM drain,
 * `npm run migrate`, the production start, two processes migrating at once) is ops-process.test.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Migrator } from 'kysely';
import { loadConfig } from '../src/config';
import { MIGRATIONS, migrateToLatest } from '../src/db/migrate';
import { migrateOnStart, pendingMigrations } from '../src/db/migration-status';
import { drainMsOf, startDraining } from '../src/routes/ops';
import { DIALECTS, makeApp, scratchDb, type TestDb } from './support/testApp';

jest.setTimeout(60_000);

const NAMES = Object.keys(MIGRATIONS).sort();

/** A scratch database with every migration but the last applied (an older deployment's schema). */
async function oneBehind(dialect: 'sqlite' | 'pg'): Promise<TestDb> {
  const scratch = await scratchDb(dialect);
  const db = scratch.open();
  const older = Object.fromEntries(NAMES.slice(0, -1).map((n) => [n, MIGRATIONS[n]]));
  const r = await new Migrator({ db, provider: { getMigrations: async () => older } }).migrateToLatest();
  expect(r.error).toBeUndefined();
  await db.destroy();
  return scratch;
}

const get = (ctx: { app: FastifyInstance }, url: string) => ctx.app.inject({ method: 'GET', url });

describe.each(DIALECTS)('%s', (dialect) => {
  test('/healthz: 200 {status:"ok"} without a session, no cookie set, nothing else said', async () => {
    const ctx = await makeApp(dialect, { seed: false });
    try {
      const res = await get(ctx, '/healthz');
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ status: 'ok' });
      expect(res.cookies).toEqual([]);
      expect(res.headers['cache-control']).toBe('no-store');
      // alive even when the database is not: liveness must not restart a process for a database outage
      await ctx.db.destroy();
      expect((await get(ctx, '/healthz')).statusCode).toBe(200);
    } finally {
      await ctx.app.close();
      await ctx.scratch.cleanup();
    }
  });

  test('/readyz: 200 {status:"ready"} on a migrated database; 503 "shutting-down" once draining, while /healthz and the API still answer', async () => {
    const ctx = await makeApp(dialect, { seed: false });
    try {
      const ready = await get(ctx, '/readyz');
      expect([ready.statusCode, JSON.parse(ready.body)]).toEqual([200, { status: 'ready' }]);
      expect(ready.cookies).toEqual([]);
      expect(ready.headers['cache-control']).toBe('no-store');
      expect((await ctx.app.inject({ method: 'HEAD', url: '/readyz' })).statusCode).toBe(200);

      startDraining(ctx.app);
      const draining = await get(ctx, '/readyz');
      expect([draining.statusCode, JSON.parse(draining.body)]).toEqual([503, { status: 'unavailable', reason: 'shutting-down' }]);
      expect((await get(ctx, '/healthz')).statusCode).toBe(200);
      const api = await ctx.app.inject({ method: 'POST', url: '/api/account/v3/login-check', payload: {} });
      expect(api.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  test('/readyz: 503 "database" once the database is closed; the answer names no path, URL or error', async () => {
    const ctx = await makeApp(dialect, { seed: false });
    try {
      expect((await get(ctx, '/readyz')).statusCode).toBe(200);
      await ctx.db.destroy();
      const res = await get(ctx, '/readyz');
      expect([res.statusCode, JSON.parse(res.body)]).toEqual([503, { status: 'unavailable', reason: 'database' }]);
      expect(res.body).not.toContain(ctx.scratch.url);
    } finally {
      await ctx.app.close();
      await ctx.scratch.cleanup();
    }
  });

  test('/readyz: 503 "migrations" while one is pending, 200 once migrated', async () => {
    const scratch = await oneBehind(dialect);
    const ctx = await makeApp(dialect, { seed: false, migrate: false, scratch });
    try {
      const res = await get(ctx, '/readyz');
      expect([res.statusCode, JSON.parse(res.body)]).toEqual([503, { status: 'unavailable', reason: 'migrations' }]);
      expect(await migrateToLatest(ctx.db)).toEqual([NAMES[NAMES.length - 1]]);
      expect((await get(ctx, '/readyz')).statusCode).toBe(200);
    } finally {
      await ctx.close();
      await scratch.cleanup();
    }
  });

  test('the start: production refuses pending migrations with one line naming the count and `npm run migrate`; MIGRATE_ON_START=1 and development apply them', async () => {
    const scratch = await scratchDb(dialect);
    const db = scratch.open();
    try {
      expect(await pendingMigrations(db)).toEqual(NAMES);
      const line = await migrateOnStart(db, { production: true });
      expect(line).toBe(`[migrate] refusing to start: ${NAMES.length} database migrations are pending; run \`npm run migrate\` first (or start with MIGRATE_ON_START=1)`);
      expect(await pendingMigrations(db)).toEqual(NAMES); // nothing applied, nothing created
      expect(await migrateOnStart(db, { production: false, migrateOnStart: '0' })).toMatch(/refusing to start: \d+ database migrations are pending/);

      expect(await migrateOnStart(db, { production: true, migrateOnStart: '1' })).toBeNull();
      expect(await pendingMigrations(db)).toEqual([]);
      expect(await migrateOnStart(db, { production: true })).toBeNull(); // current: production starts
    } finally {
      await db.destroy();
      await scratch.cleanup();
    }
    const dev = await scratchDb(dialect);
    const devDb = dev.open();
    try {
      expect(await migrateOnStart(devDb, { production: false })).toBeNull();
      expect(await pendingMigrations(devDb)).toEqual([]);
    } finally {
      await devDb.destroy();
      await dev.cleanup();
    }
  });

  test('two connections migrating one fresh database at once: both succeed, each migration is applied once', async () => {
    const scratch = await scratchDb(dialect);
    const a = scratch.open();
    const b = scratch.open();
    try {
      const [ra, rb] = await Promise.all([migrateToLatest(a), migrateToLatest(b)]);
      expect([...ra, ...rb].sort()).toEqual(NAMES);
      const rows = await a.selectFrom('kysely_migration' as never).select('name' as never).execute();
      expect(rows.map((r) => (r as { name: string }).name).sort()).toEqual(NAMES);
    } finally {
      await a.destroy();
      await b.destroy();
      await scratch.cleanup();
    }
  });
});

test('with the H5 app hosted (static files, a wildcard route), the probes still answer JSON', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'cf-ops-h5-'));
  writeFileSync(join(dist, 'index.html'), '<!DOCTYPE html><html><body><div id="app"></div></body></html>');
  const ctx = await makeApp('sqlite', { seed: false, config: { h5Dir: dist } });
  try {
    for (const [url, body] of [['/healthz', { status: 'ok' }], ['/readyz', { status: 'ready' }]] as const) {
      const res = await get(ctx, url);
      expect([url, res.statusCode, res.headers['content-type'], JSON.parse(res.body)]).toEqual([url, 200, expect.stringMatching(/^application\/json/), body]);
    }
  } finally {
    await ctx.close();
    rmSync(dist, { recursive: true, force: true });
  }
});

test('the drain: SHUTDOWN_DRAIN_MS on SIGTERM (unset: its default in production, 0 elsewhere); SIGINT never waits', () => {
  const prod = loadConfig({ NODE_ENV: 'production' });
  expect(drainMsOf(prod, 'SIGTERM')).toBe(5000);
  expect(drainMsOf(prod, 'SIGINT')).toBe(0);
  expect(drainMsOf(loadConfig({ NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: '250' }), 'SIGTERM')).toBe(250);
  expect(drainMsOf(loadConfig({ NODE_ENV: 'production', APP_MODE: 'demo' }), 'SIGTERM')).toBe(0);
  expect(drainMsOf(loadConfig({ SHUTDOWN_DRAIN_MS: '1200' }), 'SIGTERM')).toBe(1200);
  expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS must be an integer from 0 to 120000/);
  expect(() => loadConfig({ MIGRATE_ON_START: 'yes' })).toThrow(/MIGRATE_ON_START must be one of 0, 1/);
});
