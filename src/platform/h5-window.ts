/**
 * The parts of `window` the H5 adapters use, typed once. Adapters take such an object (the real
 * window by default) so Node tests can pass a fake.
 */
export interface WxJsapiCallbacks {
  success?: (res?: unknown) => void;
  fail?: (res?: unknown) => void;
  cancel?: (res?: unknown) => void;
  complete?: (res?: unknown) => void;
}
/** The messaging app's JSSDK object (`window.wx`). */
export interface WxJssdk {
  config(o: Record<string, unknown>): void;
  ready(cb: () => void): void;
  error(cb: (res: unknown) => void): void;
  updateAppMessageShareData?(o: Record<string, unknown> & WxJsapiCallbacks): void;
  updateTimelineShareData?(o: Record<string, unknown> & WxJsapiCallbacks): void;
  onMenuShareAppMessage?(o: Record<string, unknown> & WxJsapiCallbacks): void;
  onMenuShareTimeline?(o: Record<string, unknown> & WxJsapiCallbacks): void;
  onMenuShareQQ?(o: Record<string, unknown> & WxJsapiCallbacks): void;
  onMenuShareQZone?(o: Record<string, unknown> & WxJsapiCallbacks): void;
  hideMenuItems?(o: { menuList: string[] } & WxJsapiCallbacks): void;
  showMenuItems?(o: { menuList: string[] } & WxJsapiCallbacks): void;
  chooseWXPay?(o: Record<string, unknown> & WxJsapiCallbacks): void;
  closeWindow?(): void;
}
/** The messaging browser's native bridge. */
export interface WeixinJSBridgeLike {
  invoke(name: string, args: Record<string, unknown>, cb: (res: { err_msg?: string; errMsg?: string }) => void): void;
}
export interface H5Window {
  wx?: WxJssdk;
  WeixinJSBridge?: WeixinJSBridgeLike;
  /** injected by the provider's native apps */
  CfAppBridge?: { postMessage(message: string): void };
  __wxjs_environment?: string;
  location: { href: string; pathname: string; search: string; hostname: string; host: string; origin: string; assign(url: string): void; replace(url: string): void };
  history: { go(delta: number): void; length: number };
  document: {
    title: string;
    cookie: string;
    addEventListener(type: string, cb: () => void, opts?: unknown): void;
    createElement?(tag: string): any;
    head?: { appendChild(node: unknown): void };
    body?: { appendChild(node: unknown): void; removeChild(node: unknown): void };
    execCommand?(command: string): boolean;
  };
  navigator: { userAgent: string; clipboard?: { writeText(text: string): Promise<void> } };
}

/** The real window (only call on H5). */
export function realWindow(): H5Window {
  return globalThis as unknown as H5Window;
}
