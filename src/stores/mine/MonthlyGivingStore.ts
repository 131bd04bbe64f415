/**
 * Monthly giving on the client: the user's monthly gifts, what is due this month (the hub's notice),
 * setting a gift for a case they gave to, pausing, resuming and stopping. Paying is the pay page with
 * the amount filled in: the donor taps to pay, as for any gift.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { MONTHLY_MIN_FEN, type MonthlyGift, type MonthlyGiftsRes } from '../../contract/mine';
import { MAX_DONATION_YUAN } from '../../contract/rules/money';
import { fenToYuanText } from '../../lib/money';
import type { RootStore } from '../RootStore';
import { Act } from '../act';

export const MSG_MONTHLY_AMOUNT = `月捐金额请填写${fenToYuanText(MONTHLY_MIN_FEN)}-${MAX_DONATION_YUAN}的整数元`;
export const MONTHLY_STATUS_TEXT: Record<MonthlyGift['status'], string> = { active: '进行中', paused: '已暂停', stopped: '已停止' };

export class MonthlyGivingStore {
  gifts: MonthlyGift[] = [];
  month = '';
  loaded = false;
  readonly loadAct: Act;
  readonly changeAct: Act;
  /** The new gift's case and amount (元, as typed). */
  formCase = '';
  formYuan = '';
  readonly setAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.changeAct = new Act(root);
    this.setAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false, changeAct: false, setAct: false });
  }

  /** The gifts due this month: active, the case still raising, not given to yet this month. */
  get due(): MonthlyGift[] {
    return this.gifts.filter((g) => g.due);
  }

  load(): Promise<boolean> {
    return this.loadAct.latest('monthly.load', async (live) => {
      const res = await this.root.api.mine.monthlyList();
      if (live()) this.seed(res);
    });
  }

  /** Takes a list answer (also the one the 我的 page's HTML carries). */
  seed(res: MonthlyGiftsRes): void {
    this.gifts = res.list;
    this.month = res.month;
    this.loaded = true;
  }

  chooseCase(infoUuid: string): void {
    this.formCase = infoUuid;
    this.setAct.clear();
  }

  setYuan(text: string): void {
    this.formYuan = text.replace(/\D/g, '').slice(0, String(MAX_DONATION_YUAN).length);
    this.setAct.clear();
  }

  /** Sets the monthly amount for the chosen case (whole 元). */
  submit(): Promise<boolean> {
    const yuan = Number(this.formYuan);
    if (!this.formCase) return Promise.resolve(this.setAct.fail('请选择要月捐的项目'));
    if (!Number.isInteger(yuan) || yuan * 100 < MONTHLY_MIN_FEN || yuan > MAX_DONATION_YUAN) return Promise.resolve(this.setAct.fail(MSG_MONTHLY_AMOUNT));
    return this.setAct.run('monthly.set', async () => {
      const gift = await this.root.api.mine.monthlySet({ infoUuid: this.formCase, amount: yuan * 100 });
      runInAction(() => {
        this.gifts = [gift, ...this.gifts.filter((g) => g.id !== gift.id)];
        this.formYuan = '';
      });
      this.root.ui.showToast('月捐已设置，每月会提醒您');
    });
  }

  /** Pauses, resumes or (after confirming) stops a gift. */
  async change(gift: MonthlyGift, action: 'pause' | 'resume' | 'stop'): Promise<boolean> {
    if (action === 'stop') {
      const sure = await this.root.ui.showDialog({ title: '停止月捐', content: `停止后不再提醒您每月为「${gift.caseTitle}」捐款。`, confirmText: '停止', cancelText: '取消' });
      if (!sure) return false;
    }
    return this.changeAct.run('monthly.change', async () => {
      const res = await this.root.api.mine.monthlyChange({ id: gift.id, action });
      runInAction(() => (this.gifts = this.gifts.map((g) => (g.id === res.id ? res : g))));
    }, { toast: true });
  }

  /** Opens the pay page of the gift's case with its amount filled in. */
  pay(gift: MonthlyGift): void {
    this.root.platform.nav.go('pay', { infoUuid: gift.infoUuid, amount: gift.amount });
  }
}
