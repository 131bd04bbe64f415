/**
 * Monthly giving to the platform's general fund (a feature store of the mine subpackage): the fund and
 * its ledger figures, the donor's monthly amount for it, and the subscribe-message consent the
 * mini-program asks for when a monthly gift is set up (the reminder each month). The gift itself is a
 * monthly gift like one to a case (root.mine.monthly): paused, resumed and stopped there, paid each
 * month with the donor's own tap on the pay page.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { donorHome, GENERAL_FUND_UUID, type GeneralFund } from '../../contract/donor-home';
import { MONTHLY_MIN_FEN, type MonthlyGift } from '../../contract/mine';
import { MAX_DONATION_YUAN } from '../../contract/rules/money';
import { featureGroup } from '../../services';
import type { RootStore } from '../RootStore';
import { Act } from '../act';
import { MSG_MONTHLY_AMOUNT } from './MonthlyGivingStore';

export const GENERAL_FUND_KEY = 'generalFund';
/** The amounts offered with one tap (元). */
export const FUND_CHOICES_YUAN = [10, 30, 50, 100] as const;

export class GeneralFundStore {
  fund: GeneralFund | null = null;
  /** The monthly amount as typed or chosen (元). */
  yuan = '';
  /** The last subscribe answer of this session: null before any request. */
  consent: 'accept' | 'refused' | null = null;
  readonly loadAct: Act;
  readonly setAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.setAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false, setAct: false });
  }

  private get api() {
    return featureGroup(this.root.api, 'donorHome', donorHome);
  }

  /** The donor's live monthly gift to the fund, if any. */
  get gift(): MonthlyGift | null {
    return this.root.mine.monthly.gifts.find((g) => g.infoUuid === GENERAL_FUND_UUID && g.status !== 'stopped') ?? null;
  }

  load(): Promise<boolean> {
    return this.loadAct.latest('generalFund.load', async (live) => {
      const fund = await this.api.generalFund();
      if (live()) runInAction(() => (this.fund = fund));
    });
  }

  setYuan(text: string): void {
    this.yuan = text.replace(/\D/g, '').slice(0, String(MAX_DONATION_YUAN).length);
    this.setAct.clear();
  }

  choose(yuan: number): void {
    this.setYuan(String(yuan));
  }

  /**
   * Asks for the monthly reminder's subscribe message (mini-program; call it first thing in a tap, as
   * WeChat requires); an accepted one is recorded as the user's subscribe grant (/authservice).
   * Nothing to ask on H5 or without a template: the hub's notice reminds there.
   */
  async askReminder(): Promise<void> {
    const tpl = this.fund?.subscribeTemplateId ?? '';
    const sub = this.root.platform.subscribe;
    if (!tpl || !sub.isAvailable()) return;
    let answer: string | undefined;
    try {
      answer = (await sub.request([tpl]))[tpl];
    } catch {
      answer = undefined; // closed or failed: the gift is still set, the hub reminds
    }
    runInAction(() => (this.consent = answer === 'accept' ? 'accept' : 'refused'));
    if (answer === 'accept') await this.root.api.mine.grant({ kind: 'subscribe' }).catch(() => undefined);
  }

  /** Sets (or changes) the monthly amount for the general fund, after asking for the reminder's consent. */
  async submit(): Promise<boolean> {
    const yuan = Number(this.yuan);
    if (!this.yuan || !Number.isInteger(yuan) || yuan * 100 < MONTHLY_MIN_FEN || yuan > MAX_DONATION_YUAN) return this.setAct.fail(MSG_MONTHLY_AMOUNT);
    if (this.setAct.busy) return false;
    await this.askReminder();
    return this.setAct.run('generalFund.set', async () => {
      const gift = await this.root.api.mine.monthlySet({ infoUuid: GENERAL_FUND_UUID, amount: yuan * 100 });
      const monthly = this.root.mine.monthly;
      runInAction(() => {
        monthly.gifts = [gift, ...monthly.gifts.filter((g) => g.id !== gift.id)];
        this.yuan = '';
      });
      this.root.ui.showToast('月捐已设置，每月会提醒您');
    });
  }

  /** This month's gift with one tap: the pay page of the fund with the amount filled in. */
  pay(): void {
    const amount = this.gift?.amount ?? (Number(this.yuan) > 0 ? Number(this.yuan) * 100 : undefined);
    this.root.platform.nav.go('pay', { infoUuid: GENERAL_FUND_UUID, amount });
  }
}
