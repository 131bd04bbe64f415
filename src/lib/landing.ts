/**
 * Message landing pages (/cf/wxmessage/<type>, the three middle pages) ask the server where to go.
 * The client never trusts that answer blindly: a landing may only ever replace the location with an
 * in-app route of the route table. Anything else (an absolute or protocol-relative URL, a
 * javascript: URL, a backslash trick, an encoded variant, an unknown path, another landing page, a
 * staff-console page) becomes SAFE_LANDING. Pure: no Taro, no MobX.
 */
import { matchPath } from '../routes';
import { SAFE_LANDING } from '../contract/trust';
import { safeRedirect } from './url';

/** Route names of the landing pages themselves (a landing never lands on a landing: no loops). */
export const LANDING_ROUTE_NAMES: ReadonlySet<string> = new Set([
  'wxmessagePay', 'wxmessageBlank', 'wxmessageJump', 'wxmessageMiddle', 'wxmessageProgress', 'wxmessageComment',
  'wxmessageIdentifyFollow', 'wxmessageWithdraw', 'wxmessageWelcomes', 'wxmessageBigDonation', 'wxmessageFundraisingVerify',
  'wxmessageTips', 'authMiddlePage', 'messageMiddlePage', 'articleMiddlePage',
]);

/** The target when it is an internal route path a landing may go to, else SAFE_LANDING. */
export function safeLandingPath(target: unknown): string {
  const safe = safeRedirect(target);
  if (!safe) return SAFE_LANDING;
  const { route } = matchPath(safe);
  if (route.name === 'notFound' || route.h5Only || LANDING_ROUTE_NAMES.has(route.name)) return SAFE_LANDING;
  return safe;
}

/** The same check for in-app links the server sends inside data (to-do items): the path, or null. */
export function internalPathOrNull(target: unknown): string | null {
  const path = safeLandingPath(target);
  return path === SAFE_LANDING && target !== SAFE_LANDING ? null : path;
}

/**
 * What the resolver is asked for a landing route: the type is the segment after /cf/wxmessage/
 * (a `to` of dynamic-audit refines fundraising-verify), and the middle pages are 'middle'.
 */
export function landingRequest(routeName: string, path: string, params: Record<string, string>): { type: string; infoUuid?: string; msgId?: string } {
  let type = 'middle';
  const m = /^\/cf\/wxmessage\/([a-z-]+)/.exec(path);
  if (m) type = m[1];
  if (type === 'fundraising-verify' && params.to === 'dynamic-audit') type = 'dynamic-audit';
  if (!LANDING_ROUTE_NAMES.has(routeName)) type = 'blank';
  const infoUuid = params.infoUuid || params.infoId || undefined;
  const msgId = params.msgId || undefined;
  return { type, ...(infoUuid ? { infoUuid } : {}), ...(msgId ? { msgId } : {}) };
}
