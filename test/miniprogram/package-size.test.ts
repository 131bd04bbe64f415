/**
 * The mini-program's packages as built (dist/weapp): WeChat caps the main package at 2 MB and a
 * subpackage at 2 MB; we keep the main package under 1 MB (1024 KiB) so the first screen loads fast.
 * Sizes as the bench reports them (bench/lib/weapp.mjs: every file, by the package its path is in).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DIST } from './harness';

function files(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) files(p, out);
    else if (!e.name.startsWith('.')) out.push(p);
  }
  return out;
}

test('the main package stays under 1 MB and every subpackage under 2 MB', () => {
  const app = JSON.parse(readFileSync(join(DIST, 'app.json'), 'utf8')) as { subPackages?: Array<{ root: string }> };
  const roots = (app.subPackages ?? []).map((s) => s.root.replace(/\/$/, ''));
  const kib: Record<string, number> = { main: 0 };
  for (const f of files(DIST)) {
    const rel = relative(DIST, f);
    const root = roots.find((r) => rel.startsWith(`${r}/`)) ?? 'main';
    kib[root] = (kib[root] ?? 0) + statSync(f).size / 1024;
  }
  expect(roots.length).toBeGreaterThan(5);
  expect(kib.main).toBeLessThan(1024);
  for (const r of roots) expect([r, kib[r] < 2048]).toEqual([r, true]);
});

/** The annual report page's own file: its chart is drawn in a few lines (src/pages/mine/report/draw-chart.ts), not by a chart library. */
test('the annual report page file stays under 150 KB', () => {
  const file = join(DIST, 'pages', 'mine', 'report', 'annual-info', 'index.js');
  expect(statSync(file).size / 1024).toBeLessThan(150);
});
