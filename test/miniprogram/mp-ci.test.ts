/**
 * Tencent's own tooling on dist/weapp, offline (scripts/mp-ci-check.mjs, miniprogram-ci): its code
 * analysis, its compile as the devtools' upload does it (ES6 to ES5, minified JS/WXML/WXSS) without an
 * error, and all 11 rules of its code-quality check, with the tool's default app attributes since WeChat's
 * servers are out of reach. The compression rules read project.config.json (which the build copies into
 * dist/weapp); the on-demand component injection rule reads app.json's lazyCodeLoading (src/app.config.ts).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { DIST } from './harness';

// The compile runs every page through Babel and the minifiers: about a minute alone, longer on a busy machine.
jest.setTimeout(600_000);

interface CiResult {
  analysed: boolean;
  compiledFiles: number;
  compileError: string | null;
  quality: Array<{ name: string; success: boolean; text: string }>;
}

let result: CiResult;

beforeAll(() => {
  const run = spawnSync(process.execPath, [join(__dirname, '..', '..', 'scripts', 'mp-ci-check.mjs'), DIST], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const line = run.stdout.trim().split('\n').pop() ?? '';
  if (run.status !== 0 || !line.startsWith('{')) throw new Error(`mp-ci-check failed (${run.status}):\n${run.stdout.slice(-2000)}\n${run.stderr.slice(-4000)}`);
  result = JSON.parse(line) as CiResult;
});

test('miniprogram-ci analyses and compiles every page (es6 + minify) without an error', () => {
  expect(result.analysed).toBe(true);
  expect(result.compileError).toBeNull();
  expect(result.compiledFiles).toBeGreaterThan(100);
});

test('all 11 code-quality rules pass (compression on, lazyCodeLoading set, package sizes)', () => {
  expect(result.quality.map((r) => r.name)).toHaveLength(11);
  expect(result.quality.filter((r) => !r.success).map((r) => `${r.name}: ${r.text}`)).toEqual([]);
});
