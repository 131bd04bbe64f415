/**
 * End-to-end harness: the real server (`npm start`'s server entry, production mode, serving dist/h5)
 * on a free port with a scratch DATA_DIR, and Debian's Chromium through playwright-core.
 * SMS codes are read from the server's stdout line `[sms] <phone> <code>`, as a developer would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { freePort } from '../support/free-port';

const ROOT = join(__dirname, '..', '..');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];


export interface RunningServer {
  /** the server's data directory (DATA_DIR): a scratch one unless the caller passed its own */
  dataDir: string;
  baseUrl: string;
  output: () => string;
  /** Waits for the SMS line of this phone that appears after `since` characters of output. */
  smsCode: (phone: string, since?: number) => Promise<string>;
  stop: () => Promise<void>;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const ownDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR || mkdtempSync(join(tmpdir(), 'cf-e2e-'));
  let out = '';
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', APP_MODE: 'demo', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '',
      // the server-rendered first screen is what these tests look at: a loaded CI machine must not turn it into the plain page (its fallback is tested in server/test/h5-boot.test.ts)
      SSR_DATA_TIMEOUT_MS: '10000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d.toString()));
  child.stderr!.on('data', (d) => (out += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(async () => {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    const res = await fetch(`${baseUrl}/api/account/v3/login-check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).catch(() => null);
    return res?.ok ? true : null;
  }, 180_000, 'server to answer'); // a start on a busy machine (tsx compiles the server first) is slow, not broken
  return {
    baseUrl,
    dataDir,
    output: () => out,
    smsCode: (phone, since = 0) =>
      waitFor(async () => {
        const matches = [...out.slice(since).matchAll(new RegExp(`\\[sms\\] ${phone} (\\d{6})`, 'g'))];
        return matches.length ? matches[matches.length - 1][1] : null;
      }, 30_000, `sms code for ${phone}`), // a loaded machine prints it late (session 31: 10 s was outlasted once)
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a journey's file shares: one server on a scratch database and one browser. */
export interface Journey {
  server: RunningServer;
  browser: Browser;
  dataDir: string;
}

/**
 * Starts one server (scratch DATA_DIR, `env` added) and one browser for the whole test file (beforeAll)
 * and stops both after it (afterAll); `use` receives them once started. Later beforeAll hooks of the
 * file run after this one.
 */
export function journeyServer(env: Record<string, string>, use: (j: Journey) => void): void {
  let j: Journey | undefined;
  beforeAll(async () => {
    const server = await startServer(env);
    j = { server, browser: await launchBrowser(), dataDir: server.dataDir };
    use(j);
  });
  afterAll(async () => {
    await j?.browser.close();
    await j?.server.stop();
  });
}

/** E2E_SHOTS=<dir> (1: the system's temporary directory): a screenshot of each screen, `<prefix>-<name>.png`. */
export const SHOTS_DIR = process.env.E2E_SHOTS === '1' ? tmpdir() : process.env.E2E_SHOTS || '';
export const shooter = (prefix: string, fullPage = true) => async (page: Page, name: string): Promise<void> => {
  if (SHOTS_DIR) await page.screenshot({ path: join(SHOTS_DIR, `${prefix}-${name}.png`), fullPage });
};

/** Polls fn until it returns a non-null value (never a fixed sleep). */
export async function waitFor<T>(fn: () => Promise<T | null>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastErr: unknown;
  for (;;) {
    try {
      const v = await fn();
      if (v !== null && v !== undefined) return v;
    } catch (e) {
      lastErr = e;
      if (String(e).includes('exited early')) throw e;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${lastErr ? `: ${lastErr}` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** A phone-sized context like a cheap Android phone. */
export async function mobileContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    locale: 'zh-CN',
  });
}

/** Logs in on the /login page the browser is on, reading the code from the server's stdout. */
export async function loginOnPage(page: Page, server: RunningServer, phone: string): Promise<void> {
  await page.getByTestId('login-phone').locator('input').or(page.locator('[data-testid="login-phone"] input, input[data-testid="login-phone"]')).first().fill(phone);
  const since = server.output().length;
  await page.getByTestId('login-send-code').click();
  const code = await server.smsCode(phone, since);
  await page.locator('[data-testid="login-code"] input, input[data-testid="login-code"]').first().fill(code);
  await page.getByTestId('login-submit').click();
}

/** Where one element of the page sits on screen (CSS px, viewport coordinates); id: its test id or tag name. */
interface Box {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Records what the hand-over itself moves: just before the page removes its server-rendered screen
 * (#cf-ssr), where every element of its page frame (.cf-page[data-route]) is; at the first frame after
 * (the first the client page paints), where the element in the same place of the client's frame is (the
 * n-th element of the frame in document order: both are the same markup from the same components). This is the layout shift
 * the product makes at the take-over, and the same on a busy machine as on an idle one: shifts that only
 * come from when things arrive (a slow CPU paints the server's screen earlier or later relative to the
 * data refresh and the images) are not in it. Read with handoverMovesOf.
 */
export async function recordHandover(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __handover: { before: Box[]; after: Box[]; viewport: number } | null; __serverScreen: Record<string, string[]> | null };
    w.__handover = null;
    w.__serverScreen = null;
    // every marked element of the server's screen and its text, as it was just before the client removed it
    const texts = (root: Element): Record<string, string[]> => {
      const out: Record<string, string[]> = {};
      root.querySelectorAll('[data-testid], [data-ssr-testid]').forEach((el) => {
        const id = el.getAttribute('data-testid') || el.getAttribute('data-ssr-testid') || '';
        (out[id] ||= []).push(el.textContent ?? '');
      });
      return out;
    };
    const boxes = (root: Element | null): Box[] => {
      const frames = root?.querySelectorAll('.cf-page[data-route]');
      const frame = frames?.length ? frames[frames.length - 1] : null;
      return Array.from(frame?.querySelectorAll('*') ?? []).map((el) => {
        const r = el.getBoundingClientRect();
        const id = el.getAttribute('data-testid') || el.getAttribute('data-ssr-testid') || el.tagName.toLowerCase();
        return { id, x: r.x, y: r.y, w: r.width, h: r.height };
      });
    };
    const remove = Node.prototype.removeChild;
    Node.prototype.removeChild = function removeChild<T extends Node>(this: Node, child: T): T {
      if (w.__handover || !(child instanceof Element) || child.id !== 'cf-ssr') return remove.call(this, child) as T;
      const before = boxes(child);
      w.__serverScreen = texts(child);
      const removed = remove.call(this, child) as T;
      requestAnimationFrame(() => {
        w.__handover = { before, after: boxes(document.getElementById('app')), viewport: window.innerHeight };
      });
      return removed;
    };
  });
}

/**
 * What the hand-over moved (recordHandover), once it has happened: the elements the reader could see on
 * the server's screen (inside the viewport, with a size) whose client copy is another element, elsewhere
 * or another size by more than half a CSS pixel; and how many elements were compared.
 */
export async function handoverMovesOf(page: Page): Promise<{ compared: number; moved: string[] }> {
  const h = await waitFor(() => page.evaluate(() => (window as unknown as { __handover: { before: Box[]; after: Box[]; viewport: number } | null }).__handover), 60_000, 'the hand-over to be painted');
  const moved: string[] = [];
  let compared = 0;
  h.before.forEach((b, n) => {
    if (b.w * b.h === 0 || b.y + b.h <= 0 || b.y >= h.viewport) return;
    const c = h.after[n];
    compared += 1;
    const off = c && c.id === b.id ? Math.max(Math.abs(c.x - b.x), Math.abs(c.y - b.y), Math.abs(c.w - b.w), Math.abs(c.h - b.h)) : Infinity;
    if (off > 0.5) moved.push(`${n} ${JSON.stringify(b)} -> ${JSON.stringify(c ?? null)}`);
  });
  return { compared, moved };
}

/**
 * The server's screen as the reader saw it (recordHandover): each marked element's text by its test id,
 * captured as the client removed it. Reading #cf-ssr after page.goto races the take-over (on a fast
 * machine the client has already replaced it by the `load` event); this never does.
 */
export async function serverScreenOf(page: Page): Promise<{ text: (id: string) => string | undefined; count: (id: string) => number }> {
  const s = await waitFor(() => page.evaluate(() => (window as unknown as { __serverScreen: Record<string, string[]> | null }).__serverScreen), 60_000, 'the server screen to be handed over');
  return { text: (id) => s[id]?.[0], count: (id) => s[id]?.length ?? 0 };
}

/** The take-over moved nothing the reader could see (and there was something to compare). */
export async function expectNothingMoved(page: Page): Promise<void> {
  const { compared, moved } = await handoverMovesOf(page);
  expect(moved).toEqual([]);
  expect(compared).toBeGreaterThan(0);
}

/** The first raising case of the demo's common list (its infoUuid and title). */
export async function raisingCase(server: RunningServer): Promise<{ infoUuid: string; title: string }> {
  const res = await fetch(`${server.baseUrl}/api/cf/v4/case/list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"listType":"common","size":20}' });
  return ((await res.json()).data.list as { infoUuid: string; title: string; status: number }[]).find((c) => c.status === 0)!;
}

/** A phone-sized context logged in as `phone` through the /login page (the page it used is closed). */
export async function loggedInContext(browser: Browser, server: RunningServer, phone: string): Promise<BrowserContext> {
  const context = await mobileContext(browser);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/login?redirectUrl=${encodeURIComponent('/cf/common/list')}`);
  await loginOnPage(page, server, phone);
  await page.waitForURL((u) => u.pathname === '/cf/common/list', { timeout: 30_000 });
  await page.close();
  return context;
}
