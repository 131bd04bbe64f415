/**
 * The case (funding info) a donor looks at: the server's numbers as they are (integer fen), the
 * status rules of caseStatus.ts and the case page's side data (verification counters, selected
 * verifications). Infos are cached by infoUuid so a prefetch or a back navigation shows at once and
 * is then refreshed from the server.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { FundingInfo } from '../contract/cases';
import { SELECTED_VERIFICATION_MAX, type VerificationItem, type VerifyCountRes } from '../contract/verification';
import type { RootStore } from './RootStore';
import { isRiskCase, mayDonate, showNewDetail, statusMessage } from './caseStatus';
import { Act } from './act';
import { logFailure, reportImportant } from './report';
import { progressPercent } from '../lib/money';
import { SESSION_KEYS } from '../lib/session-keys';
import { takeBootData } from '../platform/boot';
import { nextStep, type NextStep } from './mine/nextStep';

/** Selected verifications shown on the case page (at most 7 by default). */
export { SELECTED_VERIFICATION_MAX };

/** What the server inlines into the case page's HTML (server/src/ssr/h5-boot.ts). */
export interface CfBoot {
  infoUuid: string;
  /** read for an anonymous visitor: isSelf is false whoever looks */
  visitor: true;
  info: FundingInfo;
}

/** Takes the HTML's boot data once (later page loads must not see a stale copy). */
function takeBoot(): CfBoot | null {
  const boot = takeBootData() as CfBoot | null;
  if (!boot || typeof boot !== 'object') return null;
  const ok = boot.visitor === true && typeof boot.infoUuid === 'string' && boot.info?.infoUuid === boot.infoUuid;
  return ok ? boot : null;
}

export class CaseStore {
  infoUuid = '';
  info: FundingInfo | null = null;
  /** The case's load (the page's error screen when it failed). */
  readonly loadAct: Act;
  verifyCount: VerifyCountRes | null = null;
  selectedVerifications: VerificationItem[] = [];
  /** `info` is the HTML's visitor data (isSelf false, counters as of the page request) until the API answers. */
  infoIsVisitorData = false;
  private cache = new Map<string, FundingInfo>();
  /** Cache entries that came from the HTML's boot data, not from the API. */
  private visitorData = new Set<string>();
  private pending = new Map<string, Promise<FundingInfo>>();
  /** The plain object `info` was made from (MobX keeps an observable copy). */
  private infoSource: FundingInfo | null = null;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    makeAutoObservable<this, 'root' | 'cache' | 'pending' | 'visitorData' | 'infoSource'>(this, { root: false, cache: false, pending: false, visitorData: false, infoSource: false, loadAct: false });
    // H5 case page: the server inlined the case's public data; the first render uses it, open() refreshes.
    const boot = takeBoot();
    if (boot) {
      this.cache.set(boot.infoUuid, boot.info);
      this.visitorData.add(boot.infoUuid);
    }
    // Route prefetch (case page, spread page, fundraiser centre): warm the cache as the route is entered.
    // A case whose inlined data the page shows needs no prefetch: the page refreshes it once idle (CaseView).
    root.prefetchers?.push((_route, params) => {
      if (params.infoUuid && !this.hasInlinedData(params.infoUuid)) this.prefetch(params.infoUuid);
    });
  }

  get status(): number {
    return this.info?.displayStatus ?? -1;
  }
  /** The donate button is enabled only in status 0 (the server's userAccessParam says so; an answer without it: the status). */
  get canDonate(): boolean {
    return this.info !== null && mayDonate(this.info);
  }
  get statusMessage(): string {
    return this.info ? statusMessage(this.info.displayStatus) : '';
  }
  get isRisk(): boolean {
    return this.info !== null && isRiskCase(this.info);
  }
  get showNewDetail(): boolean {
    return this.info !== null && showNewDetail(this.info);
  }
  get isOwner(): boolean {
    return Boolean(this.info?.isSelf);
  }
  /**
   * The owner's preview of a case not yet published (only the owner's answer carries `preview`): its
   * state in words and the next step, as 我的筹款 shows them; null for a published case. A preview takes
   * no gifts and is not shared.
   */
  get previewStep(): NextStep | null {
    const i = this.info;
    return i?.preview ? nextStep({ infoUuid: i.infoUuid, raiseType: i.raiseType, published: false, caseStatus: 0, ...i.preview }) : null;
  }
  get percent(): number {
    return this.info ? progressPercent(this.info.raisedAmount, this.info.targetAmount) : 0;
  }

  /** The open case's info when it is this case (null while another case, or none, is open). */
  infoOf(infoUuid: string): FundingInfo | null {
    return this.infoUuid === infoUuid ? this.info : null;
  }

  /**
   * A cached info for a first render before open() ran (the HTML's boot data or a prefetch); never a
   * risk case (that page is replaced by the intercept page once open() confirms it).
   */
  peek(infoUuid: string): FundingInfo | null {
    const info = this.cache.get(infoUuid);
    return info && !isRiskCase(info) ? info : null;
  }

  /** Whether the first render of this case shows the HTML's inlined visitor data (not yet refreshed from the API). */
  hasInlinedData(infoUuid: string): boolean {
    return this.visitorData.has(infoUuid) && this.peek(infoUuid) !== null;
  }

  /**
   * Whether what the page shows of this case was read for this reader (isSelf holds): false while it is the
   * HTML's visitor data, before open() ran (the H5 first page refreshes once idle) or after it, until the API answers.
   */
  readerKnown(infoUuid: string): boolean {
    return this.infoUuid === infoUuid ? !this.infoIsVisitorData : !this.hasInlinedData(infoUuid);
  }

  /** Fetches (or joins the fetch already running for) one case; fills the cache. */
  fetch(infoUuid: string): Promise<FundingInfo> {
    const running = this.pending.get(infoUuid);
    if (running) return running;
    // get-funding-info's request: infoUuid, and where the link came from (userSourceId, selfTag) when known
    const session = this.root.platform.storage;
    const userSourceId = session.sessionGet<string>(SESSION_KEYS.userSourceId) ?? undefined;
    const selfTag = session.sessionGet<string>(SESSION_KEYS.selfTag) ?? undefined;
    const p = this.root.api.cases
      .fundingInfo({ infoUuid, userSourceId, ...(selfTag ? { selfTag } : {}) })
      .then((info) => {
        this.cache.set(infoUuid, info);
        this.visitorData.delete(infoUuid);
        return info;
      })
      .finally(() => this.pending.delete(infoUuid));
    this.pending.set(infoUuid, p);
    return p;
  }

  /** Route prefetch: warms the cache; failures are only logged (the page loads again). */
  prefetch(infoUuid: string): void {
    this.fetch(infoUuid).catch((err) => logFailure('case.prefetch', err));
  }

  /**
   * Loads the case for a page. A risk case replaces the page with the intercept page.
   * Returns the info, or null on failure (error set, failure reported).
   */
  async open(infoUuid: string, opts: { withExtras?: boolean; /** the failure's event: FUNDING_INFO, or SPREAD_FUNDING_INFO on the spread page */ failureEvent?: string } = {}): Promise<FundingInfo | null> {
    if (this.infoUuid !== infoUuid) {
      this.infoUuid = infoUuid;
      this.info = this.infoSource = this.peek(infoUuid);
      this.infoIsVisitorData = this.info !== null && this.visitorData.has(infoUuid);
      this.verifyCount = null;
      this.selectedVerifications = [];
    }
    // The info shown now (a plain cached object): an API answer equal to it keeps it, so nothing re-renders.
    const shown = this.cache.get(infoUuid);
    let info = null as FundingInfo | null;
    const current = await this.loadAct.latest('case.open', async (live) => {
      const fetched = await this.fetch(infoUuid);
      info = shown && shown !== fetched && sameJson(shown, fetched) ? shown : fetched;
      if (info !== fetched) this.cache.set(infoUuid, info);
      if (!live()) return;
      runInAction(() => {
        if (this.infoSource !== info) this.info = this.infoSource = info;
        this.infoIsVisitorData = false;
      });
    }, { onFail: (err) => void reportImportant(this.root.api, opts.failureEvent ?? 'FUNDING_INFO', { infoUuid, code: (err as { code?: number })?.code }) });
    if (!info || !current) return info;
    if (info.preview) void this.root.platform.share.setMenuVisible(false).catch((err) => logFailure('case.previewMenu', err));
    else if (isRiskCase(info)) this.root.platform.nav.go('riskCaseIntercept', { infoUuid }, { replace: true });
    else if (opts.withExtras) void this.loadExtras(infoUuid);
    return info;
  }

  /** Verification counters and the selected verifications; failures are only logged. */
  async loadExtras(infoUuid: string): Promise<void> {
    const { verification } = this.root.api;
    const [count, selected] = await Promise.allSettled([
      verification.count({ infoUuid }),
      verification.selected({ infoUuid, orderType: 0, maxCount: SELECTED_VERIFICATION_MAX }),
    ]);
    runInAction(() => {
      if (this.infoUuid !== infoUuid) return;
      if (count.status === 'fulfilled') this.verifyCount = count.value ?? null;
      else logFailure('case.verifyCount', count.reason);
      if (selected.status === 'fulfilled') {
        this.selectedVerifications = (selected.value?.list ?? []).slice(0, SELECTED_VERIFICATION_MAX);
      } else logFailure('case.selected', selected.reason);
    });
  }

  /** Drops the cached info of a case (e.g. after a donation) so the next open shows fresh numbers. */
  invalidate(infoUuid: string): void {
    this.cache.delete(infoUuid);
  }
}

function sameJson(a: unknown, b: unknown): boolean {
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}
