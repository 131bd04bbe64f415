/**
 * Inviting friends to give or to raise. The inviter's page shows their link (with their code) and the
 * friends who accepted, with whether each then gave or raised (the server reads it from orders and
 * cases). A friend opening the link sees who invited them and accepts; the acceptance is recorded
 * (the first invitation of a kind keeps it). Nothing is rewarded for sharing itself.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { InviteChannel, InviteKind, InviteLandingRes, InviteMineRes } from '../../contract/growth';
import { buildH5Url, buildMpUrl } from '../../lib/nav-url';
import { routeByName } from '../../routes';
import { Act } from '../act';
import { ensureLoggedIn } from '../loginGate';
import type { RootStore } from '../RootStore';

/** The page of each channel (the mini-program's wx-inviter links to the H5 inviter page). */
export const INVITE_ROUTE: Record<InviteChannel, string> = { inviter: 'inviter', initiator: 'initiator', weibo: 'weiboInviter', wx: 'inviter' };
export const INVITE_TEXT = {
  accepted: '已接受邀请',
  already: '你已接受过其他好友的邀请',
  copied: '邀请链接已复制',
  giveCard: '我在这里献爱心，邀请你一起帮助需要帮助的人',
  raiseCard: '遇到大病困难？这里可以免费发起筹款求助',
} as const;

export class InviteStore {
  mine: InviteMineRes | null = null;
  /** what the page invites to (its share card says the same) */
  kind: InviteKind = 'give';
  landing: InviteLandingRes | null = null;
  /** the invitation this reader accepted on this page */
  accepted: boolean | null = null;
  readonly loadAct: Act;
  readonly acceptAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.acceptAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false, acceptAct: false });
  }

  /** The reader's own invitations (needs a login: a visitor sees the landing or a login button). */
  loadMine(): Promise<boolean> {
    return this.loadAct.latest('growth.inviteMine', async (live) => {
      const mine = await this.root.api.growth.inviteMine({});
      if (live()) runInAction(() => (this.mine = mine));
    });
  }

  /** Who invited the reader (the link's code). */
  loadLanding(code: string): Promise<boolean> {
    return this.loadAct.latest('growth.inviteLanding', async (live) => {
      const landing = await this.root.api.growth.inviteLanding({ code });
      if (live()) runInAction(() => (this.landing = landing));
    });
  }

  /** The invitation link of a channel and kind. */
  linkFor(channel: InviteChannel, kind: InviteKind): string {
    if (!this.mine) return '';
    return this.mine.origin + buildH5Url(routeByName(INVITE_ROUTE[channel]), { inviteCode: this.mine.code, kind });
  }

  setKind(kind: InviteKind): void {
    this.kind = kind;
  }

  /** The mini-program share card of the invitation (the wx-inviter page with the reader's code). */
  mpShare(kind: InviteKind = this.kind): { title: string; path: string } {
    const path = this.mine ? buildMpUrl(routeByName('mpWxInviter'), { inviteCode: this.mine.code, kind }) : buildMpUrl(routeByName('mpWxInviter'), { kind });
    return { title: kind === 'raise' ? INVITE_TEXT.raiseCard : INVITE_TEXT.giveCard, path };
  }

  /** Accepts the invitation (after a login), then opens where the friend gives or raises. */
  async accept(code: string, kind: InviteKind, channel: InviteChannel): Promise<boolean> {
    if (!(await ensureLoggedIn(this.root))) return false;
    const ok = await this.acceptAct.run('growth.inviteAccept', async () => {
      const { accepted } = await this.root.api.growth.inviteAccept({ code, kind, channel });
      runInAction(() => (this.accepted = accepted));
      // the result of the tap that leads on to the giving or raising page: it goes along
      this.root.ui.showToast(accepted ? INVITE_TEXT.accepted : INVITE_TEXT.already, { followsNavigation: true });
    }, { toast: true });
    if (ok) this.root.platform.nav.go(kind === 'give' ? 'commonList' : 'raiseRegist');
    return ok;
  }
}
