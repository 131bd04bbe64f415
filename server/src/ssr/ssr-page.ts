/**
 * The donor pages' HTML with their first screen already in it (issue 10, "fast on a cheap phone"):
 * index.html as the H5 build wrote it, plus
 * - the boot data blocks (h5-boot.ts), read by the stores on the client and by the server render alike;
 * - `<div id="cf-ssr">`: the first screen rendered on the server from the same page views (ssr/bundle.ts),
 *   a sibling before #app. While it exists #app stays hidden; the client page removes it in the layout
 *   phase of its first render, which shows the same markup (src/platform/boot.h5.ts). Right behind it a
 *   one-line tap recorder (SSR_TAP_RECORDER): a tap before the app's scripts run is replayed on the client.
 * - the stylesheet that first paint needs, inline (no request before the paint);
 * - the app's scripts started after the first paint instead of `defer` in <head>: on a slow link they no
 *   longer share the bandwidth with the HTML the reader is waiting for.
 * Everything from the database reaches the HTML escaped: React escapes text and attributes, the boot
 * blocks are JSON data blocks with `<`, `>`, `&` escaped (scriptJson).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { SSR_ROOT_ID, SSR_TAP_RECORDER } from '../../../src/lib/boot-ids';
import { CARE_CLASS } from '../../../src/lib/care';
import { REPO_ROOT } from '../config';

/**
 * The server-rendered screen has the geometry of Taro's router and page container (.taro_router: in the
 * flow, full height; .taro_page: full height, scrolling inside itself; the body itself does not scroll),
 * so the hand-over leaves every line where it was, also under what the body shows above #app (the demo's
 * test-environment strip: a screen laid over it from the top moved everything down by the strip's height
 * at the hand-over).
 */
const FRAME_CSS =
  `body{overflow:hidden}` +
  `#${SSR_ROOT_ID}{position:relative;width:100%;height:100%;max-height:100vh;overflow-x:hidden;overflow-y:scroll;background:#fff}` +
  `#${SSR_ROOT_ID}~#app{display:none}`;

const STYLESHEET_LINK = /<link\b[^>]*\bhref="([^"]+\.css)"[^>]*>/gi;
const DEFER_SCRIPT = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/gi;

/** CSS the H5 build injects from JS at start (Taro's base and HTML-component styles): read from the same packages. */
function componentCss(): string {
  // the repository's package.json, also from the compiled server (dist/server)
  const req = createRequire(join(REPO_ROOT, 'package.json'));
  return ['@tarojs/components/global.css', '@tarojs/components-react/dist/index.css']
    .map((m) => {
      try {
        return readFileSync(req.resolve(m), 'utf8');
      } catch {
        return '';
      }
    })
    .join('\n');
}

export interface Shell {
  /** index.html as built */
  html: string;
  /** the stylesheet first paint needs: frame rules, component CSS, the app's linked CSS */
  css: string;
  /** the app's deferred scripts: without them nothing would take the server's screen over */
  scripts: number;
}

/** Reads index.html and the CSS it links (app.css carries the donor pages' styles: src/app.ts imports them). */
export function loadShell(dir: string): Shell {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const linked = [...html.matchAll(STYLESHEET_LINK)]
    .map((m) => join(dir, m[1].replace(/^\//, '')))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'));
  const scripts = [...html.matchAll(DEFER_SCRIPT)].filter((m) => /\bdefer\b/i.test(m[0])).length;
  return { html, css: [FRAME_CSS, componentCss(), ...linked].join('\n'), scripts };
}

/**
 * Starts the scripts once the first screen is painted (the browser's first-contentful-paint entry, then
 * one more frame), in insertion order (async=false). At once in a background tab, where nothing paints;
 * after 3 s where the paint timing API is missing.
 */
function loaderScript(srcs: string[]): string {
  return (
    `<script>(function(){var s=${JSON.stringify(srcs)},done=0;function go(){if(done)return;done=1;` +
    `s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=false;document.head.appendChild(e)})}` +
    `function later(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `if(document.hidden||!window.requestAnimationFrame){go();return}setTimeout(go,3000);` +
    `try{var po=new PerformanceObserver(function(){po.disconnect();later()});po.observe({type:'paint',buffered:true})}catch(e){later()}` +
    `})()</script>`
  );
}

/** The document element in 长辈版: care.css applies from the first byte (the head script also adds it, for pages without a server screen). */
const withCareClass = (html: string): string =>
  html.replace(/<html\b([^>]*)>/i, (tag, attrs: string) =>
    /\bclass="/i.test(attrs) ? tag.replace(/\bclass="/i, `class="${CARE_CLASS} `) : `<html${attrs} class="${CARE_CLASS}">`);

/** The page with its server-rendered first screen (markup from ssr/bundle.ts), in 长辈版 when `care`. */
export function ssrDocument(shell: Shell, markup: string, care = false): string {
  let html = care ? withCareClass(shell.html) : shell.html;
  // The linked CSS is inlined (once, in place of the first link; the others are in it already).
  let inlined = false;
  html = html.replace(STYLESHEET_LINK, () => {
    if (inlined) return '';
    inlined = true;
    return `<style>${shell.css}</style>`;
  });
  if (!inlined) html = html.replace(/<\/head>/i, `<style>${shell.css}</style></head>`);
  const srcs: string[] = [];
  html = html.replace(DEFER_SCRIPT, (tag, src: string) => {
    if (!/\bdefer\b/i.test(tag)) return tag;
    srcs.push(src);
    return '';
  });
  const app = html.search(/<div id="app"/i);
  // the tap recorder right behind the screen: taps before the app's scripts arrive are replayed (ssr-taps.h5.ts)
  const screen = `<div id="${SSR_ROOT_ID}">${markup}</div><script>${SSR_TAP_RECORDER}</script>`;
  html = app >= 0 ? html.slice(0, app) + screen + html.slice(app) : html.replace(/<body([^>]*)>/i, `<body$1>${screen}`);
  if (srcs.length) {
    const end = html.search(/<\/body>/i);
    html = end >= 0 ? html.slice(0, end) + loaderScript(srcs) + html.slice(end) : html + loaderScript(srcs);
  }
  return html;
}
