/**
 * Where a visit or a gift came from: the `channel` query parameter of a shared link, as a code. The
 * spec names the codes and not their meanings; these are the sources we give them (the staff console
 * shows the label). A channel that is not in the table is kept as '' (unknown), so the page log and
 * the orders hold codes only, never free text from a URL.
 */
export const CHANNELS = {
  5: '微信好友',
  4: '微信朋友圈',
  30: '小程序卡片',
  31: '小程序码',
  10: '短信',
  9: '海报二维码',
  18: '合作渠道',
} as const;
export type ChannelCode = keyof typeof CHANNELS;

/** The channel's code as text ('5'), or '' when it is not one of CHANNELS. */
export function channelCode(v: unknown): string {
  const s = String(v ?? '').trim();
  return /^\d{1,3}$/.test(s) && Object.prototype.hasOwnProperty.call(CHANNELS, Number(s)) ? String(Number(s)) : '';
}

/** The label of a stored channel code ('未知渠道' for ''/unknown). */
export const channelLabel = (code: string): string => CHANNELS[Number(code) as ChannelCode] ?? '未知渠道';
