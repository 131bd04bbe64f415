/**
 * The first-screen render is a file the H5 build makes (dist/ssr/first-screen.cjs, from
 * src/ssr/first-screen.tsx); the server only loads it, and server code imports no client platform,
 * page or store module. A missing bundle is logged once and the pages go without a server render.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FIRST_SCREEN_BUNDLE, ROOT, loadSsr } from '../src/ssr/bundle';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sources(p) : /\.[cm]?[jt]sx?$/.test(name) ? [p] : [];
  });
}

test('server code imports nothing from src/platform, src/pages or src/stores', () => {
  const offenders = sources(join(ROOT, 'server', 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:from|import|require)\s*\(?\s*'([^']+)'/g)]
      .map((m) => m[1])
      .filter((spec) => /(^|\/)src\/(platform|pages|stores|components)(\/|$)/.test(spec))
      .map((spec) => `${relative(ROOT, file)}: ${spec}`),
  );
  expect(offenders).toEqual([]);
});

test('a missing bundle is logged once; the server goes on without a server render', async () => {
  jest.resetModules();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const fresh = require('../src/ssr/bundle') as typeof import('../src/ssr/bundle');
  const log = jest.fn();
  await expect(fresh.loadSsr(log, join(ROOT, 'dist', 'ssr', 'no-such-bundle.cjs'))).resolves.toBeNull();
  await expect(fresh.loadSsr(log)).resolves.toBeNull();
  expect(log).toHaveBeenCalledTimes(1);
  expect(log.mock.calls[0][0]).toBe('server render disabled: dist/ssr/no-such-bundle.cjs is missing (npm run build:h5 makes it)');
});

test('the H5 build\'s bundle renders the donor pages with the H5 renderer (Preact), from the boot blocks', async () => {
  const log = jest.fn();
  const ssr = await loadSsr(log, FIRST_SCREEN_BUNDLE);
  expect(log).not.toHaveBeenCalled();
  expect(ssr!.SSR_ROUTES).toEqual(expect.arrayContaining(['contribute', 'detail', 'pay', 'commonList']));
  const html = ssr!.renderFirstScreen({ route: 'pay', path: '/cf/pay/c1', params: { infoUuid: 'c1' }, blocks: {} })!;
  // the frame RoutePage draws on the client (src/components/RoutePage/frame.tsx): care frame, page, main landmark
  expect(html.startsWith('<div class="cf-care-frame"><div role="main" data-route="pay" class="cf-page">')).toBe(true);
  expect(html).toContain('data-testid="pay-page"');
  // react-dom/server separates adjacent text with <!-- -->; Preact's renderer does not
  expect(html).not.toContain('<!-- -->');
  expect(ssr!.renderFirstScreen({ route: 'login', path: '/login', params: {}, blocks: {} })).toBeNull();
  // the bundle is self-contained: no React, one Preact
  const code = readFileSync(FIRST_SCREEN_BUNDLE, 'utf8');
  expect(code).not.toMatch(/require\("react(-dom)?(\/[a-z-]+)?"\)/);
  expect(code).not.toMatch(/require\("preact/);
});
