/**
 * Entry point: `tsx server/src/server.ts`. Reads the environment, opens and migrates the database,
 * seeds the demo data once, listens, and shuts down gracefully on SIGTERM / SIGINT.
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDb } from './db';
import { migrateToLatest } from './db/migrate';
import { createPayProvider } from './payments';
import { createProviders } from './providers';
import { systemClock } from './lib/util';
import { seedDemo } from '../seed/demo';

async function main(): Promise<void> {
  const config = loadConfig();
  const { db, dialect } = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(db);
  if (config.env.SEED !== '0') await seedDemo(db);
  const deps = { config, db, dialect, clock: systemClock, ...createProviders(config), pay: createPayProvider(config.env) };
  const app = await buildApp(deps);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
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
  app.log.info({ dialect, pay: deps.pay.name, sms: deps.sms.name, h5: config.h5Dir }, 'server ready');
}

main().catch((err) => {
  console.error('[server] failed to start:', err);
  process.exit(1);
});
