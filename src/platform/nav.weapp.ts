/**
 * Mini-program navigation: route name (or in-app H5 path) -> `/${mpPage ?? page}?query` through
 * Taro.navigateTo / redirectTo. The page stack holds 10 pages: at the limit a move replaces.
 */
import Taro from '@tarojs/taro';
import { UnsupportedError, type NavAdapter } from './types';
import { mpPageToPath, mpUrlFor } from './nav-url';
import { isTabPage } from '../lib/tabs';

export const MP_STACK_LIMIT = 10;

export interface MpNavApi {
  navigateTo(o: { url: string }): Promise<unknown>;
  redirectTo(o: { url: string }): Promise<unknown>;
  /** tab pages (src/lib/tabs.ts) are reached only this way, without a query */
  switchTab?(o: { url: string }): Promise<unknown>;
  navigateBack(o: { delta: number }): Promise<unknown>;
  setNavigationBarTitle(o: { title: string }): Promise<unknown>;
  getCurrentPages(): Array<{ route?: string; options?: Record<string, string | undefined> }>;
}

const taroNav: MpNavApi = {
  navigateTo: (o) => Taro.navigateTo(o),
  redirectTo: (o) => Taro.redirectTo(o),
  switchTab: (o) => Taro.switchTab(o),
  navigateBack: (o) => Taro.navigateBack(o),
  setNavigationBarTitle: (o) => Taro.setNavigationBarTitle(o),
  getCurrentPages: () => Taro.getCurrentPages() as never,
};

/** Builds the mini-program nav adapter (Taro API injectable for tests). */
export function createWeappNav(api: MpNavApi = taroNav): NavAdapter {
  const swallow = (p: Promise<unknown>) => void Promise.resolve(p).catch(() => undefined);
  const adapter = {
    go(nameOrPath: string, params?: Record<string, string | number | undefined>, opts?: { replace?: boolean }): void {
      const url = mpUrlFor(nameOrPath, params);
      if (isTabPage(url) && api.switchTab) return swallow(api.switchTab({ url: url.split('?')[0] }));
      const full = api.getCurrentPages().length >= MP_STACK_LIMIT;
      swallow(opts?.replace || full ? api.redirectTo({ url }) : api.navigateTo({ url }));
    },
    back(delta = 1): void {
      swallow(api.navigateBack({ delta: Math.max(1, delta) }));
    },
    leave(url: string): void {
      throw new UnsupportedError(`nav.leave(${url})`, 'weapp');
    },
    currentPath(): string {
      const pages = api.getCurrentPages();
      const top = pages[pages.length - 1];
      if (!top?.route) return '/';
      return mpPageToPath(top.route, top.options ?? {});
    },
    setTitle(title: string): void {
      swallow(api.setNavigationBarTitle({ title }));
    },
    closeWindow: () => false,
  } satisfies NavAdapter;
  return adapter;
}
