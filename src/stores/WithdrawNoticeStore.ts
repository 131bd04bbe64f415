/**
 * 提现公示 on the case page: the case's withdrawals in their public notice (or decided lately), from
 * /api/cf/v4/drawcash/public-notice, and the viewer's objection to one of them (/api/cf/v4/drawcash/object).
 * A withdrawal is announced for the notice period (WITHDRAW_NOTICE_HOURS, 24 h by default); while it
 * awaits approval anyone logged in but the owner may object, and staff must resolve every objection
 * before approving it. The objection form is the report flow's: a reason from REPORT_REASONS and words
 * (1..OBJECTION_TEXT_MAX), sent as one text "<reason>：<words>".
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { FundingInfo } from '../contract/cases';
import { OBJECTION_TEXT_MAX, type PublicNotice, type WithdrawalStatus, withdrawalStatusText } from '../contract/money';
import { REPORT_REASONS } from '../contract/trust';
import { FEE_PROMISE } from '../contract/rules/promises';
import { maskName } from '../contract/rules/names';
import { formatTime } from '../lib/time';
import type { RootStore } from './RootStore';
import { ledgerAmount, payeeText } from './LedgerStore';
import { ensureLoggedIn } from './loginGate';
import { Act } from './act';

export { OBJECTION_TEXT_MAX };
/** A decided withdrawal stays in the section this long after its notice ended. */
export const NOTICE_RECENT_DAYS = 7;
const DAY = 86_400_000;

export type NoticeItemData = PublicNotice['list'][number];
/** What the section needs to know of the case and the viewer. */
export type NoticeViewer = Pick<FundingInfo, 'isSelf' | 'payeeInfo' | 'treatmentInfo'>;

/** Who is paid, as the ledger says it: the hospital account in full, a person masked. */
export function noticePayee(w: NoticeItemData, viewer: NoticeViewer): string {
  return w.payeeType === 'HOSPITAL'
    ? payeeText('HOSPITAL', viewer.treatmentInfo.hospital.trim() || '治疗医院对公账户')
    : payeeText('FAMILY', viewer.payeeInfo.name.trim() ? maskName(viewer.payeeInfo.name) : '');
}

/** In the section: awaiting a decision (in notice or in review), or decided within NOTICE_RECENT_DAYS. */
export function noticeShown(w: NoticeItemData, now: number): boolean {
  return w.inNotice || w.canObject || now - Math.max(w.noticeUntil, w.createdAt) < NOTICE_RECENT_DAYS * DAY;
}

export interface NoticeItem {
  id: string; status: WithdrawalStatus; statusText: string; inNotice: boolean;
  amount: string; fee: string; net: string; payee: string; askedAt: string; until: string;
  objections: string; objectionCount: number; canObject: boolean;
}

/** The section's rows, newest first, as text (pure: the store and tests use it). */
export function noticeView(n: PublicNotice, viewer: NoticeViewer, now: number): NoticeItem[] {
  return n.list.filter((w) => noticeShown(w, now)).sort((a, b) => b.createdAt - a.createdAt).map((w) => ({
    id: w.withdrawalId, status: w.status, inNotice: w.inNotice,
    statusText: withdrawalStatusText(w.status, w.inNotice),
    amount: `${ledgerAmount(w.amount)}元`,
    fee: w.fee > 0 ? `${ledgerAmount(w.fee)}元` : FEE_PROMISE.noticeNoFee,
    net: `${ledgerAmount(w.netAmount)}元`,
    payee: noticePayee(w, viewer),
    askedAt: formatTime(w.createdAt, 'YYYY年M月D日 HH:mm'),
    // An absolute end, no countdown: the page may stay open for hours.
    until: w.inNotice ? `公示至 ${formatTime(w.noticeUntil, 'M月D日 HH:mm')}` : `公示已于 ${formatTime(w.noticeUntil, 'M月D日 HH:mm')} 结束`,
    objectionCount: w.objectionCount,
    objections: w.objectionCount ? `${w.objectionCount}条异议${w.openObjections ? `（${w.openObjections}条待平台核实）` : '（已核实）'}` : '暂无异议',
    canObject: w.canObject && !viewer.isSelf,
  }));
}

/** The Chinese reason the objection cannot be sent yet, or ''. */
export function objectionFormError(reason: string, content: string): string {
  if (!(REPORT_REASONS as readonly string[]).includes(reason)) return '请选择异议原因';
  const text = content.trim();
  if (!text) return '请填写异议说明';
  if ([...text].length > OBJECTION_TEXT_MAX) return `异议说明不能超过${OBJECTION_TEXT_MAX}字`;
  return '';
}

export class WithdrawNoticeStore {
  infoUuid = '';
  data: PublicNotice | null = null;
  /** The notice's load. */
  readonly loadAct: Act;
  /** The withdrawal the objection form is open for ('' when closed). */
  objecting = '';
  reason = '';
  content = '';
  /** The objection's send; its error line also says why the form cannot be sent. */
  readonly submitAct: Act;
  /** Withdrawals the viewer objected to on this page. */
  done: Record<string, boolean> = {};

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.submitAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false, submitAct: false });
  }

  /** The rows to show for this case and viewer (empty: the section is not drawn). */
  items(infoUuid: string, viewer: NoticeViewer, now: number = Date.now()): NoticeItem[] {
    return this.data && this.infoUuid === infoUuid ? noticeView(this.data, viewer, now) : [];
  }

  /** Loads a case's notice (the section calls it once mounted on the client); a reload keeps what is shown. */
  async load(infoUuid: string): Promise<void> {
    if (!infoUuid) return;
    if (this.infoUuid !== infoUuid) {
      this.infoUuid = infoUuid;
      this.data = null;
      this.done = {};
      this.closeObjection();
    }
    await this.loadAct.latest('withdrawNotice.load', async () => {
      const data = await this.root.api.money.publicNotice({ infoUuid });
      runInAction(() => {
        if (this.infoUuid === infoUuid) this.data = data ?? { infoUuid, caseStatus: 0, noticeHours: 0, list: [] };
      });
    });
  }

  /** 我有异议: a visitor is sent to login first (and comes back to the case page); resolves whether the form opened. */
  async openObjection(withdrawalId: string): Promise<boolean> {
    if (!(await ensureLoggedIn(this.root))) return false;
    runInAction(() => {
      this.objecting = withdrawalId;
      this.reason = '';
      this.content = '';
      this.submitAct.clear();
    });
    return true;
  }

  closeObjection(): void {
    this.objecting = '';
    this.submitAct.clear();
  }

  setReason(reason: string): void {
    this.reason = reason;
    this.submitAct.clear();
  }

  setContent(text: string): void {
    this.content = [...text].slice(0, OBJECTION_TEXT_MAX).join('');
    this.submitAct.clear();
  }

  /** Sends the objection; the count goes up at once and the notice is read again. */
  async submitObjection(): Promise<boolean> {
    const withdrawalId = this.objecting;
    if (this.submitAct.busy || !withdrawalId) return false;
    const invalid = objectionFormError(this.reason, this.content);
    if (invalid) return this.submitAct.fail(invalid);
    return this.submitAct.run('withdrawNotice.object', async () => {
      await this.root.api.money.objectWithdrawal({ withdrawalId, reason: `${this.reason}：${this.content.trim()}` });
      runInAction(() => {
        this.done[withdrawalId] = true;
        const w = this.data?.list.find((x) => x.withdrawalId === withdrawalId);
        if (w) {
          w.objectionCount += 1;
          w.openObjections += 1;
        }
        this.objecting = '';
        this.reason = '';
        this.content = '';
      });
      void this.load(this.infoUuid);
    });
  }
}
