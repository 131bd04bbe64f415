/**
 * `npm run reconcile` (scripts/reconcile.mjs): one reconciliation run against the configured
 * database and providers, printing every change. Safe beside running servers (the job's lease).
 */
import { loadConfig, SettingsError } from '../config';
import { openDb } from '../db';
import { migrateToLatest } from '../db/migrate';
import { createPayProvider } from '../payments';
import { createProviders } from '../providers';
import { createPayoutProvider } from '../payments/payout-factory';
import { systemClock } from '../lib/util';
import type { AppDeps } from '../deps';
import { reconcile } from './reconcile';

async function main(): Promise<void> {
  const config = loadConfig();
  const { db, dialect } = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    const deps = { config, db, dialect, clock: systemClock, ...createProviders(config), pay: createPayProvider(config.settings), payout: createPayoutProvider(config.settings, db) } as unknown as AppDeps;
    const r = await reconcile(deps);
    if (!r.ran) console.log('[reconcile] another process holds the lease; nothing done');
    else console.log(r.changes.length ? r.changes.map((c) => `[reconcile] ${c}`).join('\n') : '[reconcile] nothing to change');
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error('[reconcile] failed:', err instanceof SettingsError ? err.message : err);
  process.exit(1);
});
