/**
 * Route files mirror the contract. Each contract group (src/contract/index.ts `contract` and
 * src/contract/all.ts `features`) has one route file, server/src/routes/api/<group>.ts (the group's
 * name in kebab-case: staffWork -> staff-work.ts), and that file registers exactly that group's calls.
 * Paths outside the JSON calls (pay callbacks, uploads, files, redirects, images, downloads) live in
 * server/src/routes/raw/ and register no contract call; the H5 pages (routes/h5.ts) and the health
 * checks (routes/ops.ts) stay beside them. A route file parses, calls a service and answers: it imports
 * no repository and no other route file (the pages' render helpers are in server/src/ssr/). app.ts
 * registers every route file of routes/api and routes/raw, and nothing else does.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { REPO, sourceFiles } from './support/sources';

const SRC = join(REPO, 'server', 'src');
const API = join(SRC, 'routes', 'api');
const RAW = join(SRC, 'routes', 'raw');
const ROUTES = join(SRC, 'routes');
const REPOSITORIES = join(SRC, 'repositories');

/** A group's file name: its name in kebab-case. */
const kebab = (group: string): string => group.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Every relative import (type-only ones too: a route file needs no repository's types either), resolved to an absolute path. */
function relativeImports(file: string, text: string): string[] {
  const re = /(?:^|\n)\s*(?:import|export)\s[^;'"]*?from\s*['"](\.[^'"]+)['"]|\b(?:import|require)\(\s*['"](\.[^'"]+)['"]\s*\)/g;
  const out: string[] = [];
  for (let m = re.exec(text); m; m = re.exec(text)) out.push(normalize(join(dirname(file), m[1] ?? m[2])));
  return out;
}

const routeFiles = (): string[] => [...sourceFiles(API), ...sourceFiles(RAW)];

/** A route file's imports of a repository or of another route file (anything under server/src/routes). */
function forbiddenImports(file: string, text: string): string[] {
  return relativeImports(file, text).flatMap((target) => {
    const rel = relative(SRC, target);
    if (target.startsWith(REPOSITORIES + '/') || target === REPOSITORIES) return [`${relative(REPO, file)} imports a repository (${rel})`];
    if (target.startsWith(ROUTES + '/')) return [`${relative(REPO, file)} imports another route file (${rel})`];
    return [];
  });
}

/** The contract as "METHOD path" -> "group.call". */
function contractCalls(): Map<string, string> {
  const { allContract } = require('../../src/contract/all') as typeof import('../../src/contract/all');
  const byKey = new Map<string, string>();
  for (const [group, calls] of Object.entries(allContract as unknown as Record<string, Record<string, { method: string; path: string }>>)) {
    for (const [name, def] of Object.entries(calls)) byKey.set(`${def.method} ${def.path}`, `${group}.${name}`);
  }
  return byKey;
}

/** Anything at all: every property and every call answers another one (the deps a registration is handed). */
const anything: unknown = new Proxy(function () {}, {
  get: (_t, key) => (key === 'then' ? undefined : key === Symbol.toPrimitive ? () => '' : anything),
  apply: () => anything,
});

/** A fastify stand-in that records what a route file registers ("METHOD url"), scopes included. */
function recordingApp(into: string[]): unknown {
  const verbs = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all'];
  const app: unknown = new Proxy({}, {
    get: (_t, key) => {
      if (key === 'then') return undefined;
      if (key === 'route') return (o: { method: string | string[]; url: string }) => into.push(...([] as string[]).concat(o.method).map((m) => `${m} ${o.url}`));
      if (typeof key === 'string' && verbs.includes(key)) return (url: string) => into.push(`${key.toUpperCase()} ${url}`);
      if (key === 'register') return (plugin: unknown) => (typeof plugin === 'function' ? Promise.resolve(plugin(app)).catch(() => undefined) : undefined, app);
      return () => app;
    },
  });
  return app;
}

/** What each route file registers, by its file (relative to server/src/routes). */
async function registrations(files: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const file of files) {
    const mod = require(file) as Record<string, unknown>;
    const registers = Object.entries(mod).filter(([name, v]) => typeof v === 'function' && /Routes$/.test(name));
    const rec: string[] = [];
    for (const [, fn] of registers) (fn as (app: unknown, deps: unknown) => void)(recordingApp(rec), anything);
    out.set(relative(ROUTES, file), rec);
  }
  await new Promise((resolve) => setImmediate(resolve)); // scopes registered after an await
  return out;
}

/**
 * What is wrong with the registrations: a call registered outside its group's file (or twice), a raw
 * file registering a contract call, an api file whose name is no group, a group without its file, and a
 * call nobody registers.
 */
function misplaced(byFile: Map<string, string[]>, calls: Map<string, string>, groups: string[]): string[] {
  const found: string[] = [];
  const fileOfGroup = new Map(groups.map((g) => [`api/${kebab(g)}.ts`, g]));
  const registeredBy = new Map<string, string>();
  for (const [file, keys] of byFile) {
    const group = fileOfGroup.get(file);
    if (file.startsWith('api/') && !group) found.push(`${file}: not the name of a contract group (expected one of api/<group>.ts)`);
    for (const key of keys) {
      const call = calls.get(key);
      if (!call) {
        if (file.startsWith('api/')) found.push(`${file} registers ${key}, which is no contract call (raw paths belong in routes/raw/)`);
        continue;
      }
      if (registeredBy.has(call)) found.push(`${call} registered twice (${registeredBy.get(call)}, ${file})`);
      registeredBy.set(call, file);
      if (call.split('.')[0] !== group) found.push(`${file} registers ${call}, a call of group ${call.split('.')[0]} (its file: api/${kebab(call.split('.')[0])}.ts)`);
    }
  }
  for (const [file, group] of fileOfGroup) if (!byFile.has(file)) found.push(`group ${group} has no route file ${file}`);
  for (const call of calls.values()) if (!registeredBy.has(call)) found.push(`${call} is registered by no route file`);
  return found;
}

// Loading every route file takes ~3 s alone: more than Jest's default 5 s on a busy machine.
jest.setTimeout(60_000);

test('route files (every file under server/src/routes) import no repository and no other route file', () => {
  const found = sourceFiles(ROUTES).flatMap((f) => forbiddenImports(f, readFileSync(f, 'utf8')));
  expect(found).toEqual([]);
});

test('one route file per contract group, named after it, registering exactly that group\'s calls; raw paths in routes/raw/', async () => {
  const { allContract } = require('../../src/contract/all') as typeof import('../../src/contract/all');
  const byFile = await registrations(routeFiles());
  expect(misplaced(byFile, contractCalls(), Object.keys(allContract))).toEqual([]);
  // every file registers something
  expect([...byFile].filter(([, keys]) => !keys.length).map(([f]) => f)).toEqual([]);
});

test('app.ts is the one registration list: it imports every route file, and no other module imports one', () => {
  const app = join(SRC, 'app.ts');
  const imported = new Set(relativeImports(app, readFileSync(app, 'utf8')).map((t) => `${t}.ts`));
  expect(routeFiles().filter((f) => !imported.has(f)).map((f) => relative(REPO, f))).toEqual([]);
  const others: string[] = [];
  for (const dir of [SRC, join(REPO, 'server', 'test'), join(REPO, 'test'), join(REPO, 'bench')]) {
    for (const file of sourceFiles(dir)) {
      if (file === app) continue;
      for (const t of relativeImports(file, readFileSync(file, 'utf8'))) {
        if (t.startsWith(API + '/') || t.startsWith(RAW + '/')) others.push(`${relative(REPO, file)} imports ${relative(REPO, t)}`);
      }
    }
  }
  expect(others).toEqual([]);
});

test('the checks see a repository, a route file, a stranger in routes/api and a call out of its file', () => {
  const file = join(API, 'pay.ts');
  expect(forbiddenImports(file, "import { orderById } from '../../repositories/orders';")).toHaveLength(1);
  expect(forbiddenImports(file, "import type { UserRow } from '../../repositories/users';")).toHaveLength(1);
  expect(forbiddenImports(file, "import { readBoot } from '../h5-boot';\nimport { x } from './cases';")).toHaveLength(2);
  expect(forbiddenImports(file, "import { placeOrder } from '../../services/pay-views';")).toEqual([]);
  expect(kebab('staffWork')).toBe('staff-work');
  expect(kebab('donorHome')).toBe('donor-home');
  const calls = new Map([['POST /a', 'pay.orderAdd'], ['POST /b', 'money.refundApply']]);
  expect(misplaced(new Map([['api/pay.ts', ['POST /a']], ['api/money.ts', ['POST /b']]]), calls, ['pay', 'money'])).toEqual([]);
  expect(misplaced(new Map([['api/pay.ts', ['POST /a', 'POST /b']], ['api/money.ts', []]]), calls, ['pay', 'money'])).toEqual([
    'api/pay.ts registers money.refundApply, a call of group money (its file: api/money.ts)',
  ]);
  expect(misplaced(new Map([['api/pay.ts', ['POST /a']], ['api/money.ts', ['POST /b']], ['api/funds.ts', []]]), calls, ['pay', 'money'])).toEqual([
    'api/funds.ts: not the name of a contract group (expected one of api/<group>.ts)',
  ]);
  expect(misplaced(new Map([['api/pay.ts', ['POST /a', 'GET /file']], ['raw/x.ts', ['POST /b']]]), calls, ['pay', 'money'])).toEqual([
    'api/pay.ts registers GET /file, which is no contract call (raw paths belong in routes/raw/)',
    'raw/x.ts registers money.refundApply, a call of group money (its file: api/money.ts)',
    'group money has no route file api/money.ts',
  ]);
});
