/**
 * The frame of every page. Given the route name (or matching the current path), it:
 * - runs the guard decision on entry (waiting for the login check where the decision depends on it)
 *   and performs it: login/redirect replace, OAuth redirect, native hand-off, leaving;
 * - re-applies the session's channel to the URL;
 * - renders its children only when allowed (a light skeleton meanwhile);
 * - runs the after-route effects (title, page log, share-source values, share menu) on entry and
 *   whenever the page shows again;
 * - answers the mini-program's share menu (./share.ts: the case on the page, or its own card);
 * - hosts the toast, loading overlay and dialog.
 * Children read the route with useRoute(): { route, params, query, path }.
 */
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useDidShow } from '@tarojs/taro';
import { useStores } from '../../stores/context';
import { afterRoute } from '../../router/effects';
import { Overlays } from '../Overlays';
import { Skeleton } from '../Skeleton';
import { resolveRoute, type RouteInfo } from './resolve';
import { channelReplace, decideEntry, performDecision } from './gate';
import { useRouteShare } from './share';
import { ShareSlotContext } from './share-slot';
import { PageFrame } from './frame';
import './index.css';

export type { RouteInfo } from './resolve';
export { resolveRoute } from './resolve';
export { useShareCard } from './share-slot';

const RouteContext = createContext<RouteInfo | null>(null);

/** The route the surrounding RoutePage serves. */
export function useRoute(): RouteInfo {
  const info = useContext(RouteContext);
  if (!info) throw new Error('useRoute() outside <RoutePage>');
  return info;
}

/** The route when the view is drawn inside a RoutePage; null where it is not (the server's first screen draws views bare). */
export function useRouteIfAny(): RouteInfo | null {
  return useContext(RouteContext);
}

export interface RoutePageProps {
  /** route name from src/routes.ts; default: the route matching the current path */
  route?: string;
  /** page title when it differs from the route's (e.g. by a param); set after the route effects */
  title?: string | ((info: RouteInfo) => string);
  className?: string;
  /** shown while the entry check runs (default: <Skeleton/>) */
  fallback?: ReactNode;
  /** 长辈版: the page has no large title of its own, so the frame shows the route's title as one */
  careTitle?: boolean;
  children?: ReactNode;
}

type Phase = 'checking' | 'allowed' | 'leaving';

export function RoutePage({ route, title, className, fallback, careTitle, children }: RoutePageProps) {
  const root = useStores();
  const [info] = useState<RouteInfo>(() => resolveRoute(root.platform.nav.currentPath(), route));
  const [phase, setPhase] = useState<Phase>('checking');
  // the site's gray mode (mourning days): the whole page is drawn in gray
  const [gray, setGray] = useState<number>(root.ui.grayMode);
  const shown = useRef(false);
  const shareSlot = useRouteShare(root, info);

  const enter = () => {
    const from = root.ui.routeEntered(info.path);
    const thirdType = Number(info.query.thirdType);
    const jssdkReady = root.share.ensureJssdk(Number.isInteger(thirdType) && thirdType > 0 ? thirdType : undefined);
    const grayMode = root.ui.loadGrayMode();
    grayMode.then(setGray, () => undefined);
    afterRoute({ route: info.route, params: info.params, query: info.query, from, to: info.path }, { platform: root.platform, api: root.api, jssdkReady, grayMode });
    const custom = typeof title === 'function' ? title(info) : title;
    if (custom) root.platform.nav.setTitle(custom);
  };

  useEffect(() => {
    let alive = true;
    root.prefetchRoute(info.route, info.params);
    (async () => {
      let allowed: boolean;
      try {
        allowed = await performDecision(root, info, await decideEntry(root, info));
      } catch {
        allowed = true; // a broken guard must not leave a blank page; the server still checks access
      }
      if (!alive) return;
      const replaceTo = allowed ? channelReplace(root, info) : null;
      if (replaceTo) {
        root.platform.nav.go(replaceTo, undefined, { replace: true });
        setPhase('leaving');
        return;
      }
      setPhase(allowed ? 'allowed' : 'leaving');
      if (allowed) {
        shown.current = true;
        enter();
      }
    })();
    return () => {
      alive = false;
    };
    // the page instance serves one entry: info never changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Back on this page (H5 page stack, mini-program page show): title and share menu are ours again.
  useDidShow(() => {
    if (shown.current && phase === 'allowed') enter();
  });

  return (
    <RouteContext.Provider value={info}>
      <ShareSlotContext.Provider value={shareSlot}>
        <PageFrame className={className} route={info.route.name} gray={gray === 1} careTitle={careTitle ? info.route.title : undefined}>
          {phase === 'allowed' ? children : (fallback ?? <Skeleton />)}
          <Overlays />
        </PageFrame>
      </ShareSlotContext.Provider>
    </RouteContext.Provider>
  );
}
