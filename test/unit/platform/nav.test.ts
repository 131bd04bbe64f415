import { routeByName } from '../../../src/routes';
import { buildH5Url, buildMpUrl, h5UrlFor, mpPageToPath, mpUrlFor, parseQuery, toQuery } from '../../../src/platform/nav-url';
import { createH5Nav } from '../../../src/platform/nav.h5';
import { createWeappNav, type MpNavApi } from '../../../src/platform/nav.weapp';
import { detectEnv } from '../../../src/platform/env';
import { UA } from './ua';

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: {} }));

describe('URL building', () => {
  test('H5: pattern params filled and encoded, leftovers as query', () => {
    expect(buildH5Url(routeByName('pay'), { infoUuid: 'abc', channel: 5 })).toBe('/cf/pay/abc?channel=5');
    expect(buildH5Url(routeByName('paySuccess'), { infoUuid: 'a/b', orderId: 'o 1' })).toBe('/cf/pay/a%2Fb/success?orderId=o%201');
    expect(buildH5Url(routeByName('commonList'))).toBe('/cf/common/list');
    expect(buildH5Url(routeByName('login'), { redirectUrl: '/cf/pay/x?channel=5' })).toBe('/login?redirectUrl=%2Fcf%2Fpay%2Fx%3Fchannel%3D5');
    expect(buildH5Url(routeByName('chooseBrand'), { brand: 'x' })).toBe('/cf/activity/choose-x');
    expect(() => buildH5Url(routeByName('pay'), {})).toThrow('infoUuid');
    expect(() => buildH5Url(routeByName('mpIndex'))).toThrow('no H5 path');
  });

  test('mini-program: page path with every param as query; shared pages name the route', () => {
    expect(buildMpUrl(routeByName('login'), { redirectUrl: '/cf/x' })).toBe('/pages/login/index?redirectUrl=%2Fcf%2Fx');
    // the subpackage case page serves contribute / detail / mpDetail in the mini-program: shared, so named
    expect(buildMpUrl(routeByName('mpDetail'), { infoUuid: 'abc' })).toBe('/sdc/cfPagesMain/detail/index?infoUuid=abc&_route=mpDetail');
    expect(mpUrlFor('contribute', { infoUuid: 'abc' })).toBe('/sdc/cfPagesMain/detail/index?infoUuid=abc&_route=contribute');
    // the info page serves many content routes: named; a page of one route is not
    expect(buildMpUrl(routeByName('greenPath'))).toBe('/pages/content/info/index?_route=greenPath');
    expect(mpUrlFor('/cf/activity/green-path?channel=5')).toBe('/pages/content/info/index?channel=5&_route=greenPath');
    expect(buildMpUrl(routeByName('pennantsMine'))).toBe('/pages/activity/pennants-mine/index');
    expect(mpUrlFor('/cf/pennants/mine?channel=5')).toBe('/pages/activity/pennants-mine/index?channel=5');
  });

  test('go() targets: route names or in-app paths', () => {
    expect(h5UrlFor('/cf/pay/abc?x=1', { y: 2 })).toBe('/cf/pay/abc?x=1&y=2');
    expect(h5UrlFor('contribute', { infoUuid: 'c1' })).toBe('/cf/contribute/c1');
  });

  test('mini-program page back to the H5-style path', () => {
    expect(mpPageToPath('pages/forward/index', { _route: 'pennantsMine', channel: '5' })).toBe('/cf/pennants/mine?channel=5');
    expect(mpPageToPath('sdc/cfPagesMain/detail/index', { infoUuid: 'a' })).toBe('/cf/contribute/a');
    expect(mpPageToPath('sdc/cfPagesMain/detail/index', { infoUuid: 'a', _route: 'mpDetail' })).toBe('/sdc/cfPagesMain/detail/index?infoUuid=a');
    expect(mpPageToPath('pages/login/index', {})).toBe('/login');
  });

  test('query helpers', () => {
    expect(toQuery({ a: 1, b: undefined, c: 'x y' })).toBe('a=1&c=x%20y');
    expect(parseQuery('?a=1&b=%2Fx&a=2&c')).toEqual({ a: '1', b: '/x', c: '' });
  });
});

describe('H5 nav adapter', () => {
  function setup(ua: string = UA.safariIos) {
    const router = { navigateTo: jest.fn(async () => undefined), redirectTo: jest.fn(async () => undefined) };
    const win = {
      location: { href: 'https://m.qschou.com/cf/pay/a?x=1', pathname: '/cf/pay/a', search: '?x=1', hostname: 'm.qschou.com', host: 'm.qschou.com', origin: 'https://m.qschou.com', assign: jest.fn(), replace: jest.fn() },
      history: { go: jest.fn(), length: 3 },
      document: { title: '', cookie: '', addEventListener: jest.fn() },
      navigator: { userAgent: ua },
      WeixinJSBridge: { invoke: jest.fn() },
    };
    const nav = createH5Nav(detectEnv(ua), win, router);
    return { nav, router, win };
  }

  test('go navigates the router by the real URL; replace redirects', () => {
    const { nav, router } = setup();
    nav.go('pay', { infoUuid: 'abc' });
    expect(router.navigateTo).toHaveBeenCalledWith({ url: '/cf/pay/abc' });
    nav.go('/login?redirectUrl=%2Fx', undefined, { replace: true });
    expect(router.redirectTo).toHaveBeenCalledWith({ url: '/login?redirectUrl=%2Fx' });
  });

  test('leave, back, currentPath, title', () => {
    const { nav, win } = setup();
    nav.leave('https://pay.example.com/c');
    expect(win.location.assign).toHaveBeenCalledWith('https://pay.example.com/c');
    nav.leave('https://x.example.com', { replace: true });
    expect(win.location.replace).toHaveBeenCalledWith('https://x.example.com');
    nav.back(2);
    expect(win.history.go).toHaveBeenCalledWith(-2);
    expect(nav.currentPath()).toBe('/cf/pay/a?x=1');
    nav.setTitle('支持');
    expect(win.document.title).toBe('支持');
  });

  test('closeWindow only in the messaging browser', () => {
    const plain = setup(UA.safariIos);
    expect(plain.nav.closeWindow()).toBe(false);
    const wechat = setup(UA.wechatIos);
    expect(wechat.nav.closeWindow()).toBe(true);
    expect(wechat.win.WeixinJSBridge.invoke).toHaveBeenCalledWith('closeWindow', {}, expect.any(Function));
  });
});

describe('weapp nav adapter', () => {
  function api(pages = 1): MpNavApi & { [k: string]: jest.Mock } {
    return {
      navigateTo: jest.fn(async () => undefined),
      redirectTo: jest.fn(async () => undefined),
      navigateBack: jest.fn(async () => undefined),
      setNavigationBarTitle: jest.fn(async () => undefined),
      getCurrentPages: jest.fn(() => Array.from({ length: pages }, () => ({ route: 'pages/agreements/index', options: { kind: 'user' } }))),
    } as never;
  }
  test('go uses the mini-program page path; replace and a full stack redirect', () => {
    const a = api();
    const nav = createWeappNav(a);
    nav.go('login', { redirectUrl: '/cf/pay/abc' });
    expect(a.navigateTo).toHaveBeenCalledWith({ url: '/pages/login/index?redirectUrl=%2Fcf%2Fpay%2Fabc' });
    nav.go('commonList', undefined, { replace: true });
    expect(a.redirectTo).toHaveBeenCalledTimes(1);
    const full = api(10);
    createWeappNav(full).go('commonList');
    expect(full.redirectTo).toHaveBeenCalled();
    expect(full.navigateTo).not.toHaveBeenCalled();
  });
  test('currentPath, title, back, leave', () => {
    const a = api();
    const nav = createWeappNav(a);
    expect(nav.currentPath()).toBe('/cf/agreements/user');
    nav.setTitle('支持');
    expect(a.setNavigationBarTitle).toHaveBeenCalledWith({ title: '支持' });
    nav.back();
    expect(a.navigateBack).toHaveBeenCalledWith({ delta: 1 });
    expect(() => nav.leave('https://x')).toThrow('not available in weapp');
    expect(nav.closeWindow()).toBe(false);
  });
});
