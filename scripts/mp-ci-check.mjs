// Tencent's own tooling on the built mini-program (dist/weapp), offline: miniprogram-ci's code analysis,
// its compile (ES6 to ES5 + minify, as the devtools upload does) and its code-quality check (the devtools'
// 代码质量 panel). WeChat's servers are out of reach, so the project gets the tool's default app
// attributes locally instead of asking for them; the key is a throwaway one (only upload and preview use it).
// The tool writes cache files into the working directory: this script works in a scratch folder.
//   node scripts/mp-ci-check.mjs [dist/weapp]   -> one JSON line on stdout:
//   { analysed, compiledFiles, compileError, quality: [{ name, success, text }] }
// MP_CI_TIMING=1 prints the time of each step on stderr (the compile is most of it).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const require = createRequire(import.meta.url);

/** The compile the devtools' upload does: ES6 to ES5 and minified JS, WXML and WXSS. */
export const CI_COMPILE_SETTING = { es6: true, minify: true, minifyJS: true, minifyWXML: true, minifyWXSS: true };

export async function mpCiCheck(distDir = join(root, 'dist', 'weapp')) {
  const scratch = mkdtempSync(join(tmpdir(), 'mp-ci-'));
  const cwd = process.cwd();
  process.chdir(scratch);
  try {
    const keyPath = join(scratch, 'private.key');
    const key = spawnSync('openssl', ['genrsa', '-out', keyPath, '2048'], { stdio: 'ignore' });
    if (key.status !== 0) throw new Error('openssl genrsa failed');
    const ci = require('miniprogram-ci');
    const project = new ci.Project({
      appid: 'touristappid',
      type: 'miniProgram',
      projectPath: resolve(distDir),
      privateKeyPath: keyPath,
      ignores: ['node_modules/**/*'],
      attr: async () => ci.DefaultProjectAttr,
    });
    const t0 = Date.now();
    const lap = (what) => process.env.MP_CI_TIMING && process.stderr.write(`[mp-ci] ${what} ${Date.now() - t0} ms\n`);
    const analysis = await ci.analyseCode(project, { silent: true });
    lap('analyse');
    let compiledFiles = 0;
    let compileError = null;
    try {
      const out = await ci.getCompiledResult({ project, setting: CI_COMPILE_SETTING }, join(scratch, 'compiled.zip'));
      compiledFiles = Object.keys(out).length;
    } catch (err) {
      compileError = String(err?.message ?? err);
    }
    lap('compile');
    const quality = (await ci.checkCodeQuality(project)).map((r) => ({ name: r.name, success: r.success, text: r.text }));
    lap('quality');
    return { analysed: Boolean(analysis), compiledFiles, compileError, quality };
  } finally {
    process.chdir(cwd);
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && process.argv[1].endsWith('mp-ci-check.mjs')) {
  const result = await mpCiCheck(process.argv[2]);
  process.stdout.write(JSON.stringify(result) + '\n');
  // the tool keeps timers alive
  process.exit(0);
}
