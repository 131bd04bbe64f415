/**
 * `npm run migrate` (scripts/migrate.mjs): applies the pending migrations to the configured database
 * (DATABASE_URL, else $DATA_DIR/app.db), prints each one it applied, and exits (0: the database is
 * current; 1: a migration failed, nothing after it applied). Safe beside running servers and another
 * `npm run migrate`: each migration is applied once (migration-status.ts says how).
 */
import { loadConfig, SettingsError } from '../config';
import { openDb } from './index';
import { migrateToLatest } from './migrate';

async function main(): Promise<void> {
  const config = loadConfig();
  const { db, dialect } = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const applied = await migrateToLatest(db);
    for (const name of applied) console.log(`[migrate] applied ${name}`);
    console.log(applied.length ? `[migrate] ${dialect}: ${applied.length} applied; the database is current` : `[migrate] ${dialect}: nothing to apply; the database is current`);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(`[migrate] failed: ${err instanceof SettingsError ? err.message : err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
