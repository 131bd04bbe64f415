#!/usr/bin/env node
// `npm run restore -- <file>`: puts a copy made by `npm run backup` in place as $DATA_DIR/app.db (refused while a server runs).
// The work is server/src/db/backup.ts, run through tsx with the server's settings (DATA_DIR, DATABASE_URL).
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// npm runs scripts in the package root: the file is named relative to where the command was typed (INIT_CWD).
const args = process.argv.slice(2).map((a) => resolve(process.env.INIT_CWD || process.cwd(), a));
const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/db/backup-cli.ts', 'restore', ...args], { cwd: root, stdio: 'inherit', env: process.env });
process.exit(r.status ?? 1);
