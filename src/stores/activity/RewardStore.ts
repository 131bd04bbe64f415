/**
 * Rewards on the donor's screens (a feature store of the activity subpackage): the luck draw
 * (/cf/luckDraw: odds, draws left, a draw and its result, the record) and the reward list
 * (/cf/activity/get-reward: red packets to give to a case of their activity, prizes, certificates).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { rewards, type Certificate, type DrawInfo, type DrawResult, type RedPacket, type RewardList } from '../../contract/rewards';
import { oddsText } from '../../contract/rules/rewards';
import { featureGroup } from '../../services';
import { formatFen } from '../../lib/money';
import { Act } from '../act';
import type { RootStore } from '../RootStore';

export interface OddsRow { code: string; name: string; odds: string }

/** "3小时12分后过期" / "已过期" for an issued packet. */
export function expiryText(expiresAt: number, now: number): string {
  const ms = expiresAt - now;
  if (ms <= 0) return '已过期';
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  return h > 0 ? `${h}小时${m}分后过期` : `${Math.max(1, m)}分钟后过期`;
}

export function packetLine(p: RedPacket, now: number): string {
  if (p.status === 'GIVEN') return `已转赠给「${p.caseTitle || '筹款'}」${formatFen(p.granted)}元`;
  if (p.status === 'EXPIRED') return '已过期，红包金额已退回活动资金池';
  return expiryText(p.expiresAt, now);
}

export class RewardStore {
  draw: DrawInfo | null = null;
  /** the result of the draw just made */
  result: DrawResult | null = null;
  list: RewardList | null = null;
  /** a certificate's own record as the server reads it (get-info), by certificateId, once opened */
  certificates: Record<string, Certificate> = {};
  /** the case picked per packet (packetId -> infoUuid) */
  picked: Record<string, string> = {};
  readonly drawLoadAct: Act;
  readonly drawAct: Act;
  readonly listAct: Act;
  readonly giveAct: Act;

  constructor(private readonly root: RootStore) {
    this.drawLoadAct = new Act(root);
    this.drawAct = new Act(root);
    this.listAct = new Act(root);
    this.giveAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, drawLoadAct: false, drawAct: false, listAct: false, giveAct: false });
  }

  private get api() {
    return featureGroup(this.root.api, 'rewards', rewards);
  }

  get oddsRows(): OddsRow[] {
    const d = this.draw;
    return d ? d.prizes.map((p) => ({ code: p.code, name: p.name, odds: oddsText(p.weight, d.total) })) : [];
  }

  /** The activity of the reader's red packets (of the newest packet still to give, else the newest): the reward page names it. */
  get packetActivity(): { activityId: string; title: string } | null {
    const ps = this.list?.packets ?? [];
    const p = ps.find((x) => x.status === 'ISSUED') ?? ps[0];
    return p ? { activityId: p.activityId, title: p.activityTitle } : null;
  }

  get canDraw(): boolean {
    return !!this.draw && this.draw.enabled && this.draw.left > 0 && !this.drawAct.busy;
  }

  loadDraw(): Promise<boolean> {
    return this.drawLoadAct.latest('rewards.drawInfo', async (live) => {
      const d = await this.api.drawInfo({});
      if (live()) runInAction(() => (this.draw = d));
    });
  }

  /** One draw; the result is shown and the record read again. */
  drawOnce(): Promise<boolean> {
    if (!this.canDraw) return Promise.resolve(false);
    return this.drawAct.run('rewards.drawApply', async () => {
      const r = await this.api.drawApply({});
      runInAction(() => {
        this.result = r.result;
        if (this.draw) this.draw = { ...this.draw, left: r.left, used: this.draw.used + 1, records: [r.result, ...this.draw.records] };
      });
    }, { toast: true });
  }

  closeResult(): void {
    this.result = null;
  }

  loadList(): Promise<boolean> {
    return this.listAct.latest('rewards.list', async (live) => {
      const l = await this.api.rewardList({});
      if (live()) runInAction(() => {
        this.list = l;
        for (const p of l.packets) if (p.status === 'ISSUED' && !this.picked[p.packetId] && p.cases[0]) this.picked[p.packetId] = p.cases[0].infoUuid;
      });
    });
  }

  /** Reads an opened certificate's record (number, holder, amount, date) to show beside its image. */
  async openCertificate(certificateId: string): Promise<void> {
    if (this.certificates[certificateId]) return;
    try {
      const c = await this.api.certificateInfo({ certificateId });
      runInAction(() => (this.certificates = { ...this.certificates, [certificateId]: c }));
    } catch {
      // the list's line stays; the image says whether the certificate opens
    }
  }

  pick(packetId: string, infoUuid: string): void {
    this.picked = { ...this.picked, [packetId]: infoUuid };
  }

  /** Gives the packet to the picked case. */
  give(packetId: string): Promise<boolean> {
    const infoUuid = this.picked[packetId];
    if (!infoUuid) return Promise.resolve(this.giveAct.fail('请选择要转赠的筹款'));
    return this.giveAct.run('rewards.give', async () => {
      const p = await this.api.giveRedPacket({ packetId, infoUuid });
      runInAction(() => {
        if (this.list) this.list = { ...this.list, packets: this.list.packets.map((x) => (x.packetId === packetId ? p : x)) };
      });
      this.root.ui.showToast(`已转赠${formatFen(p.granted)}元`);
    }, { toast: true });
  }
}

export const REWARDS_KEY = 'rewards';
