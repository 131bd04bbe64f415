/**
 * Sharing in the mini-program follows the route table: a page whose config lets WeChat's menu share it
 * (enableShareAppMessage / enableShareTimeline) serves only routes that do not hide sharing, and renders
 * through RoutePage, which answers the menu with the page's own card (src/components/RoutePage/share.ts).
 * The simulate suite (test/miniprogram/share-cards.test.ts) calls each such page's answer.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROUTES } from '../../src/routes';

const SRC = join(__dirname, '..', '..', 'src');
const configOf = (page: string) => {
  const f = join(SRC, `${page}.config.ts`);
  return existsSync(f) ? readFileSync(f, 'utf8') : '';
};
const sourceOf = (page: string) => readFileSync(join(SRC, `${page}.tsx`), 'utf8');
const mpPages = [...new Set(ROUTES.filter((r) => !r.h5Only).map((r) => r.mpPage ?? r.page))];
const sharing = mpPages.filter((p) => /enableShare(AppMessage|Timeline):\s*true/.test(configOf(p)));

test('the mini-program has pages that share, each through RoutePage', () => {
  expect(sharing.length).toBeGreaterThan(5);
  for (const page of sharing) expect([page, /<RoutePage[\s>]/.test(sourceOf(page))]).toEqual([page, true]);
});

test('no page that shares serves a route that hides sharing', () => {
  const wrong = ROUTES.filter((r) => !r.h5Only && r.hideShare && sharing.includes(r.mpPage ?? r.page)).map((r) => `${r.name} (${r.mpPage ?? r.page})`);
  expect(wrong).toEqual([]);
});

test('no page registers its own share hook beside RoutePage (one answer per page)', () => {
  for (const page of sharing) expect([page, /useShare(AppMessage|Timeline)\(/.test(sourceOf(page))]).toEqual([page, false]);
});

/** Every page config under src/ (pages/..., sdc/...), as its page path (pages/case/index). */
function allPageConfigs(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return allPageConfigs(p);
    return e.name === 'index.config.ts' ? [relative(SRC, p).replace(/\.config\.ts$/, '').split('\\').join('/')] : [];
  });
}

test('no page turns sharing on unless the mini-program builds it (a route maps to it through mpPage ?? page)', () => {
  const configs = allPageConfigs();
  expect(configs).toContain('pages/spread/index');
  const dead = configs.filter((p) => /enableShare(AppMessage|Timeline):\s*true/.test(configOf(p)) && !mpPages.includes(p));
  expect(dead).toEqual([]);
});
