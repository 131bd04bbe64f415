/**
 * The owner returns every donation of the case (issue 9, /cf/refund/confirm) and follows it
 * (/cf/refund/audit-pass). The server's summary says what would go back (newest donations first, in
 * full while the case's balance lasts; money already paid out to the payee cannot come back) and,
 * once confirmed, how far the case-wide refunds came. The confirm is irreversible: it needs a reason
 * and the ticked checkbox, and is sent once at a time.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { CASE_REFUND_REASONS, REFUND_NOTE_MAX, type CaseRefundRes, type CaseRefundSummary, type RefundKind } from '../contract/money';
import { formatFenFixed } from '../lib/money';
import type { RootStore } from './RootStore';
import { Act } from './act';
import { statusMessage } from './caseStatus';
import { REFUND_PROMISE } from '../contract/rules/promises';

export { CASE_REFUND_REASONS };
export const CASE_REFUND_NOTE_MAX = REFUND_NOTE_MAX;
export const CASE_REFUND_TEXT = {
  reason: '请选择结束筹款并退款的原因',
  note: '请补充说明原因',
  check: '请阅读并勾选确认退款说明',
  nothing: '筹款中暂无可退还的善款',
} as const;

/** What confirming means, as the screen states it (the server's rules in server/src/services/money/case-refunds.ts). */
export function caseRefundRules(s: CaseRefundSummary): string[] {
  return [
    '确认后筹款立即结束，不能再接受捐款，此操作不可撤销',
    `将退还${s.preview.count}笔捐款（${s.preview.donors}位捐款人），共${formatFenFixed(s.preview.amount)}元，按最近的捐款优先、每笔全额退还`,
    REFUND_PROMISE.caseRefund,
    ...(s.preview.paidOut > 0 ? [`已提现打款的${formatFenFixed(s.preview.paidOut)}元（含服务费）已转给收款方，无法退还`] : []),
    ...(s.preview.openWithdrawals > 0 ? [`审核中的${s.preview.openWithdrawals}笔提现申请将被取消`] : []),
    '每位捐款人会收到退款通知，可在“我的退款记录”中查看进度',
    '微信支付限制：支付超过一年的订单无法原路退款（平台将人工联系捐款人退还）；同一订单最多部分退款50次，两次退款至少间隔1分钟',
  ];
}

/** Who started the case-wide refund, as donors are told. */
export const CASE_REFUND_KIND_TEXT: Partial<Record<RefundKind, string>> = {
  OWNER_CLOSE: '发起人已结束筹款，并将全部善款退还给捐款人',
  FAILED_REVIEW: '该筹款未通过平台审核，善款正在原路退还给每一位捐款人',
  TERMINATED: '该筹款已被平台终止，善款正在原路退还给每一位捐款人',
  FALSE_CASE: '该筹款经核实存在不实信息，善款正在原路退还给每一位捐款人',
};

export type CaseRefundSubmitResult = 'ok' | 'invalid' | 'busy' | 'error';

export class CaseRefundStore {
  infoUuid = '';
  summary: CaseRefundSummary | null = null;
  /** The summary's load. */
  readonly loadAct: Act;
  reason = '';
  note = '';
  checked = false;
  reasonError: string | null = null;
  checkError: string | null = null;
  /** The confirm; its error line also says why nothing can be confirmed. */
  readonly submitAct: Act;
  result: CaseRefundRes | null = null;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.submitAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false, submitAct: false });
  }

  /** Loads the summary of a case (the form is reset when the case changes). */
  async load(infoUuid: string): Promise<void> {
    if (infoUuid !== this.infoUuid) {
      this.summary = null;
      this.result = null;
      this.reason = '';
      this.note = '';
      this.checked = false;
      this.reasonError = this.checkError = null;
      this.submitAct.clear();
    }
    this.infoUuid = infoUuid;
    await this.loadAct.latest('caseRefund.load', async () => {
      const s = await this.root.api.money.caseRefundSummary({ infoUuid });
      runInAction(() => (this.summary = s));
    });
  }

  setReason(r: string): void {
    this.reason = r;
    this.reasonError = null;
    this.submitAct.clear();
  }

  setNote(text: string): void {
    this.note = text.slice(0, CASE_REFUND_NOTE_MAX);
    this.reasonError = null;
  }

  toggleChecked(): void {
    this.checked = !this.checked;
    this.checkError = null;
  }

  /** The reason as sent (1-200 characters): the chosen reason, with the note if any; 其他原因 needs the note. */
  get reasonText(): string {
    const note = this.note.trim();
    return note ? `${this.reason}：${note}` : this.reason;
  }

  /** Returned count/amount of the total, 0-100 (100 when nothing is left to return). */
  get percent(): number {
    const p = this.summary?.progress;
    if (!p || p.total.amount <= 0) return this.summary?.status === 204 ? 100 : 0;
    return Math.floor((p.done.amount * 100) / p.total.amount);
  }

  get statusText(): string {
    return this.summary ? statusMessage(this.summary.status) : '';
  }

  /** Checks reason and checkbox, sends the confirm once, then goes to the result page. */
  async submit(): Promise<CaseRefundSubmitResult> {
    if (this.submitAct.busy) return 'busy';
    const s = this.summary;
    this.submitAct.clear();
    if (!s || !s.canConfirm) {
      this.submitAct.fail(s?.reason || CASE_REFUND_TEXT.nothing);
      return 'invalid';
    }
    this.reasonError = !this.reason ? CASE_REFUND_TEXT.reason : this.reason === '其他原因' && !this.note.trim() ? CASE_REFUND_TEXT.note : null;
    this.checkError = this.checked ? null : CASE_REFUND_TEXT.check;
    if (this.reasonError || this.checkError) return 'invalid';
    const ok = await this.submitAct.run('caseRefund.submit', async () => {
      const res = await this.root.api.money.refundConfirm({ infoUuid: s.infoUuid, reason: this.reasonText.slice(0, 200), confirm: true });
      runInAction(() => (this.result = res));
      this.root.cases.invalidate(s.infoUuid);
      this.root.platform.nav.go('refundAuditPass', { infoUuid: s.infoUuid }, { replace: true });
    });
    return ok ? 'ok' : 'error';
  }
}
