/**
 * Spawns the real server entry for tests of start-up behaviour: `node --import tsx server/src/server.ts`
 * (one process) or `node scripts/start.mjs` (what `npm start` runs), with an exact environment.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..', '..');

/** The environment of a spawned server: only what the test gives plus PATH/HOME (no NODE_ENV leaking from jest). */
export function cleanEnv(env: Record<string, string>): Record<string, string> {
  const base: Record<string, string> = {};
  for (const k of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'PG_TEST_URL']) if (process.env[k]) base[k] = process.env[k] as string;
  return { ...base, LOG_LEVEL: 'warn', HOST: '127.0.0.1', H5_DIR: '/nonexistent-h5', ...env };
}

export interface Spawned {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function spawnEntry(kind: 'server' | 'start', env: Record<string, string>): Spawned {
  const args = kind === 'server' ? ['--import', 'tsx', 'server/src/server.ts'] : ['scripts/start.mjs'];
  const child = spawn(process.execPath, args, { cwd: ROOT, env: cleanEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d.toString()));
  child.stderr!.on('data', (d) => (err += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Polls fn until it returns a truthy value (errors count as not yet). */
export async function until<T>(fn: () => Promise<T | null | undefined | false>, what: string, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn().catch(() => null);
    if (v) return v as T;
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until the server answers login-check (or throws with its output when it exits first). */
export async function waitReady(s: Spawned, base: string, ms = 120_000): Promise<void> {
  await until(async () => {
    if (s.child.exitCode !== null) throw new Error(`server exited early (${s.child.exitCode}):\n${s.stdout()}\n${s.stderr()}`);
    const res = await fetch(`${base}/api/account/v3/login-check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    return res.ok;
  }, `server at ${base}`, ms).catch((e) => {
    throw new Error(`${(e as Error).message}\n--- stdout\n${s.stdout()}\n--- stderr\n${s.stderr()}`);
  });
}

/** Stops a spawned server (SIGTERM, then SIGKILL) if it still runs. */
export async function stop(s: Spawned): Promise<void> {
  if (s.child.exitCode !== null || s.child.signalCode !== null) return;
  s.child.kill('SIGTERM');
  const t = setTimeout(() => s.child.kill('SIGKILL'), 15_000);
  await s.exited;
  clearTimeout(t);
}
