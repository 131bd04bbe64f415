/**
 * The centre's small tools: case labels (at most 5 from CASE_LABELS) and fast-reply templates (at
 * most 20, 1..200 characters each). Owner-only on the server; these stores validate before sending
 * so the user gets the Chinese reason at once, and keep the server's answer as the truth.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { CASE_LABELS, type FastReply } from '../services/contract-trust';
import type { RootStore } from './RootStore';
import { errorText } from './paging';

export const MAX_LABELS = 5;
export const MAX_FAST_REPLIES = 20;
export const FAST_REPLY_MAX = 200;

export class LabelStore {
  infoUuid = '';
  saved: string[] = [];
  chosen: string[] = [];
  loaded = false;
  busy = false;
  error = '';

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root'>(this, { root: false });
  }

  get dirty(): boolean {
    return this.saved.join(',') !== this.chosen.join(',');
  }

  async load(infoUuid: string): Promise<void> {
    this.infoUuid = infoUuid;
    this.error = '';
    try {
      const res = await this.root.api.trust.labelsGet({ infoUuid });
      runInAction(() => {
        this.saved = [...(res?.labels ?? [])];
        this.chosen = [...this.saved];
        this.loaded = true;
      });
    } catch (err) {
      runInAction(() => (this.error = errorText(err)));
    }
  }

  /** Adds or removes a label; a sixth one is refused with the reason. */
  toggle(label: string): void {
    if (!(CASE_LABELS as readonly string[]).includes(label)) return;
    if (this.chosen.includes(label)) {
      this.chosen = this.chosen.filter((l) => l !== label);
      this.error = '';
    } else if (this.chosen.length >= MAX_LABELS) {
      this.error = `最多选择${MAX_LABELS}个标签`;
    } else {
      this.chosen = [...this.chosen, label];
      this.error = '';
    }
  }

  async save(): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    try {
      const res = await this.root.api.trust.labelsSet({ infoUuid: this.infoUuid, labels: this.chosen });
      runInAction(() => {
        this.saved = res?.labels ? [...res.labels] : [...this.chosen];
        this.chosen = [...this.saved];
        this.error = '';
      });
      this.root.ui.showToast('标签已保存');
      return true;
    } catch (err) {
      runInAction(() => (this.error = errorText(err)));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
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
  busy = false;
  error = '';

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root'>(this, { root: false });
  }

  async load(infoUuid: string): Promise<void> {
    this.infoUuid = infoUuid;
    try {
      const res = await this.root.api.trust.fastReplyList({ infoUuid });
      runInAction(() => {
        this.list = res?.list ?? [];
        this.loaded = true;
        this.error = '';
      });
    } catch (err) {
      runInAction(() => (this.error = errorText(err)));
    }
  }

  setDraft(text: string): void {
    this.draft = text;
    if (this.error) this.error = '';
  }

  startEdit(item: FastReply | null): void {
    this.editing = item?.id ?? '';
    this.draft = item?.content ?? '';
    this.error = '';
  }

  /** Adds the draft, or saves it over the template being edited. */
  async save(): Promise<boolean> {
    const err = fastReplyError(this.draft);
    if (!this.editing && !err && this.list.length >= MAX_FAST_REPLIES) this.error = `最多保存${MAX_FAST_REPLIES}条快捷回复`;
    else this.error = err;
    if (this.error || this.busy) return false;
    this.busy = true;
    const content = this.draft.trim();
    try {
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
      return true;
    } catch (e) {
      runInAction(() => (this.error = errorText(e)));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  async remove(id: string): Promise<boolean> {
    try {
      await this.root.api.trust.fastReplyDelete({ infoUuid: this.infoUuid, id });
      runInAction(() => {
        this.list = this.list.filter((r) => r.id !== id);
        if (this.editing === id) this.startEdit(null);
      });
      return true;
    } catch (e) {
      runInAction(() => (this.error = errorText(e)));
      return false;
    }
  }
}
