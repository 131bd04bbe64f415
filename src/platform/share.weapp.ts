/**
 * Mini-program share: the menu through Taro.showShareMenu / hideShareMenu. The content is kept here;
 * a page's onShareAppMessage / onShareTimeline reads it with `mpShareMessage()` and then calls
 * `notifyMpShared(target)` so the store records the share.
 */
import Taro from '@tarojs/taro';
import { SHARE_TARGET, type ShareAdapter, type ShareContent, type ShareTarget } from './types';

let current: { content: ShareContent; onShared: (t: ShareTarget) => void } | null = null;

/** What the current page's onShareAppMessage should return (null: use the default). */
export function mpShareMessage(): { title: string; path?: string; imageUrl?: string } | null {
  if (!current) return null;
  const { title, path, imgUrl } = current.content;
  return { title, path, imageUrl: imgUrl || undefined };
}

/** Called by pages from onShareAppMessage / onShareTimeline. */
export function notifyMpShared(target: ShareTarget = SHARE_TARGET.friend): void {
  current?.onShared(target);
}

type MenuApi = Pick<typeof Taro, 'showShareMenu' | 'hideShareMenu'>;

/** Builds the mini-program share adapter. */
export function createWeappShare(taro: MenuApi = Taro): ShareAdapter {
  const adapter = {
    isAvailable: () => true,
    async setContent(content: ShareContent, onShared: (target: ShareTarget) => void): Promise<void> {
      current = { content, onShared };
    },
    async setMenuVisible(visible: boolean): Promise<void> {
      try {
        if (visible) await taro.showShareMenu({ withShareTicket: true, menus: ['shareAppMessage', 'shareTimeline'] } as never);
        else await taro.hideShareMenu({} as never);
      } catch {
        /* the menu state is cosmetic: never fail a route change over it */
      }
    },
  } satisfies ShareAdapter;
  return adapter;
}
