#!/usr/bin/env node
// `npm run backup -- <file>`: an online, consistent copy of the embedded SQLite database ($DATA_DIR/app.db) while servers run.
// The work is server/src/db/backup.ts, run through tsx with the server's settings (DATA_DIR, DATABASE_URL).
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// npm runs scripts in the package root: the file is named relative to where the command was typed (INIT_CWD).
const args = process.argv.slice(2).map((a) => resolve(process.env.INIT_CWD || process.cwd(), a));
const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/db/backup-cli.ts', 'backup', ...args], { cwd: root, stdio: 'inherit', env: process.env });
process.exit(r.status ?? 1);
