/**
 * The app's single platform, API client and RootStore, each built on first use. app.ts asks for them;
 * the H5 production boot (app.slices.ts) builds them one per task before app.ts runs (SHELL_STEPS), so
 * no start-up task carries all of them. The order is the one app.ts always had: platform, API, stores,
 * then the entry route's prefetch.
 */
import { createApi } from './services';
import { createPlatform, type Platform } from './platform';
import type { Api } from './services/api';
import { RootStore } from './stores/RootStore';
import { resolveRoute } from './components/RoutePage/resolve';

let platform: Platform | null = null;
let api: Api | null = null;
let root: RootStore | null = null;
let prefetched = false;

/** The platform is built first (the API needs it); its calls into the API are bound late. */
export function shellPlatform(): Platform {
  platform ??= createPlatform({
    sandboxConfirm: async (orderId, action) => (api ? api.pay.sandboxConfirm({ orderId, action }) : null),
  });
  return platform;
}

export function shellApi(): Api {
  api ??= createApi(shellPlatform());
  return api;
}

export function shellRoot(): RootStore {
  root ??= new RootStore(shellApi(), shellPlatform());
  return root;
}

/**
 * Starts the entry route's data load (the case page's funding info ...) once, while the page's lazy chunk
 * is still downloading; RoutePage's own prefetch on mount then joins this request. In the mini-program no
 * page exists yet (the path is '/', nothing to prefetch): the page's own entry does it there.
 */
export function shellPrefetch(): void {
  if (prefetched) return;
  prefetched = true;
  try {
    const r = shellRoot();
    const entry = resolveRoute(r.platform.nav.currentPath());
    r.prefetchRoute(entry.route, entry.params);
  } catch {
    /* a prefetch is an optimisation only */
  }
}

/** The shell's steps in order (app.slices.ts runs one per task). */
export const SHELL_STEPS: Array<[string, () => unknown]> = [
  ['platform', shellPlatform],
  ['api', shellApi],
  ['root', shellRoot],
  ['prefetch', shellPrefetch],
];
