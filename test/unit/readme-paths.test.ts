/**
 * The README is a newcomer's map: every file or folder it names in backticks must exist. A renamed or
 * deleted file leaves the README pointing at nothing, and this test names the stale reference.
 * Paths with placeholders (`<group>`, `*`, `{a,b}`) and build outputs (`dist/`, `data/`) are not files of the tree.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
const TOP = ['src', 'server', 'scripts', 'test', 'bench', 'config', 'types', '.ci'];

function namedPaths(markdown: string): string[] {
  const out = new Set<string>();
  // In backticks, and bare in the text (a path starting at a top-level folder, not inside a URL).
  const named = [...markdown.matchAll(/`([^`\s]+)`/g), ...markdown.matchAll(/(?<![\w/.:`-])((?:src|server|scripts|test|bench|config|types|\.ci)\/[\w./-]*[\w/])/g)];
  for (const m of named) {
    const p = m[1].replace(/[.,:;)]+$/, '');
    if (!TOP.some((t) => p.startsWith(`${t}/`))) continue;
    if (/[<>*{}$]/.test(p)) continue;
    out.add(p.replace(/\/$/, ''));
  }
  return [...out].sort();
}

test('every file the README names exists', () => {
  const named = namedPaths(readFileSync(join(ROOT, 'README.md'), 'utf8'));
  expect(named.length).toBeGreaterThan(20);
  expect(named.filter((p) => !existsSync(join(ROOT, p)))).toEqual([]);
});

test('the check sees a missing file', () => {
  expect(namedPaths('see `src/nowhere/gone.ts`, and `src/routes.ts`.')).toEqual(['src/nowhere/gone.ts', 'src/routes.ts']);
  expect(namedPaths('declared once in server/src/services/raise/status.ts; see https://x.test/src/a.ts')).toEqual(['server/src/services/raise/status.ts']);
});
