#!/usr/bin/env node
// `npm run verify-ledger`: the public money log's verify (server/src/jobs/ledger-cli.ts), with the server's settings.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'server/src/jobs/ledger-cli.ts'), 'verify', ...process.argv.slice(2)], { stdio: 'inherit', env: process.env });
process.exit(r.status ?? 1);
