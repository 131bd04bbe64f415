/**
 * What 长辈版 promises, measured in the browser on the screen a reader sees (test/e2e/care-mode.test.ts):
 * - every visible piece of text at least 18 px, the page's largest at least 30 px;
 * - line height at least 1.3 times the font size; the case story's paragraphs 1.3 line heights apart or more;
 * - every control (button, link, radio, switch, field, case card) at least 44 x 44 px, the page's main
 *   actions at least 60 x 60 px;
 * - text contrast against what is drawn behind it (walking up to the first opaque background) at least
 *   4.5:1, or 3:1 for large text: the stricter of the rules for older users (3:1 above 18 px) and WCAG's
 *   (3:1 from 24 px, or from 18.66 px bold).
 * Sizes are CSS px. Each failure names the element (its test id or class) and its text.
 */
import type { Locator } from 'playwright-core';

export const CARE_MIN = { text: 18, largest: 30, lineHeight: 1.3, paragraph: 1.3, target: 44, mainTarget: 60 } as const;

export interface CareReport {
  failures: string[];
  /** how many text pieces and controls were measured (a page measured on nothing proves nothing) */
  texts: number;
  controls: number;
  largest: number;
}

/** Measures the page frame `frame` (a .cf-page[data-route]); `main`: the test ids of the page's main actions. */
export async function measureCare(frame: Locator, main: readonly string[]): Promise<CareReport> {
  return frame.evaluate((root: Element, args: { main: string[]; min: typeof CARE_MIN }) => {
    const { min } = args;
    const failures: string[] = [];
    const name = (el: Element) => {
      const id = el.getAttribute('data-testid') || el.closest('[data-testid]')?.getAttribute('data-testid');
      const cls = (el.getAttribute('class') || '').trim().split(/\s+/)[0];
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${id ? ` [${id}]` : ''}`;
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      for (let e: Element | null = el; e; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.display === 'none' || s.visibility === 'hidden' || Number(s.opacity) === 0) return false;
        if (e.getAttribute('aria-hidden') === 'true') return false;
      }
      return true;
    };
    type RGBA = [number, number, number, number];
    const parse = (c: string): RGBA => {
      const m = c.match(/rgba?\(([^)]+)\)/);
      if (!m) return [0, 0, 0, 0];
      const p = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
      return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
    };
    const over = (top: RGBA, below: RGBA): RGBA => {
      const a = top[3] + below[3] * (1 - top[3]);
      if (a === 0) return [0, 0, 0, 0];
      const ch = (i: number) => (top[i] * top[3] + below[i] * below[3] * (1 - top[3])) / a;
      return [ch(0), ch(1), ch(2), a];
    };
    /** The colour drawn behind an element: its background and its ancestors', down to the first opaque one (white below all). */
    const behind = (el: Element): RGBA | null => {
      const layers: RGBA[] = [];
      for (let e: Element | null = el; e; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.backgroundImage && s.backgroundImage !== 'none') return null; // a picture or gradient: not judged here
        const bg = parse(s.backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] >= 1) break;
      }
      let c: RGBA = [255, 255, 255, 1];
      for (let i = layers.length - 1; i >= 0; i -= 1) c = over(layers[i], c);
      return c;
    };
    const lum = (c: RGBA) => {
      const f = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
    };
    const ratio = (a: RGBA, b: RGBA) => {
      const [l1, l2] = [lum(a), lum(b)].sort((x, y) => y - x);
      return (l1 + 0.05) / (l2 + 0.05);
    };

    // ---- text
    let texts = 0;
    let largest = 0;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent || '').replace(/\s+/g, ' ').trim();
      const el = n.parentElement;
      if (!text || !el || seen.has(el) || !shown(el)) continue;
      seen.add(el);
      texts += 1;
      const s = getComputedStyle(el);
      const size = parseFloat(s.fontSize);
      largest = Math.max(largest, size);
      const what = `${name(el)} "${text.slice(0, 24)}"`;
      if (size < min.text - 0.01) failures.push(`text ${size}px < ${min.text}px: ${what}`);
      const lh = s.lineHeight === 'normal' ? 1.2 * size : parseFloat(s.lineHeight);
      if (lh < min.lineHeight * size - 0.01) failures.push(`line height ${(lh / size).toFixed(2)} < ${min.lineHeight}: ${what}`);
      const bg = behind(el);
      if (bg) {
        const fg = over(parse(s.color), bg);
        const large = size >= 24 || (size >= 18.66 && Number(s.fontWeight) >= 700);
        const need = large ? 3 : 4.5;
        const r = ratio(fg, bg);
        if (r < need - 0.005) failures.push(`contrast ${r.toFixed(2)} < ${need}: ${what} (${s.color} on rgb(${bg.slice(0, 3).map(Math.round).join(',')}))`);
      }
    }
    if (largest < min.largest) failures.push(`largest text ${largest}px < ${min.largest}px`);

    // ---- paragraphs (the case story's, one block each in 长辈版): 1.3 line heights apart or more, baseline to baseline
    const paras = Array.from(root.querySelectorAll('.cf-story__p')).filter(shown);
    for (let i = 1; i < paras.length; i += 1) {
      const lh = parseFloat(getComputedStyle(paras[i]).lineHeight);
      const pitch = paras[i].getBoundingClientRect().top - paras[i - 1].getBoundingClientRect().bottom + lh;
      if (pitch < min.paragraph * lh - 0.5) failures.push(`paragraph spacing ${(pitch / lh).toFixed(2)} < ${min.paragraph} lines: ${name(paras[i])}`);
    }

    // ---- controls
    const CONTROLS = '[role=button],[role=link],[role=radio],[role=switch],[role=checkbox],[role=tab],button,a[href],input:not([type=hidden]),textarea,[data-testid=case-card]';
    let controls = 0;
    const mains = new Set(args.main);
    for (const el of Array.from(root.querySelectorAll(CONTROLS))) {
      if (!shown(el)) continue;
      controls += 1;
      const r = el.getBoundingClientRect();
      // a bare field is measured by its visible box (the bordered row it sits in)
      const box = el.matches('input,textarea') && el.parentElement ? el.parentElement.getBoundingClientRect() : r;
      const id = el.getAttribute('data-testid') || el.closest('[data-testid]')?.getAttribute('data-testid') || '';
      const need = mains.has(id) ? min.mainTarget : min.target;
      if (box.width < need - 0.5 || box.height < need - 0.5) failures.push(`target ${Math.round(box.width)}x${Math.round(box.height)} < ${need}x${need}: ${name(el)} "${(el.textContent || '').trim().slice(0, 16)}"`);
    }
    return { failures, texts, controls, largest };
  }, { main: [...main], min: CARE_MIN });
}
