/**
 * Builds the server render bundle (./entry.jsx and the client components it imports) with esbuild, in
 * memory, once per process, and loads it. Client code resolves as in the H5 build: `.h5` platform
 * files first (`.ssr` before them: src/platform/boot.ssr.ts), `@tarojs/components` as the HTML
 * components, CSS imports dropped (the page's CSS arrives as the inlined stylesheet). React and MobX are
 * bundled too, so the render never shares state with anything else in the server process.
 * A failed build is logged once and the pages are served without a server render.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';
import { REPO_ROOT } from '../config';
import { processSettings } from '../settings';

export interface FirstScreenInput {
  route: string;
  path: string;
  params: Record<string, string>;
  /** boot blocks by element id (the same JSON the HTML carries) */
  blocks: Record<string, unknown>;
}
export interface SsrModule {
  SSR_ROUTES: string[];
  LIST_TYPE_BY_ROUTE: Record<string, string>;
  CASE_LIST_PAGE_SIZE: number;
  renderFirstScreen(input: FirstScreenInput): string | null;
}

export const ROOT = REPO_ROOT;
/**
 * The render sources (entry.jsx, the Taro stand-ins) are read from the repository, not from beside this
 * file: the compiled server (`npm start`, dist/server) has no .jsx/.js copies of them.
 */
const SSR_DIR = join(ROOT, 'server', 'src', 'ssr');

let loading: Promise<SsrModule | null> | null = null;

async function compile(): Promise<SsrModule> {
  const out = await build({
    entryPoints: [join(SSR_DIR, 'entry.jsx')],
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    minify: false,
    logLevel: processSettings().SSR_DEBUG ? 'error' : 'silent',
    resolveExtensions: ['.ssr.tsx', '.ssr.ts', '.h5.tsx', '.h5.ts', '.tsx', '.ts', '.jsx', '.mjs', '.js', '.json'],
    alias: { '@tarojs/components': join(SSR_DIR, 'taro-components.js'), '@tarojs/taro': join(SSR_DIR, 'taro-api.js') },
    loader: { '.css': 'empty', '.scss': 'empty' },
    define: {
      'process.env.TARO_ENV': '"h5"',
      'process.env.TARO_PLATFORM': '"web"',
      'process.env.NODE_ENV': '"production"',
    },
  });
  const code = out.outputFiles[0].text;
  const mod = { exports: {} as SsrModule };
  const req = createRequire(join(ROOT, 'package.json'));
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function('module', 'exports', 'require', '__filename', '__dirname', code)(mod, mod.exports, req, join(SSR_DIR, 'ssr-bundle.js'), SSR_DIR);
  return mod.exports;
}

/** The render module (built on first call; null when the build failed). */
export function loadSsr(log?: (msg: string) => void): Promise<SsrModule | null> {
  loading ??= compile().catch((err: Error) => {
    log?.(`server render disabled: ${err.message.split('\n')[0]}`);
    return null;
  });
  return loading;
}

/** Renders kept (same route, params and boot data: the same HTML); a minute at most, for the relative times. */
const CACHE_MAX = 500;
const CACHE_TTL_MS = 60_000;
const rendered = new Map<string, { at: number; html: string | null }>();

/**
 * renderFirstScreen behind a small LRU: a render costs a few ms of CPU (react-dom/server), and a popular
 * case's page is asked many times between two donations (any change of its data is a new key).
 */
export function renderFirstScreenCached(ssr: SsrModule, input: FirstScreenInput, now = Date.now()): string | null {
  const key = `${input.route}\n${JSON.stringify(input.params)}\n${JSON.stringify(input.blocks)}`;
  const hit = rendered.get(key);
  if (hit && now - hit.at < CACHE_TTL_MS) return hit.html;
  // A copy: the render takes (removes) the blocks it reads, as the client does.
  const html = ssr.renderFirstScreen({ ...input, blocks: { ...input.blocks } });
  rendered.delete(key);
  rendered.set(key, { at: now, html });
  if (rendered.size > CACHE_MAX) rendered.delete(rendered.keys().next().value as string);
  return html;
}
