/**
 * One declaration per call: an API path is written only in src/contract/. The client gets it from the
 * declaration (src/services/client.ts), so a path literal anywhere else in src/ is a second declaration.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { allContract as contract } from '../../../src/contract/all';
import { sourceFiles, TS_JS } from '../support/sources';

const SRC = join(__dirname, '../../../src');
const CONTRACT = join(SRC, 'contract');

test('no /api path literal in src/ outside the contract', () => {
  const found: string[] = [];
  for (const f of sourceFiles(SRC, TS_JS, [CONTRACT])) {
    readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
      if (/['"`]\/api(\/|['"`])/.test(line)) found.push(`${relative(SRC, f)}:${i + 1}: ${line.trim()}`);
    });
  }
  expect(found).toEqual([]);
});

test('every declared call has a unique method and path', () => {
  const seen = new Map<string, string>();
  for (const [group, calls] of Object.entries(contract)) {
    for (const [name, c] of Object.entries(calls as Record<string, { method: string; path: string }>)) {
      const key = `${c.method} ${c.path}`;
      expect(seen.get(key)).toBeUndefined();
      seen.set(key, `${group}.${name}`);
      expect(c.path).toMatch(/^\/api\//);
    }
  }
  expect(seen.size).toBeGreaterThan(0);
});
