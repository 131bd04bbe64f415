/**
 * The user's own data: the deletion plan (what deleting removes and keeps, and why it may not happen
 * now), the deletion itself (the confirmation words typed exactly), and the address of the data copy.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { DELETE_CONFIRM_WORDS, REPORT_RAW, type DeletionPlan } from '../contract/reports';
import type { RootStore } from './RootStore';
import { Act } from './act';

export const ACCOUNT_TEXT = {
  confirmHint: `请输入“${DELETE_CONFIRM_WORDS}”`,
  confirmWrong: `请输入“${DELETE_CONFIRM_WORDS}”以确认注销`,
  deleted: '账号已注销',
} as const;

export class AccountDataStore {
  plan: DeletionPlan | null = null;
  confirm = '';
  deleted = false;
  readonly planAct: Act;
  readonly deleteAct: Act;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root'>(this, { root: false });
    this.planAct = new Act(root);
    this.deleteAct = new Act(root);
  }

  /** The API path of the data copy (a JSON file; the session's user only). */
  readonly dataPath = REPORT_RAW.myData;

  loadPlan(): Promise<boolean> {
    return this.planAct.latest('reports.deletionPlan', async (live) => {
      const plan = await this.root.api.reports.deletionPlan({});
      if (live()) runInAction(() => (this.plan = plan));
    });
  }

  setConfirm(text: string): void {
    this.confirm = text;
    this.deleteAct.clear();
  }

  get canSubmit(): boolean {
    return !!this.plan?.allowed && this.confirm.trim() === DELETE_CONFIRM_WORDS && !this.deleteAct.busy;
  }

  /**
   * Deletes the account with the proof that the bound phone was just checked (PhoneCheckStore's
   * checkToken); on success the session is gone, so the local login state is dropped too.
   */
  async deleteAccount(checkToken: string): Promise<boolean> {
    if (!this.plan?.allowed) return this.deleteAct.fail(this.plan?.reasons.join('；') ?? '');
    if (this.confirm.trim() !== DELETE_CONFIRM_WORDS) return this.deleteAct.fail(ACCOUNT_TEXT.confirmWrong);
    const ok = await this.deleteAct.run('reports.deleteAccount', async () => {
      await this.root.api.reports.deleteAccount({ confirm: this.confirm.trim(), checkToken });
    });
    if (!ok) {
      // Refused (a case went live meanwhile): show the current reasons.
      void this.loadPlan();
      return false;
    }
    runInAction(() => (this.deleted = true));
    await this.root.auth.logout().catch(() => undefined);
    this.root.ui.showToast(ACCOUNT_TEXT.deleted);
    return true;
  }
}
