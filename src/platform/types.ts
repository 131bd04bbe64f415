/**
 * The one interface the stores talk to. Every adapter has an H5 variant (`x.h5.ts`), a mini-program
 * variant (`x.weapp.ts`) and a fake for tests (src/platform/fake.ts); each variant `satisfies` its
 * interface here. A call a platform cannot serve throws UnsupportedError instead of failing silently.
 */
import type { Payment } from '../contract/pay';
import type { JssdkSignRes } from '../contract/platform';
import type { UploadAdapter } from './upload-core';

export class UnsupportedError extends Error {
  constructor(public readonly capability: string, public readonly env: string) {
    super(`${capability} is not available in ${env}`);
    this.name = 'UnsupportedError';
  }
}

/** Where the page runs. */
export type EnvKind =
  | 'wechat' // messaging-app browser (not its enterprise variant)
  | 'wxwork' // workplace chat app (enterprise variant)
  | 'miniProgram' // mini-program web-view or the mini-program itself
  | 'appAndroid' // provider's Android app
  | 'appIos' // provider's iOS app
  | 'weibo' // microblog app
  | 'qq' // chat app
  | 'crm' // CRM app
  | 'browser'; // plain browser

export interface EnvInfo {
  kind: EnvKind;
  isWechat: boolean;
  isWxWork: boolean;
  isMiniProgram: boolean;
  isApp: boolean;
  isAndroidApp: boolean;
  isIosApp: boolean;
  isWeibo: boolean;
  isQQ: boolean;
  isCrm: boolean;
  isDesktop: boolean;
  isMobile: boolean;
  /** Pay platform code for this environment: 1 app, 2 JSSDK, 5 mini-program, 8 H5 */
  payPlatform: 1 | 2 | 5 | 8;
  /** The `platform` header / page-log value (same codes). */
  platformCode: number;
}

export type PayOutcome = 'paid' | 'cancelled' | 'failed' | 'redirected';
/** The order being paid; amount (fen) is shown where the platform draws its own pay UI (mini-program sandbox). */
export interface PayContext { orderId: string; infoUuid: string; amount?: number }
export interface PayAdapter {
  isAvailable(): boolean;
  /** Starts the provider's payment UI for an order the server created. 'redirected' means the page leaves (sandbox cashier). */
  pay(payment: Payment, ctx: PayContext): Promise<PayOutcome>;
}

/** Share targets: timeline 1, friend 2, QQ 3, QZone 4 */
export const SHARE_TARGET = { timeline: 1, friend: 2, qq: 3, qzone: 4 } as const;
export type ShareTarget = (typeof SHARE_TARGET)[keyof typeof SHARE_TARGET];
/** What WeChat's share menu reaches, in its browser and in the mini-program: friends and the timeline (not QQ or QZone). */
export const WECHAT_SHARE_TARGETS: readonly ShareTarget[] = [SHARE_TARGET.friend, SHARE_TARGET.timeline];
export interface ShareContent { title: string; desc: string; link: string; imgUrl: string; path?: string }
export interface ShareAdapter {
  isAvailable(): boolean;
  /** The targets the share menu reaches on this platform, in menu order (none without a menu). */
  targets(): readonly ShareTarget[];
  /** Sets what the share menu shares; onShared is called with the target when the user shared. */
  setContent(content: ShareContent, onShared: (target: ShareTarget) => void): Promise<void>;
  /** Shows or hides the share menu items (route.hideShare). */
  setMenuVisible(visible: boolean): Promise<void>;
  /** Puts text (a link) on the clipboard; false when the platform refused (the caller says so). */
  copyText(text: string): Promise<boolean>;
  /** The absolute link of an in-app path to hand to friends; null where links are not shared (the mini-program shares cards). */
  linkFor(path: string): string | null;
}

export interface LoginAdapter {
  /** Mini-program: Taro.login code for /api/account/v3/mp-login. Throws UnsupportedError elsewhere. */
  getMpCode(): Promise<string>;
  /** Messaging browser: leaves for the OAuth page (scope base or userinfo), returning to returnUrl. */
  authRedirect(scope: 'base' | 'userinfo', returnUrl: string, thirdType?: number): void;
  /** Whether authRedirect works here. */
  canAuthRedirect(): boolean;
}

export interface StorageAdapter {
  get<T = unknown>(key: string): T | null;
  /** expiresAt: ms timestamp; the value is deleted once it has passed. */
  set(key: string, value: unknown, expiresAt?: number): void;
  remove(key: string): void;
  /** Session-scoped values (cleared when the tab/app session ends). */
  sessionGet<T = unknown>(key: string): T | null;
  sessionSet(key: string, value: unknown): void;
  /** Cookies (H5): default expiry 365 days, main site domain. */
  getCookie(name: string): string | null;
  setCookie(name: string, value: string, days?: number): void;
  /** false when a test write failed and the in-memory fallback is in use */
  readonly persistent: boolean;
}

export interface NavAdapter {
  /** Go to a route by name (or an in-app path). */
  go(nameOrPath: string, params?: Record<string, string | number | undefined>, opts?: { replace?: boolean }): void;
  back(delta?: number): void;
  /** Leave the app for an absolute URL (H5 only; mini-program throws UnsupportedError). */
  leave(url: string, opts?: { replace?: boolean }): void;
  /** Current in-app path with query, e.g. /cf/pay/abc?channel=5 */
  currentPath(): string;
  setTitle(title: string): void;
  /** Closes the window (messaging browser) where possible; returns false when it cannot. */
  closeWindow(): boolean;
}

export interface JssdkAdapter {
  isAvailable(): boolean;
  /** Signs the current URL on the server and configures the JSSDK; failures are reported. */
  init(sign: (url: string) => Promise<JssdkSignRes>): Promise<boolean>;
}

/** The provider's native-app bridge (raise and account hand-offs). */
export interface BridgeAdapter {
  isAvailable(): boolean;
  openNative(kind: 'raise' | 'account' | 'invite', path: string): void;
}

/** One template's answer to a subscribe request: accepted, refused, or not asked (H5, unknown template, blocked by settings). */
export type SubscribeAnswer = 'accept' | 'reject' | 'ban' | 'filter';
/** Mini-program subscribe messages (wx.requestSubscribeMessage); elsewhere nothing to ask. */
export interface SubscribeAdapter {
  isAvailable(): boolean;
  /** Asks the user to allow the templates (must run inside a tap); answers each template id's answer ({} where unavailable). */
  request(templateIds: string[]): Promise<Record<string, SubscribeAnswer>>;
}

/**
 * How the app is drawn for this device: 长辈版 (care mode, large text and targets) remembered on the device,
 * the device's own font setting (WeChat's font size), and the page's care class.
 */
export interface DisplayAdapter {
  /** The device asks for large text (the mini-program: WeChat's font size at 20 px or more, 关怀模式 23.8 px); false where unknown. */
  largeFont(): boolean;
  /** 长辈版 as last chosen on this device; null: never chosen here. */
  savedCare(): boolean | null;
  saveCare(on: boolean): void;
  /** Draws the whole document in care mode or not (H5: the root element's class; the mini-program: each page's class, nothing here). */
  applyCare(on: boolean): void;
}

/** What saving a picture to the album came to: saved, refused (the album permission stays off), or failed. */
export type SaveImageOutcome = 'saved' | 'denied' | 'failed';
/** Pictures in the platform's own ways: its viewer and its photo album. */
export interface MediaAdapter {
  /**
   * Opens the platform's viewer over `urls` (absolute, the large variants) with `current` shown first:
   * swipe between them, pinch to zoom (the mini-program's wx.previewImage: long-press to save as well).
   */
  previewImage(urls: readonly string[], current: string): Promise<void>;
  /** Whether the app saves a picture itself (a 保存到相册 button); false where the reader long-presses it (H5). */
  canSaveImage(): boolean;
  /**
   * Saves the picture at `url` to the album, asking for the album permission first; refused before, a
   * modal leads to the settings and the picture is saved once the permission is on. Rejects with
   * UnsupportedError where canSaveImage() is false; otherwise never throws.
   */
  saveImage(url: string): Promise<SaveImageOutcome>;
}
/** Pull-down refresh: the mini-program's native one (page config + onPullDownRefresh), or drawn by the page (H5). */
export interface PullDownAdapter {
  /** true: the page config turns it on and the page's onPullDownRefresh reloads; false: the page draws its own. */
  readonly native: boolean;
  /** Ends the native refresh's animation once the data has arrived (nothing where the page draws its own). */
  stop(): void;
}

export interface Platform {
  env: EnvInfo;
  pay: PayAdapter;
  share: ShareAdapter;
  login: LoginAdapter;
  storage: StorageAdapter;
  nav: NavAdapter;
  jssdk: JssdkAdapter;
  bridge: BridgeAdapter;
  /** Image uploads (upload-core.ts). */
  upload: UploadAdapter;
  /** Subscribe messages (mini-program only). */
  subscribe: SubscribeAdapter;
  display: DisplayAdapter;
  /** The platform's picture viewer and photo album. */
  media: MediaAdapter;
  /** Pull-down refresh (native in the mini-program). */
  pullDown: PullDownAdapter;
}
