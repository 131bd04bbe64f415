/**
 * Changing or cancelling a withdrawal still in its public notice (/cf/withdraw/edit?infoUuid=&withdrawalId=).
 * The new amount may be at most what is available plus the withdrawal's own amount; changing it
 * restarts the public notice (the public must see the amount it may object to), so the owner
 * confirms that first. Cancelling frees the amount. Only a PENDING withdrawal can be changed; the
 * server checks it again and answers with its reason otherwise.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { type DrawInfo, type PublicNotice, type WithdrawalRes, withdrawalStatusText } from '../contract/money';
import { formatFenFixed } from '../lib/money';
import type { RootStore } from './RootStore';
import { Act } from './act';
import { parseWithdrawYuan, type Parsed } from './WithdrawStore';

export const EDIT_TEXT = {
  notFound: '提现申请不存在',
  locked: '该提现已进入审核，无法修改或取消',
  same: '提现金额未修改',
  tooMuch: (fen: number) => `提现金额不能超过${formatFenFixed(fen)}元`,
  notLoaded: '提现信息加载中，请稍候',
} as const;

type Item = PublicNotice['list'][number];
export type EditResult = 'ok' | 'invalid' | 'cancelled' | 'busy' | 'error';

/** Checks a typed amount (元) against the withdrawal and the case's available amount. */
export function validateEdit(text: string, w: Pick<WithdrawalRes, 'amount'> | null, info: Pick<DrawInfo, 'available'> | null): Parsed {
  const p = parseWithdrawYuan(text);
  if (!p.ok) return p;
  if (!w || !info) return { ok: false, error: EDIT_TEXT.notLoaded };
  if (p.fen === w.amount) return { ok: false, error: EDIT_TEXT.same };
  const max = info.available + w.amount;
  if (p.fen > max) return { ok: false, error: EDIT_TEXT.tooMuch(max) };
  return p;
}

export class WithdrawEditStore {
  infoUuid = '';
  withdrawalId = '';
  item: Item | null = null;
  noticeHours = 0;
  info: DrawInfo | null = null;
  /** The withdrawal's load. */
  readonly loadAct: Act;
  input = '';
  inputError: string | null = null;
  /** The change or cancel (toasted on failure). */
  readonly submitAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.submitAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false, submitAct: false });
  }

  /** Only a withdrawal in its public notice can be changed or cancelled. */
  get editable(): boolean {
    return this.item?.status === 'PENDING';
  }

  /** Its status as the 提现记录 and the case page's 提现公示 word it (only a pending one is ever 公示中, and that one is editable). */
  get statusText(): string {
    return this.item ? withdrawalStatusText(this.item.status, false) : '';
  }

  /** The most the withdrawal may become: what is available plus its own amount. */
  get max(): number {
    return this.item && this.info ? this.info.available + this.item.amount : 0;
  }

  /** Loads the withdrawal (from the case's notice list) and the available amount. */
  async load(infoUuid: string, withdrawalId: string): Promise<void> {
    if (infoUuid !== this.infoUuid || withdrawalId !== this.withdrawalId) {
      this.infoUuid = infoUuid;
      this.withdrawalId = withdrawalId;
      this.item = null;
      this.info = null;
      this.input = '';
      this.inputError = null;
      this.submitAct.clear();
    }
    let found = true as boolean;
    const current = await this.loadAct.latest('withdrawEdit.load', async (live) => {
      const [notice, info] = await Promise.all([
        this.root.api.money.publicNotice({ infoUuid }),
        this.root.api.money.drawInfo({ infoUuid }),
      ]);
      if (!live()) return;
      const item = notice.list.find((x) => x.withdrawalId === withdrawalId) ?? null;
      found = item !== null;
      runInAction(() => {
        this.item = item;
        this.noticeHours = notice.noticeHours;
        this.info = info;
        if (item && !this.input) this.input = formatFenFixed(item.amount);
      });
    });
    if (current && !found) this.loadAct.fail(EDIT_TEXT.notFound);
  }

  setInput(text: string): void {
    this.input = text;
    this.inputError = null;
    this.submitAct.clear();
  }

  /** Changes the amount after the owner confirmed that the notice starts again; then back to the withdrawal list. */
  async save(): Promise<EditResult> {
    if (this.submitAct.busy) return 'busy';
    if (this.item && !this.editable) {
      this.submitAct.fail(EDIT_TEXT.locked);
      return 'invalid';
    }
    const v = validateEdit(this.input, this.item, this.info);
    if (!v.ok) {
      this.inputError = v.error;
      return 'invalid';
    }
    const { api, ui, platform } = this.root;
    const ok = await ui.showDialog({
      title: '确认修改',
      content: `提现金额改为${formatFenFixed(v.fen)}元。修改后将从现在起重新公示${this.noticeHours}小时，公示期满且审核通过后打款。`,
      confirmText: '确认修改',
      cancelText: '再想想',
    });
    if (!ok) return 'cancelled';
    return this.write('withdrawEdit.save', () => api.money.editWithdrawal({ withdrawalId: this.withdrawalId, amount: v.fen }), () =>
      platform.nav.go('raiseWithdrawDetail', { infoUuid: this.infoUuid }, { replace: true }));
  }

  /** Cancels the withdrawal after a confirmation; its amount is free again. */
  async cancel(): Promise<EditResult> {
    if (this.submitAct.busy) return 'busy';
    if (this.item && !this.editable) {
      this.submitAct.fail(EDIT_TEXT.locked);
      return 'invalid';
    }
    const { api, ui, platform } = this.root;
    const ok = await ui.showDialog({
      title: '取消提现',
      content: '取消后本次提现申请作废，金额回到可提现余额，可重新申请。确定取消吗？',
      confirmText: '取消提现',
      cancelText: '再想想',
    });
    if (!ok) return 'cancelled';
    return this.write('withdrawEdit.cancel', () => api.money.cancelWithdrawal({ withdrawalId: this.withdrawalId }), () =>
      platform.nav.go('raiseWithdrawDetail', { infoUuid: this.infoUuid }, { replace: true }));
  }

  private async write(where: string, call: () => Promise<WithdrawalRes>, then: () => void): Promise<EditResult> {
    const ok = await this.submitAct.run(where, async () => {
      const res = await call();
      runInAction(() => {
        if (this.item) this.item = { ...this.item, ...res };
      });
      // The available amount moved with it (a larger withdrawal holds more, a cancelled one none).
      const info = await this.root.api.money.drawInfo({ infoUuid: this.infoUuid }).catch(() => null);
      if (info) runInAction(() => (this.info = info));
      this.root.cases.invalidate(this.infoUuid);
      then();
    }, { toast: true });
    return ok ? 'ok' : 'error';
  }
}
