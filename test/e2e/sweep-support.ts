/** What the page sweep and the route crawl share: a phone in WeChat's browser, logged in or not. */
import type { Browser, BrowserContext } from 'playwright-core';

/** WeChat's in-app browser on an Android phone (the user agent issue 25's walk was done with). */
export const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 12; M2012K11AC Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230405 MMWEBID/2593 MicroMessenger/8.0.35.2360(0x28002339) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

/** A context `width` px wide in WeChat's browser, with the session cookie header (if any) set for `baseUrl`. */
export async function wechatContext(browser: Browser, width: number, baseUrl: string, cookie = ''): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: WECHAT_UA, locale: 'zh-CN' });
  const cookies = cookie.split(/;\s*/).filter(Boolean).map((kv) => ({ name: kv.slice(0, kv.indexOf('=')), value: kv.slice(kv.indexOf('=') + 1), url: baseUrl }));
  if (cookies.length) await ctx.addCookies(cookies);
  return ctx;
}
