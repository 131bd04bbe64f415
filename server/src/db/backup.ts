/**
 * Online backup and restore of the embedded SQLite database ($DATA_DIR/app.db); `npm run backup` and
 * `npm run restore` (backup-cli.ts). PostgreSQL has its own tools (README "Running in production").
 *
 * Backup: SQLite's backup API (better-sqlite3's db.backup()) from a connection of its own while the
 * servers keep writing. All pages are copied in one step, inside one read transaction: in WAL mode that
 * is a snapshot of one committed moment that never blocks the writers (a step-by-step copy would start
 * over after every write of another process and might never finish under load). The copy is written
 * to <file>.partial, turned into a single self-contained file (journal_mode=DELETE), checked, and
 * only then renamed to <file>: a crash never leaves a half copy under the real name.
 *
 * Restore: the copy must pass integrity_check and be this app's database (its kysely_migration table,
 * no migration this code does not know); no server may hold DATA_DIR (data-lock.ts) and no other
 * process may have app.db open. The copy is written beside app.db through the backup API, the old file
 * is folded into one (its WAL checkpointed) and kept as app.db.before-restore-<time>, then the copy is
 * renamed into place, with no -wal/-shm of the old file left next to it (SQLite would apply them to the
 * new one).
 */
import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { holdShared, tryExclusive, DataDirBusy, LOCK_FILE } from './data-lock';
import { MIGRATIONS } from './migrate';

export const DB_FILE = 'app.db';
/** Files SQLite keeps beside a database: they belong to that file and must move (or go) with it. */
const SIDE_FILES = ['-wal', '-shm', '-journal'];

/** A refusal: one line for the operator, nothing changed. */
export class BackupRefused extends Error {}

export const PG_TOOLS = 'DATABASE_URL is set: use PostgreSQL\'s own tools (pg_dump -Fc / pg_restore, or pg_basebackup with WAL archiving for point-in-time recovery; README "Running in production")';

function sqlite(): typeof import('better-sqlite3') {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  return require('better-sqlite3') as typeof import('better-sqlite3');
}

function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function removeWithSides(file: string): void {
  for (const f of [file, ...SIDE_FILES.map((s) => file + s)]) rmSync(f, { force: true });
}

export interface CopyFacts {
  migrations: string[];
  orders: number;
  paidOrders: number;
  bytes: number;
}

/** Checks a database file is a sound copy of this app's database; throws BackupRefused saying why not. */
export function checkCopy(db: BetterSqlite3.Database, what: string): Omit<CopyFacts, 'bytes'> {
  let verdict: string;
  try {
    verdict = (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check).join('; ');
  } catch (err) {
    throw new BackupRefused(`${what} is not a SQLite database (${(err as Error).message})`);
  }
  if (verdict !== 'ok') throw new BackupRefused(`${what} fails integrity_check: ${verdict.slice(0, 200)}`);
  const has = (t: string) => !!db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(t);
  if (!has('kysely_migration') || !has('orders') || !has('cases')) {
    throw new BackupRefused(`${what} is not this app's database (no kysely_migration, orders or cases table)`);
  }
  const migrations = (db.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map((r) => r.name);
  const unknown = migrations.filter((m) => !(m in MIGRATIONS));
  if (unknown.length) throw new BackupRefused(`${what} has migrations this code does not know (${unknown.join(', ')}): restore it with the code that made it`);
  const count = (where: string) => Number((db.prepare(`select count(*) as n from orders ${where}`).get() as { n: number }).n);
  return { migrations, orders: count(''), paidOrders: count("where status = 'PAID'") };
}

/** `npm run backup -- <file>`: an online, consistent copy of $dataDir/app.db at file. */
export async function backupSqlite(dataDir: string, file: string): Promise<CopyFacts & { file: string }> {
  const source = resolve(dataDir, DB_FILE);
  const target = resolve(file);
  if (!existsSync(source)) throw new BackupRefused(`no database at ${source} (DATA_DIR=${dataDir})`);
  if (target === source) throw new BackupRefused('the backup file cannot be the database itself');
  if (existsSync(target)) throw new BackupRefused(`${target} exists: remove it or choose another name`);
  if (!existsSync(dirname(target))) throw new BackupRefused(`directory ${dirname(target)} does not exist`);
  let release: () => void;
  try {
    release = holdShared(dataDir, 10_000); // no restore may swap the file while it is read
  } catch (err) {
    if (err instanceof DataDirBusy) throw new BackupRefused(err.message);
    throw err;
  }
  const partial = `${target}.partial`;
  try {
    removeWithSides(partial);
    const src = new (sqlite())(source, { fileMustExist: true, timeout: 10_000 });
    try {
      // First transfer: default rate; from then on every remaining page in one step (one snapshot).
      await src.backup(partial, { progress: () => 0x7fffffff });
    } finally {
      src.close();
    }
    const copy = new (sqlite())(partial, { fileMustExist: true });
    let facts: Omit<CopyFacts, 'bytes'>;
    try {
      copy.pragma('journal_mode = DELETE'); // one self-contained file, no -wal beside it
      facts = checkCopy(copy, 'the copy');
    } finally {
      copy.close();
    }
    fsyncPath(partial);
    renameSync(partial, target);
    fsyncPath(dirname(target));
    return { ...facts, bytes: statSync(target).size, file: target };
  } catch (err) {
    removeWithSides(partial);
    throw err;
  } finally {
    release();
  }
}

/** The time in a file name: 20261126T181500Z. */
const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

/** `npm run restore -- <file>`: puts the copy in place as $dataDir/app.db; refuses while it is in use. */
export async function restoreSqlite(dataDir: string, file: string, now = Date.now()): Promise<CopyFacts & { keptAs: string | null; target: string }> {
  const source = resolve(file);
  const target = resolve(dataDir, DB_FILE);
  if (!existsSync(source)) throw new BackupRefused(`no file at ${source}`);
  if (source === target) throw new BackupRefused('the copy is the database itself');
  // Check the copy before anything is touched.
  const src = openCopy(source);
  try {
    checkCopy(src, source);
  } catch (err) {
    src.close();
    throw err;
  }
  const release = tryExclusive(dataDir);
  if (!release) {
    src.close();
    throw new BackupRefused(`a server is running on ${resolve(dataDir)} (it, or a backup, holds ${LOCK_FILE}): stop it first`);
  }
  const incoming = join(dirname(target), `${basename(target)}.restoring`);
  try {
    removeWithSides(incoming);
    try {
      await src.backup(incoming, { progress: () => 0x7fffffff });
    } finally {
      src.close();
    }
    const copy = new (sqlite())(incoming, { fileMustExist: true });
    let facts: Omit<CopyFacts, 'bytes'>;
    try {
      copy.pragma('journal_mode = DELETE');
      facts = checkCopy(copy, 'the restored copy');
    } finally {
      copy.close();
    }
    fsyncPath(incoming);
    const keptAs = existsSync(target) ? keepAside(target, now) : null;
    for (const s of SIDE_FILES) rmSync(target + s, { force: true }); // nothing of the old file may meet the new one
    renameSync(incoming, target);
    fsyncPath(dirname(target));
    return { ...facts, bytes: statSync(target).size, keptAs, target };
  } catch (err) {
    removeWithSides(incoming);
    throw err;
  } finally {
    release();
  }
}

function openCopy(source: string): BetterSqlite3.Database {
  try {
    return new (sqlite())(source, { readonly: true, fileMustExist: true });
  } catch (err) {
    throw new BackupRefused(`${source} cannot be opened as a SQLite database (${(err as Error).message})`);
  }
}

/**
 * Folds the old database into one file (its WAL checkpointed: journal_mode=DELETE, which SQLite only
 * allows when no other connection has it open, so this is also the check that no script or shell has
 * it open) and renames it aside. A file SQLite cannot open is moved aside with its -wal/-shm, still a pair.
 */
function keepAside(target: string, now: number): string {
  const aside = `${target}.before-restore-${stamp(now)}`;
  let old: BetterSqlite3.Database | null = null;
  try {
    old = new (sqlite())(target, { fileMustExist: true, timeout: 0 });
    old.pragma('journal_mode = DELETE');
  } catch (err) {
    const code = String((err as { code?: string }).code ?? '');
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
      old?.close();
      throw new BackupRefused(`${target} is open in another process (a script, a sqlite3 shell?): close it first`);
    }
    // Not a database SQLite can open: kept as it is, side files alongside.
  } finally {
    if (old?.open) old.close();
  }
  renameSync(target, aside);
  for (const s of SIDE_FILES) if (existsSync(target + s)) renameSync(target + s, aside + s);
  return aside;
}
