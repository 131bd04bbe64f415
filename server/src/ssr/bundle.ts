/**
 * Loads the first-screen render of the donor pages: dist/ssr/first-screen.cjs, which the H5 build makes
 * from the client's own page views (src/ssr/first-screen.tsx, bundled by config/ssr-bundle.ts with the
 * H5 renderer and a server platform of its own). The server never compiles client code: a missing or
 * broken file is logged once and the pages are served without a server render (the client renders them).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '../config';
import { processSettings } from '../settings';

/** What the server hands over for one page (src/ssr/first-screen.tsx declares the same shape). */
export interface FirstScreenInput {
  route: string;
  path: string;
  params: Record<string, string>;
  /** boot blocks by element id (the same JSON the HTML carries) */
  blocks: Record<string, unknown>;
  /** 长辈版 chosen on the reader's device (its cf_care cookie) */
  care?: boolean;
}
export interface SsrModule {
  SSR_ROUTES: string[];
  LIST_TYPE_BY_ROUTE: Record<string, string>;
  CASE_LIST_PAGE_SIZE: number;
  renderFirstScreen(input: FirstScreenInput): string | null;
}

export const ROOT = REPO_ROOT;
/** The bundle the H5 build writes (config/ssr-bundle.ts FIRST_SCREEN_BUNDLE). */
export const FIRST_SCREEN_BUNDLE = join(ROOT, 'dist', 'ssr', 'first-screen.cjs');

let loading: Promise<SsrModule | null> | null = null;

function load(file: string): SsrModule {
  if (!existsSync(file)) throw new Error(`${relative(ROOT, file)} is missing (npm run build:h5 makes it)`);
  const mod = createRequire(file)(file) as Partial<SsrModule>;
  if (typeof mod.renderFirstScreen !== 'function' || !Array.isArray(mod.SSR_ROUTES)) {
    throw new Error(`${relative(ROOT, file)} is not a first-screen bundle`);
  }
  return mod as SsrModule;
}

/** The render module (loaded on first call; null when it is missing or fails to load). */
export function loadSsr(log?: (msg: string) => void, file = FIRST_SCREEN_BUNDLE): Promise<SsrModule | null> {
  loading ??= Promise.resolve().then(() => {
    try {
      return load(file);
    } catch (err) {
      const e = err as Error;
      // SSR_DEBUG=1: the whole error (a bundle that fails while it loads), else its first line
      log?.(`server render disabled: ${processSettings().SSR_DEBUG ? e.stack ?? e.message : e.message.split('\n')[0]}`);
      return null;
    }
  });
  return loading;
}

/** Renders kept (same route, params and boot data: the same HTML); a minute at most, for the relative times. */
const CACHE_MAX = 500;
const CACHE_TTL_MS = 60_000;
const rendered = new Map<string, { at: number; html: string | null }>();

/**
 * renderFirstScreen behind a small LRU: a render costs a few ms of CPU (preact-render-to-string), and a popular
 * case's page is asked many times between two donations (any change of its data is a new key).
 */
export function renderFirstScreenCached(ssr: SsrModule, input: FirstScreenInput, now = Date.now()): string | null {
  const key = `${input.route}\n${input.care ? 'care' : ''}\n${JSON.stringify(input.params)}\n${JSON.stringify(input.blocks)}`;
  const hit = rendered.get(key);
  if (hit && now - hit.at < CACHE_TTL_MS) return hit.html;
  // A copy: the render takes (removes) the blocks it reads, as the client does.
  const html = ssr.renderFirstScreen({ ...input, blocks: { ...input.blocks } });
  rendered.delete(key);
  rendered.set(key, { at: now, html });
  if (rendered.size > CACHE_MAX) rendered.delete(rendered.keys().next().value as string);
  return html;
}
