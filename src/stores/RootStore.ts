/**
 * The root of all MobX stores. Constructed once with the I/O it needs (api, platform) so tests can pass
 * fakes; domain stores receive the root and reach each other through it.
 * Domain stores are added here as fields by the helpers that write them (keep this file a list).
 */
import type { Api } from '../services/api';
import type { Platform } from '../platform/types';
import type { RouteDef } from '../routes';
import { bindApiHooks } from '../services';
import { UiStore } from './UiStore';
import { AuthStore } from './AuthStore';
import { CaseStore } from './CaseStore';
import { CaseListStore } from './CaseListStore';
import { ProgressStore } from './ProgressStore';
import { VerificationStore } from './VerificationStore';
import { CommentStore } from './CommentStore';
import { PayStore } from './PayStore';
import { OrderStore } from './OrderStore';
import { DonorWallStore } from './DonorWallStore';
import { ShareStore } from './ShareStore';

/** Starts data loads as a route is entered (SPEC 2 prefetch: case page, spread page, fundraiser centre). */
export type RoutePrefetcher = (route: RouteDef, params: Record<string, string>) => void;

export class RootStore {
  readonly ui: UiStore;
  readonly auth: AuthStore;
  readonly cases: CaseStore;
  readonly caseList: CaseListStore;
  readonly progress: ProgressStore;
  readonly verification: VerificationStore;
  readonly comments: CommentStore;
  readonly pay: PayStore;
  readonly orders: OrderStore;
  readonly donorWall: DonorWallStore;
  readonly share: ShareStore;
  /** Domain stores register their route prefetch here (e.g. the case store for `prefetch: true` routes). */
  readonly prefetchers: RoutePrefetcher[] = [];

  constructor(
    readonly api: Api,
    readonly platform: Platform,
  ) {
    this.ui = new UiStore(this);
    this.auth = new AuthStore(this);
    this.cases = new CaseStore(this);
    this.caseList = new CaseListStore(this);
    this.progress = new ProgressStore(this);
    this.verification = new VerificationStore(this);
    this.comments = new CommentStore(this);
    this.pay = new PayStore(this);
    this.orders = new OrderStore(this);
    this.donorWall = new DonorWallStore(this);
    this.share = new ShareStore(this);
    // The HTTP client's account interceptor (SPEC 8 login expiry) is the AuthStore.
    bindApiHooks(api, { onLoginExpired: () => this.auth.onLoginExpired() });
  }

  /** App launch: restore the session (login check) without blocking the first render. */
  start(): void {
    void this.auth.check();
  }

  /** Called by RoutePage as a route is entered, before the guard decision; never throws. */
  prefetchRoute(route: RouteDef, params: Record<string, string>): void {
    if (!route.prefetch) return;
    for (const fn of this.prefetchers) {
      try {
        fn(route, params);
      } catch {
        /* a prefetch is an optimisation only */
      }
    }
  }
}
