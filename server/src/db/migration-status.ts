/**
 * Which of the code's migrations (db/migrate.ts MIGRATIONS) the database has not applied yet, without
 * changing anything (no table is created): the production start refuses while any is pending
 * (server.ts), `npm run migrate` prints what it applies (db/migrate-cli.ts), /readyz compares.
 *
 * Two processes migrating at once apply each migration once: on PostgreSQL Kysely's Migrator holds
 * `pg_advisory_lock` (one fixed key) on its connection while it reads what is applied and runs the rest
 * in one transaction; on SQLite the migrations run in one BEGIN IMMEDIATE transaction (sqlite-driver.ts),
 * whose write lock makes the second process wait and then find them recorded.
 */
import { Migrator, sql } from 'kysely';
import { MIGRATIONS, migrateToLatest } from './migrate';
import type { DB } from './index';

/** Names of the migrations not yet applied, in the order they run. */
export async function pendingMigrations(db: DB): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  return (await migrator.getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}

/**
 * One cheap query for readiness: the names recorded in kysely_migration, compared with the code's list.
 * False when some are missing (or nothing was ever migrated); throws when the database does not answer.
 */
export async function migrationsCurrent(db: DB): Promise<boolean> {
  let applied: Set<string>;
  try {
    const r = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    applied = new Set(r.rows.map((row) => row.name));
  } catch {
    // no migration table yet is "pending"; a database that does not answer at all is an error
    await sql`select 1`.execute(db);
    return false;
  }
  return Object.keys(MIGRATIONS).every((name) => applied.has(name));
}

/**
 * The start's migrations: applied when MIGRATE_ON_START=1 (unset: outside production mode, i.e. the demo
 * and development); otherwise, with any pending, the one line the start refuses with (null: go on).
 */
export async function migrateOnStart(db: DB, opts: { production: boolean; migrateOnStart?: '0' | '1' }): Promise<string | null> {
  if ((opts.migrateOnStart ?? (opts.production ? '0' : '1')) === '1') {
    await migrateToLatest(db);
    return null;
  }
  const n = (await pendingMigrations(db)).length;
  if (!n) return null;
  return `[migrate] refusing to start: ${n} database migration${n === 1 ? ' is' : 's are'} pending; run \`npm run migrate\` first (or start with MIGRATE_ON_START=1)`;
}
