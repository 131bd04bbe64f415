/**
 * The server reads its environment once, against one schema (server/src/settings.ts): every other
 * module gets typed settings (config.settings, or processSettings() where no config travels), with
 * their defaults applied, so no module restates a default (`env.PAY_PROVIDER || 'sandbox'`) or reads
 * a variable the schema does not know. This test refuses a raw environment read anywhere else in the
 * server's product code (server/src, server/seed, server/migrations). Not covered, on purpose: the
 * tests (they set up environments) and scripts/ (launchers that pass an environment to a child).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sourceFiles, TS_JS_MJS } from './support/sources';

const ROOT = join(__dirname, '../..');
const THE_ONE = 'server/src/settings.ts';
const RAW: [RegExp, string][] = [
  [/\bprocess\.env\b/, 'process.env'],
  [/\bimport\.meta\.env\b/, 'import.meta.env'],
  [/\.env\b(?!\s*:)/, 'a raw environment carried on an object (config.env)'],
];

function rawEnvReads(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
    const hit = RAW.find(([re]) => re.test(line));
    if (hit) found.push(`${i + 1} ${hit[1]}: ${line.trim()}`);
  });
  return found;
}

test('no server module reads the environment outside settings.ts', () => {
  const found: string[] = [];
  for (const dir of ['server/src', 'server/seed', 'server/migrations']) {
    for (const file of sourceFiles(join(ROOT, dir), TS_JS_MJS)) {
      const rel = relative(ROOT, file);
      if (rel === THE_ONE) continue;
      for (const hit of rawEnvReads(readFileSync(file, 'utf8'))) found.push(`${rel}:${hit}`);
    }
  }
  expect(found).toEqual([]);
});

test('the check sees the reads it refuses', () => {
  expect(rawEnvReads("const kind = (config.env.PAY_PROVIDER || 'sandbox');")).toHaveLength(1);
  expect(rawEnvReads('loadConfig(env = process.env)')).toHaveLength(1);
  expect(rawEnvReads("createPayProvider(config.env)")).toHaveLength(1);
  expect(rawEnvReads('const s = config.settings.PAY_PROVIDER;')).toEqual([]);
});
