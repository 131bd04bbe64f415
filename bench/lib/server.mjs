// Starts the real server (production mode, scratch DATA_DIR) on a free port for a benchmark.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

export const ROOT = new URL('../..', import.meta.url).pathname;

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export async function waitUntil(fn, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn().catch(() => null);
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Spawns `tsx server/src/server.ts`; returns { baseUrl, output(), stop() }. */
export async function startServer(env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cf-bench-'));
  let out = '';
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/src/server.ts'], {
    cwd: ROOT,
    // the node flags `npm start` runs the server with (scripts/server-node-flags.mjs), through tsx to its child
    env: { ...process.env, NODE_OPTIONS: [process.env.NODE_OPTIONS, ...SERVER_NODE_FLAGS].filter(Boolean).join(' '), NODE_ENV: 'production', APP_MODE: 'demo', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '',
      // The load generator donates thousands of times from one user and IP: the order velocity limits
      // (card-testing defence) would refuse it, so the bench switches them off.
      ORDER_LIMIT_PER_USER: '0', ORDER_LIMIT_PER_OPENID: '0', ORDER_LIMIT_PER_DEVICE: '0', ORDER_LIMIT_PER_IP: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (out = (out + d.toString()).slice(-200_000)));
  child.stderr.on('data', (d) => (out = (out + d.toString()).slice(-200_000)));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntil(async () => {
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    const res = await fetch(`${baseUrl}/api/account/v3/login-check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    return res.ok;
  }, 90_000, 'server');
  return {
    baseUrl,
    port,
    pid: child.pid,
    output: () => out,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs a phone in through the API (code read from the server's stdout); returns the Cookie header. */
export async function apiLogin(server, phone) {
  const post = (path, body, headers = {}) =>
    fetch(server.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const since = server.output().length;
  const sent = await (await post('/api/useraccount/sendVerifyCode', { mobile: phone })).json();
  if (sent.code !== 0) throw new Error(`send code: ${JSON.stringify(sent)}`);
  const code = await waitUntil(async () => server.output().slice(since).match(new RegExp(`\\[sms\\] ${phone} (\\d{6})`))?.[1], 10_000, 'sms');
  const res = await post('/api/account/v3/login-with-mobile', { mobile: phone, verifyCode: code });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`login: ${JSON.stringify(body)}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  return cookies.join('; ');
}
