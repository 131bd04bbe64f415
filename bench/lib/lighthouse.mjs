// Lighthouse itself (the `lighthouse` npm package, mobile, simulated throttling) on the donor pages, each
// beside a bare HTML page served by the same server in the same run: the bare page's LCP is the floor
// this machine and this server reach, so the ratio to it is what compares across machines.
// Runs are interleaved (bare, page 1, page 2 ... then again) so a busy moment on the shared cores hits
// every page alike. Accessibility scores come from the same runs, plus one run each for the sandbox
// cashier and the pay result page (they need a logged-in donor and an order).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, apiLogin } from './server.mjs';

const RUNS = Number(process.env.BENCH_LH_RUNS || 5);
const CLI = join(ROOT, 'node_modules/lighthouse/cli/index.js');
// lighthouse 13 declares node >= 22.19 and runs on this machine's Node 20; LH_NODE picks another binary.
const NODE = process.env.LH_NODE || process.execPath;
export const BARE_PATH = '/bench-bare.html';

/** What a case page shows first, without CSS or JS: the floor for this machine and server. */
const BARE_HTML = `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>基准页</title></head>
<body><h1>救救我的女儿，白血病化疗急需费用</h1><p>已筹金额 700元 · 目标金额 30万元 · 帮助次数 6次</p>
<p>我的女儿小雨今年8岁，去年被确诊为急性淋巴细胞白血病，目前正在进行第三轮化疗。家里为了治病已经花光了积蓄，还向亲戚朋友借了不少钱。后续治疗还需要一大笔费用，实在没有办法，只能向社会求助。每一份爱心都是希望，感谢您的帮助和转发！</p></body></html>`;

/** A copy of dist/h5 with the bare page beside index.html (served by the same static handler). */
export function h5WithBarePage() {
  const dir = mkdtempSync(join(tmpdir(), 'cf-bench-h5-'));
  cpSync(join(ROOT, 'dist', 'h5'), dir, { recursive: true });
  writeFileSync(join(dir, BARE_PATH.slice(1)), BARE_HTML);
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** One Lighthouse run: the four metrics, the accessibility score and the failing accessibility audits. */
export function lighthouseOnce(url, { headers, categories = 'performance,accessibility' } = {}) {
  const args = [
    CLI, url, '--quiet', '--output=json', '--output-path=stdout', `--only-categories=${categories}`,
    '--form-factor=mobile', '--throttling-method=simulate',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  ];
  if (headers) args.push(`--extra-headers=${JSON.stringify(headers)}`);
  const r = spawnSync(NODE, args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
    encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 240_000,
  });
  if (r.status !== 0) throw new Error(`lighthouse failed (${r.status}): ${(r.stderr || '').split('\n').slice(-5).join(' ')}`);
  const lhr = JSON.parse(r.stdout);
  const a = lhr.audits;
  const num = (id) => (a[id]?.numericValue === undefined ? null : a[id].numericValue);
  const failing = lhr.categories.accessibility
    ? lhr.categories.accessibility.auditRefs.filter((ref) => ref.weight > 0 && a[ref.id]?.score !== null && a[ref.id]?.score < 1).map((ref) => ref.id)
    : [];
  return {
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    a11y: lhr.categories.accessibility ? Math.round(lhr.categories.accessibility.score * 100) : null,
    a11yFailing: failing,
    runtimeError: lhr.runtimeError?.code ?? null,
  };
}

const median = (xs) => {
  const s = xs.filter((x) => x !== null && x !== undefined).sort((p, q) => p - q);
  if (!s.length) return null;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function summarize(runs) {
  return {
    runs: runs.length,
    fcpMs: Math.round(median(runs.map((r) => r.fcp))),
    lcpMs: Math.round(median(runs.map((r) => r.lcp))),
    tbtMs: Math.round(median(runs.map((r) => r.tbt))),
    cls: +median(runs.map((r) => r.cls)).toFixed(3),
    a11y: Math.min(...runs.map((r) => r.a11y ?? 100)),
    a11yFailing: [...new Set(runs.flatMap((r) => r.a11yFailing))],
    lcpRuns: runs.map((r) => Math.round(r.lcp)),
  };
}

/**
 * Median of RUNS Lighthouse runs for each page and for the bare page, with each page's LCP ratio to the
 * bare page's. `pages`: { name: url } or { name: { url, headers } } (a logged-in page: its Cookie header).
 */
export function lighthousePages(baseUrl, pages) {
  const all = { bare: [], ...Object.fromEntries(Object.keys(pages).map((k) => [k, []])) };
  const urls = { bare: baseUrl + BARE_PATH, ...pages };
  for (let i = 0; i < RUNS; i++) {
    for (const [name, page] of Object.entries(urls)) {
      const { url, headers } = typeof page === 'string' ? { url: page, headers: undefined } : page;
      const r = lighthouseOnce(url, name === 'bare' ? { categories: 'performance' } : { headers });
      all[name].push(r);
      console.log(`[lighthouse] run ${i + 1}/${RUNS} ${name}: LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls?.toFixed(3)}, a11y ${r.a11y ?? '-'}`);
    }
  }
  const out = Object.fromEntries(Object.entries(all).map(([k, runs]) => [k, summarize(runs)]));
  for (const k of Object.keys(pages)) out[k].lcpRatioToBare = +(out[k].lcpMs / out.bare.lcpMs).toFixed(2);
  return out;
}

/** Accessibility of the rest of the donate path: the sandbox cashier (a pending order) and the pay result. */
export async function donatePathA11y(server, infoUuid) {
  const cookie = await apiLogin(server, '13900000010');
  const post = async (path, body) => (await fetch(server.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) })).json();
  const order = await post('/api/cf/v41/order/add', { infoUuid, amount: 1000, anonymous: false, platform: 1, idempotencyKey: `bench-a11y-${Date.now()}` });
  if (order.code !== 0) throw new Error(`order: ${JSON.stringify(order)}`);
  const { orderId, payment } = order.data;
  const headers = { Cookie: cookie };
  const cashier = lighthouseOnce(server.baseUrl + payment.cashierUrl, { headers, categories: 'accessibility' });
  const paid = await post('/api/pay/sandbox/confirm', { orderId, action: 'pay' });
  if (paid.code !== 0) throw new Error(`confirm: ${JSON.stringify(paid)}`);
  const success = lighthouseOnce(`${server.baseUrl}/cf/pay/${infoUuid}/success?orderId=${encodeURIComponent(orderId)}`, { headers, categories: 'accessibility' });
  return {
    cashier: { a11y: cashier.a11y, a11yFailing: cashier.a11yFailing },
    paySuccess: { a11y: success.a11y, a11yFailing: success.a11yFailing },
  };
}
