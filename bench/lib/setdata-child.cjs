// Child process of setdata.mjs: loads the built dist/weapp detail page in miniprogram-simulate (in a
// jsdom window, with the few wx/App/Page shims Taro needs), sends its API calls to the bench server
// and records every setData payload. Prints one JSON line. Args: <baseUrl> <infoUuid>.
const { JSDOM } = require('jsdom');
const { join } = require('node:path');

const [baseUrl, infoUuid] = process.argv.slice(2);
const ROOT = join(__dirname, '..', '..');
const DIST = join(ROOT, 'dist', 'weapp');
const PAGE = 'sdc/cfPagesMain/detail/index';

const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'http://localhost/', pretendToBeVisual: true });
const w = dom.window;
global.window = w;
for (const k of ['document', 'navigator', 'Node', 'Element', 'HTMLElement', 'Event', 'CustomEvent', 'MutationObserver', 'getComputedStyle', 'requestAnimationFrame', 'cancelAnimationFrame', 'DocumentFragment', 'Text', 'Comment']) {
  if (global[k] === undefined && w[k] !== undefined) global[k] = typeof w[k] === 'function' && /^[a-z]/.test(k) ? w[k].bind(w) : w[k];
}

const storage = new Map();
const pages = [];
const setDatas = []; // { t, bytes }
const requests = [];
global.wx = {
  getSystemInfoSync: () => ({ platform: 'devtools', pixelRatio: 2, windowWidth: 375, windowHeight: 667, screenWidth: 375, screenHeight: 667, statusBarHeight: 20, SDKVersion: '3.0.0', version: '8.0.0', system: 'iOS 16', model: 'iPhone', language: 'zh_CN', safeArea: { top: 20, bottom: 667, left: 0, right: 375, width: 375, height: 647 } }),
  getSystemInfo: (o) => o?.success?.(global.wx.getSystemInfoSync()),
  getWindowInfo: () => global.wx.getSystemInfoSync(),
  getDeviceInfo: () => global.wx.getSystemInfoSync(),
  getAppBaseInfo: () => global.wx.getSystemInfoSync(),
  getMenuButtonBoundingClientRect: () => ({ top: 24, bottom: 56, left: 280, right: 367, width: 87, height: 32 }),
  getLaunchOptionsSync: () => ({ path: PAGE, query: { infoUuid }, scene: 1001 }),
  getEnterOptionsSync: () => ({ path: PAGE, query: { infoUuid }, scene: 1001 }),
  nextTick: (fn) => setTimeout(fn, 0),
  getStorageSync: (k) => (storage.has(k) ? storage.get(k) : ''),
  setStorageSync: (k, v) => storage.set(k, v),
  removeStorageSync: (k) => storage.delete(k),
  getStorage: (o) => (storage.has(o.key) ? o.success?.({ data: storage.get(o.key) }) : o.fail?.({ errMsg: 'getStorage:fail data not found' })),
  setStorage: (o) => { storage.set(o.key, o.data); o.success?.({}); },
  login: (o) => o?.success?.({ code: 'bench-code' }),
  checkSession: (o) => o?.fail?.({ errMsg: 'checkSession:fail' }),
  showShareMenu: (o) => o?.success?.({}),
  hideShareMenu: (o) => o?.success?.({}),
  setNavigationBarTitle: (o) => o?.success?.({}),
  showToast: (o) => o?.success?.({}),
  hideToast: () => {},
  showLoading: (o) => o?.success?.({}),
  hideLoading: () => {},
  stopPullDownRefresh: () => {},
  onAppShow: () => {},
  onAppHide: () => {},
  onError: () => {},
  onUnhandledRejection: () => {},
  onPageNotFound: () => {},
  getNetworkType: (o) => o?.success?.({ networkType: 'wifi' }),
  onNetworkStatusChange: () => {},
  getUpdateManager: () => ({ onCheckForUpdate() {}, onUpdateReady() {}, onUpdateFailed() {}, applyUpdate() {} }),
  createSelectorQuery: () => { const q = { in: () => q, select: () => q, selectAll: () => q, selectViewport: () => q, boundingClientRect: () => q, scrollOffset: () => q, fields: () => q, exec: (cb) => cb && cb([]) }; return q; },
  request(o) {
    // The build talks to its configured API origin; the bench server listens elsewhere.
    const url = String(o.url).replace(/^https?:\/\/[^/]+/, baseUrl);
    const headers = { 'content-type': 'application/json', ...(o.header || {}) };
    const started = Date.now();
    let aborted = false;
    fetch(url, { method: o.method || 'GET', headers, body: o.method === 'POST' ? (typeof o.data === 'string' ? o.data : JSON.stringify(o.data ?? {})) : undefined })
      .then(async (res) => {
        const text = await res.text();
        let data = text;
        try { data = JSON.parse(text); } catch { /* text */ }
        requests.push({ url: url.replace(baseUrl, ''), ms: Date.now() - started, at: Date.now(), status: res.status, note: url.includes('/monitor/') ? String(JSON.stringify(o.data)).slice(0, 300) : undefined });
        if (aborted) return;
        const header = {};
        res.headers.forEach((v, k) => { header[k] = v; });
        o.success?.({ statusCode: res.status, data, header, cookies: res.headers.getSetCookie?.() ?? [] });
        o.complete?.({});
      })
      .catch((e) => { o.fail?.({ errMsg: `request:fail ${e.message}` }); o.complete?.({}); });
    return { abort() { aborted = true; }, onHeadersReceived() {}, offHeadersReceived() {} };
  },
};

let appConfig = null;
global.App = (cfg) => { appConfig = cfg; };
global.getApp = () => appConfig || {};
global.getCurrentPages = () => pages;
global.requirePlugin = () => ({});

async function main() {
  const simulate = require('miniprogram-simulate');
  // Page(cfg) as a Component whose methods are the page's handlers, with setData instrumented.
  global.Page = (cfg) => {
    const methods = {};
    const data = cfg.data || {};
    for (const [k, v] of Object.entries(cfg)) if (typeof v === 'function') methods[k] = v;
    global.Component({
      data,
      methods,
      lifetimes: {
        created() {
          const self = this;
          const orig = self.setData.bind(self);
          self.setData = (d, cb) => {
            setDatas.push({ t: Date.now(), bytes: Buffer.byteLength(JSON.stringify(d)) });
            return orig(d, cb);
          };
          self.route = PAGE;
          self.__route__ = PAGE;
          self.options = { infoUuid };
          pages.push(self);
        },
        attached() {
          this.onLoad?.call(this, { infoUuid });
          this.onShow?.call(this);
          this.onReady?.call(this);
        },
      },
    });
  };
  require(join(DIST, 'app.js'));
  appConfig?.onLaunch?.call(appConfig, { path: PAGE, query: { infoUuid }, scene: 1001 });
  appConfig?.onShow?.call(appConfig, { path: PAGE, query: { infoUuid }, scene: 1001 });

  const id = simulate.load(join(DIST, PAGE), { rootPath: DIST, compiler: 'official' });
  const started = Date.now();
  const comp = simulate.render(id, {});
  comp.attach(document.createElement('parent-wrapper'));
  // Done when the case title is on screen and nothing was set for a while (polling, not a fixed wait).
  const deadline = started + 20_000;
  let lastCount = -1;
  let stableSince = Date.now();
  for (;;) {
    await new Promise((r) => setTimeout(r, 50));
    if (setDatas.length !== lastCount) { lastCount = setDatas.length; stableSince = Date.now(); }
    const text = comp.dom?.textContent || '';
    const hasTitle = requests.some((r) => r.url.includes('get-funding-info')) && text.length > 20;
    if ((hasTitle && Date.now() - stableSince > 500) || Date.now() > deadline) break;
  }
  const fundedAt = Math.min(...requests.filter((r) => r.url.includes('get-funding-info')).map((r) => r.at));
  const withData = setDatas.find((s) => s.t >= fundedAt);
  const kb = (b) => +(b / 1024).toFixed(2);
  console.log(JSON.stringify({
    firstKB: setDatas[0] ? kb(setDatas[0].bytes) : null,
    firstWithCaseKB: withData ? kb(withData.bytes) : null,
    largestKB: setDatas.length ? kb(Math.max(...setDatas.map((s) => s.bytes))) : null,
    count: setDatas.length,
    totalKB: kb(setDatas.reduce((s, x) => s + x.bytes, 0)),
    requests: requests.map((r) => r.url.split('?')[0]),
    monitor: requests.filter((r) => r.note).map((r) => r.note),
    textChars: (comp.dom?.textContent || '').length,
  }));
  process.exit(0);
}

main().catch((e) => {
  console.error(e && e.stack ? e.stack : e);
  process.exit(1);
});
