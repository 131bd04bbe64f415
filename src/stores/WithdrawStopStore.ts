/**
 * The owner's case-level steps around withdrawals (issue 9):
 * - stop raising first (/cf/withdraw/stop-raise/:infoUuid): a warning, the raised and available
 *   figures, a reason (a fixed choice or the owner's own words, at most 100 characters) and an
 *   explicit confirmation; the server moves the case 0 -> 2 once, then the withdrawal form opens;
 * - close out (/cf/withdraw/close-raise/:infoUuid): the case's public money summary and a
 *   confirmation; the server moves 102 -> 103 only when nothing is left on the case.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Allocation } from '../contract/ledger';
import type { CashCheck, CloseRaiseRes } from '../contract/money';
import { STOP_FIELDS, STOP_MSG, STOP_REASON_MAX, STOP_REASONS } from '../contract/rules/stop-raise';
import { ApiError } from '../services/errors';
import type { RootStore } from './RootStore';
import { Act, errorText } from './act';
import { toastText } from './toast';

/** The reasons offered (the server accepts these or any text of 1-100 characters). The last one opens a text field. */
export { STOP_REASONS, STOP_REASON_MAX };
export const STOP_OTHER = STOP_REASONS.length - 1;

/** What stopping means, shown before the owner confirms. */
export const STOP_WARNINGS = [
  '停止筹款后不可撤销，筹款无法重新开启。',
  '筹款页将不再接受新的捐助，捐款人将看到“筹款已提前结束”。',
  '已筹得的善款不受影响，仍保留在本次筹款中。',
  '接下来：申请提现 → 在筹款页公示 → 平台审核 → 打款至收款账户。',
] as const;

export const STOP_TEXT = {
  reason: '请选择停止筹款的原因',
  other: '请填写停止筹款的原因',
  tooLong: STOP_MSG.tooLong,
  confirm: '请先阅读并勾选确认',
  notLoaded: '筹款信息加载中，请稍候',
  closeConfirm: '请先勾选确认',
} as const;

export type StepResult = 'ok' | 'invalid' | 'busy' | 'error';

export class WithdrawStopStore {
  infoUuid = '';
  cash: CashCheck | null = null;
  /** The raised and available figures' load. */
  readonly loadAct: Act;
  reasonIndex: number | null = null;
  otherText = '';
  confirmed = false;
  /** Stopping (toasted on failure); the error line also says why it cannot be sent. */
  readonly submitAct: Act;

  summary: Allocation | null = null;
  /** The close-out summary's load. */
  readonly summaryAct: Act;
  closeConfirmed = false;
  /** Closing out (toasted on failure); the error line also says why it cannot be sent. */
  readonly closeAct: Act;
  closed: CloseRaiseRes | null = null;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.submitAct = new Act(root);
    this.summaryAct = new Act(root);
    this.closeAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false, submitAct: false, summaryAct: false, closeAct: false });
  }

  /** The reason as sent: the chosen one, or the owner's own words for 其他原因. */
  get reason(): string {
    if (this.reasonIndex === null) return '';
    return this.reasonIndex === STOP_OTHER ? this.otherText.trim() : STOP_REASONS[this.reasonIndex];
  }

  /** Why the reason cannot be sent yet (null when it can). */
  get reasonError(): string | null {
    if (this.reasonIndex === null) return STOP_TEXT.reason;
    if (this.reasonIndex === STOP_OTHER && !this.reason) return STOP_TEXT.other;
    // The reason's own rule: the object the contract declares the API's field with.
    return STOP_FIELDS.reason.check(this.reason);
  }

  /** The submit button stays disabled until the owner ticked the confirmation. */
  get canStop(): boolean {
    return this.confirmed && !this.submitAct.busy && this.cash !== null;
  }

  private reset(infoUuid: string): void {
    if (infoUuid === this.infoUuid) return;
    this.infoUuid = infoUuid;
    this.cash = null;
    this.reasonIndex = null;
    this.otherText = '';
    this.confirmed = false;
    this.submitAct.clear();
    this.summary = null;
    this.summaryAct.clear();
    this.closeConfirmed = false;
    this.closeAct.clear();
    this.closed = null;
  }

  /** Loads the raised and available figures of the case (owner only). */
  async load(infoUuid: string): Promise<void> {
    this.reset(infoUuid);
    await this.loadAct.latest('withdrawStop.load', async (live) => {
      const cash = await this.root.api.money.checkCanCash({ infoUuid });
      if (live()) runInAction(() => (this.cash = cash));
    });
  }

  chooseReason(i: number): void {
    this.reasonIndex = i;
    this.submitAct.clear();
  }

  setOtherText(text: string): void {
    this.otherText = text;
    this.submitAct.clear();
  }

  setConfirmed(on: boolean): void {
    this.confirmed = on;
    this.submitAct.clear();
  }

  /**
   * Stops raising, then opens the withdrawal form. A 409 means the case had already stopped (a
   * second tap, a retry after a lost answer): the form opens all the same.
   */
  async stop(): Promise<StepResult> {
    if (this.submitAct.busy) return 'busy';
    const invalid = !this.cash ? STOP_TEXT.notLoaded : this.reasonError ?? (this.confirmed ? null : STOP_TEXT.confirm);
    if (invalid) {
      this.submitAct.fail(invalid);
      return 'invalid';
    }
    const { api, platform } = this.root;
    const infoUuid = this.infoUuid;
    const ok = await this.submitAct.run('withdrawStop.stop', async () => {
      try {
        await api.money.stopRaise({ infoUuid, reason: this.reason, confirm: true });
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 409)) throw err;
        toastText(this.root, errorText(err));
      }
      this.root.cases.invalidate(infoUuid);
    }, { toast: true });
    if (!ok) return 'error';
    platform.nav.go('withdrawConfirm', { infoUuid }, { replace: true });
    return 'ok';
  }

  /** Loads the case's public money summary for the close-out screen. */
  async loadSummary(infoUuid: string): Promise<void> {
    this.reset(infoUuid);
    await this.summaryAct.latest('withdrawStop.summary', async (live) => {
      const summary = await this.root.api.ledger.allocation({ infoUuid });
      if (live()) runInAction(() => (this.summary = summary));
    });
  }

  setCloseConfirmed(on: boolean): void {
    this.closeConfirmed = on;
    this.closeAct.clear();
  }

  /** Closes out the case (102 -> 103); the server says what is left when it cannot. */
  async close(): Promise<StepResult> {
    if (this.closeAct.busy) return 'busy';
    if (!this.closeConfirmed) {
      this.closeAct.fail(STOP_TEXT.closeConfirm);
      return 'invalid';
    }
    const infoUuid = this.infoUuid;
    const ok = await this.closeAct.run('withdrawStop.close', async () => {
      const res = await this.root.api.money.closeRaise({ infoUuid, confirm: true });
      runInAction(() => (this.closed = res));
      this.root.cases.invalidate(infoUuid);
      await this.loadSummary(infoUuid);
    }, { toast: true });
    return ok ? 'ok' : 'error';
  }
}
