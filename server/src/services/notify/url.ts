/** The landing URL with the message id appended (the landing page passes it to message/resolve). */
export function withMsgId(landingUrl: string, msgId: string): string {
  if (!landingUrl.startsWith('/cf/') || landingUrl.startsWith('//')) throw new Error(`notification landing must be an internal /cf/ path: ${landingUrl}`);
  return `${landingUrl}${landingUrl.includes('?') ? '&' : '?'}msgId=${encodeURIComponent(msgId)}`;
}
