// Lighthouse's accessibility check without Lighthouse: axe-core (the engine Lighthouse runs) in Chromium
// through playwright-core, with Lighthouse 13's axe options, scored the way Lighthouse scores it (only the
// audits that carry a weight in its accessibility category count; a page passing them all scores 100).
// A page takes ~2 s instead of ~15 s. Used by scripts/a11y-all.mjs and test/e2e/a11y-pages.test.ts.
// No import.meta here: Jest's e2e project loads this file through Babel as CommonJS.
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** lighthouse/core/config/default-config.js (13.5), category accessibility: audit id -> weight (weight 0 left out). */
export const LH_WEIGHTS = {
  accesskeys: 7, 'aria-allowed-attr': 10, 'aria-command-name': 7, 'aria-conditional-attr': 7, 'aria-deprecated-role': 1,
  'aria-dialog-name': 7, 'aria-hidden-body': 10, 'aria-hidden-focus': 7, 'aria-input-field-name': 7, 'aria-meter-name': 7,
  'aria-progressbar-name': 7, 'aria-prohibited-attr': 7, 'aria-required-attr': 10, 'aria-required-children': 10,
  'aria-required-parent': 10, 'aria-roles': 10, 'aria-text': 7, 'aria-toggle-field-name': 7, 'aria-tooltip-name': 7,
  'aria-treeitem-name': 7, 'aria-valid-attr-value': 10, 'aria-valid-attr': 10, 'button-name': 10, bypass: 7,
  'color-contrast': 7, 'definition-list': 7, dlitem: 7, 'document-title': 7, 'duplicate-id-aria': 10,
  'form-field-multiple-labels': 3, 'frame-title': 7, 'heading-order': 3, 'html-has-lang': 7, 'html-lang-valid': 7,
  'html-xml-lang-mismatch': 3, 'image-alt': 10, 'input-button-name': 10, 'input-image-alt': 10, label: 10,
  'link-in-text-block': 7, 'link-name': 7, list: 7, listitem: 7, 'meta-refresh': 10, 'meta-viewport': 10, 'object-alt': 7,
  'select-name': 10, 'skip-link': 3, tabindex: 7, 'target-size': 7, 'td-headers-attr': 7, 'th-has-data-cells': 7,
  'valid-lang': 7, 'video-caption': 10, 'landmark-one-main': 3, 'autocomplete-valid': 1, 'presentation-role-conflict': 1,
  'svg-img-alt': 1,
};

/** lighthouse/core/gather/gatherers/accessibility.js: the options Lighthouse hands axe.run. */
const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
  resultTypes: ['violations', 'inapplicable'],
  rules: {
    accesskeys: { enabled: true }, 'area-alt': { enabled: false }, 'aria-allowed-role': { enabled: true },
    'aria-braille-equivalent': { enabled: false }, 'aria-conditional-attr': { enabled: true }, 'aria-deprecated-role': { enabled: true },
    'aria-dialog-name': { enabled: true }, 'aria-prohibited-attr': { enabled: true }, 'aria-roledescription': { enabled: false },
    'aria-treeitem-name': { enabled: true }, 'aria-text': { enabled: true }, 'autocomplete-valid': { enabled: true },
    'audio-caption': { enabled: false }, blink: { enabled: false }, 'duplicate-id': { enabled: false },
    'empty-heading': { enabled: true }, 'frame-focusable-content': { enabled: false }, 'frame-title-unique': { enabled: false },
    'heading-order': { enabled: true }, 'html-xml-lang-mismatch': { enabled: true }, 'identical-links-same-purpose': { enabled: true },
    'image-redundant-alt': { enabled: true }, 'input-button-name': { enabled: true }, 'label-content-name-mismatch': { enabled: true },
    'landmark-one-main': { enabled: true }, 'link-in-text-block': { enabled: true }, marquee: { enabled: false },
    'meta-viewport': { enabled: true }, 'nested-interactive': { enabled: false }, 'no-autoplay-audio': { enabled: false },
    'presentation-role-conflict': { enabled: true }, 'role-img-alt': { enabled: false }, 'scrollable-region-focusable': { enabled: false },
    'select-name': { enabled: true }, 'server-side-image-map': { enabled: false }, 'skip-link': { enabled: true },
    'summary-name': { enabled: false }, 'svg-img-alt': { enabled: true }, tabindex: { enabled: true },
    'table-duplicate-name': { enabled: true }, 'table-fake-caption': { enabled: true }, 'target-size': { enabled: true },
    'td-has-header': { enabled: true }, 'aria-tab-name': { enabled: false },
  },
};

/** Lighthouse's mobile form factor (moto g power), so tap targets and contrast are judged at its size. */
export const LH_MOBILE = {
  viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'zh-CN',
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};

export async function withA11yBrowser(fn) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ARGS });
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

/** Cookie header ('a=1; b=2') -> playwright cookies for that origin. */
function toCookies(header, url) {
  return header.split(/;\s*/).filter(Boolean).map((kv) => {
    const i = kv.indexOf('=');
    return { name: kv.slice(0, i), value: kv.slice(i + 1), url };
  });
}

/**
 * Loads `url` (with the session cookie header, if any) like Lighthouse does (mobile, until the network is
 * quiet), runs axe with Lighthouse's options and returns { score, failing: [{ id, weight, help, nodes }] }:
 * score is Lighthouse's weighted mean over the weighted audits that apply to the page.
 */
export async function a11yOfPage(browser, url, cookie = '') {
  const ctx = await browser.newContext(LH_MOBILE);
  try {
    if (cookie) await ctx.addCookies(toCookies(cookie, new URL(url).origin));
    const page = await ctx.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    // Lighthouse waits for a quiet main thread after load; two animation frames and an idle callback are its equal here.
    await page.evaluate(() => new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(() => (window.requestIdleCallback || setTimeout)(res)))));
    // a page that only steps back (history-back, left-slide) leaves for the tab's first entry: nothing to score
    if (page.url() === 'about:blank') return { score: null, failing: [], left: 'navigated back to about:blank' };
    await page.addScriptTag({ path: join(process.cwd(), 'node_modules/axe-core/axe.min.js') });
    const result = await page.evaluate(async (options) => {
      const r = await window.axe.run(document, options);
      document.documentElement.scrollTop = 0;
      return {
        violations: r.violations.map((v) => ({
          id: v.id, help: v.help,
          nodes: v.nodes.map((n) => ({ target: n.target.join(' '), html: n.html.slice(0, 160), why: (n.failureSummary || '').split('\n').slice(1, 2).join(' ').trim().slice(0, 200) })),
        })),
        inapplicable: r.inapplicable.map((x) => x.id),
      };
    }, AXE_OPTIONS);
    const failing = result.violations.filter((v) => LH_WEIGHTS[v.id]).map((v) => ({ ...v, weight: LH_WEIGHTS[v.id] }));
    const inapplicable = new Set(result.inapplicable);
    const applicable = Object.entries(LH_WEIGHTS).filter(([id]) => !inapplicable.has(id));
    const total = applicable.reduce((s, [, w]) => s + w, 0);
    const lost = failing.reduce((s, f) => s + f.weight, 0);
    return { score: total ? Math.round(((total - lost) / total) * 100) : 100, failing };
  } finally {
    await ctx.close();
  }
}
