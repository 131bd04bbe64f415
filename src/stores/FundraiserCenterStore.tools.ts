/**
 * The centre's small tools: case labels (at most 5 from CASE_LABELS) and fast-reply templates (at
 * most 20, 1..200 characters each). Owner-only on the server; these stores validate before sending
 * so the user gets the Chinese reason at once, and keep the server's answer as the truth.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { CASE_LABELS, FAST_REPLY_MAX, MAX_FAST_REPLIES, MAX_LABELS, type FastReply } from '../contract/trust';
import type { RootStore } from './RootStore';
import { Act } from './act';

export { FAST_REPLY_MAX, MAX_FAST_REPLIES, MAX_LABELS };

export class LabelStore {
  infoUuid = '';
  saved: string[] = [];
  chosen: string[] = [];
  loaded = false;
  /** The saved labels' load. */
  readonly loadAct: Act;
  /** The save; its error line also says why a label was refused. */
  readonly submitAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.submitAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false, submitAct: false });
  }

  get dirty(): boolean {
    return this.saved.join(',') !== this.chosen.join(',');
  }

  async load(infoUuid: string): Promise<void> {
    this.infoUuid = infoUuid;
    this.submitAct.clear();
    await this.loadAct.latest('labels.load', async () => {
      const res = await this.root.api.trust.labelsGet({ infoUuid });
      runInAction(() => {
        this.saved = [...(res?.labels ?? [])];
        this.chosen = [...this.saved];
        this.loaded = true;
      });
    });
  }

  /** Adds or removes a label; a sixth one is refused with the reason. */
  toggle(label: string): void {
    if (!(CASE_LABELS as readonly string[]).includes(label)) return;
    if (this.chosen.includes(label)) {
      this.chosen = this.chosen.filter((l) => l !== label);
      this.submitAct.clear();
    } else if (this.chosen.length >= MAX_LABELS) {
      this.submitAct.fail(`最多选择${MAX_LABELS}个标签`);
    } else {
      this.chosen = [...this.chosen, label];
      this.submitAct.clear();
    }
  }

  save(): Promise<boolean> {
    return this.submitAct.run('labels.save', async () => {
      const res = await this.root.api.trust.labelsSet({ infoUuid: this.infoUuid, labels: this.chosen });
      runInAction(() => {
        this.saved = res?.labels ? [...res.labels] : [...this.chosen];
        this.chosen = [...this.saved];
      });
      this.root.ui.showToast('标签已保存');
    });
  }
}

/** The Chinese reason a fast reply cannot be saved, or ''. */
export function fastReplyError(content: string): string {
  const text = content.trim();
  if (!text) return '请填写回复内容';
  if (text.length > FAST_REPLY_MAX) return `回复内容不能超过${FAST_REPLY_MAX}字`;
  return '';
}

export class FastReplyStore {
  infoUuid = '';
  list: FastReply[] = [];
  loaded = false;
  draft = '';
  /** id being edited ('' for a new one) */
  editing = '';
  /** The templates' load. */
  readonly loadAct: Act;
  /** Save and delete; the error line also says why a draft was refused. */
  readonly submitAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.submitAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false, submitAct: false });
  }

  async load(infoUuid: string): Promise<void> {
    this.infoUuid = infoUuid;
    await this.loadAct.latest('fastReplies.load', async () => {
      const res = await this.root.api.trust.fastReplyList({ infoUuid });
      runInAction(() => {
        this.list = res?.list ?? [];
        this.loaded = true;
      });
    });
  }

  setDraft(text: string): void {
    this.draft = text;
    this.submitAct.clear();
  }

  startEdit(item: FastReply | null): void {
    this.editing = item?.id ?? '';
    this.draft = item?.content ?? '';
    this.submitAct.clear();
  }

  /** Adds the draft, or saves it over the template being edited. */
  async save(): Promise<boolean> {
    const err = fastReplyError(this.draft);
    const invalid = !this.editing && !err && this.list.length >= MAX_FAST_REPLIES ? `最多保存${MAX_FAST_REPLIES}条快捷回复` : err;
    if (invalid) return this.submitAct.fail(invalid);
    const content = this.draft.trim();
    return this.submitAct.run('fastReplies.save', async () => {
      if (this.editing) {
        const saved = await this.root.api.trust.fastReplyUpdate({ infoUuid: this.infoUuid, id: this.editing, content });
        runInAction(() => (this.list = this.list.map((r) => (r.id === saved.id ? saved : r))));
      } else {
        const saved = await this.root.api.trust.fastReplyAdd({ infoUuid: this.infoUuid, content });
        runInAction(() => (this.list = [...this.list, saved]));
      }
      runInAction(() => {
        this.draft = '';
        this.editing = '';
      });
    });
  }

  remove(id: string): Promise<boolean> {
    return this.submitAct.run('fastReplies.remove', async () => {
      await this.root.api.trust.fastReplyDelete({ infoUuid: this.infoUuid, id });
      runInAction(() => {
        this.list = this.list.filter((r) => r.id !== id);
        if (this.editing === id) this.startEdit(null);
      });
    }, { keepError: true });
  }
}
