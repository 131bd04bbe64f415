/**
 * A production install, as a container or an operator makes it: build (`npm run build`: dist/h5, the
 * first-screen render, dist/server), then install without devDependencies, then `NODE_ENV=production
 * npm start` with the real providers' settings (support/production-env.ts, pointed at nothing that is
 * called at start). Done in a scratch copy of the repository: its node_modules is the checkout's (hard
 * links where the file system allows) pruned with `npm prune --omit=dev --offline` (the same tree
 * `npm ci --omit=dev` leaves, without the network), then `npm run migrate` and `npm start`. No build tool
 * is left (TypeScript, the Taro CLI), so the start must run what is built and what the dependencies hold.
 */
import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from '../../test/support/free-port';
import { ROOT, waitReady, type Spawned } from './support/entry';
import { productionEnv } from './support/production-env';

jest.setTimeout(600_000);

const scratch = mkdtempSync(join(tmpdir(), 'cf-prod-install-'));
const app = join(scratch, 'app');
let server: Spawned | null = null;

function run(cmd: string, args: string[], opts: SpawnSyncOptions = {}): string {
  const res = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...opts });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${res.status}):\n${res.stdout}\n${res.stderr}`);
  return String(res.stdout);
}

/** `npm start` in its own process group, so stopping it stops npm and the server under it. */
function npmStart(env: Record<string, string>): Spawned {
  const child = spawn('npm', ['start'], { cwd: app, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d.toString()));
  child.stderr!.on('data', (d) => (err += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, stdout: () => out, stderr: () => err, exited };
}

beforeAll(() => {
  // What `npm run build` makes that the server serves (the mini-program build goes to WeChat, not here).
  run(process.execPath, [join(ROOT, 'scripts', 'build-if-stale.mjs'), 'h5'], { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' } });
  run(process.execPath, [join(ROOT, 'scripts', 'build-server.mjs'), '--if-stale'], { cwd: ROOT });

  // The repository's files (tracked and new, not ignored) and the build.
  for (const file of run('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT }).split('\n').filter(Boolean)) {
    if (!existsSync(join(ROOT, file))) continue; // deleted in the work tree
    mkdirSync(dirname(join(app, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(app, file));
  }
  mkdirSync(join(app, 'dist'), { recursive: true });
  for (const d of ['h5', 'ssr', 'server']) run('cp', ['-a', join(ROOT, 'dist', d), join(app, 'dist', d)]);

  // The installed packages, then everything only development needs taken away.
  const linked = spawnSync('cp', ['-al', join(ROOT, 'node_modules'), join(app, 'node_modules')]);
  if (linked.status !== 0) {
    rmSync(join(app, 'node_modules'), { recursive: true, force: true });
    run('cp', ['-a', join(ROOT, 'node_modules'), join(app, 'node_modules')]);
  }
  // npm rewrites its record of the tree: a file of its own, not a link into the checkout's node_modules.
  rmSync(join(app, 'node_modules', '.package-lock.json'), { force: true });
  run('npm', ['prune', '--omit=dev', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: app });
});

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    process.kill(-server.child.pid!, 'SIGKILL');
    await server.exited;
  }
  rmSync(scratch, { recursive: true, force: true });
});

test('the install holds no devDependency: no TypeScript, no Taro CLI, no test-only package', () => {
  const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
  for (const name of ['typescript', '@tarojs/cli', 'jest', 'jsqr', 'miniprogram-ci']) {
    expect(Object.keys(pkg.devDependencies)).toContain(name);
    expect([name, existsSync(join(app, 'node_modules', name))]).toEqual([name, false]);
  }
});

test('NODE_ENV=production npm start serves the built app without building, and stops on SIGTERM', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? scratch,
    ...productionEnv(scratch),
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: join(scratch, 'data'),
    LOG_LEVEL: 'warn',
  };
  // the operator's step before the first start (production does not migrate on start unless told to)
  run('npm', ['run', 'migrate'], { cwd: app, env });
  server = npmStart(env);
  await waitReady(server, base);

  const page = await fetch(`${base}/cf/common/list`);
  expect(page.status).toBe(200);
  const html = await page.text();
  // the app's script, as a tag (the plain page) or named in the loader of a page with a server screen
  const script = /["'](\/js\/app\.[^"']+\.js)["']/.exec(html)?.[1];
  expect(script).toBeTruthy();
  expect((await fetch(new URL(script!, base))).status).toBe(200);
  const list = await fetch(`${base}/api/cf/v4/case/list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ listType: 'common', size: 10 }) });
  expect((await list.json()).code).toBe(0);
  expect(server.stdout() + server.stderr()).not.toMatch(/\[build\]/);

  process.kill(-server.child.pid!, 'SIGTERM');
  const { code, signal } = await server.exited;
  expect(code === 0 || signal === 'SIGTERM').toBe(true);
});

test('without the build it refuses to start, with the reason, instead of building', async () => {
  rmSync(join(app, 'dist', 'server'), { recursive: true, force: true });
  const s = npmStart({ PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? scratch, NODE_ENV: 'production', DATA_DIR: join(scratch, 'data') });
  const { code } = await s.exited;
  expect(code).toBe(1);
  expect(s.stderr()).toContain('[start] dist/server is not built');
  expect(existsSync(join(app, 'dist', 'server'))).toBe(false);
});
