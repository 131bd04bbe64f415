/**
 * Environment detection from the user agent (markers below). Pure: callers pass the UA (and, on H5, the
 * JSSDK's `window.__wxjs_environment`), so it runs in Node tests against real UA strings.
 *
 * Markers: messaging browser `MicroMessenger` (not `wxwork`); workplace chat `wxwork`; mini-program
 * `miniProgram` in the UA or __wxjs_environment 'miniprogram' (always in the weapp build); provider
 * apps `CfApp/<version>` (Android/iOS from the OS part); CRM app `CfCrm/`; microblog `Weibo`;
 * chat app `QQ/` (and not MicroMessenger). Pay/platform codes: 1 app, 2 JSSDK, 5 mini-program, 8 H5.
 */
import type { EnvInfo, EnvKind } from './types';
import { APP_UA_MARKER, CRM_UA_MARKER } from './config';

export interface DetectOptions {
  /** window.__wxjs_environment on H5 */
  wxjsEnvironment?: string;
  /** true in the weapp build: the code runs inside the mini-program itself */
  miniProgramBuild?: boolean;
}

const MOBILE_RE = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|OpenHarmony|Windows Phone/i;
const IOS_RE = /iPhone|iPad|iPod|iOS/i;

/** Classifies a user agent; see the module doc for the markers. */
export function detectEnv(ua: string, opts: DetectOptions = {}): EnvInfo {
  const s = ua || '';
  const isWxWork = /wxwork/i.test(s);
  const isMessaging = /MicroMessenger/i.test(s);
  const isMiniProgram =
    !!opts.miniProgramBuild || /miniProgram/i.test(s) || opts.wxjsEnvironment === 'miniprogram';
  const isApp = s.includes(APP_UA_MARKER);
  const isIosApp = isApp && IOS_RE.test(s);
  const isAndroidApp = isApp && !isIosApp;
  const isCrm = s.includes(CRM_UA_MARKER);
  const isWeibo = /Weibo/i.test(s);
  const isQQ = /(^|[^A-Za-z])QQ\//i.test(s) && !isMessaging;
  const isWechat = isMessaging && !isWxWork && !opts.miniProgramBuild;
  const isMobile = !!opts.miniProgramBuild || MOBILE_RE.test(s);

  let kind: EnvKind = 'browser';
  if (isMiniProgram) kind = 'miniProgram';
  else if (isWxWork) kind = 'wxwork';
  else if (isCrm) kind = 'crm';
  else if (isApp) kind = isIosApp ? 'appIos' : 'appAndroid';
  else if (isWechat) kind = 'wechat';
  else if (isWeibo) kind = 'weibo';
  else if (isQQ) kind = 'qq';

  const payPlatform: EnvInfo['payPlatform'] = isMiniProgram ? 5 : isApp ? 1 : isWechat ? 2 : 8;
  return {
    kind,
    isWechat,
    isWxWork,
    isMiniProgram,
    isApp,
    isAndroidApp,
    isIosApp,
    isWeibo,
    isQQ,
    isCrm,
    isDesktop: !isMobile,
    isMobile,
    payPlatform,
    platformCode: payPlatform,
  };
}
