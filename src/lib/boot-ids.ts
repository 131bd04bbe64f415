/**
 * Element ids of the server-rendered page, shared by the server (server/src/ssr/h5-boot.ts,
 * ssr-page.ts) and every src/platform/boot.*.ts variant: plain constants, no Taro, no DOM.
 */

/** The id of the case data block (the pay and list blocks have their own ids, see BOOT_BLOCKS). */
export const BOOT_ELEMENT_ID = 'cf-boot';
/**
 * Data blocks the server may inline: case info, pay page presets, first page of a list; someone's monthly
 * report as a visitor gets it; on the reader's own 我的 hub (a private page, read with their cookie) their
 * login check and their hub's data.
 */
export const BOOT_BLOCKS = {
  case: 'cf-boot', pay: 'cf-boot-pay', list: 'cf-boot-list', monthly: 'cf-boot-monthly', auth: 'cf-boot-auth', mine: 'cf-boot-mine',
} as const;
/** The element holding the server-rendered first screen (a sibling before #app). */
export const SSR_ROOT_ID = 'cf-ssr';
/** Where the page's inline tap recorder keeps the last element tapped on the server's screen. */
export const SSR_TAP_KEY = '__cfSsrTap';
/**
 * The inline script the server puts right after the server's screen (ssr-page.ts): from the first paint,
 * long before the app's scripts arrive, it remembers the last element tapped there, for the hand-over
 * to replay on the client's copy (ssr-taps.h5.ts).
 */
export const SSR_TAP_RECORDER =
  `(function(){var r=document.getElementById('${SSR_ROOT_ID}');` +
  `if(r)r.addEventListener('click',function(e){window.${SSR_TAP_KEY}=e.target},true)})()`;
