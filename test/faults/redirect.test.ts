/**
 * Open redirects through redirectUrl: src/lib/url.ts safeRedirect refuses every hostile form (and a
 * fast-check property: whatever it lets through stays on the origin however often a consumer decodes
 * it), and the real /login page in Chromium stays on the app's origin after logging in with them.
 */
import fc from 'fast-check';
import type { Browser } from 'playwright-core';
import { safeRedirect } from '../../src/lib/url';
import { launchBrowser, loginOnPage, mobileContext } from '../e2e/harness';
import { startProc, type ServerProc } from './lib/proc';

jest.setTimeout(240_000);

const EVIL = 'evil.example';
const HOSTILE = [
  `https://${EVIL}/x`,
  `http://${EVIL}`,
  `HTTPS://${EVIL}`,
  `//${EVIL}/x`,
  `///${EVIL}/x`,
  `/\\${EVIL}/x`,
  `\\\\${EVIL}/x`,
  `\\/${EVIL}/x`,
  `/\t/${EVIL}/x`,
  `/\n/${EVIL}/x`,
  `/\r\n/${EVIL}/x`,
  ` //${EVIL}`,
  `javascript:fetch('//${EVIL}/js')`,
  `JaVaScRiPt:alert(1)`,
  `java\tscript:alert(1)`,
  `data:text/html,<script>alert(1)</script>`,
  `vbscript:msgbox(1)`,
  `https:${EVIL}`,
  `https://127.0.0.1@${EVIL}/`,
  `%2F%2F${EVIL}`,
  `/%2F${EVIL}`,
  `/%2f%2f${EVIL}`,
  `/%5C${EVIL}`,
  `/%5c%5c${EVIL}`,
  `/%252F%252F${EVIL}`,
  `/%25252F%25252F${EVIL}`,
  `/%09/${EVIL}`,
  `/%0A/${EVIL}`,
  `%68ttps://${EVIL}`,
  encodeURIComponent(`https://${EVIL}/x`),
  encodeURIComponent(`//${EVIL}`),
  `/%E0%A4%A`, // malformed encoding
  '',
];

const BASE = 'https://app.example';
/** What any consumer might do with the value: use it, or decode it once or twice first. */
function staysOnOrigin(out: string): boolean {
  let cur = out;
  for (let i = 0; i < 3; i++) {
    // The WHATWG parser is what a browser uses: it strips tabs/newlines and reads '\\' as '/'.
    if (new URL(cur, BASE + '/login').origin !== BASE) return false;
    try {
      cur = decodeURIComponent(cur);
    } catch {
      return true; // nothing further decodes it
    }
  }
  return true;
}

test.each(HOSTILE.map((h) => [JSON.stringify(h), h]))('safeRedirect refuses %s', (_n, hostile) => {
  expect(safeRedirect(hostile)).toBeNull();
});

test('safeRedirect keeps ordinary in-app paths unchanged', () => {
  for (const ok of ['/cf/pay/abc', '/cf/pay/abc?channel=5&x=%2Fy', '/cf/pennants/mine?channel=5', '/', '/cf/contribute/a-b_c#comments']) {
    expect(safeRedirect(ok)).toBe(ok);
  }
});

test('whatever safeRedirect lets through stays on the origin, however often it is decoded (property)', () => {
  const piece = fc.constantFrom('/', '//', '\\', '%2F', '%2f', '%5C', '%25', '%252F', '%09', '\t', ':', '@', 'http', 'javascript', '.', '..', 'evil.example', '?', '#', 'a', '%', '%E4%BD%A0');
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 12 }).map((xs) => xs.join('')), fc.string(), (built, random) => {
      for (const s of [built, '/' + built, random, '/' + random]) {
        const out = safeRedirect(s);
        if (out !== null && !staysOnOrigin(out)) return false;
      }
      return true;
    }),
    { numRuns: 5000 },
  );
});

describe('the real /login page in Chromium', () => {
  let server: ServerProc;
  let browser: Browser;
  beforeAll(async () => {
    server = await startProc({ env: { SMS_PER_IP_MAX: '1000' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.cleanup();
  });

  const BROWSER_CASES = [
    `https://${EVIL}/x`,
    `//${EVIL}/x`,
    `/\\${EVIL}/x`,
    `javascript:fetch('//${EVIL}/js')`,
    `%2F%2F${EVIL}%2Fx`,
    `/%252F%252F${EVIL}`,
    `/\t/${EVIL}/x`,
  ];

  test.each(BROWSER_CASES.map((h, i) => [JSON.stringify(h), h, i]))('logging in with redirectUrl=%s stays on the origin', async (_n, hostile, i) => {
    const context = await mobileContext(browser);
    const toEvil: string[] = [];
    // Any request to the foreign host (navigation, fetch from a javascript: URL) is recorded and stopped.
    await context.route((u) => u.hostname.endsWith(EVIL), (route) => {
      toEvil.push(route.request().url());
      return route.abort();
    });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/login?redirectUrl=${encodeURIComponent(hostile as string)}`);
    await loginOnPage(page, server, `1330000${String(i).padStart(4, '0')}`);
    await page.waitForURL((u) => u.pathname !== '/login', { timeout: 30_000 }).catch(() => {});
    await page.waitForLoadState('networkidle').catch(() => {});
    expect(toEvil).toEqual([]);
    expect(new URL(page.url()).origin).toBe(server.baseUrl);
    expect(new URL(page.url()).pathname).not.toBe('/login'); // the login went through, to a safe page
    await context.close();
  });
});
