/**
 * The owner's fund-use reports (善款使用公示, FUND_USE_SUBMIT 3; /cf/fund-use/:infoUuid): after a payout
 * batch arrived, the owner states what it paid for, how much (at most what the batch paid minus what
 * is already declared in pending and approved reports), with 1..9 receipt images sent through the
 * upload endpoint (kind `receipt`, public: they appear on the case's ledger once staff approve).
 * The form is checked here with the server's rules and messages; the server judges again.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { FUND_USE_PURPOSE_MAX, FUND_USE_RECEIPTS_MAX, type FundUse, type FundUseList } from '../contract/ledger';
import type { UploadedFile } from '../platform/upload-core';
import { formatTime } from '../lib/time';
import type { RootStore } from './RootStore';
import { Act } from './act';
import { ledgerAmount, payeeText } from './LedgerStore';

export const FUND_USE_TEXT = {
  noBatch: '请选择打款批次',
  notArrived: '该批款项尚未到账，暂不能提交资金使用情况',
  amountRequired: '请输入使用金额',
  amountInvalid: '请输入正确的金额（单位元，最多两位小数）',
  amountZero: '使用金额需大于0元',
  amountTooMuch: (fen: number) => `使用金额不能超过该批可申报金额${ledgerAmount(fen)}元`,
  purposeRequired: '请填写资金用途',
  purposeTooLong: `资金用途不能超过${FUND_USE_PURPOSE_MAX}字`,
  receiptRequired: '请上传至少1张票据照片',
  receiptTooMany: `最多上传${FUND_USE_RECEIPTS_MAX}张票据照片`,
  uploading: '票据还在上传，请稍候',
  submitted: '已提交，等待平台审核',
} as const;

export const FUND_USE_STATUS_TEXT: Record<FundUse['status'], string> = { PENDING: '审核中', APPROVED: '已通过', REJECTED: '未通过' };

export type Batch = FundUseList['payouts'][number];

/** What may still be declared on a batch (fen): paid minus declared in pending and approved reports. */
export const remainingOf = (b: Batch) => Math.max(0, b.amount - b.used);

/** '123.4' -> 12340 fen: whole 元 or 1-2 decimals, no floats involved. */
export function parseUseYuan(text: string): { ok: true; fen: number } | { ok: false; error: string } {
  const s = text.trim();
  if (!s) return { ok: false, error: FUND_USE_TEXT.amountRequired };
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return { ok: false, error: FUND_USE_TEXT.amountInvalid };
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (fen <= 0) return { ok: false, error: FUND_USE_TEXT.amountZero };
  return { ok: true, fen };
}

export interface FundUseForm { batch: Batch | null; amountText: string; purpose: string; files: readonly UploadedFile[]; uploading: boolean }

/** The first reason the form cannot be sent ('' when it can), and the amount in fen. */
export function checkFundUse(f: FundUseForm): { error: string; fen: number } {
  if (!f.batch) return { error: FUND_USE_TEXT.noBatch, fen: 0 };
  if (f.batch.status !== 'TRANSFERRED') return { error: FUND_USE_TEXT.notArrived, fen: 0 };
  const p = parseUseYuan(f.amountText);
  if (!p.ok) return { error: p.error, fen: 0 };
  const left = remainingOf(f.batch);
  if (p.fen > left) return { error: FUND_USE_TEXT.amountTooMuch(left), fen: 0 };
  const purpose = f.purpose.trim();
  if (!purpose) return { error: FUND_USE_TEXT.purposeRequired, fen: 0 };
  if (purpose.length > FUND_USE_PURPOSE_MAX) return { error: FUND_USE_TEXT.purposeTooLong, fen: 0 };
  if (f.uploading) return { error: FUND_USE_TEXT.uploading, fen: 0 };
  if (f.files.length === 0) return { error: FUND_USE_TEXT.receiptRequired, fen: 0 };
  if (f.files.length > FUND_USE_RECEIPTS_MAX) return { error: FUND_USE_TEXT.receiptTooMany, fen: 0 };
  return { error: '', fen: p.fen };
}

export class FundUseStore {
  infoUuid = '';
  data: FundUseList | null = null;
  /** The batches and reports' load. */
  readonly loadAct: Act;
  payoutId = '';
  amountText = '';
  purpose = '';
  files: UploadedFile[] = [];
  uploading = false;
  /** The report's send; its error line also says why the form cannot be sent. */
  readonly submitAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.submitAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false, submitAct: false });
  }

  /** Batches that arrived (the ones a report may be about), in batch order. */
  get arrived(): Batch[] {
    return (this.data?.payouts ?? []).filter((b) => b.status === 'TRANSFERRED');
  }

  get batch(): Batch | null {
    return this.arrived.find((b) => b.payoutId === this.payoutId) ?? null;
  }

  /** The batches as the screen lists them. */
  get batchRows() {
    return this.arrived.map((b) => ({
      id: b.payoutId, selected: b.payoutId === this.payoutId, label: b.batchCount > 1 ? `第${b.batchNo}/${b.batchCount}批` : '拨付款',
      date: formatTime(b.date, 'YYYY-MM-DD'), amount: ledgerAmount(b.amount), remaining: ledgerAmount(remainingOf(b)), full: remainingOf(b) <= 0,
      payee: payeeText(b.payeeType, b.payeeName),
    }));
  }

  get records() {
    return (this.data?.list ?? []).map((f) => ({
      id: f.fundUseId, status: f.status, statusText: FUND_USE_STATUS_TEXT[f.status], reason: f.reviewReason, amount: ledgerAmount(f.amount),
      description: f.description, date: formatTime(f.createdAt, 'YYYY-MM-DD'),
      receipts: { thumbs: f.receipts.map((r) => r.thumbUrl || r.url), large: f.receipts.map((r) => r.url) },
    }));
  }

  /** Whether the form can be sent now (its first problem otherwise). */
  get check() {
    return checkFundUse({ batch: this.batch, amountText: this.amountText, purpose: this.purpose, files: this.files, uploading: this.uploading });
  }

  /** The owner's batches and reports; a fresh form when the case changes. Picks the first batch with room left. */
  async load(infoUuid: string): Promise<void> {
    if (this.infoUuid !== infoUuid) {
      this.infoUuid = infoUuid;
      this.data = null;
      this.resetForm();
    }
    await this.loadAct.latest('fundUse.load', async () => {
      const data = await this.root.api.ledger.fundUseList({ infoUuid });
      runInAction(() => {
        if (this.infoUuid !== infoUuid) return;
        this.data = data;
        if (!this.batch) this.payoutId = this.arrived.find((b) => remainingOf(b) > 0)?.payoutId ?? this.arrived[0]?.payoutId ?? '';
      });
    });
  }

  selectBatch(payoutId: string): void {
    this.payoutId = payoutId;
    this.submitAct.clear();
  }

  setAmount(text: string): void {
    this.amountText = text.replace(/[^\d.]/g, '').slice(0, 13);
    this.submitAct.clear();
  }

  setPurpose(text: string): void {
    this.purpose = text.slice(0, FUND_USE_PURPOSE_MAX);
    this.submitAct.clear();
  }

  setFiles(files: UploadedFile[]): void {
    this.files = files;
    this.submitAct.clear();
  }

  setUploading(busy: boolean): void {
    this.uploading = busy;
  }

  /** Sends the report; true when the server took it (it then waits for staff review). */
  async submit(): Promise<boolean> {
    if (this.submitAct.busy) return false;
    const { error, fen } = this.check;
    const batch = this.batch;
    if (error || !batch) return this.submitAct.fail(error);
    return this.submitAct.run('fundUse.submit', async () => {
      const rec = await this.root.api.ledger.fundUseSubmit({
        payoutId: batch.payoutId, amount: fen, description: this.purpose.trim(), receipts: this.files.map((f) => f.url),
      });
      runInAction(() => {
        if (this.data) {
          this.data.list = [rec, ...this.data.list];
          const b = this.data.payouts.find((x) => x.payoutId === rec.payoutId);
          if (b) b.used += rec.amount;
        }
        this.resetForm(true);
      });
      this.root.ui.showToast(FUND_USE_TEXT.submitted);
    });
  }

  private resetForm(keepBatch = false): void {
    if (!keepBatch) this.payoutId = '';
    this.amountText = '';
    this.purpose = '';
    this.files = [];
    this.submitAct.clear();
  }
}
