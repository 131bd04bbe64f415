/**
 * The mini-program's picture adapter over a recording stand-in for Taro's wx APIs: the viewer gets the
 * list and the tapped picture; saving asks for the album permission as WeChat wants it (on: save; never
 * asked: authorize, then save; refused: a modal leading to the settings, then save once it is on).
 */
jest.mock('@tarojs/taro', () => ({ __esModule: true, default: {} }));

import { ALBUM_MODAL, ALBUM_SCOPE, createWeappMedia, createWeappPullDown } from '../../../src/platform/media.weapp';

type Auth = boolean | undefined;
function fakeTaro(o: { auth: Auth; authorize?: boolean; modalConfirm?: boolean; afterSetting?: Auth; status?: number; saveFails?: boolean }) {
  const calls: Array<[string, unknown]> = [];
  const rec = (name: string, arg: unknown) => calls.push([name, arg]);
  const taro = {
    previewImage: async (a: unknown) => (rec('previewImage', a), { errMsg: 'previewImage:ok' }),
    getSetting: async (a: unknown) => (rec('getSetting', a), { authSetting: o.auth === undefined ? {} : { [ALBUM_SCOPE]: o.auth } }),
    authorize: async (a: unknown) => {
      rec('authorize', a);
      if (!o.authorize) throw { errMsg: 'authorize:fail auth deny' };
      return { errMsg: 'authorize:ok' };
    },
    showModal: async (a: unknown) => (rec('showModal', a), { confirm: !!o.modalConfirm, cancel: !o.modalConfirm }),
    openSetting: async (a: unknown) => (rec('openSetting', a), { authSetting: { [ALBUM_SCOPE]: o.afterSetting } }),
    downloadFile: async (a: unknown) => (rec('downloadFile', a), { statusCode: o.status ?? 200, tempFilePath: 'wxfile://tmp/poster.png' }),
    saveImageToPhotosAlbum: async (a: unknown) => {
      rec('saveImageToPhotosAlbum', a);
      if (o.saveFails) throw { errMsg: 'saveImageToPhotosAlbum:fail cancel' };
      return { errMsg: 'saveImageToPhotosAlbum:ok' };
    },
    stopPullDownRefresh: async (a: unknown) => (rec('stopPullDownRefresh', a), { errMsg: 'stopPullDownRefresh:ok' }),
  };
  return { calls, names: () => calls.map(([n]) => n), taro: taro as never };
}

const URL = 'https://api.example.com/api/cf/growth/poster/c1.png?target=mp';

test('the viewer gets every picture and the tapped one as current', async () => {
  const t = fakeTaro({ auth: true });
  await createWeappMedia(t.taro).previewImage(['https://a/1.jpg', 'https://a/2.jpg'], 'https://a/2.jpg');
  expect(t.calls).toEqual([['previewImage', { urls: ['https://a/1.jpg', 'https://a/2.jpg'], current: 'https://a/2.jpg' }]]);
});

test('permission on: downloads and saves without asking', async () => {
  const t = fakeTaro({ auth: true });
  await expect(createWeappMedia(t.taro).saveImage(URL)).resolves.toBe('saved');
  expect(t.names()).toEqual(['getSetting', 'downloadFile', 'saveImageToPhotosAlbum']);
  expect(t.calls[1][1]).toEqual({ url: URL });
  expect(t.calls[2][1]).toEqual({ filePath: 'wxfile://tmp/poster.png' });
});

test('never asked: authorize, granted, saved', async () => {
  const t = fakeTaro({ auth: undefined, authorize: true });
  await expect(createWeappMedia(t.taro).saveImage(URL)).resolves.toBe('saved');
  expect(t.names()).toEqual(['getSetting', 'authorize', 'downloadFile', 'saveImageToPhotosAlbum']);
  expect(t.calls[1][1]).toEqual({ scope: 'scope.writePhotosAlbum' });
});

test('refused before: the modal leads to the settings, the switch is turned on, saved', async () => {
  const t = fakeTaro({ auth: false, modalConfirm: true, afterSetting: true });
  await expect(createWeappMedia(t.taro).saveImage(URL)).resolves.toBe('saved');
  expect(t.names()).toEqual(['getSetting', 'showModal', 'openSetting', 'downloadFile', 'saveImageToPhotosAlbum']);
  expect(t.calls[1][1]).toMatchObject({ title: ALBUM_MODAL.title, confirmText: '去设置' });
});

test('refused in the prompt, then the modal is cancelled: nothing is downloaded or saved', async () => {
  const t = fakeTaro({ auth: undefined, authorize: false, modalConfirm: false });
  await expect(createWeappMedia(t.taro).saveImage(URL)).resolves.toBe('denied');
  expect(t.names()).toEqual(['getSetting', 'authorize', 'showModal']);
});

test('the settings left off, a failed download or a failed save are answered, never thrown', async () => {
  const off = fakeTaro({ auth: false, modalConfirm: true, afterSetting: false });
  await expect(createWeappMedia(off.taro).saveImage(URL)).resolves.toBe('denied');
  expect(off.names()).not.toContain('saveImageToPhotosAlbum');
  const missing = fakeTaro({ auth: true, status: 404 });
  await expect(createWeappMedia(missing.taro).saveImage(URL)).resolves.toBe('failed');
  expect(missing.names()).not.toContain('saveImageToPhotosAlbum');
  await expect(createWeappMedia(fakeTaro({ auth: true, saveFails: true }).taro).saveImage(URL)).resolves.toBe('failed');
});

test('native pull-down refresh is stopped through wx.stopPullDownRefresh', () => {
  const t = fakeTaro({ auth: true });
  const pd = createWeappPullDown(t.taro);
  expect(pd.native).toBe(true);
  pd.stop();
  expect(t.names()).toEqual(['stopPullDownRefresh']);
});
