/**
 * Which route a page serves and with which params: by name (pages that know their route, and the
 * mini-program entry pages that have no H5 path) or from the current path (shared pages: forward,
 * clear, 404). Path params merge over the query, as Taro's router does.
 */
import { compilePattern, matchPath, routeByName, type RouteDef } from '../../routes';
import { parseQuery } from '../../platform/nav-url';

export interface RouteInfo {
  route: RouteDef;
  /** path params over query values (decoded) */
  params: Record<string, string>;
  /** the query alone (decoded) */
  query: Record<string, string>;
  /** full in-app path with query, as nav.currentPath() gave it */
  path: string;
}

/** Resolves the route of the current path; `name` wins over the path match when given. */
export function resolveRoute(path: string, name?: string): RouteInfo {
  const [pathname, ...rest] = path.split('?');
  const query = parseQuery(rest.join('?').split('#')[0] ?? '');
  let route: RouteDef;
  let pathParams: Record<string, string> = {};
  if (name) {
    route = routeByName(name);
    if (route.h5 && route.h5 !== '(.*)') {
      const { re, keys } = compilePattern(route.h5);
      const m = re.exec(pathname);
      if (m) keys.forEach((k, i) => (pathParams[k] = safeDecode(m[i + 1])));
    }
  } else {
    const match = matchPath(pathname);
    route = match.route;
    pathParams = match.params;
  }
  return { route, params: { ...query, ...pathParams }, query, path };
}

function safeDecode(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}
