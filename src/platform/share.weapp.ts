/**
 * Mini-program share: the menu through Taro.showShareMenu / hideShareMenu, links through the clipboard.
 * What the menu shares is each page's own answer (onShareAppMessage / onShareTimeline, registered by
 * RoutePage: src/components/RoutePage/share.ts, ShareStore.mpAnswer), so setContent keeps nothing here.
 */
import Taro from '@tarojs/taro';
import { WECHAT_SHARE_TARGETS, type ShareAdapter } from './types';

type MenuApi = Pick<typeof Taro, 'showShareMenu' | 'hideShareMenu' | 'setClipboardData'>;

/** Builds the mini-program share adapter. */
export function createWeappShare(taro: MenuApi = Taro): ShareAdapter {
  const adapter = {
    isAvailable: () => true,
    targets: () => WECHAT_SHARE_TARGETS,
    async setContent(): Promise<void> {
      /* the page's share hook answers WeChat's menu (ShareStore.mpAnswer) */
    },
    async setMenuVisible(visible: boolean): Promise<void> {
      try {
        if (visible) await taro.showShareMenu({ withShareTicket: true, menus: ['shareAppMessage', 'shareTimeline'] } as never);
        else await taro.hideShareMenu({} as never);
      } catch {
        /* the menu state is cosmetic: never fail a route change over it */
      }
    },
    // a WeChat user cannot open an H5 path from the mini-program: share the card instead
    linkFor: () => null,
    async copyText(text: string): Promise<boolean> {
      try {
        await taro.setClipboardData({ data: text });
        return true;
      } catch {
        return false;
      }
    },
  } satisfies ShareAdapter;
  return adapter;
}
