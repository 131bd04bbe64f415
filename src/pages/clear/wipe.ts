/**
 * Mini-program: the debug tool's storage wipes over the wx storage API (the one page-level use of a
 * platform API: a debug tool, not worth a platform adapter method).
 */
import Taro from '@tarojs/taro';

/** Clears everything; returns how many entries were removed. */
export function wipeAll(): number {
  const n = Taro.getStorageInfoSync().keys.length;
  Taro.clearStorageSync();
  return n;
}

/** Removes the keys that hold drafts (key contains "draft", any case); returns how many. */
export function wipeDrafts(): number {
  const keys = Taro.getStorageInfoSync().keys.filter((k) => /draft/i.test(k));
  keys.forEach((k) => Taro.removeStorageSync(k));
  return keys.length;
}
