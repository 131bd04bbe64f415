/**
 * Entry point: `npm start` runs it compiled (dist/server, scripts/start.mjs), `npm run serve` with tsx.
 * Reads the environment (production mode refuses the stand-ins: production.ts), opens and migrates the
 * database, fills in generated secrets (secrets.ts), seeds the demo data once, listens, and shuts down
 * gracefully on SIGTERM / SIGINT.
 */
import { buildApp } from './app';
import { loadConfig, SettingsError } from './config';
import { openDb } from './db';
import { holdDataDirOrExit } from './db/data-lock';
import { migrateOnStart } from './db/migration-status';
import { drainMsOf, startDraining } from './routes/ops';
import { createPayProvider } from './payments';
import { createProviders } from './providers';
import { createStorage } from './providers/storage';
import { createNotifyProvider } from './providers/notify';
import { mpPageOfLanding } from './services/notify/landing';
import { startTrustJobs } from './services/notify/sweeper';
import { systemClock } from './lib/util';
import { demoBanner, productionProblems } from './production';
import { withSecrets } from './secrets';
import { seedDemo } from '../seed/demo';
import { demoImages } from '../seed/covers';
import { createPayoutProvider } from './payments/payout-factory';
import { startJobs } from './jobs';

async function main(): Promise<void> {
  const base = loadConfig();
  // Production mode refuses every development stand-in: one line per problem, non-zero exit.
  const problems = base.production ? productionProblems(base) : [];
  if (problems.length) {
    for (const p of problems) console.error(`[production] refusing to start: ${p}`);
    process.exit(1);
  }
  if (!base.databaseUrl) holdDataDirOrExit(base.dataDir); // SQLite: `npm run restore` refuses while it is held (db/data-lock.ts)
  const { db, dialect } = openDb({ databaseUrl: base.databaseUrl, dataDir: base.dataDir });
  // Demo and development migrate; production refuses with pending migrations unless MIGRATE_ON_START=1.
  const refused = await migrateOnStart(db, { production: base.production, migrateOnStart: base.settings.MIGRATE_ON_START });
  if (refused) {
    console.error(refused);
    await db.destroy();
    process.exit(1);
  }
  const config = await withSecrets(base, db);
  if (config.production ? config.settings.SEED === '1' : config.settings.SEED !== '0') await seedDemo(db);
  const deps = { config, db, dialect, clock: systemClock, ...createProviders(config), pay: createPayProvider(config.settings), payout: createPayoutProvider(config.settings, db), storage: createStorage(config.storage), notify: createNotifyProvider(config.settings, mpPageOfLanding), demoImages };
  const app = await buildApp(deps);
  let closing = false;
  let endDrain = () => {};
  const shutdown = async (signal: string) => {
    if (closing) return endDrain(); // a second signal cuts the drain short
    closing = true;
    // /readyz turns 503 first; on SIGTERM the server keeps serving for the drain (SHUTDOWN_DRAIN_MS)
    // so a load balancer moves traffic away before the port closes (routes/ops.ts).
    startDraining(app);
    const drainMs = drainMsOf(config, signal);
    app.log.info({ signal, drainMs }, 'shutting down');
    await new Promise<void>((resolve) => {
      endDrain = resolve;
      setTimeout(resolve, drainMs);
    });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await db.destroy();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  const stopJobs = startJobs(deps, app.log); // reconciliation on RECONCILE_INTERVAL_SECONDS (jobs/index.ts)
  process.once('beforeExit', stopJobs);
  process.once('beforeExit', startTrustJobs(deps, app.log)); // notify sweep and fraud scan (services/notify/sweeper.ts)
  app.log.info({ dialect, pay: deps.pay.name, sms: deps.sms.name, h5: config.h5Dir }, 'server ready');
  const banner = demoBanner(config, deps.pay.name, deps.sms.name);
  if (banner) console.log(banner);
}

main().catch((err) => {
  // A setting outside its rule (settings.ts): one line naming it and the rule.
  if (err instanceof SettingsError) console.error(`[config] refusing to start: ${err.message}`);
  else console.error('[server] failed to start:', err);
  process.exit(1);
});
