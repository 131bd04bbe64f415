/** Mini-program display: WeChat's font size (wx.getAppBaseInfo), 长辈版 in wx storage; pages draw the class themselves (RoutePage). */
import Taro from '@tarojs/taro';
import type { DisplayAdapter, StorageAdapter } from './types';
import { CARE_KEY, isLargeFont, parseCare, type FontInfo } from './display-core';

/** wx.getAppBaseInfo (base library 2.20.1+); older clients: wx.getSystemInfoSync, which carries the same fontSizeSetting. */
function fontInfo(taro: typeof Taro): FontInfo | null {
  type Api = { getAppBaseInfo?: () => FontInfo; getSystemInfoSync?: () => FontInfo };
  const wx = (globalThis as { wx?: Api }).wx;
  const t: Api = typeof wx?.getAppBaseInfo === 'function' ? wx : (taro as unknown as Api);
  try {
    if (typeof t.getAppBaseInfo === 'function') return t.getAppBaseInfo();
    if (typeof t.getSystemInfoSync === 'function') return t.getSystemInfoSync();
  } catch {
    /* an old or restricted client: no font reading */
  }
  return null;
}

export function createWeappDisplay(storage: StorageAdapter, taro: typeof Taro = Taro): DisplayAdapter {
  return {
    largeFont: () => isLargeFont(fontInfo(taro)),
    savedCare: () => parseCare(storage.get(CARE_KEY)),
    saveCare: (on) => storage.set(CARE_KEY, on ? '1' : '0'),
    applyCare: () => {},
  } satisfies DisplayAdapter;
}
