/**
 * The donor's reports: the monthly report (爱心月报) with its thumbs-up, and the annual report with its
 * chart data and share image. Figures stay integer fen from the server; text comes from computed views.
 * A share image that fails to load is reported to monitoring (CF_IMPORTANT_REPORT_IMAGE_ERROR), once
 * per image address.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { AnnualReport, MonthlyReport, PublicUserInfo } from '../contract/reports';
import { fenToYuan, formatFen } from '../lib/money';
import { formatTime } from '../lib/time';
import type { RootStore } from './RootStore';
import { Act } from './act';
import { ensureLoggedIn } from './loginGate';
import { reportImportant } from './report';
import { BOOT_BLOCKS, takeBootData } from '../platform/boot';
import type { MonthlyBoot } from '../lib/donor-boot';

/** The monitoring event of a report image that could not be shown (annual and monthly report image). */
export const REPORT_IMAGE_EVENT = 'REPORT_IMAGE_ERROR';

/** One bar of the giving-by-month chart: 元 as a number for the chart library, text for the list. */
export interface MonthBar { month: string; yuan: number; text: string; count: number }

/** The annual report's bars (pure: the chart and tests use it). */
export function monthBars(r: Pick<AnnualReport, 'byMonth'>): MonthBar[] {
  return r.byMonth.map((m) => ({ month: `${m.month}月`, yuan: fenToYuan(m.fen), text: formatFen(m.fen), count: m.count }));
}

/** Progress of a case as a whole percentage, capped at 100. */
export const percentOf = (raised: number, target: number) => (target > 0 ? Math.min(100, Math.floor((raised * 100) / target)) : 0);

export class DonorReportStore {
  monthly: MonthlyReport | null = null;
  /** someone else's report: its owner as the public sees them (get-public-user-info), for the header */
  owner: PublicUserInfo | null = null;
  annual: AnnualReport | null = null;
  readonly monthlyAct: Act;
  readonly blessAct: Act;
  readonly annualAct: Act;
  /** the share image failed to load (the page then offers 重新生成) */
  imageFailed = false;
  private reportedImages = new Set<string>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root' | 'reportedImages'>(this, { root: false, reportedImages: false });
    this.monthlyAct = new Act(root);
    this.blessAct = new Act(root);
    this.annualAct = new Act(root);
    // A shared monthly report's HTML carries the report as a visitor gets it: the first render needs no
    // request (loadMonthly still asks again, for the real viewer's thumbs-up and ownership).
    const boot = takeBootData(BOOT_BLOCKS.monthly) as MonthlyBoot | null;
    if (boot?.report && boot.report.userId === boot.userId) this.monthly = boot.report;
  }

  /** Loads a user's monthly report (default: the viewer's own, this month). */
  loadMonthly(userId?: string, month?: string): Promise<boolean> {
    const body = { ...(userId ? { userId } : {}), ...(month ? { month } : {}) };
    return this.monthlyAct.latest('reports.monthly', async (live) => {
      const r = await this.root.api.reports.monthly(body);
      if (live()) runInAction(() => (this.monthly = r));
      // not awaited: the report draws at once (the server's first screen too), the header's public face follows
      if (live() && !r.isOwner) void this.loadOwner(r.userId);
    });
  }

  /** The public face of another user's report (masked name, avatar, or 已注销用户); a failure keeps the report's own. */
  private async loadOwner(userId: string): Promise<void> {
    if (this.owner?.userId === userId) return;
    try {
      const u = await this.root.api.reports.publicUserInfo({ userId });
      runInAction(() => (this.owner = u));
    } catch {
      // the report's own name and avatar stay
    }
  }

  /** The report header's name and avatar: the public face for someone else's report, else the report's. */
  get monthlyWho(): { nickname: string; headImgUrl: string } | null {
    const m = this.monthly;
    if (!m) return null;
    const o = !m.isOwner && this.owner?.userId === m.userId ? this.owner : null;
    return o ? { nickname: o.nickname, headImgUrl: o.headImgUrl } : { nickname: m.nickname, headImgUrl: m.headImgUrl };
  }

  /** Gives the report a thumbs-up (once per user: a second tap changes nothing). Visitors log in first. */
  async bless(): Promise<boolean> {
    const m = this.monthly;
    if (!m || m.isBlessing) return false;
    if (!(await ensureLoggedIn(this.root))) return false;
    return this.blessAct.run('reports.bless', async () => {
      const r = await this.root.api.reports.bless({ userId: m.userId, month: m.month });
      runInAction(() => {
        if (this.monthly && this.monthly.userId === m.userId && this.monthly.month === m.month) {
          this.monthly = { ...this.monthly, isBlessing: r.isBlessing, blessingCount: r.blessingCount };
        }
      });
    }, { toast: true });
  }

  /** Loads the viewer's annual report (default: this year). */
  loadAnnual(year?: number): Promise<boolean> {
    return this.annualAct.latest('reports.annual', async (live) => {
      const r = await this.root.api.reports.annual(year ? { year } : {});
      if (live()) {
        runInAction(() => {
          this.annual = r;
          this.imageFailed = false;
        });
      }
    });
  }

  /** The share image did not load: reported once per address (SPEC: report image page errors). */
  imageError(url: string, kind: 'annual' | 'monthly' = 'annual'): void {
    this.imageFailed = true;
    if (this.reportedImages.has(url)) return;
    this.reportedImages.add(url);
    reportImportant(this.root.api, REPORT_IMAGE_EVENT, { kind, url, year: this.annual?.year });
  }

  /** Tries the image again (a fresh address, so a cached failure is not reused). */
  retryImage(): void {
    if (!this.annual) return;
    const sep = this.annual.imageUrl.includes('?') ? '&' : '?';
    this.annual = { ...this.annual, imageUrl: `${this.annual.imageUrl.replace(/[?&]r=\d+$/, '')}${sep}r=${Date.now()}` };
    this.imageFailed = false;
  }

  get monthlyView() {
    const m = this.monthly;
    if (!m) return null;
    const [y, mo] = m.month.split('-');
    return {
      title: `${y}年${Number(mo)}月爱心月报`,
      donated: formatFen(m.donatedFen),
      cases: m.cases.map((c) => ({
        ...c,
        my: formatFen(c.myFen),
        raised: formatFen(c.raisedFen),
        percent: percentOf(c.raisedFen, c.targetFen),
        /** '<1%' while something but under one percent is raised (never shown as 0%) */
        percentText: c.raisedFen > 0 && percentOf(c.raisedFen, c.targetFen) === 0 ? '<1%' : `${percentOf(c.raisedFen, c.targetFen)}%`,
        progressText: c.latestProgress
          ? `${formatTime(c.latestProgress.time, 'MM-DD')} ${c.latestProgress.content}`
          : `${c.pronoun}还没有发布新的进展，我们会持续关注${c.pronoun}的情况`,
      })),
    };
  }

  get annualView() {
    const a = this.annual;
    if (!a) return null;
    const best = a.byMonth.reduce((b, m) => (m.fen > b.fen ? m : b), a.byMonth[0] ?? { month: 1, fen: 0, count: 0 });
    return {
      donated: formatFen(a.donatedFen),
      bars: monthBars(a),
      first: a.firstDonationAt ? formatTime(a.firstDonationAt, 'M月D日') : '',
      bestMonth: best && best.fen > 0 ? `${best.month}月` : '',
    };
  }
}
