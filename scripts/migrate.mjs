#!/usr/bin/env node
// `npm run migrate`: applies the pending database migrations (server/src/db/migrate-cli.ts) with the server's settings and exits.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/db/migrate-cli.ts'], { cwd: root, stdio: 'inherit', env: process.env });
process.exit(r.status ?? 1);
