// Mini-program package sizes from dist/weapp: the main package and each subpackage.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './server.mjs';

function walk(dir, out = []) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (!e.name.startsWith('.')) out.push(p);
  }
  return out;
}

export function weappSizes() {
  const dist = join(ROOT, 'dist', 'weapp');
  const app = JSON.parse(readFileSync(join(dist, 'app.json'), 'utf8'));
  const roots = (app.subPackages || app.subpackages || []).map((s) => s.root.replace(/\/$/, ''));
  const sizes = { main: 0 };
  for (const r of roots) sizes[r] = 0;
  for (const f of walk(dist)) {
    const rel = relative(dist, f);
    const root = roots.find((r) => rel.startsWith(r + '/'));
    sizes[root ?? 'main'] += statSync(f).size;
  }
  return Object.fromEntries(Object.entries(sizes).map(([k, v]) => [k, +(v / 1024).toFixed(1)]));
}
