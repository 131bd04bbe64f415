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
import { buildH5Url, buildMpUrl, type NavParams } from '../platform/nav-url';
import { routeByName, type RouteDef } from '../routes';
import { DEFAULT_SHARE_IMAGE, shareImageUrl } from '../platform/config';
import { randomId } from '../lib/id';
import { reportImportant, logFailure } from './report';
import { formatFen } from '../lib/money';
import { SESSION_KEYS } from '../lib/session-keys';
import { sharedvFromQuery } from '../lib/share';

export const SHARE_SOURCE_CASE = 'case';
/** What the reader is told about links they pass on. */
export const SHARE_TEXT = {
  copied: '链接已复制，粘贴发送给好友即可',
  copyFailed: '复制失败，请长按链接手动复制',
  useMenu: '请点击右上角「···」发送给朋友',
} as const;

/** The title of a case's card when the case has none, or its data has not arrived yet. */
export const CASE_SHARE_FALLBACK_TITLE = '请帮帮TA，每一份爱心都很重要';

/** The title of a share card without a case of its own (the platform tagline). */
export const MP_DEFAULT_SHARE_TITLE = '爱心筹 · 每一份善意都被认真对待';

function answer(title: string, path: string, imageUrl: string): MpShareAnswer {
  return { message: { title, path, imageUrl }, timeline: { title, query: path.split('?')[1] ?? '', imageUrl } };
}

export interface ShareContext {
  /** page query (forward-from, channel, userSourceId ...) */
  query?: Record<string, string | undefined>;
  /** absolute origin for H5 links, e.g. https://www.qschou.com */
  origin?: string;
  source?: string;
  /** called after a completed share was handed to record() (e.g. go to the share-success page) */
  onShared?: (target: ShareTarget) => void;
}

/** A page's own share card (the invitation, the group help); infoUuid: the case it shares, recorded. */
export interface OwnShareCard {
  title: string;
  path: string;
  imageUrl?: string;
  infoUuid?: string;
}

/**
 * What a mini-program page answers WeChat's share menu with: the friend card and the timeline card.
 * Cards always carry an absolute PNG/JPG imageUrl (shareImageUrl): WeChat shows no SVG or path.
 */
export interface MpShareAnswer {
  message: { title: string; path: string; imageUrl: string };
  timeline: { title: string; query: string; imageUrl: string };
}

/** The page a share answer is for: its route, params and query (RoutePage's RouteInfo). */
export interface SharePage {
  route: RouteDef;
  params: Record<string, string>;
  query: Record<string, string>;
}

export class ShareStore {
  /** The id of this viewer's share, carried in the shared link and in the record. */
  shareId = '';
  lastTarget: ShareTarget | null = null;
  recorded = 0;

  /** The case each page set up (setup()), by the page's path: its share context (source, onShared). */
  private setups = new Map<string, { infoUuid: string; ctx: ShareContext }>();

  /** The JSSDK init of the current path (one per route entry; the adapter dedupes further per URL/iOS). */
  private jssdkInit: { path: string; ready: Promise<boolean> } | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root' | 'jssdkInit' | 'setups'>(this, { root: false, jssdkInit: false, setups: false, ensureJssdk: false });
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
    const title = info.baseInfo.title || CASE_SHARE_FALLBACK_TITLE;
    const raised = formatFen(info.raisedAmount);
    const desc = `已有${info.donationCount}次帮助，筹得${raised}元。转发也是一份力量。`;
    const params = this.caseLinkParams(info.infoUuid, ctx);
    const link = (ctx.origin ?? '') + buildH5Url(routeByName('contribute'), params);
    const path = buildMpUrl(routeByName('mpDetail'), params);
    return { title, desc, link, path, imgUrl: info.baseInfo.attachments[0] ?? '' };
  }

  /** What a shared link or card of a case carries: the case, the sharer, that it was forwarded, the channel. */
  private caseLinkParams(infoUuid: string, ctx: ShareContext): NavParams {
    if (!this.shareId) this.shareId = randomId();
    return { infoUuid, shareId: this.shareId, forwardFrom: 1, channel: ctx.query?.channel };
  }

  /**
   * Declares, before its case has loaded, what a share from the current page is about: the case and the
   * context (source, onShared). A share tapped while the case still loads is then recorded and goes on
   * (setup() later fills the menu's content under the same context).
   */
  prepare(infoUuid: string, ctx: ShareContext = {}): void {
    this.setups.set(this.root.platform.nav.currentPath(), { infoUuid, ctx });
  }

  /** Sets the share menu content of a case page; a completed share is recorded. */
  async setup(info: FundingInfo, ctx: ShareContext = {}): Promise<ShareContent | null> {
    const { share } = this.root.platform;
    const content = this.contentFor(info, ctx);
    this.prepare(info.infoUuid, ctx);
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

  /**
   * The mini-program share answer of a page (its onShareAppMessage / onShareTimeline), recording the
   * share: the page's own card when it has one; else the case of the page with the sharer's shareId,
   * recorded and handed to the onShared the page prepared (the case id is enough: a share tapped while
   * the case loads gets the case's page under the fallback title); else the page itself (its title and
   * path with the sharer), nothing to record without a case.
   */
  mpAnswer(page: SharePage, target: ShareTarget, own?: (() => OwnShareCard | null) | null): MpShareAnswer {
    if (!this.shareId) this.shareId = randomId();
    const card = own?.();
    if (card) {
      if (card.infoUuid) void this.record(card.infoUuid, target, { query: page.query, source: page.route.name });
      const sharer = /[?&]shareId=/.test(card.path) ? '' : `${card.path.includes('?') ? '&' : '?'}shareId=${encodeURIComponent(this.shareId)}`;
      return answer(card.title, card.path + sharer, shareImageUrl(card.imageUrl));
    }
    // The case of the page: the one it prepared, or (a tap before that) the case of a case route (the
    // table's prefetch flag: the case and spread pages), never an infoUuid that names an article.
    const info = this.root.cases.info;
    const set = this.setups.get(this.root.platform.nav.currentPath());
    const caseId = set?.infoUuid ?? (page.route.prefetch ? page.params.infoUuid || page.query.infoUuid : undefined);
    if (caseId) {
      const ctx: ShareContext = set?.infoUuid === caseId ? set.ctx : { query: page.query };
      void this.record(caseId, target, ctx);
      ctx.onShared?.(target);
      if (info?.infoUuid === caseId) {
        const content = this.contentFor(info, ctx);
        return answer(content.title, content.path!, shareImageUrl(content.imgUrl));
      }
      return answer(CASE_SHARE_FALLBACK_TITLE, buildMpUrl(routeByName('mpDetail'), this.caseLinkParams(caseId, ctx)), DEFAULT_SHARE_IMAGE);
    }
    // the page as the sharer sees it (its query and params: the article, the list), with the sharer
    const params: NavParams = { ...page.query, ...page.params, shareId: this.shareId, forwardFrom: 1 };
    return answer(page.route.title || MP_DEFAULT_SHARE_TITLE, buildMpUrl(page.route, params), DEFAULT_SHARE_IMAGE);
  }

  /** Copies a link for the reader to paste to friends, and says whether it worked. */
  async copyLink(url: string): Promise<boolean> {
    let ok = false;
    try {
      ok = await this.root.platform.share.copyText(url);
    } catch {
      ok = false;
    }
    this.root.ui.showToast(ok ? SHARE_TEXT.copied : SHARE_TEXT.copyFailed);
    return ok;
  }

  /**
   * Shares a link from a button: in the messaging browser the share menu is pointed at it and the reader
   * is shown where the menu is; elsewhere (no share menu to point) the link is copied.
   */
  async shareLink(link: { title: string; desc: string; url: string }): Promise<boolean> {
    const { share } = this.root.platform;
    await this.ensureJssdk();
    if (!share.isAvailable()) return this.copyLink(link.url);
    try {
      await share.setContent({ title: link.title, desc: link.desc, link: link.url, imgUrl: '' }, () => {});
    } catch (err) {
      logFailure('share.shareLink', err);
      return this.copyLink(link.url);
    }
    this.root.ui.showToast(SHARE_TEXT.useMenu);
    return true;
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
