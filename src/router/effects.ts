/**
 * What happens after every route change: title, page-visit log, share-source values in the
 * session, share-menu visibility; plus the chunk-load retry helper and the case prefetch registry.
 * Pure over the platform + api passed in: no React, no Taro.
 */
import type { RouteDef } from '../routes';
import type { Platform } from '../platform/types';
import type { Api } from '../services/api';
import type { FundingInfo } from '../contract/cases';
import { SESSION_KEYS } from '../lib/session-keys';
import { sharedv } from '../lib/share';
import { createTtlCache, type TtlCache } from '../lib/cache';

export interface AfterRouteInput {
  route: RouteDef;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  /** previous full path (null on the first page) */
  from: string | null;
  /** new full path */
  to: string;
}
export interface EffectDeps {
  platform: Platform;
  api: Api;
  /** the site's gray mode for the page log (UiStore.loadGrayMode); a promise: the log waits for it */
  grayMode?: number | Promise<number>;
  /** the messaging-app JSSDK init of this route: share-menu calls wait for it (null: no JSSDK here) */
  jssdkReady?: Promise<unknown> | null;
}

const SHARE_SOURCE_KEYS = [SESSION_KEYS.shareSource, SESSION_KEYS.userSourceId, SESSION_KEYS.forwardFrom, SESSION_KEYS.selfTag] as const;

/** Runs the after-route effects; never throws (each step is best effort). */
export function afterRoute(input: AfterRouteInput, deps: EffectDeps): void {
  const { route, params, query, from, to } = input;
  const { platform, api } = deps;
  const { storage, nav, share, env } = platform;
  const step = (fn: () => unknown) => {
    try {
      const r = fn();
      if (r && typeof (r as Promise<unknown>).catch === 'function') (r as Promise<unknown>).catch(() => undefined);
    } catch {
      /* a failed effect must not break navigation */
    }
  };

  if (route.title) step(() => nav.setTitle(route.title));

  step(() => {
    if (query.channel) storage.sessionSet(SESSION_KEYS.channel, query.channel);
    for (const key of SHARE_SOURCE_KEYS) {
      const v = query[key];
      if (v !== undefined && v !== '') storage.sessionSet(key, v);
    }
    if (query.forwardFrom !== undefined) storage.sessionSet(SESSION_KEYS.shareDv, sharedv(query.forwardFrom));
  });

  const pageLog = (grayMode: number | undefined) =>
    api.stat.pageLog({
      infoUuid: params.infoUuid,
      fromPath: from ?? '',
      toPath: to,
      selfTag: query.selfTag,
      channel: query.channel ?? storage.sessionGet<string>(SESSION_KEYS.channel) ?? undefined,
      platform: env.platformCode,
      grayMode,
    });
  const gray = deps.grayMode;
  step(() => (gray instanceof Promise ? gray.then(pageLog, () => pageLog(undefined)) : pageLog(gray)));

  const setMenu = () => share.setMenuVisible(!route.hideShare);
  step(() => (deps.jssdkReady ? deps.jssdkReady.then(setMenu, setMenu) : setMenu()));
}

/** A failed lazy chunk load retries (once by default) before giving up. */
export async function withChunkRetry<T>(load: () => Promise<T>, retries = 1): Promise<T> {
  let lastErr: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      return await load();
    } catch (err) {
      lastErr = err;
    }
  }
  throw lastErr;
}

export const PREFETCH_TTL_MS = 5000;

export interface Prefetcher {
  /** starts the case fetch for a prefetch route (no-op otherwise); returns the shared promise */
  prefetchFor(route: RouteDef, params: Record<string, string | undefined>): Promise<FundingInfo> | null;
  /** the prefetched promise for a case while fresh (the page reuses it instead of fetching) */
  take(infoUuid: string): Promise<FundingInfo> | null;
  cache: TtlCache<Promise<FundingInfo>>;
}

/** Builds the prefetch registry for the case page, the spread page and the fundraiser centre. */
export function createPrefetcher(
  api: Pick<Api, 'cases'>,
  opts: { ttlMs?: number; now?: () => number; userSourceId?: () => string | undefined } = {},
): Prefetcher {
  const cache = createTtlCache<Promise<FundingInfo>>(opts.ttlMs ?? PREFETCH_TTL_MS, opts.now);
  return {
    cache,
    prefetchFor(route, params) {
      const infoUuid = params.infoUuid;
      if (!route.prefetch || !infoUuid) return null;
      return cache.getOrSet(infoUuid, () => {
        const p = api.cases.fundingInfo({ infoUuid, userSourceId: opts.userSourceId?.() });
        p.catch(() => undefined); // an unobserved prefetch failure is not an error; the page fetches again
        return p;
      });
    },
    take: (infoUuid) => cache.get(infoUuid) ?? null,
  };
}
