/**
 * The staff console (H5 only): who may use it, the review queues (services/staff.ts STAFF_QUEUES),
 * one case file with its per-section approve / reject, the blacklist, help registrations and the
 * audit log. The server decides every permission; this store only shows what it answers.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './RootStore';
import { AnchorPager, errorText } from './paging';
import { queueDef, SECTION_LABEL, STAFF_QUEUES, type QueueRow } from '../services/staff';
import type { Section } from '../services/contract-raise';
import type { AuditRow, BlacklistItem, CaseFileRes, HelpRegistration, HelpStatus, StaffWhoamiRes } from '../services/contract-staff';

export type StaffAccess = 'unknown' | 'checking' | 'staff' | 'denied' | 'error';
export const QUEUE_PAGE_SIZE = 20;
/** The home page counts up to this many per queue ("50+" beyond). */
export const COUNT_PAGE_SIZE = 50;
export const MSG_REASON_REQUIRED = '请填写驳回原因';
export const MSG_BLACKLIST_WHO = '请填写用户ID或身份证号';

export interface QueueCount { count: number; more: boolean }
export interface BlacklistForm { userId: string; idCard: string; name: string; reason: string }
const emptyForm = (): BlacklistForm => ({ userId: '', idCard: '', name: '', reason: '' });

export class StaffStore {
  access: StaffAccess = 'unknown';
  me: StaffWhoamiRes | null = null;
  accessError = '';
  counts = new Map<string, QueueCount | 'error'>();
  private queues = new Map<string, AnchorPager<QueueRow>>();

  file: CaseFileRes | null = null;
  fileUuid = '';
  fileLoading = false;
  fileError = '';
  /** Reject reasons being typed, per section. */
  reasons: Partial<Record<Section, string>> = {};
  /** The section (or the pending edit-case revision) whose decision is in flight. */
  reviewing: Section | 'revision' | null = null;
  revisionReason = '';
  revisionError = '';
  reviewErrors: Partial<Record<Section, string>> = {};
  /** The last decision, for a short confirmation line. */
  lastDecision = '';

  readonly blacklist: AnchorPager<BlacklistItem>;
  blForm: BlacklistForm = emptyForm();
  blError = '';
  blSaving = false;

  helpStatus: HelpStatus | '' = '';
  readonly help: AnchorPager<HelpRegistration>;
  helpError = '';

  auditInfoUuid = '';
  readonly audit: AnchorPager<AuditRow>;

  constructor(private readonly root: RootStore) {
    const api = () => root.api.staff;
    this.blacklist = new AnchorPager((anchorId) => api().blacklistList({ anchorId, size: 20 }), (b) => b.id);
    this.help = new AnchorPager((anchorId) => api().helpList({ anchorId, size: 20, status: this.helpStatus || undefined }), (h) => h.id);
    this.audit = new AnchorPager(async (anchor) => {
      const limit = 50;
      const { list } = await api().auditLog({ infoUuid: this.auditInfoUuid.trim() || undefined, before: anchor ? Number(anchor) : undefined, limit });
      return { list, hasNext: list.length === limit, anchorId: list.length ? String(list[list.length - 1].createdAt) : '' };
    }, (a) => a.id);
    makeAutoObservable<this, 'root' | 'queues'>(this, { root: false, queues: false, blacklist: false, help: false, audit: false });
  }

  /** Asks the server whether the user is staff (once; `force` asks again). */
  async checkAccess(force = false): Promise<void> {
    if (!force && (this.access === 'staff' || this.access === 'checking' || this.access === 'denied')) return;
    this.access = 'checking';
    try {
      const me = await this.root.api.staff.whoami();
      runInAction(() => {
        this.me = me;
        this.access = 'staff';
      });
    } catch (err) {
      const status = (err as { status?: number; code?: number }).status;
      runInAction(() => {
        this.access = status === 403 || (err as { code?: number }).code === 403 ? 'denied' : 'error';
        this.accessError = errorText(err);
      });
    }
  }

  /** The pager of one queue (its STAFF_QUEUES key; created on first use). */
  queue(key: string): AnchorPager<QueueRow> {
    let pager = this.queues.get(key);
    if (!pager) {
      const def = queueDef(key);
      pager = new AnchorPager<QueueRow>(
        (anchorId) => (def ? def.load(this.root.api.staff, anchorId, QUEUE_PAGE_SIZE) : Promise.reject({ msg: '没有这个审核队列' })),
        (row) => row.id,
      );
      this.queues.set(key, pager);
    }
    return pager;
  }

  /** Counts of every queue for the home page (first COUNT_PAGE_SIZE items each). */
  async loadCounts(): Promise<void> {
    await Promise.all(
      STAFF_QUEUES.map(async (def) => {
        try {
          const page = await def.load(this.root.api.staff, undefined, COUNT_PAGE_SIZE);
          runInAction(() => this.counts.set(def.key, { count: page.list.length, more: page.hasNext }));
        } catch {
          runInAction(() => this.counts.set(def.key, 'error'));
        }
      }),
    );
  }

  /** Loads one case file (findings, every section, audit history). */
  async openCase(infoUuid: string): Promise<void> {
    if (this.fileUuid !== infoUuid) {
      this.file = null;
      this.reasons = {};
      this.reviewErrors = {};
      this.revisionReason = '';
      this.revisionError = '';
      this.lastDecision = '';
    }
    this.fileUuid = infoUuid;
    this.fileLoading = true;
    this.fileError = '';
    try {
      const file = await this.root.api.staff.caseFile({ infoUuid });
      runInAction(() => {
        if (this.fileUuid === infoUuid) this.file = file;
      });
    } catch (err) {
      runInAction(() => (this.fileError = errorText(err)));
    } finally {
      runInAction(() => (this.fileLoading = false));
    }
  }

  setReason(section: Section, text: string): void {
    this.reasons[section] = text.slice(0, 200);
    this.reviewErrors[section] = '';
  }

  /** Approves or rejects one section; a rejection needs a reason. Reloads the file afterwards. */
  async review(section: Section, approve: boolean): Promise<boolean> {
    if (this.reviewing) return false;
    const infoUuid = this.fileUuid;
    const reason = (this.reasons[section] ?? '').trim();
    if (!approve && !reason) {
      this.reviewErrors[section] = MSG_REASON_REQUIRED;
      return false;
    }
    this.reviewing = section;
    this.reviewErrors[section] = '';
    try {
      await this.root.api.staff.reviewSection({ infoUuid, section, approve, ...(approve ? {} : { reason }) });
      runInAction(() => {
        this.reasons[section] = '';
        this.lastDecision = `${SECTION_LABEL[section] ?? section}${approve ? '已通过' : '已驳回'}`;
      });
      // The queues changed: they reload when shown next.
      this.queues.forEach((pager) => pager.reset());
      await this.openCase(infoUuid);
      return true;
    } catch (err) {
      runInAction(() => (this.reviewErrors[section] = errorText(err)));
      return false;
    } finally {
      runInAction(() => (this.reviewing = null));
    }
  }

  setRevisionReason(text: string): void {
    this.revisionReason = text.slice(0, 200);
    this.revisionError = '';
  }

  /** Approves or rejects the case's pending edit (title and story of a published case); a rejection needs a reason. */
  async reviewRevision(approve: boolean): Promise<boolean> {
    const rev = this.file?.pendingRevision;
    if (!rev || this.reviewing) return false;
    const reason = this.revisionReason.trim();
    if (!approve && !reason) {
      this.revisionError = MSG_REASON_REQUIRED;
      return false;
    }
    this.reviewing = 'revision';
    try {
      await this.root.api.staff.reviewRevision({ revisionId: rev.revisionId, approve, ...(approve ? {} : { reason }) });
      runInAction(() => {
        this.revisionReason = '';
        this.lastDecision = approve ? '修改已通过' : '修改已驳回';
      });
      this.queues.forEach((pager) => pager.reset());
      await this.openCase(this.fileUuid);
      return true;
    } catch (err) {
      runInAction(() => (this.revisionError = errorText(err)));
      return false;
    } finally {
      runInAction(() => (this.reviewing = null));
    }
  }

  setBlField(field: keyof BlacklistForm, value: string): void {
    this.blForm[field] = value.slice(0, field === 'reason' ? 200 : 64);
    this.blError = '';
  }

  /** Adds the form's person to the blacklist. */
  async addToBlacklist(): Promise<boolean> {
    const f = this.blForm;
    if (!f.userId.trim() && !f.idCard.trim()) return this.failBl(MSG_BLACKLIST_WHO);
    if (!f.name.trim()) return this.failBl('请填写姓名');
    if (!f.reason.trim()) return this.failBl('请填写拉黑原因');
    if (this.blSaving) return false;
    this.blSaving = true;
    try {
      await this.root.api.staff.blacklistAdd({
        name: f.name.trim(), reason: f.reason.trim(),
        ...(f.userId.trim() ? { userId: f.userId.trim() } : {}), ...(f.idCard.trim() ? { idCard: f.idCard.trim().toUpperCase() } : {}),
      });
      runInAction(() => (this.blForm = emptyForm()));
      await this.blacklist.refresh();
      return true;
    } catch (err) {
      return this.failBl(errorText(err));
    } finally {
      runInAction(() => (this.blSaving = false));
    }
  }

  async removeFromBlacklist(id: string): Promise<void> {
    try {
      await this.root.api.staff.blacklistRemove({ id });
      await this.blacklist.refresh();
    } catch (err) {
      runInAction(() => (this.blError = errorText(err)));
    }
  }

  private failBl(msg: string): false {
    this.blError = msg;
    return false;
  }

  /** Shows help registrations of one status ('' = all). */
  filterHelp(status: HelpStatus | ''): void {
    this.helpStatus = status;
    this.help.reset();
    void this.help.refresh();
  }

  async setHelpStatus(id: string, status: HelpStatus): Promise<void> {
    this.helpError = '';
    try {
      const updated = await this.root.api.staff.helpUpdateStatus({ id, status });
      this.help.update(id, () => updated);
    } catch (err) {
      runInAction(() => (this.helpError = errorText(err)));
    }
  }

  /** Filters the audit log by case ('' = everything). */
  filterAudit(infoUuid: string): void {
    this.auditInfoUuid = infoUuid;
    this.audit.reset();
    void this.audit.refresh();
  }
}
