/**
 * The donor's love value: balance, tier and ledger (every change with its reason), the daily
 * sign-in with its streak, the lottery, the rights the tier opens and the love rank. Every figure
 * comes from the server's love-value ledger; this store only asks and keeps the answers.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { DrawItem, LoveHome, LoveRow, LotteryInfo, RankRes, RightsRes, SignInInfo, SignInRes } from '../contract/love';
import type { RootStore } from './RootStore';
import { Act } from './act';
import { AnchorPager } from './paging';

/** The Chinese name of each reason a love-value row exists. */
export const REASON_TEXT: Record<LoveRow['reason'], string> = {
  donate: '捐款',
  refund: '退款收回',
  sign_in: '每日签到',
  verify: '证实',
  verify_false: '证实不实收回',
  followed: '进展被关注',
  lottery: '爱心抽奖',
};

/** '+5' / '-50' for a row's change. */
export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** Odds as a percentage with up to two decimals: 500 of 10000 is '5%'. */
export const oddsText = (weight: number, total: number) => `${Number(((weight / total) * 100).toFixed(2))}%`;

export class LoveStore {
  home: LoveHome | null = null;
  readonly homeAct: Act;
  readonly ledger: AnchorPager<LoveRow>;
  signInfo: SignInInfo | null = null;
  readonly signInfoAct: Act;
  /** The answer of the last sign-in tap (the success page shows it). */
  lastSignIn: SignInRes | null = null;
  readonly signAct: Act;
  lottery: LotteryInfo | null = null;
  readonly lotteryAct: Act;
  /** The last draw's result, shown until the next one. */
  lastDraw: DrawItem | null = null;
  readonly drawAct: Act;
  rights: RightsRes | null = null;
  readonly rightsAct: Act;
  rank: RankRes | null = null;
  readonly rankAct: Act;
  readonly leaveAct: Act;

  constructor(private readonly root: RootStore) {
    this.homeAct = new Act(root);
    this.signInfoAct = new Act(root);
    this.signAct = new Act(root);
    this.lotteryAct = new Act(root);
    this.drawAct = new Act(root);
    this.rightsAct = new Act(root);
    this.rankAct = new Act(root);
    this.leaveAct = new Act(root);
    this.ledger = new AnchorPager<LoveRow>((anchorId) => root.api.love.ledger({ anchorId, size: 20 }), (r) => r.id);
    makeAutoObservable<this, 'root'>(this, { root: false, ledger: false });
  }

  /** The balance is what the ledger says; null until loaded. */
  get balance(): number | null {
    return this.lottery?.balance ?? this.home?.balance ?? null;
  }

  /** Whether a draw can be asked for (the server checks again, under the user's lock). */
  get canDraw(): boolean {
    return !!this.lottery && this.lottery.balance >= this.lottery.cost && !this.drawAct.busy;
  }

  /** Loads the home (balance, tier, today's sign-in, the first ledger page). */
  loadHome(): Promise<boolean> {
    return this.homeAct.latest('love.home', async (live) => {
      const h = await this.root.api.love.home({});
      if (!live()) return;
      runInAction(() => {
        this.home = h;
        this.ledger.seed({ list: h.rows, hasNext: h.hasMore, anchorId: h.anchorId });
      });
    });
  }

  loadSignIn(): Promise<boolean> {
    return this.signInfoAct.latest('love.signInInfo', async (live) => {
      const s = await this.root.api.love.signInInfo({});
      if (live()) runInAction(() => (this.signInfo = s));
    });
  }

  /**
   * Today's sign-in. Resolves to the answer (earned false: today was signed already, on this or
   * another device) or null on a failure (its message is in signAct.error and toasted).
   */
  async signIn(): Promise<SignInRes | null> {
    let res: SignInRes | null = null;
    const ok = await this.signAct.run('love.signIn', async () => {
      const r = await this.root.api.love.signIn({});
      runInAction(() => {
        res = r;
        this.lastSignIn = r;
        if (this.home) this.home = { ...this.home, balance: r.balance, signedToday: true, streak: r.streak };
      });
    }, { toast: true });
    if (ok) {
      if (res && !(res as SignInRes).earned) this.root.ui.showToast('今天已经签到过了');
      void this.loadSignIn();
    }
    return ok ? res : null;
  }

  loadLottery(): Promise<boolean> {
    return this.lotteryAct.latest('love.lottery', async (live) => {
      const l = await this.root.api.love.lottery({});
      if (live()) runInAction(() => (this.lottery = l));
    });
  }

  /** One draw; refused here when the balance is short (the server refuses too). */
  draw(): Promise<boolean> {
    const l = this.lottery;
    if (l && l.balance < l.cost) return Promise.resolve(this.drawAct.fail(`爱心值不足${l.cost}，暂不能抽奖`));
    return this.drawAct.run('love.draw', async () => {
      const r = await this.root.api.love.draw({});
      runInAction(() => {
        this.lastDraw = r.draw;
        if (this.lottery) this.lottery = { ...this.lottery, balance: r.balance, draws: [r.draw, ...this.lottery.draws].slice(0, 20) };
        if (this.home) this.home = { ...this.home, balance: r.balance };
      });
    }, { toast: true });
  }

  loadRights(infoUuid?: string): Promise<boolean> {
    return this.rightsAct.latest('love.rights', async (live) => {
      const r = await this.root.api.love.rights(infoUuid ? { infoUuid } : {});
      if (live()) runInAction(() => (this.rights = r));
    });
  }

  loadRank(): Promise<boolean> {
    return this.rankAct.latest('love.rank', async (live) => {
      const r = await this.root.api.love.rank({ size: 50 });
      if (live()) runInAction(() => (this.rank = r));
    });
  }

  /** Leaves (true) or rejoins (false) the rank, then reads it again. */
  async setLeaveRank(leave: boolean): Promise<boolean> {
    const ok = await this.leaveAct.run('love.rankLeave', async () => {
      const r = await this.root.api.love.rankLeave({ leave });
      runInAction(() => {
        if (this.rank) this.rank = { ...this.rank, optedOut: r.optedOut };
      });
    }, { toast: true });
    if (ok) {
      this.root.ui.showToast(leave ? '已退出爱心榜' : '已重新加入爱心榜');
      await this.loadRank();
    }
    return ok;
  }
}
