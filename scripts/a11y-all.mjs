// Accessibility of EVERY built H5 route of src/routes.ts, as Lighthouse scores it, on the production build.
//
//   flock /tmp/taro-build.lock npx taro build --disable-global-config --type h5     (the script serves dist/h5 as it is)
//   node scripts/a11y-all.mjs [--only=<regexp on name or path>] [--visitor] [--lighthouse] [--all]
//
// Starts the demo server (production mode, scratch DATA_DIR), fills each route's params from the demo
// seed (the demo fundraiser's raising case, the goods raise, the matched case, a donor's order...), logs in
// where it matters (the fundraiser 13900000000 on case routes, the donor demo-donor-1 elsewhere, a staff
// login on /staff) and runs axe-core in Chromium with Lighthouse's own axe configuration, counting only
// the rules Lighthouse weighs in its accessibility score. Prints every page under 100 with its failing
// rules and nodes (`--all` prints every page). `--visitor`: the no-login routes once more without a cookie.
// `--lighthouse`: Lighthouse itself (bench/lib/lighthouse.mjs) on the routes, for the real score (slow:
// ~15 s a page, use with --only). `--care`: every page in 长辈版 (the device's cookie cf_care=1). Exit code 1 when a page is under 100.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { apiLogin, ROOT, startServer } from '../bench/lib/server.mjs';
import { lighthouseOnce } from '../bench/lib/lighthouse.mjs';
import { a11yOfPage, withA11yBrowser } from '../bench/lib/a11y-axe.mjs';
import { DONOR, OWNER, STAFF, planRoutes, readSeed } from '../bench/lib/route-plan.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const only = args.find((a) => a.startsWith('--only='))?.slice(7);
const onlyRe = only ? new RegExp(only) : null;

const { ROUTES } = await tsImport('../src/routes.ts', import.meta.url);
const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');


const dataDir = mkdtempSync(join(tmpdir(), 'cf-a11y-'));
// Other sessions rebuild dist/h5 at any time: serve a copy taken under the build lock.
const h5Dir = join(dataDir, 'h5');
execFileSync('flock', ['/tmp/taro-build.lock', 'cp', '-r', join(ROOT, 'dist', 'h5'), h5Dir]);
if (!existsSync(join(h5Dir, 'index.html'))) throw new Error('dist/h5 has no index.html: build it first');
const server = await startServer({ DATA_DIR: dataDir, H5_DIR: h5Dir, LOG_LEVEL: 'info' });
try {
  execFileSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/staff.mjs', 'grant', STAFF], {
    cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: 'ignore',
  });
  const db = new Database(join(dataDir, 'app.db'), { readonly: true });
  let seed;
  try {
    seed = readSeed(db);
  } finally {
    db.close();
  }
  const cookies = {
    owner: await apiLogin(server, OWNER),
    donor: await apiLogin(server, DONOR),
    staff: await apiLogin(server, STAFF),
    visitor: '',
  };
  // 长辈版: the device's choice rides along with every page (src/platform/display.h5.ts)
  if (flag('care')) for (const k of Object.keys(cookies)) cookies[k] = cookies[k] ? `${cookies[k]}; cf_care=1` : 'cf_care=1';
  const pages = planRoutes(ROUTES, seed, { visitor: flag('visitor') }).filter((p) => !onlyRe || onlyRe.test(p.name) || onlyRe.test(p.path));
  console.log(`[a11y] ${pages.length} pages on ${server.baseUrl} (${flag('lighthouse') ? 'Lighthouse' : 'axe, Lighthouse rules'})`);
  const results = [];
  const check = async (browser, p) => {
    const url = server.baseUrl + p.path;
    if (flag('lighthouse')) {
      const r = lighthouseOnce(url, { categories: 'accessibility', headers: cookies[p.as] ? { Cookie: cookies[p.as] } : undefined });
      return { score: r.a11y, failing: r.a11yFailing.map((id) => ({ id, nodes: [] })) };
    }
    return a11yOfPage(browser, url, cookies[p.as]);
  };
  await withA11yBrowser(async (browser) => {
    for (const p of pages) {
      let r;
      try {
        r = await check(browser, p);
      } catch (err) {
        r = { score: null, failing: [], error: String(err.message || err).split('\n')[0] };
      }
      results.push({ ...p, ...r });
      if (r.left) console.log(`\n--  ${p.name}  ${p.path}  (as ${p.as})  ${r.left}`);
      else if (r.score !== 100 || flag('all')) print({ ...p, ...r });
    }
  });
  const low = results.filter((r) => r.score !== 100 && !r.left);
  const left = results.filter((r) => r.left).length;
  console.log(`\n[a11y] ${results.length - low.length - left}/${results.length - left} pages at 100${left ? ` (${left} left on load, not scored)` : ''}${low.length ? `; under 100: ${low.map((r) => `${r.path} ${r.score ?? 'error'}`).join(', ')}` : ''}`);
  process.exitCode = low.length ? 1 : 0;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

function print(r) {
  console.log(`\n${r.score ?? 'ERR'}  ${r.name}  ${r.path}  (as ${r.as})${r.error ? `  ${r.error}` : ''}`);
  for (const f of r.failing) {
    console.log(`   - ${f.id}${f.weight ? ` (weight ${f.weight})` : ''}: ${f.help ?? ''}`);
    for (const n of f.nodes.slice(0, 6)) console.log(`       ${n.target}  ${n.html}${n.why ? `\n         ${n.why}` : ''}`);
    if (f.nodes.length > 6) console.log(`       ... ${f.nodes.length - 6} more`);
  }
}
