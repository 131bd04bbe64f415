/**
 * `npm run backup` / `npm run restore` (server/src/db/backup.ts) and the DATA_DIR lock (data-lock.ts):
 * the lock is shared by any number of holders, refused to a restore while held, gone with a SIGKILLed
 * holder; a restore refuses a copy that is not this app's sound database, an app.db another process has
 * open, and keeps the old file whole (its WAL folded in) with no -wal/-shm left beside the new one.
 * SQLite only: with DATABASE_URL (PostgreSQL) both scripts refuse and name PostgreSQL's tools.
 * The run under a stream of donations with a real server is test/faults/backup.test.ts.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { openDb } from '../src/db';
import { migrateToLatest } from '../src/db/migrate';
import { backupSqlite, BackupRefused, restoreSqlite } from '../src/db/backup';
import { tryExclusive } from '../src/db/data-lock';

jest.setTimeout(60_000);
const ROOT = join(__dirname, '..', '..');

const children: ChildProcess[] = [];
/** Starts backupWorker.ts; resolves with it once it printed its first line. */
function worker(...args: string[]): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/support/backupWorker.ts', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve({ child, line: out.split('\n')[0] });
    });
    child.once('exit', () => setTimeout(() => (out.includes('\n') ? undefined : reject(new Error(`worker ${args.join(' ')} exited: ${err}`))), 50));
  });
}
const killed = (c: ChildProcess) => new Promise<void>((r) => {
  if (c.exitCode !== null || c.signalCode !== null) return r();
  c.once('exit', () => r());
  c.kill('SIGKILL');
});

let scratch: string;
beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'cf-backup-unit-'));
});
afterEach(async () => {
  await Promise.all(children.splice(0).map(killed));
  rmSync(scratch, { recursive: true, force: true });
});

/** This app's database in dir/app.db with one user, closed. */
async function appDb(dir: string, userId = 'u-one'): Promise<string> {
  const { db } = openDb({ dataDir: dir });
  await migrateToLatest(db);
  await db.insertInto('users').values({ user_id: userId, mobile: null, openid: null, nickname: userId, head_img_url: '', third_type: null, created_at: 1 }).execute();
  await db.destroy();
  return join(dir, 'app.db');
}
const users = (file: string) => {
  const db = new Sqlite(file, { readonly: true });
  try {
    // The people of the test (the migrations add the platform's own general-fund account to every database).
    return (db.prepare("select user_id from users where user_id != 'platform-general-fund' order by user_id").all() as { user_id: string }[]).map((r) => r.user_id);
  } finally {
    db.close();
  }
};
const refusal = (p: Promise<unknown>) => p.then(() => 'no refusal', (e) => (e instanceof BackupRefused ? e.message : `other error: ${String(e)}`));

describe('the DATA_DIR lock', () => {
  test('shared by many holders, refused to a restore while held, released by a SIGKILL', async () => {
    const dir = join(scratch, 'data');
    const a = await worker('hold', dir);
    const b = await worker('hold', dir);
    expect([a.line, b.line]).toEqual(['held', 'held']);
    expect(tryExclusive(dir)).toBeNull();
    await killed(a.child);
    expect(tryExclusive(dir)).toBeNull(); // b still holds it
    await killed(b.child);
    const release = tryExclusive(dir); // a dead holder leaves nothing behind
    expect(release).not.toBeNull();
    // While the restore holds it, a server may not start on the directory.
    expect((await worker('try-hold', dir)).line).toMatch(/^busy: a restore is replacing the database in .*server\.lock is held exclusively/);
    release!();
    expect((await worker('try-hold', dir)).line).toBe('held');
  });
});

describe('backup and restore (SQLite)', () => {
  test('a backup restores into a fresh DATA_DIR; the copy is one file', async () => {
    const dir = join(scratch, 'data');
    await appDb(dir);
    const r = await backupSqlite(dir, join(scratch, 'copy.db'));
    expect(r).toMatchObject({ orders: 0, paidOrders: 0 });
    expect(readdirSync(scratch).filter((f) => f.startsWith('copy.db'))).toEqual(['copy.db']);
    expect(await refusal(backupSqlite(dir, join(scratch, 'copy.db')))).toMatch(/exists: remove it or choose another name/);
    const fresh = join(scratch, 'fresh');
    const done = await restoreSqlite(fresh, join(scratch, 'copy.db'));
    expect(done.keptAs).toBeNull();
    expect(users(join(fresh, 'app.db'))).toEqual(['u-one']);
  });

  test('refuses a copy that is not a sound database of this app, and changes nothing', async () => {
    const dir = join(scratch, 'data');
    const live = await appDb(dir, 'u-live');
    const before = readFileSync(live);
    writeFileSync(join(scratch, 'text.db'), 'not a database at all, just some text that is long enough to look like a file');
    const foreign = new Sqlite(join(scratch, 'foreign.db'));
    foreign.exec('create table t (x)');
    foreign.close();
    const newer = join(scratch, 'newer');
    const newerFile = await appDb(newer);
    const n = new Sqlite(newerFile);
    n.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run('999_from_the_future', new Date().toISOString());
    n.close();
    expect(await refusal(restoreSqlite(dir, join(scratch, 'text.db')))).toMatch(/is not a SQLite database|cannot be opened/);
    expect(await refusal(restoreSqlite(dir, join(scratch, 'foreign.db')))).toMatch(/is not this app's database/);
    expect(await refusal(restoreSqlite(dir, newerFile))).toMatch(/has migrations this code does not know \(999_from_the_future\)/);
    expect(await refusal(restoreSqlite(dir, join(scratch, 'missing.db')))).toMatch(/no file at/);
    expect(readFileSync(live).equals(before)).toBe(true);
    expect(readdirSync(dir)).toEqual(['app.db']);
  });

  test('refuses while another process has app.db open; afterwards keeps the old file whole and leaves no stale -wal/-shm', async () => {
    const src = join(scratch, 'src');
    await appDb(src, 'u-copy');
    await backupSqlite(src, join(scratch, 'copy.db'));
    const dir = join(scratch, 'data');
    const live = await appDb(dir, 'u-live');
    // A process wrote rows that are only in the WAL and died: app.db-wal and -shm stay behind.
    expect((await worker('write-and-die', live, '3')).line).toBe('written');
    await new Promise((r) => setTimeout(r, 100));
    expect(existsSync(`${live}-wal`)).toBe(true);
    // A script (not a server) has the database open: the restore refuses and changes nothing.
    const script = await worker('open', live);
    expect(script.line).toBe('open');
    expect(await refusal(restoreSqlite(dir, join(scratch, 'copy.db')))).toMatch(/app\.db is open in another process/);
    expect(readdirSync(dir).filter((f) => f.includes('restor'))).toEqual([]);
    await killed(script.child);

    const done = await restoreSqlite(dir, join(scratch, 'copy.db'), Date.UTC(2026, 10, 26, 18, 15, 0));
    expect(done.keptAs).toBe(join(dir, 'app.db.before-restore-20261126T181500Z'));
    expect(readdirSync(dir).sort()).toEqual(['app.db', 'app.db.before-restore-20261126T181500Z', 'server.lock']);
    expect(users(live)).toEqual(['u-copy']);
    // The WAL-only rows of the old database are in the file kept aside.
    expect(users(done.keptAs!)).toEqual(['u-live', 'wal-0', 'wal-1', 'wal-2']);
  });

  test('with DATABASE_URL both scripts refuse in one line and name the PostgreSQL tools', async () => {
    const run = (name: string) => new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, [join(ROOT, 'scripts', `${name}.mjs`), join(scratch, 'x.db')], {
        cwd: ROOT, env: { ...process.env, DATA_DIR: join(scratch, 'data'), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      }, (err, stdout, stderr) => resolve({ code: err ? Number(err.code) : 0, stdout, stderr }));
    });
    for (const name of ['backup', 'restore']) {
      const r = await run(name);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(new RegExp(`^\\[${name}\\] refusing: DATABASE_URL is set: .*pg_dump.*pg_restore.*pg_basebackup`))]);
    }
    expect(existsSync(join(scratch, 'data'))).toBe(false);
  });
});
