/**
 * A server process the fault tests can kill with SIGKILL and start again on the same DATA_DIR
 * (test/e2e/harness.ts's startServer owns its DATA_DIR and only stops politely, so the fault suite
 * spawns the same entry itself; waiting and the browser still come from that harness).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from '../../e2e/harness';
import { freePort } from '../../support/free-port';

export const ROOT = join(__dirname, '..', '..', '..');

export { freePort };

export interface ProcOptions {
  /** Extra environment (DATABASE_URL, SANDBOX_PAY_SECRET, limits...). */
  env?: Record<string, string>;
  /** Reuse a DATA_DIR (default: a fresh scratch directory, removed by cleanup()). */
  dataDir?: string;
}

export interface ServerProc {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** All stdout+stderr of every incarnation so far. */
  output: () => string;
  /** Last `[sms] <phone> <code>` line printed after `since` characters of output. */
  smsCode: (phone: string, since?: number) => Promise<string>;
  /** SIGKILL: no shutdown hooks, in-flight requests die with the process. */
  kill: () => Promise<void>;
  /** SIGTERM and wait for exit. */
  stop: () => Promise<void>;
  /** Starts again on the same port and DATA_DIR (after kill/stop). */
  start: () => Promise<void>;
  /** Number of processes started so far. */
  starts: () => number;
  /** stop() and remove the scratch DATA_DIR. */
  cleanup: () => Promise<void>;
}

/** Spawns `tsx server/src/server.ts` in production mode on a free port; resolves once it answers. */
export async function startProc(opts: ProcOptions = {}): Promise<ServerProc> {
  const port = await freePort();
  const ownDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'cf-faults-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let out = '';
  let child: ChildProcess | null = null;
  let count = 0;

  const exited = (c: ChildProcess) => (c.exitCode !== null || c.signalCode !== null);
  const waitExit = (c: ChildProcess) => (exited(c) ? Promise.resolve() : new Promise<void>((r) => c.once('exit', () => r())));

  async function start(): Promise<void> {
    // The port must be free: nothing of an earlier incarnation may still answer.
    const stale = await fetch(`${baseUrl}/api/account/v3/login-check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).catch(() => null);
    if (stale) throw new Error(`something still answers on ${baseUrl} before start`);
    // `node --import tsx` runs the server in this one process: the tsx CLI would fork a child that a
    // SIGKILL of the CLI leaves running (and still serving), which would make the kill a no-op.
    const c = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production', APP_MODE: 'demo',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ...opts.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = c;
    count += 1;
    c.stdout!.on('data', (d) => (out += d.toString()));
    c.stderr!.on('data', (d) => (out += d.toString()));
    await waitFor(async () => {
      if (exited(c)) throw new Error(`server exited early:\n${out.slice(-4000)}`);
      const res = await fetch(`${baseUrl}/api/account/v3/login-check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }).catch(() => null);
      return res?.ok ? true : null;
    }, 90_000, 'server to answer');
  }

  async function signal(sig: NodeJS.Signals): Promise<void> {
    const c = child;
    if (!c || exited(c)) return;
    c.kill(sig);
    await waitExit(c);
  }

  await start();
  return {
    baseUrl,
    port,
    dataDir,
    output: () => out,
    smsCode: (phone, since = 0) =>
      waitFor(async () => {
        const m = [...out.slice(since).matchAll(new RegExp(`\\[sms\\] ${phone} (\\d{6})`, 'g'))];
        return m.length ? m[m.length - 1][1] : null;
      }, 10_000, `sms code for ${phone}`),
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
    start,
    starts: () => count,
    cleanup: async () => {
      await signal('SIGTERM');
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
