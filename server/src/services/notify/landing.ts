/**
 * Where a message landing page (/cf/wxmessage/<type>, /cf/messageMiddlePage/detail/:infoUuid) goes:
 * the answer is ALWAYS an internal path of the route table. The type picks a route from a fixed
 * table (never a URL taken from the request); infoUuid must be well-formed and name a real case; a
 * msgId must be the viewer's own message (its stored case then wins). Anything else lands on
 * SAFE_LANDING. No input can produce an off-site URL, a protocol-relative path or a javascript: URL.
 */
import type { AppDeps } from '../../deps';
import { isOwnNotification } from '../../policies/notification';
import { getCase } from '../../repositories/cases';
import { markNotificationRead, notificationOwner } from '../../repositories/notifications';
import { buildH5Url, mpUrlFor } from '../../../../src/lib/nav-url';
import { matchPath, routeByName } from '../../../../src/routes';
import { SAFE_LANDING, type ResolveReq, type ResolveRes } from '../../../../src/contract/trust';

/** type -> route name; `null` route params means a page without a case. */
const TARGETS: Readonly<Record<string, { route: string; needsCase: boolean }>> = Object.freeze({
  pay: { route: 'contribute', needsCase: true },
  'big-donation': { route: 'contribute', needsCase: true },
  comment: { route: 'contribute', needsCase: true },
  middle: { route: 'contribute', needsCase: true },
  jump: { route: 'contribute', needsCase: true },
  report: { route: 'contribute', needsCase: true },
  progress: { route: 'progressList', needsCase: true },
  'identify-follow': { route: 'friendProve', needsCase: true },
  'fundraising-verify': { route: 'fundraiserCenter', needsCase: true },
  withdraw: { route: 'fundraiserCenter', needsCase: true },
  'dynamic-audit': { route: 'publishDynamicAudit', needsCase: true },
  discussion: { route: 'discussionDetail', needsCase: true },
  welcomes: { route: 'commonList', needsCase: false },
  tips: { route: 'commonList', needsCase: false },
  blank: { route: 'commonList', needsCase: false },
});

const INFO_UUID_RE = /^[A-Za-z0-9_-]{1,64}$/;

/** An in-app path: one leading '/', no scheme, no backslash, no control chars, and a known route. */
export function isSafeInternalPath(path: string): boolean {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return false;
  if (/[\\\s\u0000-\u001f\u007f]/.test(path) || /^\/[^/?#]*:/.test(path)) return false;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  if (decoded.startsWith('//') || decoded.includes('\\') || /^[a-z][a-z0-9+.-]*:/i.test(decoded.slice(1))) return false;
  return matchPath(path).route.name !== 'notFound';
}

const safe = (): ResolveRes => ({ path: SAFE_LANDING, safe: true });

/** Resolves a landing; marks the viewer's message read when msgId is theirs. */
export async function resolveLanding(deps: AppDeps, viewerId: string | null, req: ResolveReq): Promise<ResolveRes> {
  let { infoUuid } = req;
  let type = typeof req.type === 'string' ? req.type : '';
  if (req.msgId) {
    const msg = viewerId
      ? await notificationOwner(deps.db, req.msgId)
      : undefined;
    // A message of someone else (or none at all) never steers the page.
    if (!msg || !isOwnNotification(viewerId, msg)) return safe();
    await markNotificationRead(deps.db, msg.id, deps.clock());
    if (msg.info_uuid) infoUuid = msg.info_uuid;
  }
  // dynamic-audit arrives as fundraising-verify&to=dynamic-audit from the rejected-post message.
  if (!Object.prototype.hasOwnProperty.call(TARGETS, type)) return safe();
  const target = TARGETS[type];
  let path: string;
  if (target.needsCase) {
    if (!infoUuid || !INFO_UUID_RE.test(infoUuid) || !(await getCase(deps.db, infoUuid))) return safe();
    path = buildH5Url(routeByName(target.route), { infoUuid });
  } else {
    path = buildH5Url(routeByName(target.route));
  }
  type = target.route;
  return isSafeInternalPath(path) && matchPath(path).route.name === type ? { path, safe: false } : safe();
}

/** The mini-program page a subscribe message opens for a landing path (no leading slash). */
export function mpPageOfLanding(landingUrl: string): string {
  try {
    return mpUrlFor(isSafeInternalPath(landingUrl.split('?')[0]) ? landingUrl : SAFE_LANDING).replace(/^\//, '');
  } catch {
    return mpUrlFor(SAFE_LANDING).replace(/^\//, '');
  }
}
