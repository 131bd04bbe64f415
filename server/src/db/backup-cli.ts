/**
 * `npm run backup -- <file>` and `npm run restore -- <file>` (scripts/backup.mjs, scripts/restore.mjs):
 * the embedded SQLite database of DATA_DIR (backup.ts). Each answers with one line; a refusal is one
 * line on stderr and exit code 1, a usage error exit code 2. With DATABASE_URL both refuse and name
 * PostgreSQL's own tools.
 */
import { loadConfig, SettingsError } from '../config';
import { backupSqlite, BackupRefused, PG_TOOLS, restoreSqlite } from './backup';

async function main(): Promise<number> {
  const [cmd, file, extra] = process.argv.slice(2);
  if (!['backup', 'restore'].includes(cmd) || !file || extra !== undefined) {
    console.error(`usage: npm run ${cmd === 'restore' ? 'restore' : 'backup'} -- <file>`);
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) throw new BackupRefused(PG_TOOLS);
  if (cmd === 'backup') {
    const r = await backupSqlite(config.dataDir, file);
    console.log(`[backup] ${r.file}: ${r.bytes} bytes, ${r.orders} orders (${r.paidOrders} paid), migrations up to ${r.migrations.at(-1) ?? '-'}`);
  } else {
    const r = await restoreSqlite(config.dataDir, file);
    console.log(`[restore] ${r.target} is now the copy of ${file}: ${r.orders} orders (${r.paidOrders} paid), migrations up to ${r.migrations.at(-1) ?? '-'}`
      + (r.keptAs ? `; the replaced database is kept as ${r.keptAs}` : ''));
  }
  return 0;
}

main().then((code) => process.exit(code), (err) => {
  const tag = process.argv[2] === 'restore' ? '[restore]' : '[backup]';
  if (err instanceof BackupRefused || err instanceof SettingsError) console.error(`${tag} refusing: ${err.message}`);
  else console.error(`${tag} failed:`, err);
  process.exit(1);
});
