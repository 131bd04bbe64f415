/**
 * H5 navigation. In-app moves go through Taro's H5 router by the REAL URL (navigateTo with a page
 * path would produce the literal alias '/cf/pay/:infoUuid', see TOOLCHAIN.md); leaving uses location.
 */
import Taro from '@tarojs/taro';
import type { EnvInfo, NavAdapter } from './types';
import { realWindow, type H5Window } from './h5-window';
import { h5UrlFor } from './nav-url';

export interface H5Router {
  navigateTo(o: { url: string }): Promise<unknown>;
  redirectTo(o: { url: string }): Promise<unknown>;
}

/** Builds the H5 nav adapter (router injectable for tests). */
export function createH5Nav(env: EnvInfo, win: H5Window = realWindow(), router: H5Router = Taro): NavAdapter {
  const adapter = {
    go(nameOrPath: string, params?: Record<string, string | number | undefined>, opts?: { replace?: boolean }): void {
      const url = h5UrlFor(nameOrPath, params);
      const p = opts?.replace ? router.redirectTo({ url }) : router.navigateTo({ url });
      // The router rejects only on a broken URL: fall back to a full page load.
      Promise.resolve(p).catch(() => (opts?.replace ? win.location.replace(url) : win.location.assign(url)));
    },
    back(delta = 1): void {
      win.history.go(-Math.max(1, delta));
    },
    leave(url: string, opts?: { replace?: boolean }): void {
      if (opts?.replace) win.location.replace(url);
      else win.location.assign(url);
    },
    currentPath: () => `${win.location.pathname}${win.location.search}`,
    setTitle(title: string): void {
      win.document.title = title;
    },
    closeWindow(): boolean {
      if (env.isWechat && win.WeixinJSBridge) {
        win.WeixinJSBridge.invoke('closeWindow', {}, () => undefined);
        return true;
      }
      if (env.isWechat && win.wx?.closeWindow) {
        win.wx.closeWindow();
        return true;
      }
      return false;
    },
  } satisfies NavAdapter;
  return adapter;
}
