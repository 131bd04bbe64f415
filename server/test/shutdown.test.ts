/**
 * Graceful shutdown of what `npm start` runs (node scripts/start.mjs, the pid a process manager
 * signals): SIGTERM stops new connections, lets an in-flight request finish, closes the database and
 * the whole process tree exits. start.mjs builds and runs the compiled server (dist/server), not tsx.
 */
import { request } from 'node:http';
import { connect } from 'node:net';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../test/support/free-port';
import { spawnEntry, stop, until, waitReady } from './support/entry';

jest.setTimeout(300_000);

/** Every live descendant of pid (from /proc). */
function descendants(pid: number): number[] {
  const parent = new Map<number, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      parent.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone meanwhile */
    }
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const [c, pp] of parent) if (pp === p) (out.push(c), walk(c));
  };
  walk(pid);
  return out;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

const portAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

test('SIGTERM to node scripts/start.mjs: no new connections, the in-flight request completes, every process exits, the database is closed', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cf-shutdown-'));
  const port = await freePort();
  const s = spawnEntry('start', { SKIP_H5_BUILD: '1', PORT: String(port), DATA_DIR: dataDir });
  try {
    await waitReady(s, `http://127.0.0.1:${port}`, 240_000);
    expect(s.stdout()).toMatch(/\[demo\] 测试环境/); // npm start is the demo
    const top = s.child.pid!;
    const tree = [top, ...descendants(top)];
    // the server runs compiled JavaScript, not tsx
    for (const pid of tree) expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8')).not.toMatch(/tsx/);

    // An in-flight request: headers now (the server's "100 Continue" says it has taken the request in),
    // the body only after SIGTERM.
    const body = `{${' '.repeat(2000)}}`;
    let received = '';
    const req = request({
      host: '127.0.0.1', port, method: 'POST', path: '/api/account/v3/login-check',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
    });
    const answered = new Promise<number>((resolve, reject) => {
      req.on('response', (res) => {
        res.on('data', (d) => (received += d));
        res.on('end', () => resolve(res.statusCode!));
      });
      req.on('error', reject);
    });
    const taken = new Promise((r) => req.once('continue', r));
    req.flushHeaders();
    await taken;

    process.kill(top, 'SIGTERM');
    await until(async () => !(await portAnswers(port)), 'the port stops answering', 10_000);
    expect(alive(top)).toBe(true); // still finishing the request
    req.end(body);
    expect(await answered).toBe(200);
    expect(JSON.parse(received)).toMatchObject({ code: 0, data: { loggedIn: false } });

    const { code } = await s.exited;
    expect(code).toBe(0);
    await until(async () => tree.every((pid) => !alive(pid)), 'every process of the tree exits', 5_000);
    // better-sqlite3 closed cleanly: SQLite folds the WAL back and removes it
    expect(existsSync(join(dataDir, 'app.db-wal'))).toBe(false);
  } finally {
    await stop(s);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
