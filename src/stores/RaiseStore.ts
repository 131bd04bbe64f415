/**
 * Starting a case as ONE section-based form (issue 7): state per section (values, server status,
 * reviewer's reason), computed errors, the first section still to fill, save / submit / publish, local
 * drafts (7 days, through the storage adapter) over what the server saved.
 *
 * Flow rules: a section is "to do" while NO_SAVE or REJECTED; SAVED sections wait for
 * submit-for-review; SUBMIT_SUCCESS and PASS sections are locked (the server answers 409 on a save).
 * A case is created by its first base save; publishing needs the base PASS.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { INFO_STATUS, SECTIONS, sectionTitle, type InfoStatus, type RaiseTypeCode, type Section } from '../contract/raise-sections';
import { REQUIRED_SECTIONS, type InfoStatusRes, type RefuseItem } from '../contract/raise';
import { SECTION_ROUTE, baseFormOf, blankForms, blankStatuses, loadCase, sendBase } from './raise/base';
import { Act, errorText } from './act';
import { isRaiseType, parseTargetYuan } from '../lib/raise-validation';
import type { RootStore } from './RootStore';
import { DraftStore, draftKey } from './raise/drafts';
import { HelpForm } from './raise/HelpForm';
import { MyCases } from './raise/MyCases';
import { emptyForm, fromSaved, sectionErrors, toSaveBody, type FieldErrors, type FieldValue, type FormValues } from './raise/sections';

export type SaveResult = 'saved' | 'invalid' | 'locked' | 'error' | 'busy';

export { SECTION_ROUTE };
export { errorText };

export class RaiseStore {
  /** the case being filled ('' until the first base save creates it) */
  infoUuid = '';
  forms: Record<Section, FormValues> = blankForms();
  statuses: Record<Section, InfoStatus> = blankStatuses();
  reasons: Partial<Record<Section, string>> = {};
  /** sections whose errors are shown (after a save was tried) */
  attempted: Partial<Record<Section, boolean>> = {};
  /** the server's last refusal of a save, per section (shown above the submit) */
  serverErrors: Partial<Record<Section, string>> = {};
  info: InfoStatusRes | null = null;
  refuseItems: RefuseItem[] = [];
  /** The case's load; statuses and refusals read later report here too. */
  readonly loadAct: Act;
  /** Save, submit for review and publish, one at a time (toasted on failure). */
  readonly submitAct: Act;
  /** sections edited since their last save (what the local draft holds) */
  private dirty = new Set<Section>();
  private readonly drafts: DraftStore;
  /** the help registration form (/cf/apply/raise) */
  readonly help: HelpForm;
  /** the user's own cases, and the edit of a published one */
  readonly mine: MyCases;

  constructor(
    readonly root: RootStore,
    now: () => number = Date.now,
  ) {
    this.drafts = new DraftStore(root.platform.storage, now);
    this.help = new HelpForm(root);
    this.mine = new MyCases(root);
    this.loadAct = new Act(root);
    this.submitAct = new Act(root);
    makeAutoObservable<this, 'dirty' | 'drafts'>(this, {
      root: false, dirty: false, drafts: false, help: false, mine: false, loadAct: false, submitAct: false,
    });
  }

  get raiseType(): RaiseTypeCode {
    const t = Number(this.forms.base.raiseType);
    return isRaiseType(t) ? t : 0;
  }

  /** A section's name for this case's kind (contract sectionTitle: a goods or dream case's papers are 证明材料). */
  sectionTitle(section: Section): string {
    return sectionTitle(section, this.raiseType);
  }

  /** The sections this case needs: the server's list once known, else the type's (plus hospital for a hospital payee). */
  get requiredSections(): Section[] {
    const list = [...(this.info?.required ?? REQUIRED_SECTIONS[this.raiseType])];
    if (this.forms.payee.relation === 'LOCATION_HOSPITAL_ACCOUNT' && !list.includes('hospital')) list.push('hospital');
    return list;
  }

  /** A section's errors for its current values (empty when valid). */
  errorsOf(section: Section): FieldErrors {
    return sectionErrors(section, this.forms[section]);
  }

  /** The errors the screen shows: none before the first save attempt. */
  shownErrors(section: Section): FieldErrors {
    return this.attempted[section] ? this.errorsOf(section) : {};
  }

  isLocked(section: Section): boolean {
    const s = this.statuses[section];
    return s === INFO_STATUS.SUBMIT_SUCCESS || s === INFO_STATUS.PASS;
  }

  /** Whether the form takes edits: not under review and not passed, except a passed base (edit review) or payee (a change filed for review). */
  canEdit(section: Section): boolean {
    return !this.isLocked(section) || (this.statuses[section] === INFO_STATUS.PASS && (section === 'base' || section === 'payee'));
  }

  isTodo(section: Section): boolean {
    const s = this.statuses[section];
    return s === INFO_STATUS.NO_SAVE || s === INFO_STATUS.REJECTED;
  }

  /** The first required section still to fill (unsaved or rejected), or null when all are saved. */
  get firstInvalidSection(): Section | null {
    return this.requiredSections.find((s) => this.isTodo(s)) ?? null;
  }

  get todoSections(): Section[] {
    return this.requiredSections.filter((s) => this.isTodo(s));
  }

  get canSubmit(): boolean {
    return SECTIONS.some((s) => this.statuses[s] === INFO_STATUS.SAVED);
  }

  get canPublish(): boolean {
    return !!this.info && !this.info.published && this.statuses.base === INFO_STATUS.PASS;
  }

  /** Where to go after a save: the next section to fill, else the review page. */
  get nextStep(): { name: string; params: Record<string, string> } {
    const next = this.firstInvalidSection;
    if (next) return { name: SECTION_ROUTE[next], params: { infoUuid: this.infoUuid } };
    return { name: 'raiseCommitVerify', params: { infoUuid: this.infoUuid } };
  }

  /** Starts a new case: empty forms with the local draft of an unsaved new case. */
  startNew(): void {
    this.reset('');
    this.applyDraft();
  }

  /** Opens a case: statuses and saved sections from the server, then the local draft over them. */
  async open(infoUuid: string): Promise<boolean> {
    if (!infoUuid) {
      this.startNew();
      return true;
    }
    if (infoUuid !== this.infoUuid) this.reset(infoUuid);
    return this.loadAct.latest('raise.open', async () => {
      const { info, base, saved } = await loadCase(this.root.api.raise, infoUuid);
      runInAction(() => {
        if (infoUuid !== this.infoUuid) return;
        this.info = info;
        this.statuses = { ...blankStatuses(), ...info.sections };
        this.forms.base = baseFormOf(base, info);
        for (const res of saved) {
          this.forms[res.section] = fromSaved(res.section, res.data);
          if (res.reason) this.reasons[res.section] = res.reason;
        }
        this.applyDraft();
      });
    });
  }

  /** Refreshes the statuses only (pending-notice, after submit). */
  async refreshStatus(): Promise<void> {
    if (!this.infoUuid) return;
    try {
      const info = await this.root.api.raise.infoStatus({ infoUuid: this.infoUuid });
      runInAction(() => {
        this.info = info;
        this.statuses = { ...blankStatuses(), ...info.sections };
      });
    } catch (err) {
      this.loadAct.fail(errorText(err));
    }
  }

  /** Changes one field; the section goes into the local draft. */
  setField(section: Section, key: string, value: FieldValue): void {
    this.forms[section] = { ...this.forms[section], [key]: value };
    delete this.serverErrors[section];
    this.dirty.add(section);
    this.writeDraft();
  }

  /** The kind of case (only before it is created: the type never changes afterwards). */
  setRaiseType(type: RaiseTypeCode): void {
    if (this.infoUuid) return;
    this.setField('base', 'raiseType', String(type));
  }

  /**
   * Saves a section: shows the errors and stops when invalid; otherwise sends it (the base's first
   * save creates the case). The server's refusal is kept and toasted.
   */
  async saveSection(section: Section): Promise<SaveResult> {
    if (this.submitAct.busy) return 'busy';
    this.attempted[section] = true;
    if (Object.keys(this.errorsOf(section)).length > 0) return 'invalid';
    if (!this.canEdit(section)) {
      this.root.ui.showToast('资料审核中，暂不可修改');
      return 'locked';
    }
    const wasNew = !this.infoUuid;
    const saved = await this.submitAct.run('raise.save', async () => {
      if (section === 'base') {
        const res = await sendBase(this.root.api.raise, this.raiseType, this.infoUuid, this.forms.base, this.targetFen);
        runInAction(() => {
          if ('infoUuid' in res) {
            this.infoUuid = res.infoUuid;
            this.statuses.base = res.baseStatus;
          }
        });
      } else {
        const wasPassed = this.statuses[section] === INFO_STATUS.PASS;
        const res = await this.root.api.raise.section(section, { infoUuid: this.infoUuid, save: toSaveBody(section, this.forms[section]) });
        // A passed payee's save is filed as a change for staff review (status 4).
        if (wasPassed && res.status === INFO_STATUS.SUBMIT_SUCCESS) this.root.ui.showToast('已提交审核');
        runInAction(() => {
          this.statuses[section] = res.status;
          delete this.reasons[section];
        });
      }
      runInAction(() => {
        this.dirty.delete(section);
        if (wasNew) this.drafts.remove(draftKey(this.userId, ''));
        this.writeDraft();
      });
      if (wasNew) void this.refreshStatus();
    }, { toast: true, onFail: (_err, text) => void runInAction(() => (this.serverErrors[section] = text)) });
    return saved ? 'saved' : 'error';
  }

  /** Submits every SAVED section for staff review; true on success. */
  async submit(): Promise<boolean> {
    if (this.submitAct.busy || !this.infoUuid) return false;
    const todo = this.firstInvalidSection;
    if (todo) {
      this.root.ui.showToast('请先完善全部资料');
      return false;
    }
    const infoUuid = this.infoUuid;
    return this.submitAct.run('raise.submit', async () => {
      const res = await this.root.api.raise.submitForReview({ infoUuid });
      runInAction(() => (this.statuses = { ...blankStatuses(), ...res.sections }));
      void this.refreshStatus();
    }, { toast: true });
  }

  /** Publishes the case (base PASS); true on success. */
  async publish(): Promise<boolean> {
    if (this.submitAct.busy || !this.infoUuid) return false;
    const infoUuid = this.infoUuid;
    return this.submitAct.run('raise.publish', async () => {
      await this.root.api.raise.publish({ infoUuid });
      await this.refreshStatus();
    }, { toast: true });
  }

  /** The rejected sections with the reviewer's reasons. */
  async loadRefuse(): Promise<void> {
    if (!this.infoUuid) return;
    try {
      const res = await this.root.api.raise.refuseMsg({ infoUuid: this.infoUuid });
      runInAction(() => {
        this.refuseItems = res.items;
        for (const it of res.items) this.reasons[it.section] = it.reason;
      });
    } catch (err) {
      this.loadAct.fail(errorText(err));
    }
  }

  /** /cf/clearDraft: every local raise draft goes, and the open form falls back to what the server saved. */
  clearDrafts(): number {
    const n = this.drafts.clearAll();
    const id = this.infoUuid;
    this.dirty.clear();
    this.reset(id);
    if (id) void this.open(id);
    return n;
  }

  /** A local draft of a case not created yet exists (the launch page offers to continue it). */
  get hasNewDraft(): boolean {
    return !!this.drafts.read(draftKey(this.userId, ''));
  }

  /** The target in fen as typed (null when invalid). */
  get targetFen(): number | null {
    const t = parseTargetYuan(String(this.forms.base.target ?? ''), this.raiseType);
    return t.ok ? t.fen : null;
  }

  private get userId(): string {
    return this.root.auth.user?.userId ?? '';
  }

  private reset(infoUuid: string): void {
    this.infoUuid = infoUuid;
    this.forms = blankForms();
    this.statuses = blankStatuses();
    this.reasons = {};
    this.attempted = {};
    this.serverErrors = {};
    this.info = null;
    this.refuseItems = [];
    this.loadAct.reset();
    this.dirty.clear();
  }

  private applyDraft(): void {
    const d = this.drafts.read(draftKey(this.userId, this.infoUuid));
    if (!d) return;
    for (const [s, form] of Object.entries(d.forms) as [Section, FormValues][]) {
      if (!SECTIONS.includes(s) || this.isLocked(s)) continue;
      this.forms[s] = { ...emptyForm(s), ...form };
      this.dirty.add(s);
    }
    if (!this.infoUuid && d.raiseType) this.forms.base = { ...this.forms.base, raiseType: d.raiseType };
  }

  private writeDraft(): void {
    const forms: Partial<Record<Section, FormValues>> = {};
    for (const s of this.dirty) forms[s] = this.forms[s];
    this.drafts.write(draftKey(this.userId, this.infoUuid), { raiseType: String(this.forms.base.raiseType), forms });
  }
}
