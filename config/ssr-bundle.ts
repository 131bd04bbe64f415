/**
 * The server's first-screen render, made by the H5 build: src/ssr/first-screen.tsx and the client code it
 * imports, bundled with esbuild into one CommonJS file, dist/ssr/first-screen.cjs, which the server loads
 * (server/src/ssr/bundle.ts). Resolved as the H5 build resolves: `.ssr` platform variants first (the
 * server render's platform and boot data), then `.h5`; `react`/`react-dom` are preact/compat, the H5
 * renderer (config/index.ts), and `react-dom/server` is preact-render-to-string; `@tarojs/components` are
 * the HTML components, `@tarojs/taro` a stand-in without effects (src/ssr/taro-*). CSS imports are
 * dropped (the page's CSS arrives as the inlined stylesheet). Preact and MobX are bundled too, so a
 * render never shares state with anything else in the server process.
 *
 * `FirstScreenBundlePlugin` runs it after each H5 webpack build (production and watch); the Jest
 * projects that start the server call `ensureFirstScreenBundle()` (rebuilt only when a source is newer).
 */
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..');
const SSR_SRC = join(ROOT, 'src', 'ssr');
/** The bundle the server loads (server/src/ssr/bundle.ts reads the same path). */
export const FIRST_SCREEN_BUNDLE = join(ROOT, 'dist', 'ssr', 'first-screen.cjs');

const preact = (file: string) => join(ROOT, 'node_modules', 'preact', file);

/** Builds dist/ssr/first-screen.cjs; rejects with esbuild's errors. */
export async function buildFirstScreenBundle(): Promise<string> {
  // esbuild is a dependency of the server's old run-time build and of Taro; required here so that
  // loading the Taro config does not load it.
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const { build } = require('esbuild') as typeof import('esbuild');
  const out = await build({
    entryPoints: [join(SSR_SRC, 'first-screen.tsx')],
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    minify: false,
    logLevel: 'silent',
    resolveExtensions: ['.ssr.tsx', '.ssr.ts', '.h5.tsx', '.h5.ts', '.tsx', '.ts', '.jsx', '.mjs', '.js', '.json'],
    // CommonJS builds of Preact by path: one copy, whatever a package's export conditions ask for.
    alias: {
      react: preact('compat/dist/compat.js'),
      'react-dom': preact('compat/dist/compat.js'),
      'react/jsx-runtime': preact('compat/jsx-runtime.js'),
      'react-dom/server': require.resolve('preact-render-to-string', { paths: [ROOT] }),
      'preact/compat': preact('compat/dist/compat.js'),
      'preact/hooks': preact('hooks/dist/hooks.js'),
      'preact/jsx-runtime': preact('jsx-runtime/dist/jsxRuntime.js'),
      preact: preact('dist/preact.js'),
      '@tarojs/components': join(SSR_SRC, 'taro-components.js'),
      '@tarojs/taro': join(SSR_SRC, 'taro-api.ts'),
    },
    loader: { '.css': 'empty', '.scss': 'empty' },
    define: {
      'process.env.TARO_ENV': '"h5"',
      'process.env.TARO_PLATFORM': '"web"',
      'process.env.FRAMEWORK': '"preact"',
      'process.env.NODE_ENV': '"production"',
    },
  });
  mkdirSync(dirname(FIRST_SCREEN_BUNDLE), { recursive: true });
  // write then rename: a server or test reading the file never sees half of it
  const tmp = `${FIRST_SCREEN_BUNDLE}.${process.pid}.tmp`;
  writeFileSync(tmp, out.outputFiles[0].text);
  renameSync(tmp, FIRST_SCREEN_BUNDLE);
  return FIRST_SCREEN_BUNDLE;
}

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), 0);
}

/** Builds the bundle when it is missing or older than the client sources, this file or package.json. */
export async function ensureFirstScreenBundle(): Promise<void> {
  const built = existsSync(FIRST_SCREEN_BUNDLE) ? statSync(FIRST_SCREEN_BUNDLE).mtimeMs : 0;
  const sources = Math.max(newest(join(ROOT, 'src')), newest(__filename), newest(join(ROOT, 'package.json')));
  if (sources > built) await buildFirstScreenBundle();
}

interface Compilation {
  errors: unknown[];
}
interface Compiler {
  hooks: { afterEmit: { tapPromise(name: string, fn: (c: Compilation) => Promise<void>): void } };
}

/** Builds the first-screen bundle after each H5 build; its failure is a build error. */
export class FirstScreenBundlePlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('FirstScreenBundlePlugin', async (compilation) => {
      try {
        await buildFirstScreenBundle();
      } catch (err) {
        compilation.errors.push(new Error(`[first-screen bundle] ${(err as Error).message}`));
      }
    });
  }
}
