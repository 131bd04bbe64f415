/**
 * The server's arrows run one way. Its folders stand in layers, and a module imports only its own
 * layer and the layers below it:
 *
 *   migrations        schema history: imports nothing of the live code (texts frozen in the migration)
 *   lib, settings     pure helpers; the one schema of the environment
 *   domain, db        status machines and the money-message catalogue; tables, drivers, migration runner
 *   repositories      SQL
 *   providers         SMS, WeChat, storage, notifications out
 *   payments          pay and payout providers (the payout factory shares the merchant keys)
 *   policies          who may do what
 *   config            the config built from the settings, generated secrets, production checks
 *   services          business rules (the Outbox among them)
 *   jobs, ssr         background jobs; the first-screen renderer
 *   plugins, http     fastify plugins; route() and access
 *   routes            route files
 *   app, deps, server the app; the wiring's interface; the process entry
 *   seed              the demo data (server/seed): above everything, imported by nothing of the product
 *
 * Entry points (files that start a process: server.ts, the CLIs) compose everything and may import any
 * layer, the seed included (server.ts seeds the demo once). Type-only imports of the wiring's interfaces
 * (deps.ts AppDeps, config.ts Config), which every layer is handed, are erased at build time and allowed.
 * Also here: notifications enter through the Outbox only (only repositories/notifications.ts holds the
 * statements that write a notification row or its text, only services/notify/index.ts calls them, and
 * only it sends), and product code never imports the seed.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { sourceFiles } from './support/sources';

const ROOT = join(__dirname, '../..');
const SERVER = join(ROOT, 'server');

const LAYERS: string[][] = [
  ['migrations'],
  ['src/lib', 'src/settings'],
  ['src/domain', 'src/db'],
  ['src/repositories'],
  ['src/providers'],
  ['src/payments'],
  ['src/policies'],
  ['src/config', 'src/secrets', 'src/production'],
  ['src/services'],
  ['src/jobs', 'src/ssr'],
  ['src/plugins', 'src/http'],
  ['src/routes'],
  ['src/app', 'src/deps', 'src/server'],
  ['seed'],
];
const ENTRY = new Set(['src/server.ts', 'src/jobs/cli.ts', 'src/db/migrate-cli.ts', 'src/db/backup-cli.ts']);
/** Interfaces handed to every layer, imported for their types only. */
const TYPE_INTERFACES = new Set(['src/deps', 'src/config']);

/** The unit of a file under server/: its top folder (src/<folder>) or its own name (src/app). */
function unitOf(rel: string): string {
  const parts = rel.replace(/\.tsx?$/, '').split('/');
  if (parts[0] !== 'src') return parts[0];
  return `src/${parts[1]}`;
}
const rank = new Map(LAYERS.flatMap((units, i) => units.map((u) => [u, i] as const)));

interface Import { target: string; typeOnly: boolean }
/** The relative imports (and re-exports) of a module, each with whether only types cross. */
function importsOf(text: string): Import[] {
  const out: Import[] = [];
  const re = /^\s*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"](\.[^'"]+)['"]/gms;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const names = m[3];
    const braces = /\{([^}]*)\}/.exec(names);
    const onlyTypeNames = !!braces && !names.replace(/\{[^}]*\}/, '').replace(/[\s,]/g, '')
      && braces[1].split(',').map((x) => x.trim()).filter(Boolean).every((x) => x.startsWith('type '));
    out.push({ target: m[4], typeOnly: !!m[2] || onlyTypeNames });
  }
  for (const m of text.matchAll(/\b(?:import|require)\(\s*['"](\.[^'"]+)['"]\s*\)/g)) out.push({ target: m[1], typeOnly: false });
  return out;
}

/** Every import under server/ that runs back up a layer (or leaves the layers: a migration into live code). */
function arrowsUp(): string[] {
  const found: string[] = [];
  for (const dir of ['src', 'migrations', 'seed']) {
    for (const file of sourceFiles(join(SERVER, dir))) {
      const rel = relative(SERVER, file);
      const from = unitOf(rel);
      const fromRank = rank.get(from);
      if (fromRank === undefined) {
        found.push(`${rel}: folder ${from} has no layer`);
        continue;
      }
      for (const imp of importsOf(readFileSync(file, 'utf8'))) {
        const abs = normalize(join(dirname(file), imp.target));
        const target = relative(SERVER, abs);
        if (target.startsWith('..')) {
          // Outside server/: the shared contract and pure client helpers (src/contract, src/lib). A migration takes nothing.
          if (from === 'migrations') found.push(`${rel} -> ${relative(ROOT, abs)} (a migration imports live code)`);
          continue;
        }
        const to = unitOf(target);
        if (to === from || ENTRY.has(rel)) continue;
        const toRank = rank.get(to);
        if (toRank === undefined) found.push(`${rel} -> ${target}: ${to} has no layer`);
        else if (toRank > fromRank && !(imp.typeOnly && TYPE_INTERFACES.has(to))) found.push(`${rel} -> ${target} (${from} up to ${to})`);
      }
    }
  }
  return found;
}

test('no import inside server/ runs back up a layer', () => {
  expect(arrowsUp()).toEqual([]);
});

/** The statements that write a notification's row or its text, and the one file that holds them. */
const NOTIFICATION_REPO = 'src/repositories/notifications.ts';
const NOTIFICATION_WRITES = ['insertNotificationRow', 'insertOwnerNotificationRow', 'restateNotificationRow'];
const OUTBOX = 'src/services/notify/index.ts';

test('notifications enter through the Outbox only', () => {
  const found: string[] = [];
  for (const file of sourceFiles(join(SERVER, 'src'))) {
    const rel = relative(SERVER, file);
    const text = readFileSync(file, 'utf8');
    if (rel !== NOTIFICATION_REPO) {
      if (/insertInto\(\s*'notifications'\s*\)/.test(text)) found.push(`${rel} writes a notification row itself`);
      if (/updateTable\(\s*'notifications'\s*\)[^;]*\b(title|body)\s*:/.test(text)) found.push(`${rel} rewrites a notification's text itself`);
    }
    if (rel !== OUTBOX && rel !== NOTIFICATION_REPO) {
      for (const fn of NOTIFICATION_WRITES) if (new RegExp(`\\b${fn}\\b`).test(text)) found.push(`${rel} calls ${fn} (the Outbox's own statement)`);
    }
    if (rel === OUTBOX) continue;
    if (/\bsendNotifications\(/.test(text)) found.push(`${rel} sends notifications itself`);
    if (/outbox\.ids\b/.test(text)) found.push(`${rel} reaches into the Outbox's ids`);
  }
  expect(found).toEqual([]);
});

test('the Outbox check knows the statements it guards', () => {
  const repo = readFileSync(join(SERVER, NOTIFICATION_REPO), 'utf8');
  for (const fn of NOTIFICATION_WRITES) expect(repo).toMatch(new RegExp(`export const ${fn}\\b|export async function ${fn}\\b`));
  expect(repo).toMatch(/insertInto\(\s*'notifications'\s*\)/);
});

test('the check sees an arrow up, and lets a type of the wiring through', () => {
  expect(unitOf('src/services/raise/status.ts')).toBe('src/services');
  expect(unitOf('src/server.ts')).toBe('src/server');
  expect(unitOf('migrations/012_one_outbox.ts')).toBe('migrations');
  expect(importsOf("import { SECTION } from '../services/raise/status';")).toEqual([{ target: '../services/raise/status', typeOnly: false }]);
  expect(importsOf("import type { AppDeps } from '../deps';\nimport { type Config } from '../config';")).toEqual([
    { target: '../deps', typeOnly: true }, { target: '../config', typeOnly: true },
  ]);
  expect(importsOf("import { a, type B } from './x';")[0].typeOnly).toBe(false);
  expect(rank.get('src/repositories')! < rank.get('src/services')!).toBe(true);
});
