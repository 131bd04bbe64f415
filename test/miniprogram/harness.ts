/**
 * Runs the built mini-program (dist/weapp, `npm run build:weapp`) in miniprogram-simulate (TOOLCHAIN.md):
 * global App/getApp/getCurrentPages/Page shims, a `wx` whose request answers with canned envelopes
 * (a fake server answer, never the real server), then `require(dist/weapp/app.js)` and
 * `simulate.load(page, { rootPath: dist, compiler: 'official' })`.
 *
 *   const mp = setupMiniProgram({ responses: { '/api/cf/v4/case/list': { list: [...], hasNext: false, anchorId: '' } } });
 *   const page = mp.openPage('sdc/cfPagesMain/detail/index', { infoUuid: 'c1' });
 *   await mp.waitFor(() => page.text().includes('标题'));
 *   page.tap(page.byClass('cf-card')!);
 *
 * Rendering is asynchronous: poll with waitFor, never sleep a fixed time.
 */
import * as fs from 'fs';
import * as path from 'path';
import { cannedAnswerProblem } from './contract-answers';
// eslint-disable-next-line @typescript-eslint/no-var-requires
const simulate = require('miniprogram-simulate') as {
  load(p: string, o: { rootPath: string; compiler: 'official' | 'simulate' }): string;
  render(id: string, props?: Record<string, unknown>): MpComponent;
};

export const DIST = path.join(__dirname, '..', '..', 'dist', 'weapp');

export interface MpComponent {
  dom: HTMLElement;
  instance: Record<string, unknown> & { setData(d: Record<string, unknown>): void };
  attach(parent: Element): void;
  detach(): void;
  querySelector(selector: string): MpComponent | undefined;
  triggerLifeTime(name: string, ...args: unknown[]): void;
  triggerPageLifeTime(name: string, ...args: unknown[]): void;
}

/** A canned envelope, or a function computing it from the request body. */
export type CannedAnswer = unknown | ((body: Record<string, unknown>) => unknown);

export interface MpHarnessOptions {
  /** API path -> `data` of a code-0 envelope (or a full envelope when it has a numeric `code`) */
  responses?: Record<string, CannedAnswer>;
  /** the code wx.login hands out (a function: a new code per call, e.g. dev-<device>-<nonce>) */
  loginCode?: string | (() => string);
  /**
   * The origin of a real server: wx.request goes there over HTTP (the URL's path kept, cookies as the
   * mini-program sends them) instead of the canned answers. A function, as the server starts later.
   */
  server?: () => string;
  /** wx.requestPayment: resolve = success callback, reject(errMsg) = fail callback (default: success). */
  requestPayment?: (o: Record<string, unknown>) => Promise<void>;
  /** wx.requestSubscribeMessage: the answer per template id (default: every template accepted). */
  requestSubscribeMessage?: (tmplIds: string[]) => Record<string, string>;
  /** fields over wx.getAppBaseInfo()'s answer (e.g. WeChat's font size: fontSizeSetting, fontSizeScaleFactor) */
  appBaseInfo?: Record<string, unknown>;
  /**
   * More wx functions, or replacements (previewImage, getSetting, stopPullDownRefresh...): each gets the
   * options object as the runtime passes it; answer with `wxAnswer(opts, result, ok)`.
   */
  wx?: Record<string, (opts: Record<string, unknown>) => unknown>;
}

export interface MpRequest {
  path: string;
  method: string;
  data: Record<string, unknown>;
  header: Record<string, string>;
}

export interface OpenedPage {
  comp: MpComponent;
  /** the page's visible text */
  text(): string;
  /**
   * The first element with this class (as written in the source: simulate prefixes it with the
   * component's tag, `main--`). Taro keeps data-* (data-testid) in its runtime, not in the WXML.
   */
  byClass(className: string): HTMLElement | null;
  /** taps an element (bubbling, as the mini-program's tap does) */
  tap(el: Element): void;
  /** all elements with this class */
  allByClass(className: string): HTMLElement[];
  /** types into an input (the input event with detail.value, as the mini-program sends it) */
  input(el: Element, value: string): void;
  /** Taro's data nodes (what the WXML renders from) carrying this class: attribute values such as an image's src */
  nodeData(className: string): Record<string, unknown>[];
}

type ExparserNode = { dom: Element; dispatchEvent(name: string, o?: Record<string, unknown>): void };

/**
 * The mini-program node of a DOM element: events go through it (exparser), as the mini-program
 * delivers them (a DOM event on the rendered element does not reach input handlers).
 */
function exparserOf(comp: MpComponent, el: Element): ExparserNode | undefined {
  const cls = (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).map((c) => c.replace(/^main--/, ''));
  for (const c of cls) {
    const all = (comp as unknown as { querySelectorAll(s: string): ExparserNode[] }).querySelectorAll(`.${c}`) ?? [];
    const hit = all.find((n) => n.dom === el);
    if (hit) return hit;
  }
  return undefined;
}

export interface MpHarness {
  requests: MpRequest[];
  titles: string[];
  /** urls of wx.navigateTo / redirectTo / reLaunch / switchTab, in order */
  navigations: string[];
  /** titles of wx.showToast / showModal contents */
  toasts: string[];
  openPage(pagePath: string, query?: Record<string, string>): OpenedPage;
  waitFor(fn: () => boolean, timeoutMs?: number, what?: string): Promise<void>;
}

/** Defaults that keep every page alive without a server: a visitor, empty lists. */
/** Canned answers that no server of ours could send (contract-answers.ts): each fails the test it ran in. */
const contractProblems: string[] = [];
afterEach(() => {
  const found = contractProblems.splice(0);
  expect(found).toEqual([]);
});

const DEFAULT_RESPONSES: Record<string, CannedAnswer> = {
  '/api/account/v3/login-check': { loggedIn: false, user: null },
  '/api/account/v3/mp-login': { user: { userId: 'mp1', nickname: '微信用户', headImgUrl: '', mobile: null, mobileBound: false, thirdType: 17 } },
  '/api/cf/v4/stat/pageLog': null,
  '/api/cf/v4/stat/eventLog': null,
  '/api/monitor/report': null,
  '/api/cf/common/apollo/get-json-public': {},
  '/api/cf/v4/case/list': { list: [], hasNext: false, anchorId: '' },
  '/api/cf/v4/progress/get': { list: [], hasNext: false, total: 0 },
  '/api/cf/v5/detail/get': { list: [], hasNext: false, anchorId: '' },
  '/api/cf/v5/detail/get-self': { list: [], hasNext: false, anchorId: '' },
  '/api/cf/v5/detail/get-shared': { list: [], hasNext: false, anchorId: '' },
};

/** Answers a wx call through its success/fail and complete callbacks, in a later task (as WeChat does). */
export function wxAnswer(opts: Record<string, unknown>, result: unknown, ok = true): void {
  callbacks(opts, result, ok);
}

function callbacks(opts: Record<string, unknown>, result: unknown, ok = true): void {
  const cb = (name: string) => (typeof opts[name] === 'function' ? (opts[name] as (r: unknown) => void) : null);
  setTimeout(() => {
    cb(ok ? 'success' : 'fail')?.(result);
    cb('complete')?.(result);
  }, 0);
}

/** One wx.request to the real server over HTTP: status, parsed JSON and the headers (Set-Cookie as an array). */
function realRequest(origin: string, opts: Record<string, unknown>): void {
  const u = new URL(String(opts.url).replace(/^https?:\/\/[^/]+/, origin));
  const method = String(opts.method ?? 'GET').toUpperCase();
  const body = method === 'GET' || opts.data === undefined ? undefined : typeof opts.data === 'string' ? opts.data : JSON.stringify(opts.data);
  const headers: Record<string, string> = { 'content-type': 'application/json', ...((opts.header ?? {}) as Record<string, string>) };
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const http = require('http') as typeof import('http');
  const req = http.request(u, { method, headers }, (res) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (c: string) => (text += c));
    res.on('end', () => {
      let data: unknown = text;
      try {
        data = JSON.parse(text);
      } catch {
        /* not JSON: handed over as text */
      }
      callbacks(opts, { data, statusCode: res.statusCode, header: res.headers, cookies: res.headers['set-cookie'] ?? [], errMsg: 'request:ok' });
    });
  });
  req.on('error', (err) => callbacks(opts, { errMsg: `request:fail ${err.message}` }, false));
  if (body !== undefined) req.write(body);
  req.end();
}

function createWx(o: MpHarnessOptions, requests: MpRequest[], titles: string[], storage: Map<string, unknown>, navigations: string[], toasts: string[]) {
  const responses = { ...DEFAULT_RESPONSES, ...o.responses };
  const known: Record<string, unknown> = {
    getSystemInfoSync: () => ({ platform: 'devtools', windowWidth: 375, windowHeight: 667, pixelRatio: 2, SDKVersion: '3.0.0', language: 'zh_CN', version: '8.0.40', system: 'iOS 16' }),
    getWindowInfo: () => ({ windowWidth: 375, windowHeight: 667, pixelRatio: 2, screenWidth: 375, screenHeight: 667, statusBarHeight: 20 }),
    getAppBaseInfo: () => ({ SDKVersion: '3.0.0', language: 'zh_CN', version: '8.0.40', fontSizeSetting: 17, fontSizeScaleFactor: 1, ...o.appBaseInfo }),
    getDeviceInfo: () => ({ platform: 'devtools', system: 'iOS 16', brand: 'devtools', model: 'iPhone' }),
    getAccountInfoSync: () => ({ miniProgram: { appId: 'wx-test', envVersion: 'develop' } }),
    nextTick: (fn: () => void) => setTimeout(fn, 0),
    canIUse: () => true,
    getStorageSync: (k: string) => (storage.has(k) ? storage.get(k) : ''),
    setStorageSync: (k: string, v: unknown) => void storage.set(k, v),
    removeStorageSync: (k: string) => void storage.delete(k),
    clearStorageSync: () => storage.clear(),
    getStorageInfoSync: () => ({ keys: [...storage.keys()], currentSize: 0, limitSize: 10240 }),
    login: (opts: Record<string, unknown>) =>
      callbacks(opts, { code: typeof o.loginCode === 'function' ? o.loginCode() : o.loginCode ?? 'mp-test-code', errMsg: 'login:ok' }),
    navigateTo: (opts: Record<string, unknown>) => {
      navigations.push(String(opts.url));
      callbacks(opts, { errMsg: 'navigateTo:ok' });
    },
    redirectTo: (opts: Record<string, unknown>) => {
      navigations.push(String(opts.url));
      callbacks(opts, { errMsg: 'redirectTo:ok' });
    },
    switchTab: (opts: Record<string, unknown>) => {
      navigations.push(String(opts.url));
      callbacks(opts, { errMsg: 'switchTab:ok' });
    },
    reLaunch: (opts: Record<string, unknown>) => {
      navigations.push(String(opts.url));
      callbacks(opts, { errMsg: 'reLaunch:ok' });
    },
    showToast: (opts: Record<string, unknown>) => {
      toasts.push(String(opts.title));
      callbacks(opts, { errMsg: 'showToast:ok' });
    },
    // Called without callbacks (Taro 4 does), wx.requestPayment returns a promise, as the base library does.
    requestPayment: (opts: Record<string, unknown>) => {
      const run = (o.requestPayment ? o.requestPayment(opts) : Promise.resolve()).then(
        () => ({ errMsg: 'requestPayment:ok' }),
        (err: unknown) => Promise.reject({ errMsg: String((err as Error)?.message ?? err) }),
      );
      if (!['success', 'fail', 'complete'].some((k) => typeof opts[k] === 'function')) return run;
      run.then((r) => callbacks(opts, r), (r: unknown) => callbacks(opts, r, false));
      return undefined;
    },
    requestSubscribeMessage: (opts: Record<string, unknown>) => {
      const ids = (opts.tmplIds ?? []) as string[];
      const answer = o.requestSubscribeMessage ? o.requestSubscribeMessage(ids) : Object.fromEntries(ids.map((id) => [id, 'accept']));
      callbacks(opts, { errMsg: 'requestSubscribeMessage:ok', ...answer });
    },
    setNavigationBarTitle: (opts: Record<string, unknown>) => {
      titles.push(String(opts.title));
      callbacks(opts, { errMsg: 'setNavigationBarTitle:ok' });
    },
    request: (opts: Record<string, unknown>) => {
      const url = String(opts.url);
      const p = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
      const data = (typeof opts.data === 'string' ? JSON.parse(opts.data || '{}') : opts.data ?? {}) as Record<string, unknown>;
      requests.push({ path: p, method: String(opts.method ?? 'GET'), data, header: (opts.header ?? {}) as Record<string, string> });
      if (o.server) {
        realRequest(o.server(), opts);
        return { abort: () => undefined, onHeadersReceived: () => undefined, offHeadersReceived: () => undefined };
      }
      const answer = Object.prototype.hasOwnProperty.call(responses, p) ? responses[p] : undefined;
      const computed = typeof answer === 'function' ? (answer as (b: Record<string, unknown>) => unknown)(data) : answer;
      const envelope =
        computed === undefined
          ? { code: 404, msg: `no canned answer for ${p}`, data: null }
          : computed && typeof computed === 'object' && typeof (computed as { code?: unknown }).code === 'number'
            ? computed
            : { code: 0, msg: '', data: computed ?? null };
      // A canned success must be an answer our server could send (src/contract's declared response).
      const env = envelope as { code: number; data: unknown };
      const problem = env.code === 0 ? cannedAnswerProblem(p, env.data) : '';
      if (problem) {
        contractProblems.push(problem);
        throw new Error(problem);
      }
      callbacks(opts, { data: envelope, statusCode: 200, header: {}, errMsg: 'request:ok' });
      return { abort: () => undefined, onHeadersReceived: () => undefined, offHeadersReceived: () => undefined };
    },
  };
  Object.assign(known, o.wx ?? {});
  // Anything else the runtime calls (share menu, toasts, navigation...) succeeds quietly.
  return new Proxy(known, {
    get(target, key: string) {
      if (key in target) return target[key];
      if (typeof key !== 'string' || key === 'then' || /^(webpack|__)/.test(key)) return undefined;
      if (/Sync$/.test(key)) return () => ({});
      if (/^(on|off)[A-Z]/.test(key)) return () => undefined;
      if (/^create[A-Z]/.test(key)) return () => new Proxy({}, { get: () => () => undefined });
      return (opts: Record<string, unknown> = {}) => callbacks(opts, { errMsg: `${key}:ok` });
    },
  });
}

let installed: MpHarness | null = null;

/** Installs the globals and loads dist/weapp/app.js once per test file. */
export function setupMiniProgram(o: MpHarnessOptions = {}): MpHarness {
  if (installed) return installed;
  if (!fs.existsSync(path.join(DIST, 'app.js'))) throw new Error(`no mini-program build at ${DIST}: run \`npm run build:weapp\` first`);
  const g = globalThis as Record<string, unknown>;
  const requests: MpRequest[] = [];
  const titles: string[] = [];
  const storage = new Map<string, unknown>();
  const navigations: string[] = [];
  const toasts: string[] = [];
  const stack: Array<{ route: string; options: Record<string, string>; [k: string]: unknown }> = [];
  let appInstance: Record<string, unknown> = {};

  g.wx = createWx(o, requests, titles, storage, navigations, toasts);
  g.App = (cfg: Record<string, unknown>) => {
    appInstance = cfg;
    (cfg.onLaunch as ((o: unknown) => void) | undefined)?.call(cfg, { path: '', query: {}, scene: 1001 });
    (cfg.onShow as ((o: unknown) => void) | undefined)?.call(cfg, { path: '', query: {}, scene: 1001 });
  };
  g.getApp = () => appInstance;
  g.getCurrentPages = () => stack;
  // Pages become components: the page's lifecycle methods run from the component's lifetimes.
  g.Page = (cfg: Record<string, unknown>) => {
    const methods: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(cfg)) if (typeof v === 'function') methods[k] = v;
    const current = () => stack[stack.length - 1];
    (g.Component as (c: unknown) => void)({
      data: cfg.data ?? {},
      options: cfg.options,
      methods,
      lifetimes: {
        attached(this: Record<string, unknown>) {
          const top = current();
          if (top) Object.assign(top, { instance: this });
          this.route = top?.route;
          this.options = top?.options;
          (cfg.onLoad as ((q: unknown) => void) | undefined)?.call(this, top?.options ?? {});
          (cfg.onShow as (() => void) | undefined)?.call(this);
        },
        ready(this: Record<string, unknown>) {
          (cfg.onReady as (() => void) | undefined)?.call(this);
        },
        detached(this: Record<string, unknown>) {
          (cfg.onUnload as (() => void) | undefined)?.call(this);
        },
      },
    });
  };
  require(path.join(DIST, 'app.js'));
  const loaded = new Map<string, string>();

  installed = {
    requests,
    titles,
    navigations,
    toasts,
    openPage(pagePath, query = {}) {
      stack.push({ route: pagePath, options: query });
      // a page definition loads once; opening it again renders another instance of it
      const id = loaded.get(pagePath) ?? simulate.load(path.join(DIST, pagePath), { rootPath: DIST, compiler: 'official' });
      loaded.set(pagePath, id);
      const comp = simulate.render(id);
      const parent = document.createElement('div');
      document.body.appendChild(parent);
      comp.attach(parent);
      return {
        comp,
        text: () => comp.dom.textContent ?? '',
        byClass: (c) => comp.dom.querySelector(`.main--${c}, .${c}`),
        tap(el) {
          const node = exparserOf(comp, el);
          if (node) node.dispatchEvent('tap');
          else el.dispatchEvent(new Event('tap', { bubbles: true }));
        },
        allByClass: (c) => [...comp.dom.querySelectorAll(`.main--${c}, .${c}`)] as HTMLElement[],
        input(el, value) {
          const node = exparserOf(comp, el);
          if (!node) throw new Error('input: no mini-program node for this element');
          node.dispatchEvent('input', { detail: { value, cursor: value.length, keyCode: 0 } });
        },
        nodeData(c) {
          const out: Record<string, unknown>[] = [];
          const walk = (v: unknown): void => {
            if (Array.isArray(v)) v.forEach(walk);
            else if (v && typeof v === 'object') {
              const o = v as Record<string, unknown>;
              if (typeof o.cl === 'string' && o.cl.split(/\s+/).includes(c)) out.push(o);
              Object.values(o).forEach(walk);
            }
          };
          walk(comp.instance.data);
          return out;
        },
      };
    },
    async waitFor(fn, timeoutMs = 10_000, what = 'condition') {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (fn()) return;
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        // eslint-disable-next-line no-await-in-loop
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
  return installed;
}
