/**
 * Clickjacking: HTML responses carry CSP frame-ancestors (and X-Frame-Options), and a page of a
 * foreign origin that frames the case page does not keep the app inside its frame: the top window
 * ends up on the app. A tiny attacker page is served on another local port (another origin: localhost
 * vs 127.0.0.1) with an iframe of the case page, in Chromium.
 */
import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { launchBrowser, mobileContext, waitFor } from '../e2e/harness';
import { donatableCases, get } from './lib/api';
import { freePort, startProc, type ServerProc } from './lib/proc';

jest.setTimeout(120_000);

let server: ServerProc;
let browser: Browser;
let infoUuid: string;
let attacker: Server;
let attackerUrl: string;

beforeAll(async () => {
  server = await startProc();
  [infoUuid] = await donatableCases(server.baseUrl, 1);
  const port = await freePort();
  const target = `${server.baseUrl}/cf/contribute/${encodeURIComponent(infoUuid)}`;
  attacker = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>attacker</title><h1 id="bait">点这里领红包</h1>
      <iframe id="victim" src="${target}" style="opacity:0.01;position:absolute;top:0;left:0;width:400px;height:800px"></iframe>`);
  });
  await new Promise<void>((r) => attacker.listen(port, '127.0.0.1', () => r()));
  attackerUrl = `http://localhost:${port}/`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((r) => attacker?.close(r));
  await server?.cleanup();
});

test.each([
  ['the case page', () => `/cf/contribute/${encodeURIComponent(infoUuid)}`],
  ['the login page', () => '/login?redirectUrl=%2F'],
  ['the pay page', () => `/cf/pay/${encodeURIComponent(infoUuid)}`],
  ['the 404 page', () => '/cf/no-such-page'],
])('%s is served with CSP frame-ancestors limited to the app itself', async (_n, path) => {
  const r = await get(server.baseUrl, path());
  expect(r.headers.get('content-type')).toMatch(/text\/html/);
  const csp = r.headers.get('content-security-policy') ?? '';
  const fa = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('frame-ancestors'));
  expect(fa).toBeDefined();
  expect(fa).not.toMatch(/\*|https?:/);
  expect(fa).toMatch(/'self'|'none'/);
});

test('a foreign page framing the case page cannot keep it inside: the top window ends up on the app', async () => {
  const context = await mobileContext(browser);
  const page = await context.newPage();
  await page.goto(attackerUrl);
  // Either the app broke out (top navigated to it) or the browser refused to render it in the frame
  // (frame-ancestors): in both cases the user never interacts with the app inside the attacker's page.
  const outcome = await waitFor(async () => {
    if (new URL(page.url()).origin === server.baseUrl) return 'top-navigated';
    const frame = page.frames().find((f) => f !== page.mainFrame());
    if (frame && frame.url().startsWith('chrome-error:')) return 'frame-blocked';
    return null;
  }, 20_000, 'the framed app to break out or be blocked');
  if (outcome === 'frame-blocked') {
    // The blocked frame has no app document the attacker could overlay.
    const frame = page.frames().find((f) => f !== page.mainFrame())!;
    expect(await frame.locator('[data-testid="donate-button"]').count()).toBe(0);
  }
  expect(['top-navigated', 'frame-blocked']).toContain(outcome);
  await context.close();
});

test('without frame-ancestors (an old browser), the framed page takes the top window to the app, at load or at the first tap', async () => {
  const context = await mobileContext(browser);
  // Simulate a browser that ignores CSP frame-ancestors and X-Frame-Options for the framed app.
  await context.route((u) => u.origin === server.baseUrl, async (route) => {
    // Once the top window leaves for the app, the frame's requests still in flight are disposed:
    // fetching or fulfilling those may throw, and that is the outcome we want, not a failure.
    try {
      const res = await route.fetch();
      const headers = { ...res.headers() };
      delete headers['content-security-policy'];
      delete headers['x-frame-options'];
      await route.fulfill({ response: res, headers });
    } catch (err) {
      if (!/disposed|closed|detached/i.test(String(err))) throw err;
    }
  });
  const page = await context.newPage();
  await page.goto(attackerUrl);
  const onApp = () => new URL(page.url()).origin === server.baseUrl;
  if (!onApp()) {
    // Chromium refuses a cross-origin frame's top navigation without a user gesture, so a script
    // that only runs at load cannot break out; the first tap inside the frame is a gesture it can use.
    const frame = await waitFor(async () => page.frames().find((f) => f !== page.mainFrame() && f.url().startsWith(server.baseUrl)) ?? null, 20_000, 'the framed app');
    await frame.waitForLoadState('load');
    // ONE tap, in the middle of the frame as laid out now: the first tap inside the frame must take the
    // top window along (the frame-bust listens from the document's head, before anything is drawn).
    if (!onApp()) {
      const box = await page.locator('iframe').boundingBox();
      expect(box).not.toBeNull();
      await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
    }
  }
  await page.waitForURL((u) => u.origin === server.baseUrl, { timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe(`/cf/contribute/${encodeURIComponent(infoUuid)}`);
  await context.close();
});
