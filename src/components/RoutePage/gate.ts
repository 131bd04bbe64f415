/**
 * The React-free half of RoutePage: runs the guard decision for a route entry and performs it with
 * the platform (the guards of src/router/guards.ts). Returns whether the page may render its content.
 */
import { applyChannel, decide, type Decision, type GuardConfig } from '../../router/guards';
import { MAIN_DOMAIN } from '../../platform/config';
import { SESSION_KEYS } from '../../lib/session-keys';
import type { RootStore } from '../../stores/RootStore';
import type { RouteInfo } from './resolve';
import { OLD_ACTIVITY_DEFAULT_URL } from '../../routes';
import type { ConfigKey } from '../../contract/rules/config-keys';

export const DEFAULT_GUARD_CONFIG: GuardConfig = { oldActivityUrl: OLD_ACTIVITY_DEFAULT_URL, fundraiserDomain: null, inviterInApp: false };

/** Routes whose decision depends on who the user is: they wait for the login check. */
const AUTH_BLOCKING = new Set(['login', 'userInfo', 'thirdType', 'payMp']);

/**
 * The feature-config key (declared in src/contract/rules/config-keys.ts) a route's decision reads, if any:
 * the same keys the server reads, so an old activity link lands on one address from a full load (the
 * server's 302) and from in-app navigation (this guard) alike.
 */
function configKeyOf(info: RouteInfo): ConfigKey | null {
  if (info.route.redirect === 'config:oldActivity') return 'oldActivityUrl';
  if (info.route.name === 'fundraiserCenter') return 'fundraiserDomain';
  if (info.route.name === 'inviter') return 'inviterInApp';
  return null;
}

async function guardConfig(root: RootStore, info: RouteInfo): Promise<GuardConfig> {
  const key = configKeyOf(info);
  if (!key) return DEFAULT_GUARD_CONFIG;
  try {
    // a stored string or boolean comes back as { [key]: value }
    const c: Record<string, unknown> = (await root.api.config.featureConfig({ key })) ?? {};
    const v = c[key];
    return {
      oldActivityUrl: key === 'oldActivityUrl' && typeof v === 'string' && v ? v : DEFAULT_GUARD_CONFIG.oldActivityUrl,
      fundraiserDomain: key === 'fundraiserDomain' && typeof v === 'string' && v ? v : null,
      inviterInApp: key === 'inviterInApp' && v === true,
    };
  } catch {
    return DEFAULT_GUARD_CONFIG;
  }
}

function currentHost(): string {
  return (globalThis as { location?: { hostname?: string } }).location?.hostname ?? '';
}

/** How long a route that needs a login waits for the session check (single sign-on). */
export const SSO_WAIT_MS = 1000;
const defaultWait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Computes the decision for a route entry (waits for the login check where it matters, at most SSO_WAIT_MS). */
export async function decideEntry(root: RootStore, info: RouteInfo, wait: (ms: number) => Promise<void> = defaultWait): Promise<Decision> {
  const { auth, platform } = root;
  const blocking = info.route.auth !== 'none' && AUTH_BLOCKING.has(info.route.auth);
  // One login check per app session (the launch starts it): later entries reuse its answer.
  if (info.route.auth !== 'none' && !auth.checked) {
    const check = auth.check();
    // Single sign-on: wait for the session check at most SSO_WAIT_MS; past it the route is decided on what
    // is known (no session yet: /login), and the login page returns on its own once the check finds one.
    if (blocking) await Promise.race([check, wait(SSO_WAIT_MS)]);
  }
  // In the mini-program a silent code login comes first: it usually yields the session needed.
  if (blocking && !auth.loggedIn && platform.env.isMiniProgram) await auth.mpLogin();
  return decide({
    route: info.route,
    params: info.params,
    query: info.query,
    path: info.path,
    auth: { loggedIn: auth.loggedIn, mobileBound: auth.mobileBound, thirdType: auth.user?.thirdType ?? null },
    env: platform.env,
    config: await guardConfig(root, info),
    host: currentHost(),
  });
}

/** Performs a decision; true when the page may render. */
export async function performDecision(root: RootStore, info: RouteInfo, d: Decision): Promise<boolean> {
  const { nav, login, bridge, env } = root.platform;
  switch (d.kind) {
    case 'allow':
      return true;
    case 'redirect':
    case 'login':
      nav.go(d.to, undefined, { replace: true });
      return false;
    case 'authRedirect':
      login.authRedirect(d.scope, d.returnUrl);
      return false;
    case 'thirdLogin':
      if (login.canAuthRedirect()) {
        login.authRedirect('base', info.path, d.thirdType);
        return false;
      }
      if (env.isMiniProgram) await root.auth.mpLogin();
      // Elsewhere no third-party login exists: the page shows what a visitor may see.
      return true;
    case 'handoff':
      if (bridge.isAvailable()) bridge.openNative(d.to, d.path);
      else nav.leave(`https://${MAIN_DOMAIN}${d.path}`, { replace: true });
      return false;
    case 'leave':
      nav.leave(d.url, { replace: true });
      return false;
    default:
      return true;
  }
}

/**
 * The session's channel is re-applied to later routes. Returns the path to replace to when the
 * current URL lacks it (H5 only: a mini-program page has no URL to carry it), else null.
 */
export function channelReplace(root: RootStore, info: RouteInfo): string | null {
  const { storage, env } = root.platform;
  const { channel, replaceTo } = applyChannel(info.path, info.query, storage.sessionGet<string>(SESSION_KEYS.channel));
  if (channel) storage.sessionSet(SESSION_KEYS.channel, channel);
  return env.isMiniProgram ? null : replaceTo;
}
