/**
 * Who is using the embedded SQLite database of a DATA_DIR, told by an OS-level lock: every server
 * (and `npm run backup`) holds a SHARED lock on $DATA_DIR/server.lock for as long as it runs;
 * `npm run restore` needs it EXCLUSIVE and refuses when it cannot have it at once.
 *
 * The lock is SQLite's own file lock (fcntl) on a tiny rollback-journal database: an open read
 * transaction keeps a SHARED lock, `BEGIN EXCLUSIVE` wants every other one gone. Any number of server
 * processes share it; the kernel drops it when a process ends, however it ends (SIGKILL included), so
 * a crash never leaves a stale lock behind and a reused pid means nothing. The file itself stays in
 * DATA_DIR (deleting a lock file races with a process about to lock it); its presence means nothing.
 * A server starting while a restore holds the lock waits for it (up to waitMs), then opens the new file.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';

export const LOCK_FILE = 'server.lock';

/** Holds this process keeps: referenced here so they live as long as the process. */
const holds = new Set<BetterSqlite3.Database>();

export class DataDirBusy extends Error {}

function open(dataDir: string, waitMs: number): BetterSqlite3.Database {
  mkdirSync(dataDir, { recursive: true });
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const Sqlite = require('better-sqlite3') as typeof import('better-sqlite3');
  const db = new Sqlite(join(dataDir, LOCK_FILE), { timeout: waitMs });
  try {
    db.exec('create table if not exists holders (x integer)');
  } catch (err) {
    db.close();
    throw err;
  }
  return db;
}

const isBusy = (err: unknown) => /SQLITE_BUSY|SQLITE_LOCKED/.test(String((err as { code?: string })?.code ?? ''));

function release(db: BetterSqlite3.Database): () => void {
  holds.add(db);
  return () => {
    if (!holds.delete(db)) return;
    try {
      if (db.inTransaction) db.exec('rollback');
    } finally {
      db.close();
    }
  };
}

/**
 * A shared hold (a server, a backup): waits up to waitMs while a restore holds the lock, then throws
 * DataDirBusy. Returns its release (a process that ends releases it anyway).
 */
export function holdShared(dataDir: string, waitMs = 10_000): () => void {
  let db: BetterSqlite3.Database;
  try {
    db = open(dataDir, waitMs);
    db.exec('begin');
    db.prepare('select count(*) from holders').get(); // the read takes the SHARED lock until rollback
  } catch (err) {
    if (isBusy(err)) throw new DataDirBusy(`a restore is replacing the database in ${dataDir} (${LOCK_FILE} is held exclusively)`);
    throw err;
  }
  return release(db);
}

/** The exclusive hold of a restore, or null at once when anyone else holds the lock. */
export function tryExclusive(dataDir: string): (() => void) | null {
  let db: BetterSqlite3.Database | null = null;
  try {
    db = open(dataDir, 0);
    db.exec('begin exclusive');
    return release(db);
  } catch (err) {
    db?.close();
    if (isBusy(err)) return null;
    throw err;
  }
}

/** The server's hold, taken before it opens the database; refuses to start (one line, exit 1) while a restore runs. */
export function holdDataDirOrExit(dataDir: string): void {
  try {
    holdShared(dataDir);
  } catch (err) {
    console.error(`[server] refusing to start: ${err instanceof DataDirBusy ? err.message : String(err)}`);
    process.exit(1);
  }
}
