/**
 * H5 JSSDK: loads the messaging app's script when missing, signs the URL (without hash) on the server
 * and calls wx.config. Failures are reported through events.ts and init resolves false.
 * Android signs the current URL, once per URL. iOS signs the SPA's entry URL (the messaging app keeps
 * the first URL of the page there, whatever pushState did since), once per page load.
 * A call while an init for the same key runs joins it; a failed init is retried by the next call.
 */
import type { JssdkSignRes } from '../contract/platform';
import type { EnvInfo, JssdkAdapter } from './types';
import { realWindow, type H5Window } from './h5-window';
import { emitPlatformError, errorText } from './events';

export const JSSDK_SCRIPT = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
export const JS_API_LIST = [
  'updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareAppMessage', 'onMenuShareTimeline',
  'onMenuShareQQ', 'onMenuShareQZone', 'hideMenuItems', 'showMenuItems', 'chooseWXPay', 'closeWindow',
];

function loadScript(win: H5Window, src: string, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (win.wx) return resolve();
    const el = win.document.createElement?.('script');
    if (!el || !win.document.head) return reject(new Error('no document to load the JSSDK'));
    const timer = setTimeout(() => reject(new Error('JSSDK script timeout')), timeoutMs);
    el.src = src;
    el.async = true;
    el.onload = () => (clearTimeout(timer), resolve());
    el.onerror = () => (clearTimeout(timer), reject(new Error('JSSDK script failed')));
    win.document.head.appendChild(el);
  });
}

/** Builds the H5 JSSDK adapter. */
export function createH5Jssdk(env: EnvInfo, win: H5Window = realWindow()): JssdkAdapter {
  // Created with the platform at app start: this is the entry URL before any client-side navigation.
  const entryUrl = win.location.href.split('#')[0];
  const ios = /iPhone|iPad|iPod/i.test(win.navigator.userAgent);
  const inits = new Map<string, Promise<boolean>>();
  const adapter = {
    isAvailable: () => env.isWechat || (env.isMiniProgram && /MicroMessenger/i.test(win.navigator.userAgent)),
    init(sign: (url: string) => Promise<JssdkSignRes>): Promise<boolean> {
      if (!adapter.isAvailable()) return Promise.resolve(false);
      const url = ios ? entryUrl : win.location.href.split('#')[0];
      const key = ios ? 'ios' : url;
      const known = inits.get(key);
      if (known) return known;
      const p = configure(url, sign).then((ok) => {
        if (!ok) inits.delete(key);
        return ok;
      });
      inits.set(key, p);
      return p;
    },
  } satisfies JssdkAdapter;

  async function configure(url: string, sign: (url: string) => Promise<JssdkSignRes>): Promise<boolean> {
    let cfg: JssdkSignRes;
    try {
      cfg = await sign(url);
    } catch (err) {
      emitPlatformError('WX_SIGNATURE', { url, reason: errorText(err) });
      return false;
    }
    try {
      await loadScript(win, JSSDK_SCRIPT);
      const wx = win.wx!;
      return await new Promise<boolean>((resolve) => {
        wx.ready(() => resolve(true));
        wx.error((res) => {
          emitPlatformError('WX_INIT', { url, reason: errorText(res) });
          resolve(false);
        });
        wx.config({ debug: false, appId: cfg.appId, timestamp: cfg.timestamp, nonceStr: cfg.nonceStr, signature: cfg.signature, jsApiList: JS_API_LIST });
      });
    } catch (err) {
      emitPlatformError('WX_INIT', { url, reason: errorText(err) });
      return false;
    }
  }
  return adapter;
}
