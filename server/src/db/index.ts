/**
 * Opens the database: better-sqlite3 at $DATA_DIR/app.db by default, PostgreSQL when DATABASE_URL is set.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { CachedSqliteDialect } from './sqlite-driver';
import { registerSqliteVersion, watchWrites } from './write-watch';
import type { Database } from './schema';
import { processSettings } from '../settings';
import { preparingClient, setPreparing } from './pg-prepare';

export type Dialect = 'sqlite' | 'pg';
export type DB = Kysely<Database>;

/** The dialect of a connection or transaction (a Transaction is a Kysely), for helpers called without deps. */
export const dialectOf = (q: DB): Dialect => (q.getExecutor().adapter.constructor.name === 'PostgresAdapter' ? 'pg' : 'sqlite');

export interface OpenDb {
  db: DB;
  dialect: Dialect;
}

const dialects = new WeakMap<object, CachedSqliteDialect>();
/** SQLite group commit figures of a database opened here: batches committed, callers that joined one. */
export const groupCommitStats = (db: DB) => dialects.get(db)?.group?.stats ?? null;
const pools = new WeakMap<object, import('pg').Pool>();
/** The PostgreSQL pool of a database opened here (GET /metrics reads its use); null on SQLite. */
export const pgPoolOf = (db: DB): import('pg').Pool | null => pools.get(db) ?? null;
const readers = new WeakMap<object, () => DB>();
/**
 * A connection for reads that want the last committed state and must not queue behind writes: on SQLite a
 * read-only connection to the same file (WAL: it reads beside the writer, never waits for it); on
 * PostgreSQL a pool of its own (PG_READ_POOL_MAX connections), so a read never waits in the main pool's
 * queue; both opened on first use and closed with the database. An in-memory SQLite reads itself.
 * get-funding-info's answer reads through it (services/case-views.ts), so a matching opening's gifts,
 * queued for the write connections, do not hold up the readers of the case page.
 */
export const readerOf = (db: DB): DB => readers.get(db)?.() ?? db;

/** Queries of this process waiting for a database connection now (PostgreSQL: the pool's queue; SQLite: the one connection's). */
export const waitingForConnection = (db: DB): number => pools.get(db)?.waitingCount ?? dialects.get(db)?.waiting ?? 0;

/** Opens a Kysely instance for the url (postgres://...) or the SQLite file in dataDir. */
export function openDb(opts: { databaseUrl?: string; dataDir?: string; sqliteFile?: string }): OpenDb {
  if (opts.databaseUrl) {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const pg = require('pg') as typeof import('pg');
    // int8 (counts, bigint money and ms times) and numeric (SUM) as numbers: values stay far below 2^53.
    pg.types.setTypeParser(20, (v: string) => Number(v));
    pg.types.setTypeParser(1700, (v: string) => Number(v));
    // The hot path's statements are prepared once per connection (db/pg-prepare.ts) unless PG_PREPARE=0.
    setPreparing(processSettings().PG_PREPARE);
    const newPool = (max: number) => {
      const p = new pg.Pool({ connectionString: opts.databaseUrl, max, Client: preparingClient(pg) });
      // An idle client whose connection the server ends (restart, failover, a dropped test database)
      // emits 'error' on the pool; unhandled, that would crash the process. The pool drops that client
      // and the next query opens a fresh connection.
      p.on('error', (err) => console.warn(`[db] idle PostgreSQL client error: ${err.message}`));
      return p;
    };
    const pool = newPool(processSettings().PG_POOL_MAX);
    // Writes are watched: the version per-process read caches check (db/write-watch.ts).
    const db = new Kysely<Database>({ dialect: watchWrites(new PostgresDialect({ pool })) });
    pools.set(db, pool);
    let reader: DB | null = null;
    readers.set(db, () => (reader ??= new Kysely<Database>({ dialect: new PostgresDialect({ pool: newPool(processSettings().PG_READ_POOL_MAX) }) })));
    const end = pool.end.bind(pool);
    pool.end = (async () => {
      await reader?.destroy();
      return end();
    }) as typeof pool.end;
    return { db, dialect: 'pg' };
  }
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const BetterSqlite = require('better-sqlite3') as typeof import('better-sqlite3');
  let file = opts.sqliteFile;
  if (!file) {
    const dir = opts.dataDir || 'data';
    mkdirSync(dir, { recursive: true });
    file = join(dir, 'app.db');
  }
  const database = new BetterSqlite(file);
  database.pragma('journal_mode = WAL');
  // Several processes may share the file: wait for the write lock instead of failing at once.
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  let reader: DB | null = null;
  // Group commit (db/group-commit.ts) unless SQLITE_GROUP_COMMIT=0 (kept for A/B measurements).
  const dialect = new CachedSqliteDialect(database, undefined, processSettings().SQLITE_GROUP_COMMIT, () => void reader?.destroy());
  const db = new Kysely<Database>({ dialect: watchWrites(dialect) });
  if (!database.memory) {
    const readonlyFile = file;
    readers.set(db, () => (reader ??= new Kysely<Database>({ dialect: new CachedSqliteDialect(new BetterSqlite(readonlyFile, { readonly: true }), undefined, false) })));
  }
  registerSqliteVersion(db, database);
  dialects.set(db, dialect);
  return { db, dialect: 'sqlite' };
}
