/**
 * The donor's statement of donations (issue 9, on /cf/invoiceApply): a calendar year, a fiscal year
 * starting in another month (e.g. April to March), or any from-to dates, all in China time as the
 * server counts them. Builds the PDF's URL (GET statement.pdf) and can show the count and total first.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Statement, StatementReq } from '../contract/invoice';
import { invoiceFiles } from '../contract/invoice';
import { chinaDayStart } from '../lib/receipt';
import { chinaParts } from '../lib/time';
import type { RootStore } from './RootStore';
import { Act } from './act';

const DAY = 24 * 3600_000;
export const STATEMENT_TEXT = {
  year: '请输入正确的年份（2000年至今）',
  month: '请选择财年起始月份（1-12月）',
  date: '请输入正确的日期，格式如 2025-01-31',
  order: '结束日期不能早于开始日期',
} as const;

export type StatementMode = 'year' | 'range';
export type StatementCheck = { ok: true; req: StatementReq; label: string } | { ok: false; error: string };
const pad = (n: number) => String(n).padStart(2, '0');

/** The request for the inputs, or the first error; `nowYear` bounds the year (China time). */
export function statementRequest(
  i: { mode: StatementMode; year: string; fiscalStartMonth: number; from: string; to: string },
  nowYear: number,
): StatementCheck {
  if (i.mode === 'year') {
    const y = Number(i.year.trim());
    if (!/^\d{4}$/.test(i.year.trim()) || y < 2000 || y > nowYear) return { ok: false, error: STATEMENT_TEXT.year };
    const m = i.fiscalStartMonth;
    if (!Number.isInteger(m) || m < 1 || m > 12) return { ok: false, error: STATEMENT_TEXT.month };
    if (m === 1) return { ok: true, req: { year: y }, label: `${y}年度（${y}-01-01 至 ${y}-12-31）` };
    const endMonth = m - 1;
    const lastDay = new Date(Date.UTC(y + 1, endMonth, 0)).getUTCDate();
    return { ok: true, req: { year: y, fiscalStartMonth: m }, label: `${y}财年（${y}-${pad(m)}-01 至 ${y + 1}-${pad(endMonth)}-${pad(lastDay)}）` };
  }
  const from = chinaDayStart(i.from);
  const to = chinaDayStart(i.to);
  if (from === null || to === null) return { ok: false, error: STATEMENT_TEXT.date };
  if (to < from) return { ok: false, error: STATEMENT_TEXT.order };
  // The server's range is [from, to): the whole last day counts.
  return { ok: true, req: { from, to: to + DAY }, label: `${i.from.trim()} 至 ${i.to.trim()}` };
}

/** The PDF's path with the request's query. */
export function statementPath(req: StatementReq): string {
  const q = Object.entries(req).filter(([, v]) => v !== undefined).map(([k, v]) => `${k}=${v}`).join('&');
  return `${invoiceFiles.statementPdf.path}?${q}`;
}

export class StatementStore {
  mode: StatementMode = 'year';
  year: string;
  fiscalStartMonth = 1;
  from = '';
  to = '';
  preview: Statement | null = null;
  previewLabel = '';
  /** The preview's load; its error line also says why the inputs cannot be sent. */
  readonly loadAct: Act;

  constructor(private readonly root: RootStore, private readonly now: () => number = Date.now) {
    this.year = String(this.nowYear);
    this.loadAct = new Act(root);
    makeAutoObservable<this, 'root' | 'now'>(this, { root: false, now: false, loadAct: false });
  }

  get nowYear(): number {
    return chinaParts(this.now()).year;
  }

  setMode(m: StatementMode): void {
    this.mode = m;
    this.preview = null;
    this.loadAct.clear();
  }
  setYear(v: string): void {
    this.year = v.replace(/\D/g, '').slice(0, 4);
    this.preview = null;
    this.loadAct.clear();
  }
  setFiscalStartMonth(m: number): void {
    this.fiscalStartMonth = m;
    this.preview = null;
    this.loadAct.clear();
  }
  setFrom(v: string): void {
    this.from = v.slice(0, 10);
    this.preview = null;
    this.loadAct.clear();
  }
  setTo(v: string): void {
    this.to = v.slice(0, 10);
    this.preview = null;
    this.loadAct.clear();
  }

  get check(): StatementCheck {
    return statementRequest(this, this.nowYear);
  }

  /** The PDF's path for valid inputs, else null (the link is then disabled and the error shown). */
  get pdfPath(): string | null {
    const c = this.check;
    return c.ok ? statementPath(c.req) : null;
  }

  /** Shows the period's count and total before downloading. */
  async loadPreview(): Promise<void> {
    const c = this.check;
    if (!c.ok) {
      this.loadAct.fail(c.error);
      return;
    }
    await this.loadAct.latest('statement.preview', async () => {
      const s = await this.root.api.invoice.statement(c.req);
      runInAction(() => {
        this.preview = s;
        this.previewLabel = c.label;
      });
    });
  }
}
