import { createH5Pay, bridgePayOutcome } from '../../../src/platform/pay.h5';
import { createWeappPay, mpPayFailure } from '../../../src/platform/pay.weapp';
import { createH5Share, SHARE_MENU_ITEMS } from '../../../src/platform/share.h5';
import { createWeappShare } from '../../../src/platform/share.weapp';
import { createH5Login } from '../../../src/platform/login.h5';
import { createWeappLogin } from '../../../src/platform/login.weapp';
import { createH5Jssdk } from '../../../src/platform/jssdk.h5';
import { createH5Bridge, bridgeSchemeUrl } from '../../../src/platform/bridge.h5';
import { buildAuthUrl } from '../../../src/platform/auth-url';
import { onPlatformError } from '../../../src/platform/events';
import { detectEnv } from '../../../src/platform/env';
import { SHARE_TARGET, UnsupportedError } from '../../../src/platform/types';
import type { Payment } from '../../../src/contract/pay';
import { UA } from './ua';

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: {} }));

const jsapi = { appId: 'wxa', timeStamp: '1700000000', nonceStr: 'n', package: 'prepay_id=p', signType: 'RSA' as const, paySign: 's' };
const wxpay: Payment = { provider: 'wxpay', jsapi };
const sandbox: Payment = { provider: 'sandbox', cashierUrl: '/pay/sandbox/cashier?orderId=o1' };
const ctx = { orderId: 'o1', infoUuid: 'c1' };

function win(over: Record<string, unknown> = {}) {
  return {
    location: { href: 'https://m.qschou.com/cf/pay/c1?x=1#frag', pathname: '/cf/pay/c1', search: '?x=1', hostname: 'm.qschou.com', host: 'm.qschou.com', origin: 'https://m.qschou.com', assign: jest.fn(), replace: jest.fn() },
    history: { go: jest.fn(), length: 1 },
    document: { title: '', cookie: '', addEventListener: jest.fn() },
    navigator: { userAgent: UA.wechatIos },
    ...over,
  } as any;
}

describe('H5 pay', () => {
  test('sandbox leaves for the cashier', async () => {
    const w = win();
    await expect(createH5Pay(detectEnv(UA.safariIos), w).pay(sandbox, ctx)).resolves.toBe('redirected');
    expect(w.location.assign).toHaveBeenCalledWith(sandbox.cashierUrl);
  });
  test('messaging browser: getBrandWCPayRequest with the jsapi params', async () => {
    const invoke = jest.fn((_n, _a, cb) => cb({ err_msg: 'get_brand_wcpay_request:ok' }));
    const pay = createH5Pay(detectEnv(UA.wechatIos), win({ WeixinJSBridge: { invoke } }));
    await expect(pay.pay(wxpay, ctx)).resolves.toBe('paid');
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', jsapi, expect.any(Function));
  });
  test('outcome mapping', () => {
    expect(bridgePayOutcome('get_brand_wcpay_request:ok')).toBe('paid');
    expect(bridgePayOutcome('get_brand_wcpay_request:cancel')).toBe('cancelled');
    expect(bridgePayOutcome('get_brand_wcpay_request:fail')).toBe('failed');
  });
  test('wxpay outside the messaging browser is unsupported', async () => {
    await expect(createH5Pay(detectEnv(UA.chromeDesktop), win()).pay(wxpay, ctx)).rejects.toBeInstanceOf(UnsupportedError);
  });
});

describe('weapp pay', () => {
  test('requestPayment params and outcomes', async () => {
    const rp = jest.fn(async () => ({ errMsg: 'requestPayment:ok' }));
    await expect(createWeappPay(rp).pay(wxpay, ctx)).resolves.toBe('paid');
    expect(rp).toHaveBeenCalledWith({ timeStamp: '1700000000', nonceStr: 'n', package: 'prepay_id=p', signType: 'RSA', paySign: 's' });
    const cancel = jest.fn(async () => Promise.reject({ errMsg: 'requestPayment:fail cancel' }));
    await expect(createWeappPay(cancel).pay(wxpay, ctx)).resolves.toBe('cancelled');
    const events: string[] = [];
    const off = onPlatformError((e) => events.push(e.event));
    const fail = jest.fn(async () => Promise.reject({ errMsg: 'requestPayment:fail (detail message)' }));
    await expect(createWeappPay(fail).pay(wxpay, ctx)).resolves.toBe('failed');
    off();
    expect(events).toEqual(['PAY']);
    expect(mpPayFailure(new Error('x'))).toBe('failed');
    await expect(createWeappPay(rp).pay(sandbox, ctx)).rejects.toBeInstanceOf(UnsupportedError);
  });
});

describe('share', () => {
  test('H5 messaging browser uses the JSSDK; shared callbacks report the target', async () => {
    const wx = {
      updateAppMessageShareData: jest.fn(), updateTimelineShareData: jest.fn(),
      onMenuShareAppMessage: jest.fn((o) => o.success()), hideMenuItems: jest.fn(), showMenuItems: jest.fn(),
    };
    const share = createH5Share(detectEnv(UA.wechatAndroid), win({ wx }));
    expect(share.isAvailable()).toBe(true);
    const shared: number[] = [];
    await share.setContent({ title: 't', desc: 'd', link: 'https://m.qschou.com/cf/contribute/c1', imgUrl: 'i' }, (t) => shared.push(t));
    expect(wx.updateAppMessageShareData).toHaveBeenCalledWith({ title: 't', desc: 'd', link: 'https://m.qschou.com/cf/contribute/c1', imgUrl: 'i' });
    expect(shared).toEqual([2]);
    // WeChat's browser menu reaches friends and the timeline only (no QQ / QZone there)
    expect(share.targets()).toEqual([SHARE_TARGET.friend, SHARE_TARGET.timeline]);
    await share.setMenuVisible(false);
    expect(wx.hideMenuItems).toHaveBeenCalledWith({ menuList: SHARE_MENU_ITEMS });
    await share.setMenuVisible(true);
    expect(wx.showMenuItems).toHaveBeenCalled();
  });
  test('plain browser: not available, calls are no-ops', async () => {
    const share = createH5Share(detectEnv(UA.chromeDesktop), win());
    expect(share.isAvailable()).toBe(false);
    expect(share.targets()).toEqual([]);
    await expect(share.setMenuVisible(false)).resolves.toBeUndefined();
  });
  test('weapp: share menu via Taro; no links (cards are shared), copy through the clipboard', async () => {
    const taro = { showShareMenu: jest.fn(async () => undefined), hideShareMenu: jest.fn(async () => undefined), setClipboardData: jest.fn(async () => undefined) };
    const share = createWeappShare(taro as never);
    expect(share.targets()).toEqual([SHARE_TARGET.friend, SHARE_TARGET.timeline]);
    await share.setMenuVisible(false);
    expect(taro.hideShareMenu).toHaveBeenCalled();
    await share.setMenuVisible(true);
    expect(taro.showShareMenu).toHaveBeenCalled();
    expect(share.linkFor('/cf/group-help-detail/c1?bonfireUuid=t1')).toBeNull();
    await expect(share.copyText('abc')).resolves.toBe(true);
    expect(taro.setClipboardData).toHaveBeenCalledWith({ data: 'abc' });
    taro.setClipboardData.mockRejectedValueOnce(new Error('setClipboardData:fail'));
    await expect(share.copyText('abc')).resolves.toBe(false);
  });
  test('H5: absolute links on this origin; copy by the Clipboard API, else by the selection (http in the messaging browser)', async () => {
    const writeText = jest.fn(async () => undefined);
    const share = createH5Share(detectEnv(UA.chromeDesktop), win({ navigator: { userAgent: UA.chromeDesktop, clipboard: { writeText } } }));
    expect(share.linkFor('/cf/group-help-detail/c1?bonfireUuid=t1')).toBe('https://m.qschou.com/cf/group-help-detail/c1?bonfireUuid=t1');
    expect(share.linkFor('https://x.example/a')).toBe('https://x.example/a');
    await expect(share.copyText('https://m.qschou.com/a')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://m.qschou.com/a');
    const area = { value: '', style: {} as Record<string, string>, setAttribute: jest.fn(), select: jest.fn() };
    const body = { appendChild: jest.fn(), removeChild: jest.fn() };
    const execCommand = jest.fn(() => true);
    const old = createH5Share(detectEnv(UA.wechatAndroid), win({ document: { title: '', cookie: '', addEventListener: jest.fn(), createElement: () => area, body, execCommand } }));
    await expect(old.copyText('link')).resolves.toBe(true);
    expect([area.value, execCommand.mock.calls[0]]).toEqual(['link', ['copy']]);
    expect(body.removeChild).toHaveBeenCalledWith(area);
    execCommand.mockReturnValueOnce(false);
    await expect(old.copyText('link')).resolves.toBe(false);
  });
});

describe('login', () => {
  test('auth URL: the server start path (it binds the state), scope, third type (allowed list else 17), return URL', () => {
    const url = buildAuthUrl({ scope: 'userinfo', returnUrl: '/login?redirectUrl=%2Fx', thirdType: 115, origin: 'https://m.qschou.com', hostname: 'm.qschou.com' });
    expect(url).toBe('https://m.qschou.com/api/wx/auth/start?thirdType=115&scope=userinfo&redirectUrl=' + encodeURIComponent('https://m.qschou.com/login?redirectUrl=%2Fx'));
    // never the OAuth page directly: a code must come back with the state the server bound to this browser
    expect(url).not.toContain('open.weixin.qq.com');
    const bad = buildAuthUrl({ scope: 'base', returnUrl: '/', thirdType: 999, origin: 'https://a.qsebao.com', hostname: 'a.qsebao.com' });
    expect(bad.startsWith('https://www.qschou.com/api/wx/auth/start?thirdType=17&scope=base&redirectUrl=')).toBe(true);
  });
  test('H5 adapter redirects in the messaging browser only', async () => {
    const w = win();
    const login = createH5Login(detectEnv(UA.wechatIos), w);
    expect(login.canAuthRedirect()).toBe(true);
    login.authRedirect('base', '/cf/pay/c1');
    expect(w.location.assign.mock.calls[0][0]).toContain('/api/wx/auth/start?thirdType=17&scope=base');
    await expect(login.getMpCode()).rejects.toBeInstanceOf(UnsupportedError);
    const plain = createH5Login(detectEnv(UA.safariIos), win());
    expect(plain.canAuthRedirect()).toBe(false);
    expect(() => plain.authRedirect('base', '/')).toThrow(UnsupportedError);
  });
  test('weapp getMpCode via Taro.login', async () => {
    const login = createWeappLogin(async () => ({ code: 'c0de' }));
    await expect(login.getMpCode()).resolves.toBe('c0de');
    expect(login.canAuthRedirect()).toBe(false);
    expect(() => login.authRedirect('base', '/')).toThrow(UnsupportedError);
  });
});

describe('JSSDK', () => {
  test('signs the URL without hash and configures wx; ready -> true', async () => {
    const wx = { config: jest.fn(), ready: jest.fn((cb) => cb()), error: jest.fn() };
    const sign = jest.fn(async () => ({ appId: 'a', timestamp: 1, nonceStr: 'n', signature: 's' }));
    await expect(createH5Jssdk(detectEnv(UA.wechatIos), win({ wx })).init(sign)).resolves.toBe(true);
    expect(sign).toHaveBeenCalledWith('https://m.qschou.com/cf/pay/c1?x=1');
    expect(wx.config).toHaveBeenCalledWith(expect.objectContaining({ appId: 'a', signature: 's', jsApiList: expect.arrayContaining(['chooseWXPay']) }));
  });
  test('signature and init failures are reported and resolve false', async () => {
    const events: string[] = [];
    const off = onPlatformError((e) => events.push(e.event));
    const j = createH5Jssdk(detectEnv(UA.wechatIos), win({ wx: { config: jest.fn(), ready: jest.fn(), error: jest.fn((cb) => cb({ errMsg: 'config:fail' })) } }));
    await expect(j.init(async () => Promise.reject(new Error('500')))).resolves.toBe(false);
    await expect(j.init(async () => ({ appId: 'a', timestamp: 1, nonceStr: 'n', signature: 's' }))).resolves.toBe(false);
    off();
    expect(events).toEqual(['WX_SIGNATURE', 'WX_INIT']);
  });
  test('not available outside the messaging browser', async () => {
    const j = createH5Jssdk(detectEnv(UA.chromeDesktop), win({ navigator: { userAgent: UA.chromeDesktop } }));
    expect(j.isAvailable()).toBe(false);
    await expect(j.init(jest.fn())).resolves.toBe(false);
  });
});

describe('bridge', () => {
  test('app: postMessage when injected, else the URL scheme; elsewhere unsupported', () => {
    const postMessage = jest.fn();
    createH5Bridge(detectEnv(UA.appAndroid), win({ CfAppBridge: { postMessage } })).openNative('raise', '/cf/launch');
    expect(JSON.parse(postMessage.mock.calls[0][0])).toEqual({ action: 'open', kind: 'raise', path: '/cf/launch' });
    const w = win();
    createH5Bridge(detectEnv(UA.appIos), w).openNative('account', '/mine');
    expect(w.location.assign).toHaveBeenCalledWith(bridgeSchemeUrl('account', '/mine'));
    expect(bridgeSchemeUrl('account', '/mine?a=1')).toBe('cfapp://open?kind=account&path=%2Fmine%3Fa%3D1');
    const plain = createH5Bridge(detectEnv(UA.safariIos), win());
    expect(plain.isAvailable()).toBe(false);
    expect(() => plain.openNative('raise', '/')).toThrow(UnsupportedError);
  });
});
