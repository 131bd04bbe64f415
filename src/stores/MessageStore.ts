/**
 * Messages: the landing pages' hop (ask the server's resolver where a message leads, check the answer
 * on the client too, replace the location with that in-app route) and the viewer's notification list
 * with its unread count. A landing never leaves the app: any answer that is not an in-app route, and
 * any failure, goes to SAFE_LANDING.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { SAFE_LANDING, type NotificationItem } from '../contract/trust';
import { landingRequest, safeLandingPath } from '../lib/landing';
import type { RootStore } from './RootStore';
import { AnchorPager } from './paging';
import { Act } from './act';

export class MessageStore {
  /** Where the last landing went (for the page and tests). */
  landedAt = '';
  /** The landing's lookup (a failure lands on SAFE_LANDING). */
  readonly landAct: Act;
  unread = 0;
  readonly list: AnchorPager<NotificationItem>;

  constructor(private readonly root: RootStore) {
    this.list = new AnchorPager<NotificationItem>(async (anchorId) => {
      const res = await this.root.api.trust.messageList({ anchorId, size: 20 });
      runInAction(() => (this.unread = res.unread));
      return res;
    }, (m) => m.msgId);
    this.landAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, list: false, landAct: false });
  }

  /** Resolves a landing route and replaces the location with the (checked) target. Returns the target. */
  async land(routeName: string, path: string, params: Record<string, string>): Promise<string> {
    let target = SAFE_LANDING;
    await this.landAct.latest('message.land', async () => {
      const res = await this.root.api.trust.messageResolve(landingRequest(routeName, path, params));
      target = safeLandingPath(res?.path);
    });
    runInAction(() => (this.landedAt = target));
    this.root.platform.nav.go(target, undefined, { replace: true });
    return target;
  }

  /** Marks messages read (all when no ids are given). */
  async markRead(msgIds?: string[]): Promise<void> {
    try {
      const res = await this.root.api.trust.messageRead(msgIds ? { msgIds } : { all: true });
      runInAction(() => {
        this.unread = res.unread;
        const ids = msgIds ? new Set(msgIds) : null;
        this.list.items = this.list.items.map((m) => (!ids || ids.has(m.msgId) ? { ...m, read: true } : m));
      });
    } catch {
      /* the badge corrects itself on the next load */
    }
  }

  /** Opens a notification: its landing URL through the same guard as a landing page. */
  open(item: NotificationItem): void {
    this.root.platform.nav.go(safeLandingPathOrLanding(item.landingUrl));
  }
}

/** A notification links to a landing page (/cf/wxmessage/...), which the generic guard keeps off-limits for landings themselves. */
function safeLandingPathOrLanding(url: string): string {
  const checked = safeLandingPath(url);
  if (checked !== SAFE_LANDING) return checked;
  return /^\/cf\/wxmessage\/[a-z-]+(\?[A-Za-z0-9_=&%-]*)?$/.test(url) ? url : SAFE_LANDING;
}
