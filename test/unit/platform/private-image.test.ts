/**
 * An image only its owner may see (a certificate): the mini-program downloads it with the session cookie
 * (an <Image> there sends none) and shows the local file; H5 uses the same-origin URL (the cookie goes along).
 */
const taro = {
  storage: {} as Record<string, unknown>,
  downloads: [] as Array<{ url: string; header: Record<string, string> }>,
  status: 200,
};
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    getStorageSync: (k: string) => taro.storage[k] ?? '',
    downloadFile: async (o: { url: string; header: Record<string, string> }) => {
      taro.downloads.push(o);
      return { statusCode: taro.status, tempFilePath: 'wxfile://tmp/cert.png' };
    },
  },
}));

import { documents as weapp } from '../../../src/platform/document.weapp';
import { documents as h5 } from '../../../src/platform/document.h5';
import { COOKIE_JAR_KEY } from '../../../src/platform/session-file.weapp';

test('mini-program: downloaded with the session cookie, the local file is the src; a refusal says to log in', async () => {
  taro.storage[COOKIE_JAR_KEY] = { cf_session: 'tok', cf_api: '1' };
  await expect(weapp.imageSrc('https://api.example.com/api/cf/activity/certificate/image/ct-1.png')).resolves.toBe('wxfile://tmp/cert.png');
  expect(taro.downloads).toEqual([{ url: 'https://api.example.com/api/cf/activity/certificate/image/ct-1.png', header: { Cookie: 'cf_session=tok; cf_api=1' } }]);
  taro.status = 401;
  await expect(weapp.imageSrc('/api/cf/activity/certificate/image/ct-1.png')).rejects.toThrow('请先登录后再下载');
  taro.status = 500;
  await expect(weapp.imageSrc('/api/cf/activity/certificate/image/ct-1.png')).rejects.toThrow('文件下载失败，请稍后重试');
});

test('H5: the URL itself, absolute on this origin', async () => {
  await expect(h5.imageSrc('https://x.example/a.png')).resolves.toBe('https://x.example/a.png');
  await expect(h5.imageSrc('/api/cf/activity/certificate/image/ct-1.png')).resolves.toMatch(/\/api\/cf\/activity\/certificate\/image\/ct-1\.png$/);
});
