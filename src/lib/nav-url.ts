/**
 * Pure URL building for navigation, shared by the platform's nav adapters (src/platform/nav.*.ts, the
 * fake, the server render's) and the server's notification landings:
 * route name + params -> H5 URL (pattern params filled, leftovers as query) or mini-program page
 * path (`/${mpPage ?? page}?query`). Pages shared by several routes (the forward and clear
 * pages) get `_route=<name>` in the mini-program query so the page knows which route it serves.
 */
import { ROUTES, matchPath, routeByName, type RouteDef } from '../routes';

export type NavParams = Record<string, string | number | boolean | undefined | null>;

/** The query key that names the route on mini-program pages shared by several routes. */
export const MP_ROUTE_KEY = '_route';

/** Encodes a flat object as a query string without the '?', skipping undefined/null. */
export function toQuery(params: NavParams): string {
  return Object.keys(params)
    .filter((k) => params[k] !== undefined && params[k] !== null)
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(String(params[k]))}`)
    .join('&');
}

/** Parses a query string (with or without '?') into decoded values (first value wins). */
export function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  const s = search.replace(/^[?#]/, '');
  if (!s) return out;
  for (const part of s.split('&')) {
    if (!part) continue;
    const i = part.indexOf('=');
    const rawKey = i < 0 ? part : part.slice(0, i);
    const rawVal = i < 0 ? '' : part.slice(i + 1);
    const key = safeDecode(rawKey.replace(/\+/g, ' '));
    if (key in out) continue;
    out[key] = safeDecode(rawVal.replace(/\+/g, ' '));
  }
  return out;
}

function safeDecode(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

function withQuery(path: string, query: NavParams): string {
  const q = toQuery(query);
  return q ? `${path}?${q}` : path;
}

/** Route + params -> H5 URL. Throws when the route has no H5 path or a pattern param is missing. */
export function buildH5Url(route: RouteDef, params: NavParams = {}): string {
  if (!route.h5 || route.h5 === '(.*)') throw new Error(`route ${route.name} has no H5 path`);
  const rest: NavParams = { ...params };
  const path = route.h5.replace(/:([A-Za-z_]\w*)/g, (_m, key: string) => {
    const v = rest[key];
    if (v === undefined || v === null || v === '') throw new Error(`route ${route.name} needs param ${key}`);
    delete rest[key];
    return encodeURIComponent(String(v));
  });
  return withQuery(path, rest);
}

const pageUse = new Map<string, number>();
for (const r of ROUTES) {
  const p = r.mpPage ?? r.page;
  pageUse.set(p, (pageUse.get(p) ?? 0) + 1);
}

/** Route + params -> mini-program page URL `/${mpPage ?? page}?query` (all params as query). */
export function buildMpUrl(route: RouteDef, params: NavParams = {}): string {
  const page = route.mpPage ?? route.page;
  const query: NavParams = { ...params };
  if ((pageUse.get(page) ?? 0) > 1) query[MP_ROUTE_KEY] = route.name;
  return withQuery(`/${page}`, query);
}

/** Resolves `go()`'s first argument: a route name, or an in-app H5 path ('/cf/pay/abc?x=1'). */
export function resolveTarget(nameOrPath: string, params: NavParams = {}): { route: RouteDef; params: NavParams } {
  if (nameOrPath.startsWith('/')) {
    const [pathPart, search = ''] = nameOrPath.split('?');
    const match = matchPath(pathPart);
    return { route: match.route, params: { ...match.params, ...parseQuery(search), ...params } };
  }
  return { route: routeByName(nameOrPath), params };
}

/** `go()` target as an H5 URL: an in-app path is kept as given (plus extra params as query). */
export function h5UrlFor(nameOrPath: string, params: NavParams = {}): string {
  if (nameOrPath.startsWith('/')) {
    const extra = toQuery(params);
    if (!extra) return nameOrPath;
    return nameOrPath + (nameOrPath.includes('?') ? '&' : '?') + extra;
  }
  return buildH5Url(routeByName(nameOrPath), params);
}

/** `go()` target as a mini-program page URL. */
export function mpUrlFor(nameOrPath: string, params: NavParams = {}): string {
  const { route, params: all } = resolveTarget(nameOrPath, params);
  return buildMpUrl(route, all);
}

/** Mini-program page + options -> the equivalent in-app H5 path (for currentPath / redirectUrl). */
export function mpPageToPath(page: string, options: Record<string, string | undefined> = {}): string {
  const p = page.replace(/^\//, '');
  const { [MP_ROUTE_KEY]: routeName, ...rest } = options;
  const route =
    (routeName ? ROUTES.find((r) => r.name === routeName) : undefined) ??
    ROUTES.find((r) => (r.mpPage ?? r.page) === p);
  if (route?.h5 && route.h5 !== '(.*)') {
    try {
      return buildH5Url(route, rest);
    } catch {
      /* missing param: fall back to the page path */
    }
  }
  return withQuery(`/${p}`, rest);
}
