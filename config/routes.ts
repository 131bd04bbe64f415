/** H5 customRoutes from the route table: page path -> its H5 patterns, in table order. */
import { createSwcRegister } from '@tarojs/helper';
import type { RouteDef } from '../src/routes';

// Taro compiles only config/** when it loads this config; the route table lives in src/, so widen the
// TypeScript hook to it before requiring it (the config dir stays covered: dev.ts/prod.ts load later).
createSwcRegister({ only: [(file: string) => file.includes(`${require('path').sep}config${require('path').sep}`) || /[\\/]src[\\/]routes\.ts$/.test(file)] });
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { ROUTES } = require('../src/routes') as { ROUTES: readonly RouteDef[] };

export function h5CustomRoutes(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const route of ROUTES) {
    if (!route.h5) continue;
    (out[`/${route.page}`] ??= []).push(route.h5);
  }
  return out;
}
