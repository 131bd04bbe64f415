/**
 * Every Taro build the project runs passes `--disable-global-config`: without it Taro loads the plugins
 * of the user's global Taro config into the build, and @tarojs/cli's install script may register one
 * fetched from a third-party host. Reads package.json's scripts and every script that can start a build.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const FLAG = '--disable-global-config';

/** A Taro build command in a shell line (`taro build ...`) or in a spawn's argument list (`'taro', 'build', ...`). */
const TARO_BUILD = /\btaro\b['"]?,?\s*['"]?build\b/g;

/** The text after each Taro build command up to the end of its line or argument list. */
function buildCommands(text: string): string[] {
  return [...text.matchAll(TARO_BUILD)].map((m) => text.slice(m.index!, m.index! + 200).split(/[\n\]]/)[0]);
}

function scriptFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? scriptFiles(join(dir, e.name)) : /\.(mjs|cjs|js|ts)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

test('package.json: every script that runs taro build passes --disable-global-config', () => {
  const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;
  const builds = Object.entries(scripts).filter(([, cmd]) => buildCommands(cmd).length > 0);
  expect(builds.map(([name]) => name)).toEqual(expect.arrayContaining(['build:h5', 'build:weapp', 'dev:h5', 'dev:weapp']));
  for (const [name, cmd] of builds) for (const c of buildCommands(cmd)) expect([name, c.includes(FLAG)]).toEqual([name, true]);
});

test('scripts/ and bench/: every taro build passes --disable-global-config', () => {
  const files = [...scriptFiles('scripts'), ...scriptFiles('bench'), ...scriptFiles('.ci')];
  let found = 0;
  for (const file of files) {
    for (const c of buildCommands(readFileSync(join(ROOT, file), 'utf8'))) {
      found++;
      expect([file, c, c.includes(FLAG)]).toEqual([file, c, true]);
    }
  }
  expect(found).toBeGreaterThan(0);
});

test('the check sees a build command without the flag', () => {
  expect(buildCommands("spawnSync('npx', ['taro', 'build', '--type', 'h5'])").map((c) => c.includes(FLAG))).toEqual([false]);
  expect(buildCommands('NODE_ENV=production taro build --type weapp').map((c) => c.includes(FLAG))).toEqual([false]);
});
