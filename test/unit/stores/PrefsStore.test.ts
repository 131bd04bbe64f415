/**
 * 长辈版 in the preference store: where the choice comes from (account, device, WeChat's font size), the
 * switch remembered on the device and with the account, and what a login does with the two.
 */
import { runInAction } from 'mobx';
import { RootStore } from '../../../src/stores/RootStore';
import { CARE_PAY_AMOUNTS } from '../../../src/lib/care';
import { createFakePlatform, type FakePlatformOptions } from '../../../src/platform/fake';
import { createFakeApi, type FakeApi } from '../../setup/fakeApi';
import type { UserInfo } from '../../../src/contract/account';
import { isLargeFont } from '../../../src/platform/display-core';
import { createH5Display } from '../../../src/platform/display.h5';
import { loadAd } from '../../../src/pages/left-slide/logic';

const USER: UserInfo = { userId: 'u1', nickname: '王阿姨', headImgUrl: '', mobile: '139****0000', mobileBound: true, thirdType: 0 } as UserInfo;

function setup(o: FakePlatformOptions & { account?: boolean | null } = {}) {
  const api = createFakeApi() as FakeApi & { preferences: Record<string, jest.Mock> };
  let account = o.account ?? null;
  api.preferences = {
    get: jest.fn(async () => ({ care: account })),
    set: jest.fn(async ({ care }: { care: boolean }) => ({ care: (account = care) })),
  };
  const platform = createFakePlatform(o);
  const root = new RootStore(api, platform);
  return { api, platform, root, prefs: root.prefs, account: () => account };
}
const login = (root: RootStore) => runInAction(() => (root.auth.user = USER));
const settle = () => new Promise((r) => setTimeout(r, 0));

test('off by default; WeChat\'s large font turns it on; a choice on the device wins over the font', async () => {
  expect(setup().prefs.care).toBe(false);
  const large = setup({ largeFont: true });
  expect([large.prefs.care, large.prefs.source]).toEqual([true, 'font']);
  await large.prefs.setCare(false);
  expect([large.prefs.care, large.prefs.source]).toEqual([false, 'device']);
  expect(large.platform.display.savedCare()).toBe(false);
  // a new start on the same device reads the choice back
  const again = new RootStore(large.api, large.platform);
  expect([again.prefs.care, again.prefs.source]).toEqual([false, 'device']);
});

test('logged out the switch stays on the device; logged in it goes to the account too', async () => {
  const { api, root, prefs, account } = setup();
  await prefs.setCare(true);
  expect(api.preferences.set).not.toHaveBeenCalled();
  login(root);
  await prefs.setCare(false);
  expect(api.preferences.set).toHaveBeenCalledWith({ care: false });
  expect([account(), prefs.source, prefs.care]).toEqual([false, 'account', false]);
});

test('at login the account\'s choice wins and the device keeps it; logging out leaves the device\'s', async () => {
  const { root, prefs, platform } = setup({ account: true });
  root.prefs.start();
  await prefs.setCare(false); // logged out: this device only
  login(root);
  await settle();
  expect([prefs.care, prefs.source]).toEqual([true, 'account']);
  expect(platform.display.savedCare()).toBe(true);
  expect(platform.display.applied[platform.display.applied.length - 1]).toBe(true);
  runInAction(() => (root.auth.user = null));
  expect([prefs.care, prefs.source]).toEqual([true, 'device']);
});

test('at login an account that never chose takes the device\'s choice; a font-size default is not saved', async () => {
  const chosen = setup();
  chosen.root.prefs.start();
  await chosen.prefs.setCare(true);
  login(chosen.root);
  await settle();
  expect(chosen.api.preferences.set).toHaveBeenCalledWith({ care: true });
  expect(chosen.account()).toBe(true);

  const font = setup({ largeFont: true });
  font.root.prefs.start();
  login(font.root);
  await settle();
  expect(font.api.preferences.get).toHaveBeenCalled();
  expect(font.api.preferences.set).not.toHaveBeenCalled();
  expect([font.prefs.care, font.prefs.source]).toEqual([true, 'font']);
});

test('the pay page offers a few large amounts in 长辈版', async () => {
  const { root, prefs } = setup();
  expect(root.pay.options).toEqual([]);
  await prefs.setCare(true);
  expect(root.pay.options).toEqual([...CARE_PAY_AMOUNTS]);
  expect(CARE_PAY_AMOUNTS.map((f) => f / 100)).toEqual([10, 20, 50, 100]);
});

test('WeChat\'s font size: 20 px and up (关怀模式 23.8) or a scale of 1.15 and up is large; the standard 17 is not', () => {
  expect([17, 18, 20, 23.8].map((px) => isLargeFont({ fontSizeSetting: px }))).toEqual([false, false, true, true]);
  expect([1, 1.1, 1.15, 1.4].map((s) => isLargeFont({ fontSizeScaleFactor: s }))).toEqual([false, false, true, true]);
  expect([isLargeFont(null), isLargeFont({})]).toEqual([false, false]);
});

test('H5: the choice lives in the cf_care cookie (what the head script reads) and draws the root element\'s class', () => {
  const classes = new Set<string>();
  const win = { document: { documentElement: { classList: { toggle: (c: string, on?: boolean) => (on ? classes.add(c) : classes.delete(c)) } } } };
  const storage = createFakePlatform().storage;
  const display = createH5Display(storage, win);
  expect(display.savedCare()).toBeNull();
  display.saveCare(true);
  expect([storage.getCookie('cf_care'), display.savedCare()]).toEqual(['1', true]);
  display.applyCare(true);
  expect([...classes]).toEqual(['cf-care']);
  display.applyCare(false);
  expect([...classes]).toEqual([]);
});

test('长辈版 shows no adverts: the first-screen advert is not asked for, the left-swipe advert page closes', async () => {
  const { api, root, platform, prefs } = setup();
  await prefs.setCare(true);
  expect(await root.content.checkFirstScreenAd()).toBeNull();
  expect(api.content.adverts).not.toHaveBeenCalled();
  expect(root.content.firstScreenChecked).toBe(true);
  platform.nav.go('/cf/left-slide');
  expect(await loadAd(root, undefined)).toBeNull();
  expect(api.config.basicStore).not.toHaveBeenCalled();
  expect(platform.nav.history).not.toContain('/cf/left-slide');
});
