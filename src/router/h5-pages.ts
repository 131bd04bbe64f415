/**
 * The order of the H5 page list (app.config `pages`), which is the order Taro's H5 router tries the
 * pages' patterns in. The router compiles a page's patterns (path-to-regexp) the first time it walks
 * past it, so the pages a visitor opens first (the server-rendered donor pages) come first and the pages
 * with many patterns (the message landings, the forward page) come last:
 * opening a case page then compiles a handful of patterns at start instead of ~100.
 *
 * A page only moves ahead of another when no path can match both (their patterns are disjoint), so every
 * URL still opens the page the route table's order gives it (`matchPath`); the not-found catch-all, which
 * overlaps everything, stays last. Pure functions over the route table: Node (tests, config) imports them.
 */
import { FORWARD_PAGE, LANDING_PAGE, NOT_FOUND_PAGE, ROUTES, uniquePages } from '../routes';

/** Pages opened first from a link (the donor path, server-rendered on H5): matched first. */
const FIRST_PAGES = ['pages/case/index', 'pages/pay/index', 'pages/case-list/index', 'pages/pay-success/index'];
/** Pages with many patterns, opened rarely: matched last (before the catch-all). */
const LAST_PAGES = [FORWARD_PAGE, LANDING_PAGE];

/**
 * Whether some path matches both patterns (of the route table's subset: literal segments, `:param`
 * segments, a trailing `(.*)`). Conservative: anything else counts as overlapping.
 */
export function patternsOverlap(a: string, b: string): boolean {
  if (a.includes('(') || b.includes('(')) return true;
  const segs = (p: string) => p.replace(/\/+$/, '').split('/');
  const sa = segs(a);
  const sb = segs(b);
  if (sa.length !== sb.length) return false;
  return sa.every((x, i) => {
    const y = sb[i];
    const px = x.startsWith(':');
    const py = y.startsWith(':');
    if ((!px && x.includes(':')) || (!py && y.includes(':'))) return true; // a param inside a segment
    if (px && py) return true;
    if (px) return y !== '';
    if (py) return x !== '';
    return x.toLowerCase() === y.toLowerCase();
  });
}

function patternsOf(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const route of ROUTES) {
    if (!route.h5) continue;
    const list = out.get(route.page) ?? [];
    list.push(route.h5);
    out.set(route.page, list);
  }
  return out;
}

function rank(page: string): number {
  const first = FIRST_PAGES.indexOf(page);
  if (first >= 0) return first - FIRST_PAGES.length;
  return LAST_PAGES.includes(page) ? 1 + LAST_PAGES.indexOf(page) : 0;
}

/**
 * The H5 pages in router order: by rank (first pages, the rest, last pages), ties in route-table order,
 * except that a page never passes an earlier page whose patterns overlap its own.
 */
export function h5PageOrder(): string[] {
  const table = uniquePages('h5');
  const patterns = patternsOf();
  // before[j]: the earlier pages that must stay ahead of page j
  const before = table.map((pj, j) =>
    new Set(
      table
        .slice(0, j)
        .map((_, i) => i)
        .filter((i) => (patterns.get(table[i]) ?? []).some((x) => (patterns.get(pj) ?? []).some((y) => patternsOverlap(x, y)))),
    ),
  );
  // A first page's blockers (e.g. /cf/pay/mp-shunt before /cf/pay/:infoUuid) move up with it.
  const ranks = table.map(rank);
  for (let j = table.length - 1; j >= 0; j--) {
    if (ranks[j] < 0) before[j].forEach((i) => (ranks[i] = Math.min(ranks[i], ranks[j])));
  }
  const placed = new Set<number>();
  const out: string[] = [];
  while (out.length < table.length) {
    let pick = -1;
    table.forEach((_, j) => {
      if (placed.has(j) || [...before[j]].some((i) => !placed.has(i))) return;
      if (pick < 0 || ranks[j] < ranks[pick]) pick = j;
    });
    placed.add(pick);
    out.push(table[pick]);
  }
  if (out[out.length - 1] !== NOT_FOUND_PAGE) throw new Error('h5PageOrder: the not-found page must stay last');
  return out;
}
