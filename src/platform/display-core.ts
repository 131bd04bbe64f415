/**
 * 长辈版 (care mode) on the device, shared by display.h5.ts, display.weapp.ts and the fakes.
 * The name of what the device remembers, and when a WeChat font size counts as large.
 */

export { CARE_CLASS, CARE_KEY, parseCare } from '../lib/care';

/**
 * WeChat's font sizes: 标准 is 17 px; the larger steps are 20 px and up and 关怀模式 is 23.8 px. A size of
 * 20 px or more (or, where only the scale is known, 1.15 times the standard or more) asks for 长辈版.
 */
export const LARGE_FONT_PX = 20;
export const LARGE_FONT_SCALE = 1.15;

/** What wx.getAppBaseInfo() tells about the font (both optional: older clients answer neither). */
export interface FontInfo {
  fontSizeSetting?: number;
  fontSizeScaleFactor?: number;
}

export function isLargeFont(info: FontInfo | null | undefined): boolean {
  if (!info) return false;
  if (typeof info.fontSizeSetting === 'number' && info.fontSizeSetting > 0) return info.fontSizeSetting >= LARGE_FONT_PX;
  return typeof info.fontSizeScaleFactor === 'number' && info.fontSizeScaleFactor >= LARGE_FONT_SCALE;
}
