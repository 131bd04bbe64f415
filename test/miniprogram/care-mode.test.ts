/**
 * 长辈版 in the built mini-program (dist/weapp): WeChat's font size at 关怀模式 (wx.getAppBaseInfo:
 * fontSizeSetting 23.8, scale 1.4) turns it on by default — the home page's frame carries the care class
 * and its entry reads 退出长辈版 — and 我的's switch turns it off (remembered in wx storage and with the
 * account), and on again.
 */
import { setupMiniProgram, type MpHarness } from './harness';

jest.setTimeout(120_000);

const USER = { userId: 'u-mp-care', nickname: '王阿姨', headImgUrl: '', mobile: '139****3333', mobileBound: true, thirdType: 17 };
const SUMMARY = { loveValue: 0, donationCount: 0, donatedFen: 0, raisedCount: 0, verificationCount: 0, staff: false };
let mp: MpHarness;
let accountCare: boolean | null = null;

beforeAll(() => {
  mp = setupMiniProgram({
    appBaseInfo: { fontSizeSetting: 23.8, fontSizeScaleFactor: 1.4 },
    responses: {
      '/api/account/v3/login-check': { loggedIn: true, user: USER },
      '/api/charity/love-home/get-user-summary': SUMMARY,
      '/api/cf/v4/protocol/current': { list: [] },
      '/api/cf/v4/monthly-gift/list': { month: '2026-12', list: [] },
      '/api/cf/v4/preferences/get': () => ({ care: accountCare }),
      '/api/cf/v4/preferences/set': (b: Record<string, unknown>) => ({ care: (accountCare = b.care === true) }),
    },
  });
});

/** The care frame RoutePage draws around its page frame (.cf-page) carries cf-care. */
const careOn = (page: ReturnType<MpHarness['openPage']>) => !!page.byClass('cf-care')?.querySelector('.main--cf-page, .cf-page');
const saved = () => String((globalThis as unknown as { wx: { getStorageSync(k: string): unknown } }).wx.getStorageSync('cf_care'));

test('a large WeChat font turns 长辈版 on; 我的 switches it off and on again', async () => {
  const home = mp.openPage('sdc/cfPagesMain/index/index');
  await mp.waitFor(() => home.byClass('cf-care-entry') !== null, 30_000, 'the home entry');
  expect(careOn(home)).toBe(true);
  expect(home.byClass('cf-care-entry')!.textContent).toBe('退出长辈版');
  // a font-size default is not a choice: nothing is saved to the account
  expect(mp.requests.filter((r) => r.path === '/api/cf/v4/preferences/set')).toEqual([]);

  const mine = mp.openPage('pages/mine-hub/index');
  await mp.waitFor(() => mine.byClass('cf-care-row') !== null, 30_000, 'the 长辈版 row in 我的');
  expect(careOn(mine)).toBe(true);
  const toggle = () => mine.byClass('cf-care-row')!.querySelector('[class*="cf-toggle"]')!;
  const isOn = () => /cf-toggle--on/.test(toggle().className);
  expect(isOn()).toBe(true);

  mine.tap(toggle());
  await mp.waitFor(() => !isOn() && !careOn(mine), 10_000, 'the switch and the page to leave 长辈版');
  await mp.waitFor(() => accountCare === false, 10_000, 'the account to keep it off');
  expect(saved()).toContain('"v":"0"');
  // the home page follows
  await mp.waitFor(() => !careOn(home) && home.byClass('cf-care-entry')!.textContent === '长辈版', 10_000, 'the home page out of 长辈版');

  mine.tap(toggle());
  await mp.waitFor(() => isOn() && careOn(mine), 10_000, 'the switch and the page back in 长辈版');
  await mp.waitFor(() => accountCare === true, 10_000, 'the account to keep it on');
  expect(saved()).toContain('"v":"1"');
});
