/**
 * The dream raise (raiseType 99) on its own screens: the summary (what the dream is, the target within
 * 100-200,000 元, the story, pictures), who carries the dream out and receives the money (an organisation
 * or an individual), confirm (everything at a glance, the agreement, submit for review) and the review
 * (reviewing / rejected with the reasons / approved, then published).
 *
 * A feature store (RootStore.feature, key 'dreamRaise'): only the pages under pages/raise/dream-* import
 * it, so it ships in the raise subpackage. Its calls are the raise group's dream calls.
 *
 * Flow rules (the server's): a section saved moves to SAVED; confirm submits every SAVED section
 * (SUBMIT_SUCCESS, locked); staff pass (PASS) or reject (REJECTED, editable again, with a reason);
 * publishing needs the summary (base) passed.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { INFO_STATUS_ALT as S, type InfoStatus } from '../../contract/raise-sections';
import { DREAM_PARTS, type DreamReviewRes, type DreamSummaryRes, type GetBaseInfoRes } from '../../contract/raise';
import { Act } from '../act';
import { RAISE_MSG } from '../../contract/rules/raise';
import { wholeYuan } from '../../lib/money';
import type { RootStore } from '../RootStore';
import { filesOf, type FieldErrors, type FieldValue, type FormValues } from './sections';
import {
  DREAM_MSG, dreamErrors, emptyDreamForm, individualBody, organisationBody, realiserForm, summaryBody,
  type DreamForm, type RealiserKind,
} from './dream-forms';

export type DreamStage = 'draft' | 'reviewing' | 'rejected' | 'approved' | 'published';
export type DreamSaveResult = 'saved' | 'invalid' | 'locked' | 'error' | 'busy';

/** The sections a dream's screens fill: the summary is the base, the realiser the 'fundraiser' section. */
const SECTION_OF: Record<DreamForm, (typeof DREAM_PARTS)[number]> = { summary: 'base', organisation: 'fundraiser', individual: 'fundraiser' };
export const AGREEMENT_MSG = '请先阅读并同意《梦想筹款承诺书》';
export const INCOMPLETE_MSG = RAISE_MSG.dreamIncomplete;

export class DreamRaiseStore {
  /** the dream case ('' until the summary's first save creates it) */
  infoUuid = '';
  forms: Record<DreamForm, FormValues> = { summary: emptyDreamForm('summary'), organisation: emptyDreamForm('organisation'), individual: emptyDreamForm('individual') };
  /** who realises the dream (null until chosen or saved) */
  kind: RealiserKind | null = null;
  /** forms whose errors are shown (after a save was tried) */
  attempted: Partial<Record<DreamForm, boolean>> = {};
  /** the server's last refusal of a save, per form */
  serverErrors: Partial<Record<DreamForm, string>> = {};
  summary: DreamSummaryRes | null = null;
  review: DreamReviewRes | null = null;
  /** the agreement on the confirm screen */
  agreed = false;
  readonly loadAct: Act;
  readonly submitAct: Act;

  constructor(readonly root: RootStore, private readonly now: () => number = Date.now) {
    this.loadAct = new Act(root);
    this.submitAct = new Act(root);
    makeAutoObservable<this, 'now'>(this, { root: false, now: false, loadAct: false, submitAct: false });
  }

  private get api() {
    return this.root.api.raise;
  }

  statusOf(form: DreamForm): InfoStatus {
    return (this.summary?.sections[SECTION_OF[form]] ?? S.UN_SVAE) as InfoStatus;
  }

  /** Under review or passed: the server refuses a save (409). */
  isLocked(form: DreamForm): boolean {
    const s = this.statusOf(form);
    return s === S.SUBMITTED || s === S.PASSED;
  }

  errorsOf(form: DreamForm): FieldErrors {
    return dreamErrors(form, this.forms[form], this.now());
  }

  shownErrors(form: DreamForm): FieldErrors {
    return this.attempted[form] ? this.errorsOf(form) : {};
  }

  /** Where the dream stands: filling in, under review, rejected, approved (publishable), published. */
  get stage(): DreamStage {
    const s = this.summary;
    if (!s) return 'draft';
    if (s.published) return 'published';
    const mine = DREAM_PARTS.map((p) => s.sections[p]);
    if (mine.includes(S.PEJECTED)) return 'rejected';
    if (mine.includes(S.SUBMITTED)) return 'reviewing';
    // a part not saved yet, or saved (fixed) and not submitted again: still to confirm
    if (mine.some((st) => st === S.UN_SVAE || st === S.UN_SUBMITTED)) return 'draft';
    return s.canPublish ? 'approved' : 'reviewing';
  }

  /** Both parts saved at least once (confirm can submit). */
  get complete(): boolean {
    return !!this.summary && this.statusOf('summary') !== S.UN_SVAE && !!this.summary.realiserKind && this.statusOf(this.kind ?? 'organisation') !== S.UN_SVAE;
  }

  /** The reviewer's reasons by form (the realiser's section reason applies to the saved kind's form). */
  reasonOf(form: DreamForm): string {
    const section = SECTION_OF[form];
    return this.review?.items.find((i) => i.section === section)?.reason ?? '';
  }

  /** A new dream: empty forms. */
  startNew(): void {
    this.reset('');
  }

  /** Opens a dream: the summary at a glance, its base, the realiser's data and the review's reasons. */
  async open(infoUuid: string): Promise<boolean> {
    if (!infoUuid) {
      this.startNew();
      return true;
    }
    if (infoUuid !== this.infoUuid) this.reset(infoUuid);
    return this.loadAct.latest('dream.open', async (live) => {
      const [summary, base, realiser, review] = await Promise.all([
        this.api.dreamSummary({ infoUuid }),
        this.api.getBaseInfo({ infoUuid }),
        this.api.dreamOrganisation({ infoUuid }),
        this.api.dreamReview({ infoUuid }),
      ]);
      if (!live()) return;
      runInAction(() => {
        this.summary = summary;
        this.review = review;
        this.forms.summary = summaryForm(base);
        const data = (realiser?.data ?? null) as Record<string, unknown> | null;
        const kind = data?.kind === 'organisation' || data?.kind === 'individual' ? data.kind : null;
        if (kind) {
          this.kind = kind;
          this.forms[kind] = realiserForm(kind, data);
        }
      });
    });
  }

  /** Statuses and reasons again (after confirm, on the review screen). */
  async refresh(): Promise<void> {
    const infoUuid = this.infoUuid;
    // an open in flight brings all of it anyway
    if (!infoUuid || this.loadAct.busy) return;
    await this.loadAct.latest('dream.refresh', async (live) => {
      const [summary, review] = await Promise.all([this.api.dreamSummary({ infoUuid }), this.api.dreamReview({ infoUuid })]);
      if (!live()) return;
      runInAction(() => {
        this.summary = summary;
        this.review = review;
      });
    });
  }

  setField(form: DreamForm, key: string, value: FieldValue): void {
    this.forms[form] = { ...this.forms[form], [key]: value };
    delete this.serverErrors[form];
  }

  /** Organisation or individual (the saved one's form keeps its values when switching back). */
  setKind(kind: RealiserKind): void {
    if (this.isLocked(kind)) return;
    this.kind = kind;
  }

  setAgreed(on: boolean): void {
    this.agreed = on;
    if (on && this.submitAct.error === AGREEMENT_MSG) this.submitAct.fail('');
  }

  /** Saves the summary (the first save creates the dream case). */
  saveSummary(): Promise<DreamSaveResult> {
    return this.save('summary', async () => {
      const res = await this.api.dreamBaseInfo(summaryBody(this.infoUuid, this.forms.summary));
      if ('infoUuid' in res) runInAction(() => (this.infoUuid = res.infoUuid));
    });
  }

  /** Saves the chosen realiser (organisation or individual). */
  saveRealiser(): Promise<DreamSaveResult> {
    const kind = this.kind;
    if (!kind) {
      this.submitAct.fail(DREAM_MSG.kind);
      this.root.ui.showToast(DREAM_MSG.kind);
      return Promise.resolve('invalid');
    }
    return this.save(kind, async () => {
      const infoUuid = this.infoUuid;
      if (kind === 'organisation') await this.api.dreamOrganisation({ infoUuid, save: organisationBody(this.forms.organisation) });
      else await this.api.dreamIndividual({ infoUuid, save: individualBody(this.forms.individual) });
    });
  }

  /** Confirm: the agreement, then every saved part goes to staff review. True on success. */
  async confirm(): Promise<boolean> {
    if (this.submitAct.busy || !this.infoUuid) return false;
    if (!this.complete) {
      this.root.ui.showToast(INCOMPLETE_MSG);
      return this.submitAct.fail(INCOMPLETE_MSG);
    }
    if (!this.agreed) {
      this.root.ui.showToast(AGREEMENT_MSG);
      return this.submitAct.fail(AGREEMENT_MSG);
    }
    const infoUuid = this.infoUuid;
    const ok = await this.submitAct.run('dream.confirm', () => this.api.dreamConfirm({ infoUuid }), { toast: true });
    if (ok) await this.refresh();
    return ok;
  }

  /** Publishes the approved dream. True on success. */
  async publish(): Promise<boolean> {
    if (this.submitAct.busy || !this.infoUuid) return false;
    const infoUuid = this.infoUuid;
    const ok = await this.submitAct.run('dream.publish', () => this.api.publish({ infoUuid }), { toast: true });
    if (ok) await this.refresh();
    return ok;
  }

  private async save(form: DreamForm, send: () => Promise<void>): Promise<DreamSaveResult> {
    if (this.submitAct.busy) return 'busy';
    if (this.isLocked(form)) {
      this.root.ui.showToast('资料审核中，暂不可修改');
      return 'locked';
    }
    this.attempted[form] = true;
    if (Object.keys(this.errorsOf(form)).length > 0) return 'invalid';
    const ok = await this.submitAct.run(`dream.save.${form}`, send, {
      toast: true,
      onFail: (_err, text) => void runInAction(() => (this.serverErrors[form] = text)),
    });
    if (!ok) return 'error';
    await this.refresh();
    return 'saved';
  }

  private reset(infoUuid: string): void {
    this.infoUuid = infoUuid;
    this.forms = { summary: emptyDreamForm('summary'), organisation: emptyDreamForm('organisation'), individual: emptyDreamForm('individual') };
    this.kind = null;
    this.attempted = {};
    this.serverErrors = {};
    this.summary = null;
    this.review = null;
    this.agreed = false;
    this.loadAct.reset();
    this.submitAct.reset();
  }
}

/** The summary form of a saved dream (fen back to whole 元). */
function summaryForm(base: GetBaseInfoRes): FormValues {
  return {
    ...emptyDreamForm('summary'),
    title: base.title ?? '',
    content: base.content ?? '',
    target: typeof base.targetAmount === 'number' ? String(wholeYuan(base.targetAmount)) : '',
    cover: filesOf(base.coverUrl ? [base.coverUrl] : []),
    attachments: filesOf(base.attachments ?? []),
  };
}

/** Pages take the store with `useFeature(DREAM_FEATURE, makeDreamStore)`. */
export const DREAM_FEATURE = 'dreamRaise';
export const makeDreamStore = (root: RootStore) => new DreamRaiseStore(root);
