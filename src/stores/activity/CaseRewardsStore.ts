/**
 * A donor's rewards around one case of an activity and their charity pig (a feature store of the activity
 * subpackage, `useFeature(CASE_REWARDS_KEY, ...)`):
 * - on the case's activity page (配捐专区): whether this donor may receive the activity's red packet today (and
 *   why not), the packet received (one a day; given on to a case of the activity from 领取奖励), and the pig's
 *   line for this case (what the donor gave it);
 * - the pig's own screen (/cf/act/charity-pig): the donor's giving as a pig that fills with their gifts.
 *   The pig holds no money: it cannot be cashed, spent or withdrawn; its figures are the donor's gifts.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from '../RootStore';
import { featureGroup } from '../../services';
import { rewards, type CanAttend, type PigInfo, type PigStatus, type RedPacket, type TaskInfo } from '../../contract/rewards';
import { Act } from '../act';
import { optional } from './VenueHallStore';

export const CASE_REWARDS_KEY = 'caseRewards';
export const PIG_NO_CASH = '爱心小猪只记录你的每一份爱心，不是钱包：不能提现、消费或转让。';

/** How full the pig is toward its next level (0..100). */
export function pigFill(p: Pick<PigInfo, 'netFen' | 'levelFen' | 'nextLevelFen'>): number {
  const span = p.nextLevelFen - p.levelFen;
  if (span <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor(((p.netFen - p.levelFen) * 100) / span)));
}

export class CaseRewardsStore {
  infoUuid = '';
  attend: CanAttend | null = null;
  packet: RedPacket | null = null;
  pig: PigStatus | null = null;
  /** the donor's task of the case's task activity (null: none, or a visitor) */
  task: TaskInfo | null = null;
  pigInfo: PigInfo | null = null;
  readonly caseAct: Act;
  readonly receiveAct: Act;
  readonly pigAct: Act;

  constructor(private readonly root: RootStore) {
    this.caseAct = new Act(root);
    this.receiveAct = new Act(root);
    this.pigAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, caseAct: false, receiveAct: false, pigAct: false });
  }

  private get calls() {
    return featureGroup(this.root.api, 'rewards', rewards);
  }

  /** The case's red packet state for this donor and the pig's line for the case. */
  loadCase(infoUuid: string): Promise<boolean> {
    this.infoUuid = infoUuid;
    return this.caseAct.latest('rewards.case', async (live) => {
      const loggedIn = this.root.auth.loggedIn;
      const [attend, pig, task] = await Promise.all([
        this.calls.canAttendRedPacket({ infoUuid }),
        // the pig's line and the task are optional: without them the packet still shows
        optional('rewards.pigStatus', () => this.calls.pigStatus({ infoUuid })),
        loggedIn ? optional('rewards.taskInfo', () => this.calls.taskInfo({ infoUuid })) : null,
      ]);
      if (live()) runInAction(() => {
        this.attend = attend;
        this.pig = pig;
        this.task = task?.active ? task : null;
      });
    });
  }

  /** Receives today's red packet of the case's activity (one a day: a second tap answers the same packet). */
  receive(): Promise<boolean> {
    const infoUuid = this.infoUuid;
    return this.receiveAct.run('rewards.redPacketByCase', async () => {
      const r = await this.calls.redPacketByCase({ infoUuid });
      runInAction(() => {
        this.attend = r.attend;
        this.packet = r.packet;
      });
      if (!r.packet) this.root.ui.showToast(r.attend.reason || '暂时不能领取红包');
    }, { toast: true });
  }

  /** The donor's pig. */
  loadPig(): Promise<boolean> {
    return this.pigAct.latest('rewards.pig', async (live) => {
      const p = await this.calls.pigUserInfo({});
      if (live()) runInAction(() => (this.pigInfo = p));
    });
  }
}
