/**
 * H5 share: in the messaging browser through the JSSDK (`window.wx`); elsewhere not available and
 * both calls are no-ops (the browser's own share UI applies).
 */
import { SHARE_TARGET, WECHAT_SHARE_TARGETS, type EnvInfo, type ShareAdapter, type ShareContent, type ShareTarget } from './types';
import { realWindow, type H5Window } from './h5-window';

/** The JSSDK menu items hidden on routes with hideShare. */
export const SHARE_MENU_ITEMS = [
  'menuItem:share:appMessage',
  'menuItem:share:timeline',
  'menuItem:share:qq',
  'menuItem:share:QZone',
  'menuItem:share:weiboApp',
  'menuItem:favorite',
  'menuItem:copyUrl',
  'menuItem:openWithSafari',
  'menuItem:openWithQQBrowser',
];

/** Builds the H5 share adapter. */
export function createH5Share(env: EnvInfo, win: H5Window = realWindow()): ShareAdapter {
  const available = () => (env.isWechat || env.isMiniProgram) && !!win.wx;
  const adapter = {
    isAvailable: available,
    // the messaging browser's menu; the QQ callbacks below are kept for the JSSDK but nothing reaches them there
    targets: () => (available() ? WECHAT_SHARE_TARGETS : []),
    async setContent(c: ShareContent, onShared: (target: ShareTarget) => void): Promise<void> {
      if (!available()) return;
      const wx = win.wx!;
      const base = { title: c.title, desc: c.desc, link: c.link, imgUrl: c.imgUrl };
      wx.updateAppMessageShareData?.({ ...base });
      wx.updateTimelineShareData?.({ title: c.title, link: c.link, imgUrl: c.imgUrl });
      // The update* APIs do not report a completed share; the legacy onMenuShare* ones do.
      wx.onMenuShareAppMessage?.({ ...base, success: () => onShared(SHARE_TARGET.friend) });
      wx.onMenuShareTimeline?.({ ...base, success: () => onShared(SHARE_TARGET.timeline) });
      wx.onMenuShareQQ?.({ ...base, success: () => onShared(SHARE_TARGET.qq) });
      wx.onMenuShareQZone?.({ ...base, success: () => onShared(SHARE_TARGET.qzone) });
    },
    async setMenuVisible(visible: boolean): Promise<void> {
      if (!available()) return;
      const wx = win.wx!;
      if (visible) wx.showMenuItems?.({ menuList: SHARE_MENU_ITEMS });
      else wx.hideMenuItems?.({ menuList: SHARE_MENU_ITEMS });
    },
    linkFor: (path: string) => (/^https?:\/\//i.test(path) ? path : `${win.location.origin}${path}`),
    async copyText(text: string): Promise<boolean> {
      // the async Clipboard API needs a secure context; the messaging browser over http has only execCommand
      try {
        if (win.navigator.clipboard?.writeText) {
          await win.navigator.clipboard.writeText(text);
          return true;
        }
      } catch {
        /* refused: try the selection below */
      }
      const doc = win.document;
      const area = doc.createElement?.('textarea');
      if (!area || !doc.body || !doc.execCommand) return false;
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      doc.body.appendChild(area);
      area.select();
      let ok = false;
      try {
        ok = doc.execCommand('copy');
      } catch {
        ok = false;
      }
      doc.body.removeChild(area);
      return ok;
    },
  } satisfies ShareAdapter;
  return adapter;
}
