// Flame graphs of the API hot paths, with no package: a V8 .cpuprofile (node --cpu-prof) becomes a
// self-contained SVG (one <rect> per call-tree node, width = inclusive time, a <title> tooltip) and a
// "top self time" list. `npm run bench -- flame` profiles the real server under autocannon and writes
// bench/flame-funding-info.svg and bench/flame-donate.svg; `node bench/lib/flame.mjs x.cpuprofile out.svg`
// converts one profile.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiLogin, freePort, ROOT, waitUntil } from './server.mjs';

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A readable frame name: function, file (relative to the repo, node_modules shortened) and line. */
function frameName(cf) {
  const fn = cf.functionName || '(anonymous)';
  if (!cf.url) return fn;
  let file = cf.url.replace(/^file:\/\//, '');
  if (file.startsWith(ROOT)) file = file.slice(ROOT.length);
  file = file.replace(/^.*node_modules\//, '~/');
  return `${fn} ${file}:${cf.lineNumber + 1}`;
}

/** Builds { name, self, total, children[] } (ms) from a .cpuprofile; siblings with one name merged. */
export function callTree(profile, window) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfMs = new Map();
  const { samples, timeDeltas } = profile;
  // window: [fromMs, toMs] before the profile's end: only the samples of the load, not start-up or shutdown.
  const endUs = profile.endTime;
  let t = profile.startTime;
  for (let i = 0; i < samples.length; i++) {
    t += timeDeltas[i] ?? 0;
    if (window && (t < endUs - window[0] * 1000 || t > endUs - window[1] * 1000)) continue;
    // Each sample's duration is the delta to the next one (the last gets the previous delta).
    const dt = (timeDeltas[i + 1] ?? timeDeltas[i] ?? 0) / 1000;
    selfMs.set(samples[i], (selfMs.get(samples[i]) ?? 0) + Math.max(dt, 0));
  }
  const build = (n) => {
    const node = { name: frameName(n.callFrame), self: selfMs.get(n.id) ?? 0, total: 0, children: [] };
    const merged = new Map();
    for (const cid of n.children ?? []) {
      const c = build(byId.get(cid));
      const m = merged.get(c.name);
      if (m) mergeInto(m, c);
      else merged.set(c.name, c);
    }
    node.children = [...merged.values()].sort((a, b) => b.total - a.total);
    node.total = node.self + node.children.reduce((s, c) => s + c.total, 0);
    return node;
  };
  const mergeInto = (a, b) => {
    a.self += b.self;
    a.total += b.total;
    for (const c of b.children) {
      const m = a.children.find((x) => x.name === c.name);
      if (m) mergeInto(m, c);
      else a.children.push(c);
    }
  };
  const root = profile.nodes.find((n) => !profile.nodes.some((p) => p.children?.includes(n.id))) ?? profile.nodes[0];
  return build(root);
}

/** Self time per frame name over the whole tree, largest first: [{ name, ms, pct }]. */
export function topSelf(tree, n = 15, skip = ['(idle)', '(program)']) {
  const acc = new Map();
  const walk = (t) => {
    acc.set(t.name, (acc.get(t.name) ?? 0) + t.self);
    t.children.forEach(walk);
  };
  walk(tree);
  const busy = [...acc].filter(([k]) => !skip.includes(k)).reduce((s, [, v]) => s + v, 0);
  return [...acc].filter(([k]) => !skip.includes(k)).sort((a, b) => b[1] - a[1]).slice(0, n)
    .map(([name, ms]) => ({ name, ms: +ms.toFixed(1), pct: +((100 * ms) / busy).toFixed(1) }));
}

const colour = (name) => {
  if (/^\((garbage collector|program|idle)\)/.test(name)) return '#c8c8c8';
  if (name.includes('~/')) return `hsl(${30 + (hash(name) % 25)},85%,${60 + (hash(name) % 12)}%)`; // packages: orange
  if (name.includes('server/') || name.includes('src/')) return `hsl(${200 + (hash(name) % 30)},65%,${62 + (hash(name) % 12)}%)`; // ours: blue
  return `hsl(${0 + (hash(name) % 15)},70%,${64 + (hash(name) % 10)}%)`; // node internals / native: red
};
function hash(s) {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) >>> 0;
  return h;
}

/** The SVG (flame: root at the bottom). (idle) is left out so the widths are busy CPU time. */
export function flameSvg(tree, title) {
  const root = { ...tree, children: tree.children.filter((c) => c.name !== '(idle)') };
  root.total = root.self + root.children.reduce((s, c) => s + c.total, 0);
  const W = 1200, ROW = 16, PAD = 30;
  let depth = 0;
  const rects = [];
  const place = (n, x, d) => {
    const w = (n.total / root.total) * W;
    if (w < 0.3) return;
    depth = Math.max(depth, d);
    rects.push({ n, x, w, d });
    let cx = x;
    for (const c of n.children) {
      place(c, cx, d + 1);
      cx += (c.total / root.total) * W;
    }
  };
  place(root, 0, 0);
  const H = (depth + 1) * ROW + PAD * 2;
  const body = rects.map(({ n, x, w, d }) => {
    const y = H - PAD - (d + 1) * ROW;
    const pct = ((100 * n.total) / root.total).toFixed(1);
    const label = w > 40 ? `<text x="${(x + 3).toFixed(1)}" y="${y + 11.5}">${esc(n.name.slice(0, Math.floor((w - 6) / 6.2)))}</text>` : '';
    return `<g><title>${esc(n.name)} — ${n.total.toFixed(1)} ms total (${pct}%), ${n.self.toFixed(1)} ms self</title><rect x="${x.toFixed(1)}" y="${y}" width="${Math.max(w - 0.4, 0.3).toFixed(1)}" height="${ROW - 1}" fill="${d === 0 ? '#ddd' : colour(n.name)}"/>${label}</g>`;
  }).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="monospace" font-size="10">
<rect width="100%" height="100%" fill="#fff"/>
<text x="4" y="13" font-size="12">${esc(title)} — ${root.total.toFixed(0)} ms of busy CPU (idle left out)</text>
<text x="4" y="26" font-size="10">width = inclusive time, hover a frame for its figures; blue: our code, orange: packages, red: node / native</text>
${body}
</svg>
`;
}

/** Converts one .cpuprofile; returns the top self-time frames. */
export function profileToSvg(cpuprofile, svgPath, title = basename(cpuprofile), window) {
  const tree = callTree(JSON.parse(readFileSync(cpuprofile, 'utf8')), window);
  writeFileSync(svgPath, flameSvg(tree, title));
  return topSelf(tree);
}

/** The real server under `node --cpu-prof` (tsx as an import, so the profile is the server's own process). */
async function profiledServer(profDir, env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cf-flame-'));
  let out = '';
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profDir}`, '--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', APP_MODE: 'demo', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (out = (out + d).slice(-200_000)));
  child.stderr.on('data', (d) => (out = (out + d).slice(-200_000)));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntil(async () => {
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    return (await fetch(`${baseUrl}/api/account/v3/login-check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).ok;
  }, 90_000, 'server');
  return {
    baseUrl, output: () => out,
    // SIGTERM: the server shuts down and exits normally, which is when V8 writes the profile.
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Profiles one workload (`load(server)`) on a fresh server; writes bench/<name>.svg; returns the top frames. */
export async function profileWorkload(name, title, load, env) {
  const profDir = mkdtempSync(join(tmpdir(), 'cf-prof-'));
  const server = await profiledServer(profDir, env);
  let from = 0, to = 0;
  try {
    await load(server, () => (from = performance.now()));
    to = performance.now();
  } finally {
    await server.stop();
  }
  const exit = performance.now();
  const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile written for ${name}`);
  // Only the samples of the load itself (start-up, the SSR bundle and shutdown left out).
  const top = profileToSvg(join(profDir, file), join(ROOT, 'bench', `${name}.svg`), title, [exit - from, exit - to]);
  rmSync(profDir, { recursive: true, force: true });
  return top;
}

/** `npm run bench -- flame`: both hot paths, 50 connections, BENCH_API_SECONDS each. */
export async function flameGraphs() {
  const { fundingInfoLoad, donateLoad, BENCH_ENV } = await import('./api.mjs');
  const setup = async (server) => ({ cookie: await apiLogin(server, '13900000001') });
  const res = {};
  res.fundingInfo = await profileWorkload('flame-funding-info', 'get-funding-info, 50 connections', async (s, start) => {
    const { cookie } = await setup(s);
    start();
    return fundingInfoLoad(s, cookie);
  }, BENCH_ENV);
  res.donate = await profileWorkload('flame-donate', 'donation: order add + sandbox confirm (notify), 50 connections', async (s, start) => {
    const { cookie } = await setup(s);
    start();
    return donateLoad(s, cookie);
  }, BENCH_ENV);
  for (const [k, top] of Object.entries(res)) {
    console.log(`\n${k}: top self time`);
    for (const t of top) console.log(`  ${String(t.pct).padStart(5)}%  ${t.name}`);
  }
  return res;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [, , prof, svg] = process.argv;
  if (prof && svg) for (const t of profileToSvg(prof, svg)) console.log(`${String(t.pct).padStart(5)}%  ${t.name}`);
  else await flameGraphs();
}
