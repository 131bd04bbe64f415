/**
 * Sharing a case: the content the share menu shares (title, desc, link, image) and the share record
 * posted when a share completed (share record: shareDv 1000, or 2000 for a forwarded visit;
 * toWxSource = share target 1-4). Failures are reported, never shown as errors to the donor.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { FundingInfo } from '../contract/cases';
import type { ShareRecord } from '../contract/platform';
import type { ShareContent, ShareTarget } from '../platform/types';
import type { RootStore } from './RootStore';
import { buildH5Url, buildMpUrl } from '../platform/nav-url';
import { routeByName } from '../routes';
import { randomId } from '../lib/id';
import { reportImportant, logFailure } from './report';
import { formatFen } from '../lib/money';
import { SESSION_KEYS } from '../lib/session-keys';
import { sharedvFromQuery } from '../lib/share';

export const SHARE_SOURCE_CASE = 'case';

export interface ShareContext {
  /** page query (forward-from, channel, userSourceId ...) */
  query?: Record<string, string | undefined>;
  /** absolute origin for H5 links, e.g. https://www.qschou.com */
  origin?: string;
  source?: string;
  /** called after a completed share was handed to record() (e.g. go to the share-success page) */
  onShared?: (target: ShareTarget) => void;
}

export class ShareStore {
  /** The id of this viewer's share, carried in the shared link and in the record. */
  shareId = '';
  lastTarget: ShareTarget | null = null;
  recorded = 0;

  /** The JSSDK init of the current path (one per route entry; the adapter dedupes further per URL/iOS). */
  private jssdkInit: { path: string; ready: Promise<boolean> } | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root' | 'jssdkInit'>(this, { root: false, jssdkInit: false, ensureJssdk: false });
  }

  /**
   * Initialises the messaging-app JSSDK with the server's signature of the page URL; null
   * where there is no JSSDK. Share content and menu calls wait for the returned promise. Failures are
   * reported by the adapter and resolve false (never rejects).
   */
  ensureJssdk(thirdType?: number): Promise<boolean> | null {
    const { jssdk, nav } = this.root.platform;
    if (!jssdk.isAvailable()) return null;
    const path = nav.currentPath();
    if (this.jssdkInit?.path === path) return this.jssdkInit.ready;
    const type = thirdType ?? this.root.auth.user?.thirdType ?? undefined;
    let ready: Promise<boolean>;
    try {
      ready = jssdk
        .init((url) => this.root.api.wx.jssdkSignature(type === undefined ? { url } : { url, thirdType: type }))
        .catch(() => false);
    } catch {
      ready = Promise.resolve(false);
    }
    this.jssdkInit = { path, ready };
    return ready;
  }

  /** The share content of a case (H5 link and mini-program path). */
  contentFor(info: FundingInfo, ctx: ShareContext = {}): ShareContent {
    if (!this.shareId) this.shareId = randomId();
    const title = info.baseInfo.title || '请帮帮TA，每一份爱心都很重要';
    const raised = formatFen(info.raisedAmount);
    const desc = `已有${info.donationCount}次帮助，筹得${raised}元。转发也是一份力量。`;
    const params = { infoUuid: info.infoUuid, shareId: this.shareId, forwardFrom: 1, channel: ctx.query?.channel };
    const link = (ctx.origin ?? '') + buildH5Url(routeByName('contribute'), params);
    const path = buildMpUrl(routeByName('mpDetail'), params);
    return { title, desc, link, path, imgUrl: info.baseInfo.attachments[0] ?? '' };
  }

  /** Sets the share menu content of a case page; a completed share is recorded. */
  async setup(info: FundingInfo, ctx: ShareContext = {}): Promise<ShareContent | null> {
    const { share } = this.root.platform;
    const content = this.contentFor(info, ctx);
    // A share card without the case's own title or picture goes out with the defaults: say so.
    const missing = [!info.baseInfo.title && 'title', !content.imgUrl && 'image'].filter(Boolean);
    if (missing.length) reportImportant(this.root.api, 'SHARE_DATA_MISSING', { infoUuid: info.infoUuid, missing });
    // H5 share needs the configured JSSDK (window.wx exists only once it loaded).
    await this.ensureJssdk();
    if (!share.isAvailable()) return content;
    try {
      await share.setContent(content, (target) => {
        void this.record(info.infoUuid, target, ctx);
        ctx.onShared?.(target);
      });
      return content;
    } catch (err) {
      logFailure('share.setup', err);
      reportImportant(this.root.api, 'NEW_DETAIL_SHARE', { infoUuid: info.infoUuid });
      return null;
    }
  }

  /** Posts the share record of a completed share. Returns whether the server took it. */
  async record(infoUuid: string, target: ShareTarget, ctx: ShareContext = {}): Promise<boolean> {
    if (!this.shareId) this.shareId = randomId();
    const q = ctx.query ?? {};
    const { storage } = this.root.platform;
    const rec: ShareRecord = {
      uuid: randomId(),
      infoId: infoUuid,
      source: ctx.source ?? SHARE_SOURCE_CASE,
      channel: q.channel ?? storage.sessionGet<string>(SESSION_KEYS.channel) ?? '',
      userSourceId: q.userSourceId ?? storage.sessionGet<string>(SESSION_KEYS.userSourceId) ?? '',
      shareId: this.shareId,
      shareDv: sharedvFromQuery(q),
      tradeNo: q.tradeNo ?? '',
      toWxSource: target,
    };
    this.lastTarget = target;
    try {
      await this.root.api.share.success(rec);
      runInAction(() => (this.recorded += 1));
      return true;
    } catch (err) {
      logFailure('share.success', err);
      reportImportant(this.root.api, 'SHARE_SUCCESS', { infoUuid, target });
      return false;
    }
  }
}
