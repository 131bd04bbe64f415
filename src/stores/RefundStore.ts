/**
 * Refunds (issue 9, money out): a donor's refund of one donation (the server's rules, reasons and
 * refundable amount shown as they come; apply with an idempotency key reused on retry), my refunds
 * (paged) and one refund's detail with its steps.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { MyOrder } from '../contract/pay';
import { REFUND_NOTE_MAX, REFUND_REASONS, type RefundDetail, type RefundKind, type RefundRes, type RefundRules, type RefundStatus } from '../contract/money';
import { formatFenFixed } from '../lib/money';
import { randomId } from '../lib/id';
import type { RootStore } from './RootStore';
import { AnchorPager } from './paging';
import { Act } from './act';
import { parseWithdrawYuan, type StepState, type TimelineStep } from './WithdrawStore';
import { REFUND_PROMISE } from '../contract/rules/promises';

export const REFUND_PAGE_SIZE = 20;

export const REFUND_TEXT = {
  reason: '请选择退款原因',
  required: '请输入退款金额',
  invalid: '请输入正确的金额（单位元，最多两位小数）',
  tooMuch: (fen: number) => `退款金额不能超过可退金额${formatFenFixed(fen)}元`,
  cannot: '该笔捐款当前不可退款',
  noOrder: '没有可退款的捐款',
} as const;

export { REFUND_NOTE_MAX, REFUND_REASONS };

export const REFUND_STATUS_TEXT: Record<RefundStatus, string> = { PENDING: '退款中', SUCCESS: '退款成功', FAILED: '退款失败' };
export const REFUND_KIND_TEXT: Record<RefundKind, string> = {
  DONOR: '捐款人申请退款', TERMINATED: '筹款终止退款', FAILED_REVIEW: '审核未通过退款', FALSE_CASE: '不实筹款退款', OWNER_CLOSE: '发起人结束筹款退款',
  GOODS: '物资订单退款',
};

/** Checks the refund form against the server's rules. */
export function validateRefund(text: string, reason: string, rules: RefundRules | null): { ok: true; fen: number } | { ok: false; field: 'amount' | 'reason'; error: string } {
  if (!rules) return { ok: false, field: 'amount', error: REFUND_TEXT.cannot };
  if (!rules.canRefund) return { ok: false, field: 'amount', error: rules.reasons.join('；') || REFUND_TEXT.cannot };
  if (!reason.trim()) return { ok: false, field: 'reason', error: REFUND_TEXT.reason };
  const p = parseWithdrawYuan(text);
  if (!p.ok) return { ok: false, field: 'amount', error: p.error === '请输入提现金额' ? REFUND_TEXT.required : REFUND_TEXT.invalid };
  if (p.fen > rules.refundableAmount) return { ok: false, field: 'amount', error: REFUND_TEXT.tooMuch(rules.refundableAmount) };
  return p;
}

/** The steps of one refund: applied, refunding, done (or failed). */
export function refundTimeline(r: RefundRes): TimelineStep[] {
  const last: { desc: string; state: StepState } =
    r.status === 'SUCCESS' ? { desc: REFUND_PROMISE.done, state: 'done' } : r.status === 'FAILED' ? { desc: '退款失败', state: 'failed' } : { desc: '等待退款到账', state: 'todo' };
  return [
    { title: '提交申请', desc: `申请退款${formatFenFixed(r.amount)}元`, state: 'done' },
    { title: '退款处理', desc: REFUND_PROMISE.step, state: r.status === 'PENDING' ? 'current' : 'done' },
    { title: '退款完成', ...last },
  ];
}

export type RefundSubmitResult = 'ok' | 'invalid' | 'cancelled' | 'busy' | 'error';

export class RefundStore {
  orderId = '';
  infoUuid = '';
  /** my paid donations to the case, when the page was opened without an orderId */
  orders: MyOrder[] = [];
  rules: RefundRules | null = null;
  /** The apply form's load (my donations, one donation's rules). */
  readonly loadAct: Act;
  input = '';
  reason = '';
  note = '';
  inputError: string | null = null;
  reasonError: string | null = null;
  /** The apply (toasted on failure). */
  readonly submitAct: Act;
  last: RefundRes | null = null;
  detail: RefundDetail | null = null;
  /** One refund's detail, or the case's refunds. */
  readonly detailAct: Act;
  /** the refunds of one case (detail page opened without a refundId) */
  caseRefunds: RefundRes[] | null = null;
  readonly mine: AnchorPager<RefundRes>;
  private intentKey: string | null = null;
  private intentSig = '';

  constructor(
    private readonly root: RootStore,
    private readonly newKey: () => string = randomId,
  ) {
    this.mine = new AnchorPager<RefundRes>((anchorId) => this.root.api.money.refundList({ anchorId, size: REFUND_PAGE_SIZE }), (r) => r.refundId);
    this.loadAct = new Act(root);
    this.submitAct = new Act(root);
    this.detailAct = new Act(root);
    makeAutoObservable<this, 'root' | 'newKey' | 'intentKey' | 'intentSig'>(this, {
      root: false, newKey: false, intentKey: false, intentSig: false, mine: false, loadAct: false, submitAct: false, detailAct: false,
    });
  }

  /** Opens the apply form: the given donation, or my only paid donation to the case (else a choice). */
  async open(infoUuid: string, orderId?: string): Promise<void> {
    this.infoUuid = infoUuid;
    this.orders = [];
    let none = false as boolean;
    await this.loadAct.latest('refund.open', async () => {
      if (!orderId) {
        const res = await this.root.api.pay.myOrders({ size: 50 });
        const paid = res.list.filter((o) => o.infoUuid === infoUuid && o.status === 'PAID');
        runInAction(() => (this.orders = paid));
        if (paid.length !== 1) {
          none = paid.length === 0;
          runInAction(() => {
            this.rules = null;
            this.orderId = '';
          });
          return;
        }
        orderId = paid[0].orderId;
      }
      await this.choose(orderId);
    });
    if (none) this.loadAct.fail(REFUND_TEXT.noOrder);
  }

  /** Loads the server's rules of one donation and prefills the whole refundable amount. */
  async choose(orderId: string): Promise<void> {
    const rules = await this.root.api.money.refundRules({ orderId });
    runInAction(() => {
      if (orderId !== this.orderId) this.intentKey = null;
      this.orderId = orderId;
      this.rules = rules;
      this.input = rules.refundableAmount > 0 ? formatFenFixed(rules.refundableAmount) : '';
      this.reason = '';
      this.note = '';
      this.inputError = null;
      this.reasonError = null;
    });
    this.submitAct.clear();
  }

  setInput(text: string): void {
    this.input = text;
    this.inputError = null;
    this.submitAct.clear();
  }

  setReason(reason: string): void {
    this.reason = reason;
    this.reasonError = null;
    this.submitAct.clear();
  }

  setNote(text: string): void {
    this.note = text.slice(0, REFUND_NOTE_MAX);
  }

  /** The reason as sent: the chosen reason, with the donor's note if any. */
  get reasonText(): string {
    const note = this.note.trim();
    return note ? `${this.reason}：${note}` : this.reason;
  }

  /** The key for this intent: reused while donation and amount stay the same. */
  keyFor(fen: number): string {
    const sig = `${this.orderId}|${fen}`;
    if (!this.intentKey || sig !== this.intentSig) {
      this.intentKey = this.newKey();
      this.intentSig = sig;
    }
    return this.intentKey;
  }

  /** Validates, confirms in a dialog, applies once per intent; success goes to the apply-success screen. */
  async submit(): Promise<RefundSubmitResult> {
    if (this.submitAct.busy) return 'busy';
    const v = validateRefund(this.input, this.reason, this.rules);
    if (!v.ok) {
      if (v.field === 'reason') this.reasonError = v.error;
      else this.inputError = v.error;
      return 'invalid';
    }
    const { api, ui, platform } = this.root;
    let cancelled = false as boolean;
    const done = await this.submitAct.run('refund.submit', async () => {
      const ok = await ui.showDialog({
        title: '确认退款',
        content: `将退回${formatFenFixed(v.fen)}元至原支付账户，提交后不可撤销。`,
        confirmText: '确认退款',
        cancelText: '再想想',
      });
      if (!ok) {
        cancelled = true;
        return;
      }
      const res = await api.money.refundApply({ orderId: this.orderId, amount: v.fen, reason: this.reasonText, idempotencyKey: this.keyFor(v.fen) });
      runInAction(() => {
        this.last = res;
        this.intentKey = null;
      });
      this.root.cases.invalidate(res.infoUuid);
      platform.nav.go('refundApplySuccess', { infoUuid: res.infoUuid || this.infoUuid, refundId: res.refundId });
    }, { toast: true });
    if (cancelled) return 'cancelled';
    return done ? 'ok' : 'error';
  }

  /** My refunds of one case (first page). */
  async loadCaseRefunds(infoUuid: string): Promise<void> {
    await this.detailAct.latest('refund.caseList', async () => {
      const res = await this.root.api.money.refundList({ infoUuid, size: REFUND_PAGE_SIZE });
      runInAction(() => (this.caseRefunds = res.list));
    });
  }

  /** One refund's detail. */
  async loadDetail(refundId: string): Promise<void> {
    if (this.detail?.refundId !== refundId) this.detail = null;
    await this.detailAct.latest('refund.detail', async () => {
      const d = await this.root.api.money.refundDetail({ refundId });
      runInAction(() => (this.detail = d));
    });
  }
}
