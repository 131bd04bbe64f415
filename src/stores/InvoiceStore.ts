/**
 * Donation receipts (issue 9, /cf/invoiceApply and /cf/invoiceSubmitSuccess): my paid donations
 * with their receipt status, one donation's rules and its receipt (once per donation: a donation
 * that already has one shows it instead of the form), the request form validated on screen with
 * the server's rules (src/lib/receipt.ts), and the request's status with its PDF once issued.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Invoice, InvoiceEntrance, InvoiceMsg, InvoiceStatus } from '../contract/invoice';
import { invoiceFiles } from '../contract/invoice';
import { receiptErrors, type ReceiptErrors, type TitleType } from '../lib/receipt';
import type { RootStore } from './RootStore';
import { Act } from './act';

export const RECEIPT_STATUS_TEXT: Record<InvoiceStatus | 'NONE', string> = { NONE: '未申请', REQUESTED: '开具中', ISSUED: '已开具', VOIDED: '已作废' };
export const INVOICE_TEXT = { noOrder: '请先选择要开具收据的捐款', cannot: '该笔捐款当前不能申请捐赠票据', twice: '该笔捐款已申请过捐赠票据' } as const;

/** The receipt PDF's path (GET, logged in) once issued. */
export const downloadPath = (invoiceId: string) => `${invoiceFiles.download.path}?invoiceId=${encodeURIComponent(invoiceId)}`;

export type InvoiceSubmitResult = 'ok' | 'invalid' | 'exists' | 'busy' | 'error';

export class InvoiceStore {
  entrance: InvoiceEntrance | null = null;
  /** My donations' load. */
  readonly listAct: Act;
  orderId = '';
  msg: InvoiceMsg | null = null;
  /** One donation's rules and receipt. */
  readonly loadAct: Act;
  titleType: TitleType = 'PERSONAL';
  title = '';
  taxNo = '';
  email = '';
  errors: ReceiptErrors = {};
  /** The request; its error line also says why the form cannot be sent. */
  readonly submitAct: Act;

  constructor(private readonly root: RootStore) {
    this.listAct = new Act(root);
    this.loadAct = new Act(root);
    this.submitAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, listAct: false, loadAct: false, submitAct: false });
  }

  /** My paid donations with each one's receipt status. */
  async loadList(): Promise<void> {
    await this.listAct.latest('invoice.list', async () => {
      const e = await this.root.api.invoice.entrance();
      runInAction(() => (this.entrance = e));
    });
  }

  /** One donation: its rules and its receipt if asked for already; the form starts empty. */
  async open(orderId: string): Promise<void> {
    if (orderId !== this.orderId) {
      this.msg = null;
      this.titleType = 'PERSONAL';
      this.title = this.taxNo = this.email = '';
      this.errors = {};
      this.submitAct.clear();
    }
    this.orderId = orderId;
    await this.loadAct.latest('invoice.open', async () => {
      const m = await this.root.api.invoice.msg({ orderId });
      runInAction(() => {
        if (this.orderId === orderId) this.msg = m;
      });
    });
  }

  /** The receipt of the open donation, if there is one (then the form is not shown). */
  get invoice(): Invoice | null {
    return this.msg?.invoice ?? null;
  }

  setTitleType(t: TitleType): void {
    this.titleType = t;
    if (t === 'PERSONAL') this.taxNo = ''; // a person's receipt has no tax number
    this.errors = {};
    this.submitAct.clear();
  }

  setTitle(v: string): void {
    this.title = v.slice(0, 100);
    this.errors = { ...this.errors, title: undefined };
  }

  setTaxNo(v: string): void {
    this.taxNo = v.toUpperCase().replace(/\s/g, '').slice(0, 18);
    this.errors = { ...this.errors, taxNo: undefined };
  }

  setEmail(v: string): void {
    this.email = v.trim().slice(0, 100);
    this.errors = { ...this.errors, email: undefined };
  }

  /** The first error on screen (one line under the form). */
  get firstError(): string | null {
    return this.errors.title ?? this.errors.taxNo ?? this.errors.email ?? (this.submitAct.error || null);
  }

  /** Validates on screen, asks for the receipt once, then shows the request. */
  async submit(): Promise<InvoiceSubmitResult> {
    if (this.submitAct.busy) return 'busy';
    const m = this.msg;
    if (!m || m.orderId !== this.orderId) {
      this.submitAct.fail(INVOICE_TEXT.noOrder);
      return 'invalid';
    }
    if (m.invoice) {
      this.submitAct.fail(INVOICE_TEXT.twice);
      return 'exists';
    }
    if (!m.canApply) {
      this.submitAct.fail(INVOICE_TEXT.cannot);
      return 'invalid';
    }
    const f = { titleType: this.titleType, title: this.title, taxNo: this.taxNo, email: this.email };
    this.errors = receiptErrors(f);
    this.submitAct.clear();
    if (Object.values(this.errors).some(Boolean)) return 'invalid';
    let conflict = false as boolean;
    const ok = await this.submitAct.run('invoice.submit', async () => {
      const inv = await this.root.api.invoice.confirm({
        orderId: m.orderId, titleType: f.titleType, title: f.title.trim(),
        ...(f.titleType === 'COMPANY' ? { taxNo: f.taxNo.trim() } : {}), ...(f.email ? { email: f.email } : {}),
      });
      runInAction(() => {
        this.msg = { ...m, canApply: false, invoice: inv };
        if (this.entrance) this.entrance.list = this.entrance.list.map((o) => (o.orderId === m.orderId && inv.status !== 'VOIDED' ? { ...o, invoiceStatus: inv.status } : o));
      });
      // Replace: the form (now showing the receipt too) leaves the page stack, so one receipt is on screen.
      this.root.platform.nav.go('invoiceSubmitSuccess', { invoiceId: inv.invoiceId, orderId: m.orderId }, { replace: true });
    }, { onFail: (err) => void (conflict = (err as { status?: number })?.status === 409) });
    if (ok) return 'ok';
    // Asked for meanwhile (another tab): show the receipt that exists.
    if (conflict) await this.open(m.orderId);
    return 'error';
  }
}
