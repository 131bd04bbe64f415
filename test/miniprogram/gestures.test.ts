/**
 * The phone's own gestures in the built mini-program (dist/weapp in miniprogram-simulate, wx recorded):
 * - a tapped case photo opens wx.previewImage over the large variants with the tapped one current;
 * - the poster's 保存到相册 goes through WeChat's album permission: on (saved at once), never asked
 *   (authorize, granted, saved), refused (a modal, 去设置 -> openSetting turned on -> saved);
 * - pulling the home list down reloads it and stops WeChat's refresh animation once the data is in.
 */
import { setupMiniProgram, wxAnswer } from './harness';
import { fundingInfo } from '../support/funding-info';

jest.setTimeout(90_000);

const SCOPE = 'scope.writePhotosAlbum';
const THUMBS = ['https://img.example.com/a.jpg', 'https://img.example.com/b.jpg', 'https://img.example.com/c.jpg'];
const LARGE = THUMBS.map((u) => `${u}!cf_mtr_1080`);
const POSTER_URL = 'https://api.example.com/api/cf/growth/poster/mp-case-1.png?target=mp&v=1';
const TEMP_FILE = 'wxfile://tmp/poster-1.png';

const INFO = fundingInfo({
  infoUuid: 'mp-photos-1',
  baseInfo: { title: '照片很多的筹款', content: '求助说明', attachments: THUMBS, largeAttachments: LARGE },
  newDetailVo: { caseDetailsPageVersion: 1 },
  prNewOrOld: 1,
  targetAmount: 30_000_000,
  donationCount: 5,
  shareCount: 0,
  payeeInfo: { relation: 'self', name: '李**' },
  treatmentInfo: { hospital: '某市医院', disease: '白血病' },
  crowdfundingUserInfo: { nickname: '李先生', headImgUrl: '' },
  createdAt: 1_790_000_000_000,
  expireAt: 1_790_000_000_000 + 30 * 86_400_000,
});
const card = (infoUuid: string, title: string) => ({
  infoUuid, title, coverUrl: '', raiseType: 0, targetAmount: 30_000_000, raisedAmount: 100_000, donationCount: 3, status: 0, patientName: '张**', createdAt: 1_790_000_000_000,
});

/** What the album permission is and what the reader answers; every album-related wx call in order. */
const album = { auth: undefined as boolean | undefined, grants: true, confirm: true, turnsOn: true };
const wxCalls: Array<{ name: string; opts: Record<string, unknown> }> = [];
let listTitles = ['第一次的筹款'];
let stopsWhenListAnswered: number[] = [];
let stops = 0;
let listAnswers = 0;

const mp = setupMiniProgram({
  responses: {
    '/api/account/v3/login-check': { loggedIn: true, user: { userId: 'u1', nickname: '用户', headImgUrl: '', mobile: '139****0000', mobileBound: true, thirdType: 17 } },
    '/api/cf/v4/get-funding-info': INFO,
    '/api/cf/v5/verification/count': { count: 0, countFromHospital: 0, doctorVerificationCount: 0, friendsVerificationCount: 0, sickFriendsVerificationCount: 0 },
    '/api/cf/v5/verification/selected': { list: [] },
    '/api/cf/v4/verification/count': { count: 0, countFromHospital: 0, doctorVerificationCount: 0, friendsVerificationCount: 0, sickFriendsVerificationCount: 0 },
    '/api/cf/v4/verification/selected': { list: [] },
    '/api/cf/v4/case/list': () => {
      listAnswers += 1;
      stopsWhenListAnswered.push(stops);
      return { list: listTitles.map((t, i) => card(`mp-list-${i}`, t)), hasNext: false, anchorId: '' };
    },
    '/api/cf/growth/poster/info': {
      infoUuid: 'mp-case-1', title: '帮帮小明', raisedAmount: 123_450, targetAmount: 30_000_000, donationCount: 3,
      pictureUrl: 'https://api.example.com/p.jpg', pictures: ['https://api.example.com/p.jpg'], caseUrl: 'https://h5.example.com/cf/contribute/mp-case-1',
      posterUrl: POSTER_URL, mpPage: 'sdc/cfPagesMain/detail/index', mpScene: 'mp-case-1', canChange: false,
    },
  },
  wx: {
    previewImage: (o) => (wxCalls.push({ name: 'previewImage', opts: o }), wxAnswer(o, { errMsg: 'previewImage:ok' })),
    getSetting: (o) => (wxCalls.push({ name: 'getSetting', opts: o }), wxAnswer(o, { authSetting: album.auth === undefined ? {} : { [SCOPE]: album.auth }, errMsg: 'getSetting:ok' })),
    authorize: (o) => {
      wxCalls.push({ name: 'authorize', opts: o });
      if (album.grants) album.auth = true;
      else album.auth = false;
      wxAnswer(o, { errMsg: album.grants ? 'authorize:ok' : 'authorize:fail auth deny' }, album.grants);
    },
    showModal: (o) => (wxCalls.push({ name: 'showModal', opts: o }), wxAnswer(o, { confirm: album.confirm, cancel: !album.confirm, errMsg: 'showModal:ok' })),
    openSetting: (o) => {
      wxCalls.push({ name: 'openSetting', opts: o });
      if (album.turnsOn) album.auth = true;
      wxAnswer(o, { authSetting: { [SCOPE]: album.auth }, errMsg: 'openSetting:ok' });
    },
    downloadFile: (o) => (wxCalls.push({ name: 'downloadFile', opts: o }), wxAnswer(o, { statusCode: 200, tempFilePath: TEMP_FILE, errMsg: 'downloadFile:ok' })),
    saveImageToPhotosAlbum: (o) => {
      wxCalls.push({ name: 'saveImageToPhotosAlbum', opts: o });
      const ok = album.auth === true;
      wxAnswer(o, { errMsg: ok ? 'saveImageToPhotosAlbum:ok' : 'saveImageToPhotosAlbum:fail auth deny' }, ok);
    },
    stopPullDownRefresh: (o) => {
      stops += 1;
      wxCalls.push({ name: 'stopPullDownRefresh', opts: o });
      wxAnswer(o, { errMsg: 'stopPullDownRefresh:ok' });
    },
  },
});

const names = () => wxCalls.map((c) => c.name);
const saved = () => wxCalls.filter((c) => c.name === 'saveImageToPhotosAlbum').map((c) => c.opts.filePath);
beforeEach(() => {
  wxCalls.length = 0;
});

test('a tapped case photo opens wx.previewImage over the large pictures, the tapped one current', async () => {
  const page = mp.openPage('sdc/cfPagesMain/detail/index', { infoUuid: INFO.infoUuid });
  await mp.waitFor(() => page.allByClass('cf-gallery__thumb').length === 3, 20_000, 'the three thumbnails');
  page.tap(page.allByClass('cf-gallery__thumb')[1]);
  await mp.waitFor(() => names().includes('previewImage'), 10_000, 'wx.previewImage');
  const { urls, current } = wxCalls.find((c) => c.name === 'previewImage')!.opts;
  expect(urls).toEqual(LARGE);
  expect(current).toBe(LARGE[1]);
  // no overlay of our own in the mini-program
  expect(page.byClass('cf-viewer')).toBeNull();
});

async function tapSave(): Promise<ReturnType<typeof mp.openPage>> {
  const page = mp.openPage('pages/growth/poster/index', { infoUuid: 'mp-case-1' });
  await mp.waitFor(() => page.byClass('cf-save-image__btn') !== null, 20_000, 'the save button');
  expect(page.text()).toContain('点击下方按钮保存到相册');
  page.tap(page.byClass('cf-save-image__btn')!);
  return page;
}
test('保存到相册 with the album permission on: downloaded and saved without asking', async () => {
  Object.assign(album, { auth: true });
  const page = await tapSave();
  await mp.waitFor(() => saved().length === 1 && page.text().includes('已保存到相册'), 10_000, 'the save and its toast');
  expect(names()).toEqual(['getSetting', 'downloadFile', 'saveImageToPhotosAlbum']);
  expect(wxCalls[1].opts.url).toBe(POSTER_URL);
  expect(saved()).toEqual([TEMP_FILE]);
});

test('保存到相册 never asked before: WeChat asks (authorize), the reader grants, saved', async () => {
  Object.assign(album, { auth: undefined, grants: true });
  const page = await tapSave();
  await mp.waitFor(() => saved().length === 1 && page.text().includes('已保存到相册'), 10_000, 'the save and its toast');
  expect(names()).toEqual(['getSetting', 'authorize', 'downloadFile', 'saveImageToPhotosAlbum']);
  expect(wxCalls[1].opts.scope).toBe(SCOPE);
  expect(saved()).toEqual([TEMP_FILE]);
});

test('保存到相册 refused before: a modal leads to the settings, the switch turned on, saved', async () => {
  Object.assign(album, { auth: false, confirm: true, turnsOn: true });
  const page = await tapSave();
  await mp.waitFor(() => saved().length === 1 && page.text().includes('已保存到相册'), 10_000, 'the save and its toast');
  expect(names()).toEqual(['getSetting', 'showModal', 'openSetting', 'downloadFile', 'saveImageToPhotosAlbum']);
  expect(wxCalls[1].opts).toMatchObject({ title: '需要相册权限', confirmText: '去设置' });
  expect(saved()).toEqual([TEMP_FILE]);
});

test('保存到相册 refused and the modal cancelled: nothing saved, the reader is told why', async () => {
  Object.assign(album, { auth: undefined, grants: false, confirm: false });
  const page = await tapSave();
  await mp.waitFor(() => names().includes('showModal') && page.text().includes('未获得相册权限'), 10_000, 'the modal and the denied toast');
  expect(names()).toEqual(['getSetting', 'authorize', 'showModal']);
  expect(saved()).toEqual([]);
});

test('pulling the home list down reloads it and stops the animation once the data has arrived', async () => {
  const page = mp.openPage('sdc/cfPagesMain/index/index', {});
  await mp.waitFor(() => page.text().includes('第一次的筹款'), 20_000, 'the first list');
  const before = listAnswers;
  listTitles = ['刷新后的新筹款', '第一次的筹款'];
  stopsWhenListAnswered = [];
  stops = 0;
  const onPull = page.comp.instance.onPullDownRefresh as (() => void) | undefined;
  expect(typeof onPull).toBe('function');
  onPull!.call(page.comp.instance);
  await mp.waitFor(() => stops > 0, 10_000, 'wx.stopPullDownRefresh');
  // the list was asked again and answered before the animation stopped
  expect(listAnswers).toBe(before + 1);
  expect(stopsWhenListAnswered).toEqual([0]);
  expect(stops).toBe(1);
  await mp.waitFor(() => page.text().includes('刷新后的新筹款'), 10_000, 'the refreshed list');
});
