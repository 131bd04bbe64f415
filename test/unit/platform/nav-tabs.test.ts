/** The tab pages (首页 / 发起筹款 / 我的): the mini-program reaches them only by switchTab, without a query. */
import { createWeappNav, type MpNavApi } from '../../../src/platform/nav.weapp';
import { isTabPage, mpTabBar, TABS } from '../../../src/lib/tabs';
import { routeByName, subpackageOf, uniquePages } from '../../../src/routes';

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: {} }));

const go = () => jest.fn((_o: { url: string }) => Promise.resolve<unknown>(undefined));
const api = () => ({
  navigateTo: go(),
  redirectTo: go(),
  switchTab: go(),
  navigateBack: jest.fn((_o: { delta: number }) => Promise.resolve<unknown>(undefined)),
  setNavigationBarTitle: jest.fn((_o: { title: string }) => Promise.resolve<unknown>(undefined)),
  getCurrentPages: jest.fn((): ReturnType<MpNavApi['getCurrentPages']> => []),
});

test('a tab route or path opens by switchTab without its query; other pages by navigateTo', () => {
  const a = api();
  const nav = createWeappNav(a);
  nav.go('mine');
  nav.go('/cf/mine?from=login', undefined, { replace: true });
  nav.go('launch', { channel: 5 });
  expect(a.switchTab.mock.calls.map((c) => c[0].url)).toEqual(['/pages/mine-hub/index', '/pages/mine-hub/index', '/pages/tab-launch/index']);
  nav.go('mineDonation');
  expect(a.navigateTo).toHaveBeenCalledWith({ url: '/pages/mine/donation/index' });
  expect(a.redirectTo).not.toHaveBeenCalled();
});

test('the tab pages are main-package pages of the mini-program, listed in its tabBar', () => {
  const pages = uniquePages('weapp');
  for (const t of TABS) {
    expect(pages).toContain(t.mpPage);
    expect(subpackageOf(t.mpPage)).toBeNull();
    expect(isTabPage(`/${t.mpPage}?x=1`)).toBe(true);
  }
  expect(subpackageOf('sdc/cfPagesMain/detail/index')).toBe('sdc/cfPagesMain/detail');
  expect(subpackageOf(routeByName('mineDonation').page)).toBe('pages/mine');
  expect(mpTabBar().list.map((t) => t.text)).toEqual(['首页', '发起筹款', '我的']);
  expect(isTabPage('pages/mine/donation/index')).toBe(false);
});
