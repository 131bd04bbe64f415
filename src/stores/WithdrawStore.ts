/**
 * The fundraiser's withdrawals (issue 9, money out): the draw info and service-charge options as the
 * server states them, the amount typed in 元 (up to 2 decimals) checked against the server's
 * available amount (raised - withdrawn - pending - fees), a confirm dialog with the server's fee quote,
 * the apply with an idempotency key reused on retry, and every withdrawal of the case with a timeline.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { DrawInfo, FeeOption, PublicNotice, ServiceConfig, WithdrawalRes } from '../contract/money';
import { formatFenFixed } from '../lib/money';
import { chosenOption, feeChoices, feeOptionText, type FeeChoice } from './withdraw-fee';
import { withdrawRules } from './withdraw-rules';
import type { FundingInfo } from '../contract/cases';
import { randomId } from '../lib/id';
import type { RootStore } from './RootStore';
import { logFailure } from './report';
import { Act } from './act';

export const WITHDRAW_TEXT = {
  required: '请输入提现金额',
  invalid: '请输入正确的金额（单位元，最多两位小数）',
  zero: '提现金额需大于0元',
  tooMuch: (fen: number) => `提现金额不能超过可提现金额${formatFenFixed(fen)}元`,
  nothing: '暂无可提现金额',
  feeTooHigh: '提现金额不足以支付服务费',
  notLoaded: '提现信息加载中，请稍候',
  notVerified: '筹款材料审核通过后才能提现',
  /** the way on from notVerified: the case's sections, each to fill and send for review */
  complete: '查看并完善筹款资料 ›',
  stopFirst: '请先停止筹款再申请提现',
} as const;

export type Parsed = { ok: true; fen: number } | { ok: false; error: string };

/** '123.4' -> 12340 fen; whole 元 or 元 with 1-2 decimals only, no floats involved. */
export function parseWithdrawYuan(text: string | null | undefined): Parsed {
  const s = String(text ?? '').trim();
  if (s === '') return { ok: false, error: WITHDRAW_TEXT.required };
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return { ok: false, error: WITHDRAW_TEXT.invalid };
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (fen <= 0) return { ok: false, error: WITHDRAW_TEXT.zero };
  return { ok: true, fen };
}

/** Checks a typed amount against the server's draw info (available, can-cash reason). */
export function validateWithdraw(text: string, info: DrawInfo | null): Parsed {
  const p = parseWithdrawYuan(text);
  if (!p.ok) return p;
  if (!info) return { ok: false, error: WITHDRAW_TEXT.notLoaded };
  if (!info.canCash) return { ok: false, error: info.reason || WITHDRAW_TEXT.nothing };
  if (!info.verified) return { ok: false, error: WITHDRAW_TEXT.notVerified };
  if (info.available <= 0) return { ok: false, error: WITHDRAW_TEXT.nothing };
  if (p.fen > info.available) return { ok: false, error: WITHDRAW_TEXT.tooMuch(info.available) };
  return p;
}

export { withdrawRules, withdrawalTimeline, type StepState, type TimelineStep } from './withdraw-rules';

const RELATION_TEXT: Record<string, string> = { self: '本人', spouse: '配偶', other: '亲属', LOCATION_HOSPITAL_ACCOUNT: '医院对公账户' };

export type ApplyResult = 'ok' | 'invalid' | 'cancelled' | 'busy' | 'error';

export class WithdrawStore {
  infoUuid = '';
  info: DrawInfo | null = null;
  config: ServiceConfig | null = null;
  /** The draw info and service config's load. */
  readonly loadAct: Act;
  input = '';
  inputError: string | null = null;
  /** The apply (toasted on failure); the error line also says why an option cannot be chosen. */
  readonly submitAct: Act;
  last: WithdrawalRes | null = null;
  notice: PublicNotice | null = null;
  /** Every withdrawal of the case. */
  readonly listAct: Act;
  payee: FundingInfo['payeeInfo'] | null = null;
  /** The service-charge option the user picked (null: the server's default, the cheapest available). */
  picked: FeeOption | null = null;
  private intentKey: string | null = null;
  private intentSig = '';

  constructor(
    private readonly root: RootStore,
    private readonly newKey: () => string = randomId,
  ) {
    this.loadAct = new Act(root);
    this.submitAct = new Act(root);
    this.listAct = new Act(root);
    makeAutoObservable<this, 'root' | 'newKey' | 'intentKey' | 'intentSig'>(this, {
      root: false, newKey: false, intentKey: false, intentSig: false, loadAct: false, submitAct: false, listAct: false,
    });
  }

  /** The server's available amount (raised - withdrawn - pending - fees). */
  get available(): number {
    return this.info?.available ?? 0;
  }

  /** The amount the fee is quoted for: the typed one when valid, else the whole available amount. */
  get quoteAmount(): number {
    const p = validateWithdraw(this.input, this.info);
    return p.ok ? p.fen : this.available;
  }

  /** Whether a valid amount is typed: until then no fee or amount to arrive is quoted (it is not known yet). */
  get amountTyped(): boolean {
    return validateWithdraw(this.input, this.info).ok;
  }

  private get choices(): FeeChoice[] {
    return feeChoices(this.config, this.quoteAmount, null, this.amountTyped);
  }

  /** The service-charge option in force: the user's pick while available, else the server's default. */
  get feeOption(): FeeOption | null {
    return chosenOption(this.config, this.picked, this.choices) ?? this.info?.feeOption ?? null;
  }

  /** The chosen option's cost for the quoted amount (fee kept, platform subsidy, what arrives). */
  get quote(): FeeChoice | null {
    return this.feeOptions.find((o) => o.selected) ?? null;
  }

  get rules(): string[] {
    return withdrawRules(this.info, this.config);
  }

  /** Who receives the money: the hospital's account or the payee named on the case. */
  get payeeText(): string {
    if (this.info?.payeeType === 'HOSPITAL') return '治疗医院对公账户';
    if (!this.payee) return '';
    return `${this.payee.name}${RELATION_TEXT[this.payee.relation] ? `（${RELATION_TEXT[this.payee.relation]}）` : ''}`;
  }

  /** Every service-charge option with its cost for the quoted amount, availability (and why not) and the chosen one marked. */
  get feeOptions(): FeeChoice[] {
    const cur = this.feeOption;
    return this.choices.map((o) => ({ ...o, selected: o.value === cur }));
  }

  /** Picks a service-charge option; an unavailable one is ignored (its reason is on screen). */
  selectFeeOption(value: FeeOption): void {
    if (!this.choices.find((o) => o.value === value)?.available) return;
    this.picked = value;
    this.submitAct.clear();
  }

  /** Loads the draw info and the service config of a case (a new case resets the form). */
  async load(infoUuid: string): Promise<void> {
    if (infoUuid !== this.infoUuid) {
      this.infoUuid = infoUuid;
      this.info = null;
      this.config = null;
      this.input = '';
      this.inputError = null;
      this.submitAct.clear();
      this.intentKey = null;
      this.payee = null;
      this.picked = null;
    }
    void this.loadPayee(infoUuid);
    await this.loadAct.latest('withdraw.load', async (live) => {
      const [info, config] = await Promise.all([
        this.root.api.money.drawInfo({ infoUuid }),
        this.root.api.money.serviceConfig({ infoUuid }),
      ]);
      if (!live()) return;
      runInAction(() => {
        this.info = info;
        this.config = config;
      });
    });
  }

  private async loadPayee(infoUuid: string): Promise<void> {
    try {
      const c = await this.root.cases.fetch(infoUuid);
      if (infoUuid === this.infoUuid) runInAction(() => (this.payee = c.payeeInfo));
    } catch (err) {
      logFailure('withdraw.payee', err);
    }
  }

  setInput(text: string): void {
    this.input = text;
    if (this.inputError) this.inputError = null;
    this.submitAct.clear();
  }

  /** Fills in the whole available amount. */
  fillAll(): void {
    if (this.available > 0) this.setInput(formatFenFixed(this.available));
  }

  /** The key for this intent: reused while case and amount stay the same (a retry after an error). */
  keyFor(fen: number, option: FeeOption | null = null): string {
    const sig = `${this.infoUuid}|${fen}|${option ?? ''}`;
    if (!this.intentKey || sig !== this.intentSig) {
      this.intentKey = this.newKey();
      this.intentSig = sig;
    }
    return this.intentKey;
  }

  /**
   * Validates, asks the server for the fee quote, confirms in a dialog, then applies (once per intent).
   * On success goes to the commit-success screen.
   */
  async apply(): Promise<ApplyResult> {
    if (this.submitAct.busy) return 'busy';
    const v = validateWithdraw(this.input, this.info);
    if (!v.ok) {
      this.inputError = v.error;
      return 'invalid';
    }
    this.inputError = null;
    const { api, ui, platform } = this.root;
    const infoUuid = this.infoUuid;
    const option = this.feeOption;
    let result = 'ok' as ApplyResult;
    let refused = '' as string;
    const ok = await this.submitAct.run('withdraw.apply', async () => {
      const quote = await api.money.drawInfo({ infoUuid, amount: v.fen, ...(option ? { feeOption: option } : {}) });
      runInAction(() => (this.info = quote));
      // The server has the last word on the option for this amount (a budget may have run out meanwhile).
      const mine = quote.options?.find((o) => o.value === option);
      if (mine && !mine.available) {
        refused = `当前不可选择「${mine.label}」：${mine.reason}`;
        result = 'invalid';
        return;
      }
      if (quote.fee >= v.fen) {
        runInAction(() => (this.inputError = WITHDRAW_TEXT.feeTooHigh));
        result = 'invalid';
        return;
      }
      const chosen = (option ?? quote.feeOption) as FeeOption;
      const ok = await ui.showDialog({
        title: '确认提现',
        content: `提现${formatFenFixed(v.fen)}元，${feeOptionText(chosen, quote.fee, quote.feeSubsidised)}，服务费${formatFenFixed(quote.fee)}元，预计到账${formatFenFixed(quote.netAmount)}元。提交后将公示${quote.noticeHours}小时，公示期满且审核通过后打款。`,
        confirmText: '确认提现',
        cancelText: '再想想',
      });
      if (!ok) {
        result = 'cancelled';
        return;
      }
      const res = await api.money.applyDrawCash({ infoUuid, amount: v.fen, idempotencyKey: this.keyFor(v.fen, chosen), serviceCharge: chosen });
      runInAction(() => {
        this.last = res;
        this.intentKey = null;
        this.input = '';
      });
      this.root.cases.invalidate(infoUuid);
      platform.nav.go('withdrawCommitSuccess', { infoUuid });
    }, { toast: true });
    if (!ok) return 'error';
    if (refused) this.submitAct.fail(refused);
    return result;
  }

  /** Every withdrawal of the case (newest first) with the notice period. */
  async loadList(infoUuid: string): Promise<void> {
    await this.listAct.latest('withdraw.list', async () => {
      const res = await this.root.api.money.publicNotice({ infoUuid });
      runInAction(() => (this.notice = { ...res, list: [...res.list].sort((a, b) => b.createdAt - a.createdAt) }));
    });
  }
}
