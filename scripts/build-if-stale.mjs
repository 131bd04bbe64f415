// Builds dist/<platform> when it is missing or older than any source file it is made from.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** The newest modification time (ms) of any file under dir; 0 when it does not exist. */
export function newest(dir) {
  let max = 0;
  if (!existsSync(dir)) return 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return max;
}

/** The Taro CLI (a devDependency: absent from a production install). */
export const TARO_CLI = join(root, 'node_modules', '@tarojs', 'cli', 'bin', 'taro');

/** Whether dist/h5 and the server's first-screen render are there (built, stale or not). */
export const h5Built = () => existsSync(join(root, 'dist', 'h5', 'index.html')) && existsSync(join(root, 'dist', 'ssr', 'first-screen.cjs'));

export function isStale(platform) {
  const stamp = join(root, 'dist', platform, '.built');
  if (!existsSync(stamp)) return true;
  // the H5 build also writes the server's first-screen render (config/ssr-bundle.ts)
  if (platform === 'h5' && !existsSync(join(root, 'dist', 'ssr', 'first-screen.cjs'))) return true;
  const built = statSync(stamp).mtimeMs;
  const sources = Math.max(
    newest(join(root, 'src')),
    newest(join(root, 'config')),
    statSync(join(root, 'package.json')).mtimeMs,
    statSync(join(root, 'babel.config.js')).mtimeMs,
  );
  return sources > built;
}

/**
 * The one Taro build command (npx args). `--disable-global-config`: Taro otherwise loads every plugin
 * registered in the user's global Taro config (~/.taro-global-config, which @tarojs/cli's install script
 * may fill from a third-party host) into the build. package.json's build scripts pass it too
 * (test/unit/taro-build-flags.test.ts holds every build command to it).
 */
export const taroBuildArgs = (platform) => ['taro', 'build', '--disable-global-config', '--type', platform];

export function ensureBuilt(platform) {
  if (!isStale(platform)) return;
  console.log(`[build] dist/${platform} is missing or stale: building`);
  const res = spawnSync('npx', taroBuildArgs(platform), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (res.status !== 0) {
    console.error(`[build] ${taroBuildArgs(platform).join(' ')} failed`);
    process.exit(res.status ?? 1);
  }
  spawnSync('touch', [join(root, 'dist', platform, '.built')]);
}

if (process.argv[1] && process.argv[1].endsWith('build-if-stale.mjs')) {
  for (const p of process.argv.slice(2)) ensureBuilt(p);
}
