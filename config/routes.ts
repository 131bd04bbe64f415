/** H5 customRoutes from the route table: page path -> its H5 patterns, in table order. */
import { ROUTES } from '../src/routes';

export function h5CustomRoutes(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const route of ROUTES) {
    if (!route.h5) continue;
    (out[`/${route.page}`] ??= []).push(route.h5);
  }
  return out;
}
