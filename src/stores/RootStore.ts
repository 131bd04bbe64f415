/**
 * The root of all MobX stores. Constructed once with the I/O it needs (api, platform) so tests can pass
 * fakes; domain stores receive the root and reach each other through it.
 * Domain stores are added here as fields by the helpers that write them (keep this file a list).
 */
import type { Api } from '../services/api';
import type { Platform } from '../platform/types';
import { matchPath, type RouteDef } from '../routes';
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
import { RaiseStore } from './RaiseStore';
import { FundraiserCenterStore } from './FundraiserCenterStore';
import { ProveStore } from './ProveStore';
import { DiscussionStore } from './DiscussionStore';
import { ReportStore } from './ReportStore';
import { MessageStore } from './MessageStore';
import { WithdrawStore } from './WithdrawStore';
import { WithdrawStopStore } from './WithdrawStopStore';
import { WithdrawEditStore } from './WithdrawEditStore';
import { RefundStore } from './RefundStore';
import { CaseRefundStore } from './CaseRefundStore';
import { InvoiceStore } from './InvoiceStore';
import { StatementStore } from './StatementStore';
import { LedgerStore } from './LedgerStore';
import { FundUseStore } from './FundUseStore';
import { WithdrawNoticeStore } from './WithdrawNoticeStore';
import { GrowthStore } from './growth/GrowthStore';
import { DonorReportStore } from './DonorReportStore';
import { AccountDataStore } from './AccountDataStore';
import { ContentStore } from './ContentStore';
import { ShopStore } from './shop/ShopStore';
import { GoodsOrderStore } from './shop/GoodsOrderStore';
import { MineStore } from './MineStore';
import { LoveStore } from './LoveStore';
import { MatchingStore } from './MatchingStore';
import { PrefsStore } from './PrefsStore';

/** Starts data loads as a route is entered (prefetch: case page, spread page, fundraiser centre). */
export type RoutePrefetcher = (route: RouteDef, params: Record<string, string>) => void;

export class RootStore {
  readonly ui: UiStore;
  readonly auth: AuthStore;
  readonly cases: CaseStore;
  // Stores no launch path needs are built on first use (a page reading them): less work at startup.
  // They have no constructor side effects; each is still created once per RootStore.
  private lazy = new Map<string, unknown>();
  private once<T>(key: string, make: () => T): T {
    let v = this.lazy.get(key) as T | undefined;
    if (v === undefined) this.lazy.set(key, (v = make()));
    return v;
  }
  /**
   * A feature store: a flow's store that is NOT a field here, so that it (and its contract group) ships
   * with its pages in their mini-program subpackage instead of the main package. Its pages call
   * `useFeature('bonfire', (root) => new BonfireStore(root))` (stores/context.ts); one per root.
   * It reaches its calls with `featureGroup(root.api, 'bonfire', bonfire)` (services/index.ts).
   */
  feature<T>(key: string, make: (root: RootStore) => T): T {
    return this.once(`feature:${key}`, () => make(this));
  }
  /** Display preferences: 长辈版 (care mode), from the account, the device or WeChat's font size. */
  get prefs(): PrefsStore {
    return this.once('prefs', () => new PrefsStore(this));
  }
  get caseList(): CaseListStore {
    return this.once('caseList', () => new CaseListStore(this));
  }
  get progress(): ProgressStore {
    return this.once('progress', () => new ProgressStore(this));
  }
  get verification(): VerificationStore {
    return this.once('verification', () => new VerificationStore(this));
  }
  get comments(): CommentStore {
    return this.once('comments', () => new CommentStore(this));
  }
  get pay(): PayStore {
    return this.once('pay', () => new PayStore(this));
  }
  get orders(): OrderStore {
    return this.once('orders', () => new OrderStore(this));
  }
  get donorWall(): DonorWallStore {
    return this.once('donorWall', () => new DonorWallStore(this));
  }
  get share(): ShareStore {
    return this.once('share', () => new ShareStore(this));
  }
  get raise(): RaiseStore {
    return this.once('raise', () => new RaiseStore(this));
  }
  /** Trust (issue 8): the fundraiser's centre, verifying, discussion, reports, message landings. */
  get fundraiserCenter(): FundraiserCenterStore {
    return this.once('fundraiserCenter', () => new FundraiserCenterStore(this));
  }
  get prove(): ProveStore {
    return this.once('prove', () => new ProveStore(this));
  }
  get discussion(): DiscussionStore {
    return this.once('discussion', () => new DiscussionStore(this));
  }
  get report(): ReportStore {
    return this.once('report', () => new ReportStore(this));
  }
  get messages(): MessageStore {
    return this.once('messages', () => new MessageStore(this));
  }
  /** Growth (issue 18): share posters, invitations, raise-help leads, the health tree, the staff lead queue. */
  get growth(): GrowthStore {
    return this.once('growth', () => new GrowthStore(this));
  }
  /** Money out (issue 9): the fundraiser's withdrawals. */
  get withdraw(): WithdrawStore {
    return this.once('withdraw', () => new WithdrawStore(this));
  }
  /** Stop raising before withdrawing, and closing out a case whose money is handled. */
  get withdrawStop(): WithdrawStopStore {
    return this.once('withdrawStop', () => new WithdrawStopStore(this));
  }
  /** Matching gifts on the case, pay and fundraiser pages (issue 17). */
  get matching(): MatchingStore {
    return this.once('matching', () => new MatchingStore(this));
  }
  /** Changing or cancelling a withdrawal in its public notice. */
  get withdrawEdit(): WithdrawEditStore {
    return this.once('withdrawEdit', () => new WithdrawEditStore(this));
  }
  get refund(): RefundStore {
    return this.once('refund', () => new RefundStore(this));
  }
  /** The owner returns every donation of the case, and follows the case-wide refunds. */
  get caseRefund(): CaseRefundStore {
    return this.once('caseRefund', () => new CaseRefundStore(this));
  }
  /** Donation receipts and the donor's statement of donations. */
  get invoice(): InvoiceStore {
    return this.once('invoice', () => new InvoiceStore(this));
  }
  get statement(): StatementStore {
    return this.once('statement', () => new StatementStore(this));
  }
  /** The public fund-use ledger (case page section) and a donor's gift trace. */
  get ledger(): LedgerStore {
    return this.once('ledger', () => new LedgerStore(this));
  }
  /** The owner's fund-use reports after a payout. */
  get fundUse(): FundUseStore {
    return this.once('fundUse', () => new FundUseStore(this));
  }
  /** The case page's 提现公示 and the viewer's objection to a withdrawal. */
  get withdrawNotice(): WithdrawNoticeStore {
    return this.once('withdrawNotice', () => new WithdrawNoticeStore(this));
  }
  /** The monthly and annual reports (pages/mine/report). */
  get donorReports(): DonorReportStore {
    return this.once('donorReports', () => new DonorReportStore(this));
  }
  /** Account deletion and the data copy (pages/mine/account). */
  get accountData(): AccountDataStore {
    return this.once('accountData', () => new AccountDataStore(this));
  }
  /** The donor's home (我的): counts, writings, questions, protocol, authorisations. */
  get mine(): MineStore {
    return this.once('mine', () => new MineStore(this));
  }
  /** Love value: balance, ledger, sign-in, lottery, rights, rank (pages/mine/love). */
  get love(): LoveStore {
    return this.once('love', () => new LoveStore(this));
  }
  /** Articles, problems, info pages, adverts, the publicity page (issue 18). */
  get content(): ContentStore {
    return this.once('content', () => new ContentStore(this));
  }
  /** The goods page of a goods raise and buying its gear (pages/shop/goods). */
  get shop(): ShopStore {
    return this.once('shop', () => new ShopStore(this));
  }
  /** The user's goods orders (/cf/mine-order). */
  get goodsOrders(): GoodsOrderStore {
    return this.once('goodsOrders', () => new GoodsOrderStore(this));
  }
  /** Domain stores register their route prefetch here (e.g. the case store for `prefetch: true` routes). */
  readonly prefetchers: RoutePrefetcher[] = [];

  constructor(
    readonly api: Api,
    readonly platform: Platform,
  ) {
    this.ui = new UiStore(this);
    this.auth = new AuthStore(this);
    this.cases = new CaseStore(this);
    // The HTTP client's account interceptor (login expiry, 20102/20205) is the AuthStore.
    bindApiHooks(api, { onLoginExpired: () => this.auth.onLoginExpired() });
  }

  /**
   * App launch: restore the session (login check) without blocking the first render. A no-auth entry route
   * (agreements, service pages, redirects) runs no login check: the first route that needs one
   * starts it as it is entered (RoutePage's guard).
   */
  start(): void {
    this.prefs.start();
    const entry = this.platform.nav.currentPath().split('?')[0];
    if (entry && entry !== '/' && matchPath(entry).route.auth === 'none') return;
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
