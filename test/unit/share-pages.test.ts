/**
 * Sharing in the mini-program follows the route table: a page whose config lets WeChat's menu share it
 * (enableShareAppMessage / enableShareTimeline) serves only routes that do not hide sharing, and renders
 * through RoutePage, which answers the menu with the page's own card (src/components/RoutePage/share.ts).
 * The simulate suite (test/miniprogram/share-cards.test.ts) calls each such page's answer.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
