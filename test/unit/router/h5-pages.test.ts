/**
 * The H5 router's page order (src/router/h5-pages.ts): the donor pages first, the many-pattern pages
 * last, and every URL still opening the page the route table's order gives it.
 */
import { NOT_FOUND_PAGE, ROUTES, compilePattern, matchPath, uniquePages } from '../../../src/routes';
import { h5PageOrder, patternsOverlap } from '../../../src/router/h5-pages';

const order = h5PageOrder();
const patterns = ROUTES.filter((r) => r.h5).map((r) => ({ page: r.page, pattern: r.h5 as string, ...compilePattern(r.h5 as string) }));

/** The page Taro's router opens for a path: the first page in `pages` order with a matching pattern. */
function routerPage(path: string): string | undefined {
  for (const page of order) {
    if (patterns.some((p) => p.page === page && p.re.test(path))) return page;
  }
  return undefined;
}

/** A path inside both patterns where they can overlap: P's literals, Q's literals where P has a param. */
function sample(p: string, q: string): string {
  const ps = p.split('/');
  const qs = q.split('/');
  return ps.map((seg, i) => (!seg.includes(':') ? seg : qs[i] && !qs[i].includes(':') && !qs[i].includes('(') ? qs[i] : seg.replace(/:\w+/g, 'x1'))).join('/');
}

test('lists every H5 page once, the not-found catch-all last', () => {
  expect([...order].sort()).toEqual([...uniquePages('h5')].sort());
  expect(new Set(order).size).toBe(order.length);
  expect(order[order.length - 1]).toBe(NOT_FOUND_PAGE);
});

test('the server-rendered donor pages come first', () => {
  const at = (page: string) => order.indexOf(page);
  for (const page of ['pages/case/index', 'pages/pay/index', 'pages/case-list/index']) {
    expect(at(page)).toBeGreaterThanOrEqual(0);
    expect(at(page)).toBeLessThan(5);
  }
  // /cf/pay/mp-shunt is a literal the pay page's /cf/pay/:infoUuid also matches: it stays ahead
  expect(at('pages/pay-mp-shunt/index')).toBeLessThan(at('pages/pay/index'));
});

test('every path opens the page the route table gives it (samples from each pattern and each pair)', () => {
  const paths = new Set(['/', '/nope', '/cf/contribute/abc/def/ghi', '/CF/PAY/abc', '/cf/pay/abc/']);
  for (const p of patterns) {
    if (p.pattern !== '(.*)') for (const q of patterns) paths.add(sample(p.pattern, q.pattern));
  }
  const wrong = [...paths].filter((path) => routerPage(path) !== matchPath(path).route.page);
  expect(wrong).toEqual([]);
  expect(paths.size).toBeGreaterThan(1000);
});

test('patternsOverlap', () => {
  expect(patternsOverlap('/cf/pay/:infoUuid', '/cf/pay/mp-shunt')).toBe(true);
  expect(patternsOverlap('/cf/pay/:infoUuid', '/cf/pay/:id/success')).toBe(false);
  expect(patternsOverlap('/cf/contribute/:infoUuid', '/cf/detail/:infoUuid')).toBe(false);
  expect(patternsOverlap('/cf/Clear', '/cf/clear/')).toBe(true);
  expect(patternsOverlap('/cf/activity/choose-:brand', '/cf/activity/get-help')).toBe(true);
  expect(patternsOverlap('(.*)', '/login')).toBe(true);
});
