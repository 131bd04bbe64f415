/**
 * An in-memory Platform for unit, store and component tests. It records every call so tests can
 * assert on them (nav history, titles, share menu state, auth redirects, bridge calls) and lets the
 * test script outcomes (pay results, mini-program login code, JSSDK init result).
 *
 *   const platform = createFakePlatform({ ua: UA.wechatAndroid, payOutcomes: ['cancelled'] });
 *   ...; expect(platform.nav.history).toEqual(['/cf/common/list', '/cf/pay/abc']);
 */
import type {
  BridgeAdapter, DisplayAdapter, EnvInfo, JssdkAdapter, LoginAdapter, MediaAdapter, NavAdapter, PayAdapter, PayOutcome, Platform,
  PullDownAdapter, SaveImageOutcome, ShareAdapter, ShareContent, ShareTarget, StorageAdapter, SubscribeAdapter,
  SubscribeAnswer,
} from './types';
import { CARE_KEY, parseCare } from './display-core';
import type { JssdkSignRes } from '../contract/platform';
import type { Payment } from '../contract/pay';
import { UnsupportedError, WECHAT_SHARE_TARGETS } from './types';
import { detectEnv } from './env';
import { h5UrlFor, type NavParams } from './nav-url';
import { memoryStorage } from './storage-core';
import { createFakeUpload, type FakeUpload, type FakeUploadOptions } from './upload.fake';

/** A plain mobile browser (iOS Safari). */
export const FAKE_DEFAULT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export interface FakePlatformOptions {
  /** UA to detect the env from (default: iOS Safari) */
  ua?: string;
  /** fields overriding the detected env */
  env?: Partial<EnvInfo>;
  /** initial current path (default '/cf/common/list') */
  path?: string;
  /** pay results in call order; an Error entry makes pay() reject; when empty: 'paid' */
  payOutcomes?: Array<PayOutcome | Error>;
  payAvailable?: boolean;
  mpCode?: string;
  canAuthRedirect?: boolean;
  shareAvailable?: boolean;
  /** the share menu's targets (default: WeChat's, when the share is available) */
  shareTargets?: readonly ShareTarget[];
  /** what share.copyText answers (default true) */
  copyOk?: boolean;
  jssdkAvailable?: boolean;
  jssdkResult?: boolean;
  bridgeAvailable?: boolean;
  /** what nav.closeWindow() returns (default false) */
  closeWindow?: boolean;
  persistent?: boolean;
  cookies?: Record<string, string>;
  now?: () => number;
  /** the upload adapter's script (upload.fake.ts) */
  upload?: FakeUploadOptions;
  /** subscribe requests: available (default: in the mini-program) and the answer to every template (default accept) */
  subscribeAvailable?: boolean;
  subscribeAnswer?: SubscribeAnswer;
  /** the device's font setting asks for large text (WeChat's font size; default false) */
  largeFont?: boolean;
  /** pictures: whether the app saves them itself (default: in the mini-program) and what each save comes to (default saved) */
  canSaveImage?: boolean;
  saveOutcome?: SaveImageOutcome;
  /** native pull-down refresh (default: in the mini-program) */
  nativePullDown?: boolean;
}

export interface FakeNav extends NavAdapter {
  /** H5 URLs in stack order; the last is the current path */
  history: string[];
  /** every go/back/leave call in order */
  calls: Array<
    | { type: 'go'; target: string; params?: NavParams; replace: boolean; url: string }
    | { type: 'back'; delta: number }
    | { type: 'leave'; url: string; replace: boolean }
  >;
  titles: string[];
  /** URLs passed to leave() */
  left: string[];
  closedCount: number;
}
export interface FakePay extends PayAdapter {
  outcomes: Array<PayOutcome | Error>;
  calls: Array<{ payment: Payment; ctx: { orderId: string; infoUuid: string } }>;
}
/** The origin of the fake H5 page (share.linkFor). */
export const FAKE_ORIGIN = 'https://m.example.test';
export interface FakeShare extends ShareAdapter {
  menuVisible: boolean;
  menuCalls: boolean[];
  contents: ShareContent[];
  /** texts put on the clipboard, in order */
  copied: string[];
  /** simulates the user sharing to a target: calls the last onShared */
  fireShared(target: ShareTarget): void;
}
export interface FakeLogin extends LoginAdapter {
  mpCode: string;
  mpCodeCalls: number;
  authRedirects: Array<{ scope: 'base' | 'userinfo'; returnUrl: string; thirdType?: number }>;
}
export interface FakeStorage extends StorageAdapter {
  cookies: Map<string, string>;
  local: Map<string, string>;
  session: Map<string, string>;
}
export interface FakeJssdk extends JssdkAdapter {
  result: boolean;
  inits: number;
  signed: JssdkSignRes[];
}
export interface FakeBridge extends BridgeAdapter {
  calls: Array<{ kind: 'raise' | 'account' | 'invite'; path: string }>;
}
export interface FakeSubscribe extends SubscribeAdapter {
  /** the template ids of each request, in order */
  requests: string[][];
}
export interface FakeDisplay extends DisplayAdapter {
  /** every applyCare in order */
  applied: boolean[];
}

export interface FakeMedia extends MediaAdapter {
  /** every previewImage call, in order */
  previews: Array<{ urls: string[]; current: string }>;
  /** the URLs saved (or tried), in order */
  saves: string[];
}
export interface FakePullDown extends PullDownAdapter {
  /** how many times the refresh animation was stopped */
  stops: number;
}
export interface FakePlatform extends Platform {
  nav: FakeNav;
  pay: FakePay;
  share: FakeShare;
  login: FakeLogin;
  storage: FakeStorage;
  jssdk: FakeJssdk;
  bridge: FakeBridge;
  upload: FakeUpload;
  subscribe: FakeSubscribe;
  display: FakeDisplay;
  media: FakeMedia;
  pullDown: FakePullDown;
}

/** Builds a fresh fake platform; every option has a sensible default. */
export function createFakePlatform(o: FakePlatformOptions = {}): FakePlatform {
  const env: EnvInfo = { ...detectEnv(o.ua ?? FAKE_DEFAULT_UA), ...o.env };
  const now = o.now ?? Date.now;

  const nav: FakeNav = {
    history: [o.path ?? '/cf/common/list'],
    calls: [],
    titles: [],
    left: [],
    closedCount: 0,
    go(target, params, opts) {
      const url = h5UrlFor(target, params);
      const replace = !!opts?.replace;
      nav.calls.push({ type: 'go', target, params, replace, url });
      if (replace) nav.history[nav.history.length - 1] = url;
      else nav.history.push(url);
    },
    back(delta = 1) {
      nav.calls.push({ type: 'back', delta });
      nav.history.splice(Math.max(1, nav.history.length - delta));
    },
    leave(url, opts) {
      nav.calls.push({ type: 'leave', url, replace: !!opts?.replace });
      nav.left.push(url);
    },
    currentPath: () => nav.history[nav.history.length - 1],
    setTitle(title) {
      nav.titles.push(title);
    },
    closeWindow() {
      nav.closedCount += 1;
      return !!o.closeWindow;
    },
  };

  const pay: FakePay = {
    outcomes: [...(o.payOutcomes ?? [])],
    calls: [],
    isAvailable: () => o.payAvailable ?? true,
    async pay(payment, ctx) {
      pay.calls.push({ payment, ctx });
      const next = pay.outcomes.length ? pay.outcomes.shift()! : 'paid';
      if (next instanceof Error) throw next;
      return next;
    },
  };

  let onShared: ((t: ShareTarget) => void) | null = null;
  const share: FakeShare = {
    menuVisible: true,
    menuCalls: [],
    contents: [],
    isAvailable: () => o.shareAvailable ?? true,
    targets: () => o.shareTargets ?? (share.isAvailable() ? WECHAT_SHARE_TARGETS : []),
    async setContent(content, cb) {
      share.contents.push(content);
      onShared = cb;
    },
    async setMenuVisible(visible) {
      share.menuCalls.push(visible);
      share.menuVisible = visible;
    },
    copied: [],
    linkFor: (path) => (env.isMiniProgram ? null : /^https?:\/\//i.test(path) ? path : `${FAKE_ORIGIN}${path}`),
    async copyText(text) {
      share.copied.push(text);
      return o.copyOk ?? true;
    },
    fireShared(target) {
      onShared?.(target);
    },
  };

  const login: FakeLogin = {
    mpCode: o.mpCode ?? 'fake-mp-code',
    mpCodeCalls: 0,
    authRedirects: [],
    async getMpCode() {
      login.mpCodeCalls += 1;
      return login.mpCode;
    },
    authRedirect(scope, returnUrl, thirdType) {
      login.authRedirects.push({ scope, returnUrl, thirdType });
    },
    canAuthRedirect: () => o.canAuthRedirect ?? env.isWechat,
  };

  const storage: FakeStorage = memoryStorage({ persistent: o.persistent ?? true, now, cookies: o.cookies });

  const jssdk: FakeJssdk = {
    result: o.jssdkResult ?? true,
    inits: 0,
    signed: [],
    isAvailable: () => o.jssdkAvailable ?? env.isWechat,
    async init(sign) {
      jssdk.inits += 1;
      try {
        jssdk.signed.push(await sign(nav.currentPath()));
      } catch {
        return false;
      }
      return jssdk.result;
    },
  };

  const bridge: FakeBridge = {
    calls: [],
    isAvailable: () => o.bridgeAvailable ?? env.isApp,
    openNative(kind, path) {
      bridge.calls.push({ kind, path });
    },
  };

  const subscribe: FakeSubscribe = {
    requests: [],
    isAvailable: () => o.subscribeAvailable ?? env.isMiniProgram,
    async request(ids) {
      if (!subscribe.isAvailable()) return {};
      subscribe.requests.push(ids);
      return Object.fromEntries(ids.map((id) => [id, o.subscribeAnswer ?? 'accept']));
    },
  };

  const display: FakeDisplay = {
    applied: [],
    largeFont: () => o.largeFont ?? false,
    savedCare: () => parseCare(storage.get(CARE_KEY)),
    saveCare: (on) => storage.set(CARE_KEY, on ? '1' : '0'),
    applyCare: (on) => void display.applied.push(on),
  };

  const media: FakeMedia = {
    previews: [],
    saves: [],
    async previewImage(urls, current) {
      media.previews.push({ urls: [...urls], current });
    },
    canSaveImage: () => o.canSaveImage ?? env.isMiniProgram,
    async saveImage(url) {
      if (!media.canSaveImage()) throw new UnsupportedError('media.saveImage', 'fake');
      media.saves.push(url);
      return o.saveOutcome ?? 'saved';
    },
  };

  const pullDown: FakePullDown = {
    native: o.nativePullDown ?? env.isMiniProgram,
    stops: 0,
    stop() {
      pullDown.stops += 1;
    },
  };

  return { env, nav, pay, share, login, storage, jssdk, bridge, upload: createFakeUpload(o.upload), subscribe, display, media, pullDown };
}
