/**
 * The real API server for mini-program tests: `server/src/server.ts` on a free port with a scratch
 * DATA_DIR (seeded SQLite), PAY_PROVIDER=wxpay pointed at a local fake of the WeChat Pay API
 * (server/test/payments/fakeWxpayServer.ts). SMS codes are read from its stdout (`[sms] <phone> <code>`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/free-port';
import { postRaw, startFakeWxpay, type FakeWxpay } from '../../server/test/payments/fakeWxpayServer';

const ROOT = join(__dirname, '..', '..');
export const MP_APPID = 'wx_mp_e2e_appid';

export interface MpServer {
  baseUrl: string;
  dataDir: string;
  wxpay: FakeWxpay;
  output(): string;
  smsCode(phone: string, since?: number): Promise<string>;
  /** Read-only SQL on the server's database (what a developer would check with sqlite3). */
  query<T = Record<string, unknown>>(sql: string, ...params: unknown[]): T[];
  stop(): Promise<void>;
}

async function poll<T>(fn: () => Promise<T | null> | T | null, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // eslint-disable-next-line no-await-in-loop
    const v = await fn();
    if (v !== null && v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    // eslint-disable-next-line no-await-in-loop
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startMpServer(): Promise<MpServer> {
  const wxpay = await startFakeWxpay();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cf-mp-e2e-'));
  const keyPath = join(dataDir, 'merchant-key.pem');
  writeFileSync(keyPath, wxpay.merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string);
  const baseUrl = `http://127.0.0.1:${port}`;
  let out = '';
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '',
      H5_DIR: join(dataDir, 'no-h5'), SKIP_H5_BUILD: '1', SMS_PROVIDER: 'console', WX_SECRET: '',
      PAY_PROVIDER: 'wxpay', WXPAY_MCHID: wxpay.mchid, WXPAY_SERIAL_NO: wxpay.merchant.serial, WXPAY_PRIVATE_KEY_PATH: keyPath,
      WXPAY_APIV3_KEY: wxpay.apiV3Key, WXPAY_API_BASE: wxpay.url, WX_MP_APPID: MP_APPID,
      WXPAY_NOTIFY_URL: `${baseUrl}/api/pay/notify/wxpay`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d.toString()));
  child.stderr!.on('data', (d) => (out += d.toString()));
  try {
    await poll(async () => {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
      const res = await postRaw(`${baseUrl}/api/account/v3/login-check`, { 'content-type': 'application/json' }, '{}').catch(() => null);
      return res?.status === 200 ? true : null;
    }, 60_000, 'the server to answer');
  } catch (err) {
    if (child.exitCode === null) child.kill('SIGTERM');
    await wxpay.close();
    throw err;
  }
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const Database = require('better-sqlite3') as typeof import('better-sqlite3');
  return {
    baseUrl,
    dataDir,
    wxpay,
    output: () => out,
    smsCode: (phone, since = 0) => poll(() => {
      const m = [...out.slice(since).matchAll(new RegExp(`\\[sms\\] ${phone} (\\d{6})`, 'g'))];
      return m.length ? m[m.length - 1][1] : null;
    }, 10_000, `the sms code of ${phone}`),
    query<T>(sql: string, ...params: unknown[]): T[] {
      const db = new Database(join(dataDir, 'app.db'), { readonly: true, fileMustExist: true });
      try {
        return db.prepare(sql).all(...params) as T[];
      } finally {
        db.close();
      }
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      await wxpay.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
