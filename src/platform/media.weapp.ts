/**
 * Mini-program pictures: WeChat's own viewer (wx.previewImage: swipe, pinch, long-press to save or send)
 * and saving to the album with WeChat's permission flow:
 *   permission on              -> save;
 *   never asked                -> authorize (WeChat's own prompt) -> save once granted;
 *   refused (before or now)    -> WeChat asks no more: a modal leads to the settings page (openSetting,
 *                                 from the modal's tap) -> save once the switch is on.
 * The picture is downloaded first (saveImageToPhotosAlbum takes a local file). Native pull-down refresh
 * ends with wx.stopPullDownRefresh.
 */
import Taro from '@tarojs/taro';
import type { MediaAdapter, PullDownAdapter, SaveImageOutcome } from './types';

export const ALBUM_SCOPE = 'scope.writePhotosAlbum';
/** The modal shown when the album permission is off. */
export const ALBUM_MODAL = {
  title: '需要相册权限',
  content: '保存图片需要允许「添加到相册」，请在设置中打开',
  confirmText: '去设置',
  cancelText: '取消',
} as const;

type MediaApi = Pick<
  typeof Taro,
  'previewImage' | 'getSetting' | 'authorize' | 'showModal' | 'openSetting' | 'downloadFile' | 'saveImageToPhotosAlbum'
>;

/** Whether the album permission is on, asking for it (and leading to the settings on a refusal). */
async function albumAllowed(taro: MediaApi): Promise<boolean> {
  const { authSetting } = await taro.getSetting({});
  const state = (authSetting as Record<string, boolean | undefined>)[ALBUM_SCOPE];
  if (state === true) return true;
  if (state === undefined) {
    try {
      await taro.authorize({ scope: ALBUM_SCOPE as 'scope.writePhotosAlbum' });
      return true;
    } catch {
      /* refused in WeChat's prompt: on to the settings */
    }
  }
  const { confirm } = await taro.showModal({ ...ALBUM_MODAL });
  if (!confirm) return false;
  const after = await taro.openSetting({});
  return (after.authSetting as Record<string, boolean | undefined>)[ALBUM_SCOPE] === true;
}

export function createWeappMedia(taro: MediaApi = Taro): MediaAdapter {
  return {
    async previewImage(urls, current) {
      await taro.previewImage({ urls: [...urls], current });
    },
    canSaveImage: () => true,
    async saveImage(url): Promise<SaveImageOutcome> {
      try {
        if (!(await albumAllowed(taro))) return 'denied';
        const file = await taro.downloadFile({ url });
        if (file.statusCode !== 200 || !file.tempFilePath) return 'failed';
        await taro.saveImageToPhotosAlbum({ filePath: file.tempFilePath });
        return 'saved';
      } catch {
        return 'failed';
      }
    },
  } satisfies MediaAdapter;
}

export function createWeappPullDown(taro: Pick<typeof Taro, 'stopPullDownRefresh'> = Taro): PullDownAdapter {
  return {
    native: true,
    stop() {
      void Promise.resolve(taro.stopPullDownRefresh({})).catch(() => undefined);
    },
  } satisfies PullDownAdapter;
}
