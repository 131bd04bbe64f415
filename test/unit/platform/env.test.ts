import { detectEnv } from '../../../src/platform/env';
import { UA } from './ua';

test.each([
  ['wechatAndroid', 'wechat', 2, true],
  ['wechatIos', 'wechat', 2, true],
  ['wechatWindows', 'wechat', 2, false],
  ['wxwork', 'wxwork', 8, true],
  ['miniProgramAndroid', 'miniProgram', 5, true],
  ['weibo', 'weibo', 8, true],
  ['qq', 'qq', 8, true],
  ['qqBrowser', 'browser', 8, true],
  ['chromeDesktop', 'browser', 8, false],
  ['safariMac', 'browser', 8, false],
  ['safariIos', 'browser', 8, true],
  ['chromeAndroid', 'browser', 8, true],
  ['appAndroid', 'appAndroid', 1, true],
  ['appIos', 'appIos', 1, true],
  ['crm', 'crm', 8, true],
] as const)('%s -> %s (pay platform %d, mobile %p)', (name, kind, pay, mobile) => {
  const env = detectEnv(UA[name]);
  expect(env.kind).toBe(kind);
  expect(env.payPlatform).toBe(pay);
  expect(env.platformCode).toBe(pay);
  expect(env.isMobile).toBe(mobile);
  expect(env.isDesktop).toBe(!mobile);
});

test('flags', () => {
  expect(detectEnv(UA.wechatIos)).toMatchObject({ isWechat: true, isWxWork: false, isQQ: false, isMiniProgram: false });
  expect(detectEnv(UA.wxwork)).toMatchObject({ isWechat: false, isWxWork: true });
  expect(detectEnv(UA.qq)).toMatchObject({ isQQ: true, isWechat: false });
  expect(detectEnv(UA.qqBrowser).isQQ).toBe(false);
  expect(detectEnv(UA.weibo).isWeibo).toBe(true);
  expect(detectEnv(UA.appIos)).toMatchObject({ isApp: true, isIosApp: true, isAndroidApp: false });
  expect(detectEnv(UA.appAndroid)).toMatchObject({ isApp: true, isIosApp: false, isAndroidApp: true });
  expect(detectEnv(UA.crm)).toMatchObject({ isCrm: true, isApp: false });
  expect(detectEnv(UA.chromeDesktop)).toMatchObject({ isWechat: false, isApp: false, isWeibo: false, isQQ: false });
});

test('mini-program web-view: UA marker, or the JSSDK environment flag', () => {
  expect(detectEnv(UA.miniProgramAndroid)).toMatchObject({ isMiniProgram: true, isWechat: true });
  expect(detectEnv(UA.miniProgramIosNoMarker).kind).toBe('wechat');
  expect(detectEnv(UA.miniProgramIosNoMarker, { wxjsEnvironment: 'miniprogram' })).toMatchObject({ kind: 'miniProgram', payPlatform: 5 });
});

test('the weapp build is always the mini-program', () => {
  expect(detectEnv('', { miniProgramBuild: true })).toMatchObject({ kind: 'miniProgram', isMiniProgram: true, isWechat: false, isMobile: true, payPlatform: 5 });
});
