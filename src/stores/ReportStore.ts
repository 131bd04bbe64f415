/**
 * Reporting a case (/cf/account/report/:infoUuid): a reason from REPORT_REASONS, words (1..500) and up
 * to 9 evidence photos; then "my reports" with the outcome staff gave. The server rate-limits reports
 * (429 举报过于频繁，请稍后再试); its reason is shown as given.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { REPORT_MAX_IMAGES, REPORT_REASONS, REPORT_TEXT_MAX, type ReportItem } from '../contract/trust';
import type { UploadedFile } from '../platform/upload-core';
import type { RootStore } from './RootStore';
import { AnchorPager } from './paging';
import { Act } from './act';

export { REPORT_MAX_IMAGES, REPORT_TEXT_MAX };
export const REPORT_STATUS_TEXT: Record<string, string> = { pending: '处理中', resolved: '已处理' };
export const REPORT_OUTCOME_TEXT: Record<string, string> = {
  confirmed: '举报属实，平台已处理',
  rejected: '经核实，举报内容不属实',
  case_warned: '平台已提醒筹款人整改',
};

/** The Chinese reason the report cannot be sent yet, or ''. */
export function reportFormError(reason: string, content: string, uploading: boolean): string {
  if (!(REPORT_REASONS as readonly string[]).includes(reason)) return '请选择举报原因';
  const text = content.trim();
  if (!text) return '请填写举报说明';
  if (text.length > REPORT_TEXT_MAX) return `举报说明不能超过${REPORT_TEXT_MAX}字`;
  if (uploading) return '图片还在上传，请稍候';
  return '';
}

export class ReportStore {
  infoUuid = '';
  reason = '';
  content = '';
  files: UploadedFile[] = [];
  uploading = false;
  /** The report's send; its error line also says why the form cannot be sent. */
  readonly submitAct: Act;
  /** The report just sent (the page then shows "my reports"). */
  sent: ReportItem | null = null;
  readonly mine: AnchorPager<ReportItem>;

  constructor(private readonly root: RootStore) {
    this.mine = new AnchorPager<ReportItem>((anchorId) => this.root.api.trust.reportMine({ anchorId, size: 20 }), (r) => r.reportId);
    this.submitAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, mine: false, submitAct: false });
  }

  open(infoUuid: string): void {
    if (this.infoUuid === infoUuid) return;
    this.infoUuid = infoUuid;
    this.reason = '';
    this.content = '';
    this.files = [];
    this.submitAct.clear();
    this.sent = null;
  }

  setReason(reason: string): void {
    this.reason = reason;
    this.submitAct.clear();
  }

  setContent(text: string): void {
    this.content = text.slice(0, REPORT_TEXT_MAX);
    this.submitAct.clear();
  }

  setFiles(files: UploadedFile[]): void {
    this.files = files.slice(0, REPORT_MAX_IMAGES);
  }

  setUploading(busy: boolean): void {
    this.uploading = busy;
  }

  async submit(): Promise<boolean> {
    if (this.submitAct.busy) return false;
    const invalid = reportFormError(this.reason, this.content, this.uploading);
    if (invalid) return this.submitAct.fail(invalid);
    return this.submitAct.run('report.submit', async () => {
      const imageUrls = this.files.map((f) => f.url);
      const item = await this.root.api.trust.reportAdd({
        infoUuid: this.infoUuid, reason: this.reason, content: this.content.trim(), ...(imageUrls.length ? { imageUrls } : {}),
      });
      runInAction(() => {
        this.sent = item;
        this.reason = '';
        this.content = '';
        this.files = [];
      });
      void this.mine.refresh();
    });
  }
}
