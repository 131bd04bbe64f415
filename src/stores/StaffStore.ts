/**
 * The staff console (H5 only): who may use it, the review queues (stores/staff/queues.ts STAFF_QUEUES),
 * one case file with its per-section approve / reject, the blacklist, help registrations and the
 * audit log. The server decides every permission; this store only shows what it answers.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './RootStore';
import { AnchorPager } from './paging';
import { Act } from './act';
import { queueDef, sectionLabel, STAFF_QUEUES, type QueueRow } from './staff/queues';
import type { Section } from '../contract/raise-sections';
import type { AuditRow, BlacklistItem, CaseFileRes, HelpRegistration, HelpStatus, StaffWhoamiRes } from '../contract/staff';

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
  /** The whoami check ('error' access shows its error line). */
  readonly accessAct: Act;
  counts = new Map<string, QueueCount | 'error'>();
  private queues = new Map<string, AnchorPager<QueueRow>>();

  file: CaseFileRes | null = null;
  fileUuid = '';
  /** The case file's load. */
  readonly fileAct: Act;
  /** Reject reasons being typed, per section. */
  reasons: Partial<Record<Section, string>> = {};
  /** The section (or the pending edit-case revision) whose decision is in flight. */
  busyId: Section | 'revision' | null = null;
  /** A section's decision; its failure goes to that section's line in reviewErrors. */
  readonly reviewAct: Act;
  revisionReason = '';
  /** The pending revision's decision; its error line also says why it cannot be sent. */
  readonly revisionAct: Act;
  reviewErrors: Partial<Record<Section, string>> = {};
  /** The last decision, for a short confirmation line. */
  lastDecision = '';

  readonly blacklist: AnchorPager<BlacklistItem>;
  blForm: BlacklistForm = emptyForm();
  /** Blacklist add and remove; the error line also says why the form cannot be sent. */
  readonly blacklistAct: Act;

  helpStatus: HelpStatus | '' = '';
  readonly help: AnchorPager<HelpRegistration>;
  /** A help registration's status change. */
  readonly helpAct: Act;

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
    this.accessAct = new Act(root);
    this.fileAct = new Act(root);
    this.reviewAct = new Act(root);
    this.revisionAct = new Act(root);
    this.blacklistAct = new Act(root);
    this.helpAct = new Act(root);
    makeAutoObservable<this, 'root' | 'queues'>(this, {
      root: false, queues: false, blacklist: false, help: false, audit: false,
      accessAct: false, fileAct: false, reviewAct: false, revisionAct: false, blacklistAct: false, helpAct: false,
    });
  }

  /** Asks the server whether the user is staff (once; `force` asks again). */
  async checkAccess(force = false): Promise<void> {
    if (!force && (this.access === 'staff' || this.access === 'checking' || this.access === 'denied')) return;
    this.access = 'checking';
    await this.accessAct.latest('staff.whoami', async () => {
      const me = await this.root.api.staff.whoami();
      runInAction(() => {
        this.me = me;
        this.access = 'staff';
      });
    }, {
      onFail: (err) => {
        const e = err as { status?: number; code?: number };
        runInAction(() => (this.access = e.status === 403 || e.code === 403 ? 'denied' : 'error'));
      },
    });
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
      this.revisionAct.clear();
      this.lastDecision = '';
    }
    this.fileUuid = infoUuid;
    await this.fileAct.latest('staff.caseFile', async () => {
      const file = await this.root.api.staff.caseFile({ infoUuid });
      runInAction(() => {
        if (this.fileUuid === infoUuid) this.file = file;
      });
    });
  }

  setReason(section: Section, text: string): void {
    this.reasons[section] = text.slice(0, 200);
    this.reviewErrors[section] = '';
  }

  /** Approves or rejects one section; a rejection needs a reason. Reloads the file afterwards. */
  async review(section: Section, approve: boolean): Promise<boolean> {
    if (this.busyId) return false;
    const infoUuid = this.fileUuid;
    const reason = (this.reasons[section] ?? '').trim();
    if (!approve && !reason) {
      this.reviewErrors[section] = MSG_REASON_REQUIRED;
      return false;
    }
    this.busyId = section;
    this.reviewErrors[section] = '';
    const ok = await this.reviewAct.run('staff.review', async () => {
      await this.root.api.staff.reviewSection({ infoUuid, section, approve, ...(approve ? {} : { reason }) });
      runInAction(() => {
        this.reasons[section] = '';
        this.lastDecision = `${sectionLabel(section, this.file?.case.raiseType)}${approve ? '已通过' : '已驳回'}`;
      });
      // The queues changed: they reload when shown next.
      this.queues.forEach((pager) => pager.reset());
      await this.openCase(infoUuid);
    }, { onFail: (_err, text) => void runInAction(() => (this.reviewErrors[section] = text)) });
    runInAction(() => (this.busyId = null));
    return ok;
  }

  setRevisionReason(text: string): void {
    this.revisionReason = text.slice(0, 200);
    this.revisionAct.clear();
  }

  /** Approves or rejects the case's pending edit (title and story of a published case); a rejection needs a reason. */
  async reviewRevision(approve: boolean): Promise<boolean> {
    const rev = this.file?.pendingRevision;
    if (!rev || this.busyId) return false;
    const reason = this.revisionReason.trim();
    if (!approve && !reason) return this.revisionAct.fail(MSG_REASON_REQUIRED);
    this.busyId = 'revision';
    const ok = await this.revisionAct.run('staff.reviewRevision', async () => {
      await this.root.api.staff.reviewRevision({ revisionId: rev.revisionId, approve, ...(approve ? {} : { reason }) });
      runInAction(() => {
        this.revisionReason = '';
        this.lastDecision = approve ? '修改已通过' : '修改已驳回';
      });
      this.queues.forEach((pager) => pager.reset());
      await this.openCase(this.fileUuid);
    }, { keepError: true });
    runInAction(() => (this.busyId = null));
    return ok;
  }

  setBlField(field: keyof BlacklistForm, value: string): void {
    this.blForm[field] = value.slice(0, field === 'reason' ? 200 : 64);
    this.blacklistAct.clear();
  }

  /** Adds the form's person to the blacklist. */
  async addToBlacklist(): Promise<boolean> {
    const f = this.blForm;
    if (!f.userId.trim() && !f.idCard.trim()) return this.blacklistAct.fail(MSG_BLACKLIST_WHO);
    if (!f.name.trim()) return this.blacklistAct.fail('请填写姓名');
    if (!f.reason.trim()) return this.blacklistAct.fail('请填写拉黑原因');
    return this.blacklistAct.run('staff.blacklistAdd', async () => {
      await this.root.api.staff.blacklistAdd({
        name: f.name.trim(), reason: f.reason.trim(),
        ...(f.userId.trim() ? { userId: f.userId.trim() } : {}), ...(f.idCard.trim() ? { idCard: f.idCard.trim().toUpperCase() } : {}),
      });
      runInAction(() => (this.blForm = emptyForm()));
      await this.blacklist.refresh();
    });
  }

  async removeFromBlacklist(id: string): Promise<void> {
    await this.blacklistAct.run('staff.blacklistRemove', async () => {
      await this.root.api.staff.blacklistRemove({ id });
      await this.blacklist.refresh();
    }, { keepError: true });
  }

  /** Shows help registrations of one status ('' = all). */
  filterHelp(status: HelpStatus | ''): void {
    this.helpStatus = status;
    this.help.reset();
    void this.help.refresh();
  }

  async setHelpStatus(id: string, status: HelpStatus): Promise<void> {
    await this.helpAct.latest('staff.helpStatus', async () => {
      const updated = await this.root.api.staff.helpUpdateStatus({ id, status });
      this.help.update(id, () => updated);
    });
  }

  /** Filters the audit log by case ('' = everything). */
  filterAudit(infoUuid: string): void {
    this.auditInfoUuid = infoUuid;
    this.audit.reset();
    void this.audit.refresh();
  }
}
