/**
 * Test harness: buildApp on a fresh SQLite temp file or a scratch PostgreSQL database
 * (PG_TEST_URL, default postgres://postgres@127.0.0.1:5432/postgres; CREATE DATABASE cf_test_<random>,
 * dropped afterwards), with a movable clock and an in-memory SMS provider.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { sql } from 'kysely';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openDb, type DB, type Dialect } from '../../src/db';
import { migrateToLatest } from '../../src/db/migrate';
import { DONATABLE_SQL } from '../../../test/support/seeded-cases';
import type { AppDeps } from '../../src/deps';
import { createSandboxProvider } from '../../src/payments';
import { MemorySms } from '../../src/providers/sms';
import { DiskStorage } from '../../src/providers/storage';
import { MemoryNotify } from '../../src/providers/notify';
import { DevTicket, DevWxLogin } from '../../src/providers/wxlogin';
import { seedDemo } from '../../seed/demo';
import { demoImages } from '../../seed/covers';

export const DIALECTS: Dialect[] = ['sqlite', 'pg'];
export const PG_TEST_URL = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDb {
  dialect: Dialect;
  /** Opens another connection (pool) to the same database: a second "process". */
  open: () => DB;
  cleanup: () => Promise<void>;
  url: string;
}

/** A fresh empty database of the dialect. */
export async function scratchDb(dialect: Dialect): Promise<TestDb> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'cf-srv-test-'));
    const file = join(dir, 'app.db');
    return { dialect, url: file, open: () => openDb({ sqliteFile: file }).db, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `cf_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: PG_TEST_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(PG_TEST_URL);
  u.pathname = `/${name}`;
  const url = u.toString();
  return {
    dialect,
    url,
    open: () => openDb({ databaseUrl: url }).db,
    cleanup: async () => {
      const c = new Client({ connectionString: PG_TEST_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestCtx {
  app: FastifyInstance;
  deps: AppDeps;
  sms: MemorySms;
  db: DB;
  now: () => number;
  advance: (ms: number) => void;
  scratch: TestDb;
  close: () => Promise<void>;
}

export interface TestAppOpts {
  seed?: boolean;
  config?: Partial<Config>;
  env?: Record<string, string>;
  /** Reuse an existing scratch database (e.g. a second app = a second process). */
  scratch?: TestDb;
  migrate?: boolean;
  /**
   * Share this app's clock (a second process beside it): processes share the wall clock, and a test's
   * clock runs ahead of it (each login advances it), so a second app on its own clock would see the
   * first one's activities as not started yet.
   */
  clockOf?: Pick<TestCtx, 'now' | 'advance'>;
}

export async function makeApp(dialect: Dialect, opts: TestAppOpts = {}): Promise<TestCtx> {
  const scratch = opts.scratch ?? (await scratchDb(dialect));
  const db = scratch.open();
  if (opts.migrate !== false) await migrateToLatest(db);
  let t = opts.clockOf?.now() ?? Date.now();
  const clock = opts.clockOf ? opts.clockOf.now : () => t;
  const advance = opts.clockOf ? opts.clockOf.advance : (ms: number) => void (t += ms);
  if (opts.seed !== false && opts.migrate !== false) await seedDemo(db, t);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SMS_PER_IP_MAX: '1000', ORDER_LIMIT_PER_USER: '1000', ORDER_LIMIT_PER_IP: '100000',
    // a busy test machine must not turn a server-rendered screen into the plain page (150 ms by default): the
    // fallback itself is tested with its own timeout (h5-boot.test.ts)
    SSR_DATA_TIMEOUT_MS: '10000', ...(opts.env ?? {}) }, { h5Dir: '/nonexistent-h5', ...(opts.config ?? {}) });
  const sms = new MemorySms();
  const uploadsDir = mkdtempSync(join(tmpdir(), 'cf-uploads-test-'));
  const deps: AppDeps = {
    config, db, dialect, clock, sms, wxLogin: new DevWxLogin(), ticket: new DevTicket(),
    pay: createSandboxProvider({ secret: config.settings.SANDBOX_PAY_SECRET || undefined, now: clock }),
    storage: new DiskStorage(uploadsDir),
    notify: new MemoryNotify(),
    demoImages,
  };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app, deps, sms, db, scratch, now: clock,
    advance,
    close: async () => {
      await app.close();
      await db.destroy();
      if (!opts.scratch) await scratch.cleanup();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

export interface Resp<T = any> { status: number; body: { code: number; msg: string; data: T }; headers: Record<string, unknown>; cookies: { name: string; value: string; httpOnly?: boolean; sameSite?: string; secure?: boolean }[] }

/** POSTs JSON through fastify.inject; `cookie` is a Cookie header value. */
export async function post<T = any>(app: FastifyInstance, url: string, payload: unknown, cookie?: string, headers: Record<string, string> = {}): Promise<Resp<T>> {
  const res = await app.inject({ method: 'POST', url, payload: payload as object, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers } });
  let body: Resp['body'];
  try {
    body = res.json();
  } catch {
    body = { code: -1, msg: res.body, data: null as never };
  }
  return { status: res.statusCode, body, headers: res.headers, cookies: res.cookies as Resp['cookies'] };
}

let phoneSeq = 0;
/** A fresh unused phone number per call. */
export const freshPhone = () => `137${String(process.pid % 10000).padStart(4, '0')}${String(phoneSeq++).padStart(4, '0')}`;

/** Logs a phone in through the API; returns the Cookie header value. */
export async function login(ctx: TestCtx, phone = freshPhone(), ip = '10.0.0.1'): Promise<string> {
  ctx.advance(61_000); // past the per-phone send limit when a phone logs in again
  const sent = await ctx.app.inject({ method: 'POST', url: '/api/useraccount/sendVerifyCode', payload: { mobile: phone }, remoteAddress: ip });
  if (sent.json().code !== 0) throw new Error(`send: ${sent.body}`);
  const res = await post(ctx.app, '/api/account/v3/login-with-mobile', { mobile: phone, verifyCode: ctx.sms.last(phone) });
  if (res.body.code !== 0) throw new Error(`login: ${JSON.stringify(res.body)}`);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/**
 * The proof that the user's bound phone was just checked (check-verify-code's checkToken), as the
 * deletion screen gets it: a code sent to the phone, then checked.
 */
export async function checkedPhone(ctx: TestCtx, userId: string): Promise<string> {
  const { mobile } = await ctx.db.selectFrom('users').select('mobile').where('user_id', '=', userId).executeTakeFirstOrThrow();
  if (!mobile) throw new Error('checkedPhone: the user has no bound phone');
  ctx.advance(61_000); // past the per-phone send limit
  const sent = await post(ctx.app, '/api/useraccount/sendVerifyCode', { mobile });
  if (sent.body.code !== 0) throw new Error(`send: ${JSON.stringify(sent.body)}`);
  const r = await post(ctx.app, '/api/account/v3/check-verify-code', { mobile, verifyCode: ctx.sms.last(mobile) });
  if (r.body.code !== 0) throw new Error(`check: ${JSON.stringify(r.body)}`);
  return r.body.data.checkToken as string;
}

/** The newest seeded case that takes donations (published and raising: the demo also holds a raise still in review). */
export async function donatableCase(ctx: TestCtx): Promise<string> {
  const r = await ctx.db.selectFrom('cases').select('info_uuid').where(sql.raw<boolean>(DONATABLE_SQL)).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  return r.info_uuid;
}
