/**
 * The staff console's content page (H5 only): the items of one kind, a form that creates or edits an
 * item (text, image through the upload endpoint, link, schedule), publish and take-down, and the
 * feature configuration (apollo keys the named calls read). The server checks links and audits every write.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './RootStore';
import { Act } from './act';
import { formatTime, parseChinaTime } from '../lib/time';
import type { ConfigEntry, ContentKind, StaffContentItem, StaffContentSaveReq } from '../contract/content';

export const MSG_TITLE_REQUIRED = '请填写标题';
export const MSG_REASON_REQUIRED = '请填写下架原因';
export const MSG_BAD_TIME = '时间格式不正确';

export interface ContentForm {
  id: string;
  slug: string;
  title: string;
  summary: string;
  body: string;
  imageUrl: string;
  linkUrl: string;
  linkText: string;
  category: string;
  sort: string;
  /** datetime-local text 'YYYY-MM-DDTHH:mm' ('' for none) */
  publishAt: string;
  takeDownAt: string;
}

const EMPTY: ContentForm = { id: '', slug: '', title: '', summary: '', body: '', imageUrl: '', linkUrl: '', linkText: '', category: '', sort: '0', publishAt: '', takeDownAt: '' };

/** ms -> 'YYYY-MM-DDTHH:mm' in China time ('' for null). */
export function toLocalInput(ms: number | null): string {
  return ms === null ? '' : formatTime(ms, 'YYYY-MM-DDTHH:mm');
}

/** 'YYYY-MM-DDTHH:mm' (China time) -> ms; null for ''; undefined when unreadable. */
export function fromLocalInput(text: string): number | null | undefined {
  const t = text.trim();
  if (!t) return null;
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}$/.test(t)) return undefined;
  return parseChinaTime(t) ?? undefined;
}

export class StaffContentStore {
  kind: ContentKind = 'article';
  items: StaffContentItem[] = [];
  loaded = false;
  form: ContentForm = { ...EMPTY };
  /** the item whose take-down reason is being typed */
  takingDown = '';
  reason = '';
  config: ConfigEntry[] = [];
  configForm: ConfigEntry = { key: '', value: '' };
  readonly listAct: Act;
  readonly saveAct: Act;
  readonly itemAct: Act;
  readonly configAct: Act;

  constructor(private readonly root: RootStore) {
    this.listAct = new Act(root);
    this.saveAct = new Act(root);
    this.itemAct = new Act(root);
    this.configAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, listAct: false, saveAct: false, itemAct: false, configAct: false });
  }

  /** Shows another kind (and a blank form). */
  setKind(kind: ContentKind): void {
    this.kind = kind;
    this.newItem();
    void this.load();
  }

  load(): Promise<boolean> {
    const kind = this.kind;
    return this.listAct.latest('staffContent.list', async (live) => {
      const res = await this.root.api.content.staffList({ kind });
      if (live()) {
        runInAction(() => {
          this.items = res.list;
          this.loaded = true;
        });
      }
    });
  }

  newItem(): void {
    this.form = { ...EMPTY };
    this.saveAct.clear();
  }

  edit(item: StaffContentItem): void {
    this.form = {
      id: item.id, slug: item.slug, title: item.title, summary: item.summary, body: item.body, imageUrl: item.imageUrl, linkUrl: item.linkUrl,
      linkText: item.linkText, category: item.category, sort: String(item.sort), publishAt: toLocalInput(item.publishAt), takeDownAt: toLocalInput(item.takeDownAt),
    };
    this.saveAct.clear();
  }

  setField<K extends keyof ContentForm>(key: K, value: ContentForm[K]): void {
    this.form = { ...this.form, [key]: value };
    this.saveAct.clear();
  }

  /** Saves the form (a new draft, or the edited item). */
  save(): Promise<boolean> {
    const f = this.form;
    if (!f.title.trim()) return Promise.resolve(this.saveAct.fail(MSG_TITLE_REQUIRED));
    const publishAt = fromLocalInput(f.publishAt);
    const takeDownAt = fromLocalInput(f.takeDownAt);
    if (publishAt === undefined || takeDownAt === undefined) return Promise.resolve(this.saveAct.fail(MSG_BAD_TIME));
    const body: StaffContentSaveReq = {
      kind: this.kind, slug: f.slug.trim(), title: f.title.trim(), summary: f.summary, body: f.body, imageUrl: f.imageUrl, linkUrl: f.linkUrl.trim(),
      linkText: f.linkText.trim(), category: f.category.trim(), sort: Math.max(0, Math.min(9999, Number.parseInt(f.sort, 10) || 0)), publishAt, takeDownAt,
      ...(f.id ? { id: f.id } : {}),
    };
    return this.saveAct.run('staffContent.save', async () => {
      const item = await this.root.api.content.staffSave(body);
      runInAction(() => {
        this.upsert(item);
        this.form = { ...this.form, id: item.id };
      });
      this.root.ui.showToast('已保存');
    });
  }

  publish(id: string): Promise<boolean> {
    return this.itemAct.run('staffContent.publish', async () => {
      const item = await this.root.api.content.staffPublish({ id });
      runInAction(() => this.upsert(item));
    }, { toast: true });
  }

  askTakeDown(id: string): void {
    this.takingDown = id;
    this.reason = '';
    this.itemAct.clear();
  }

  setReason(text: string): void {
    this.reason = text.slice(0, 200);
    this.itemAct.clear();
  }

  takeDown(): Promise<boolean> {
    const id = this.takingDown;
    const reason = this.reason.trim();
    if (!reason) return Promise.resolve(this.itemAct.fail(MSG_REASON_REQUIRED));
    return this.itemAct.run('staffContent.takeDown', async () => {
      const item = await this.root.api.content.staffTakeDown({ id, reason });
      runInAction(() => {
        this.upsert(item);
        this.takingDown = '';
      });
    });
  }

  loadConfig(): Promise<boolean> {
    return this.configAct.latest('staffContent.config', async (live) => {
      const res = await this.root.api.content.configList({});
      if (live()) runInAction(() => (this.config = res.list));
    });
  }

  editConfig(entry: ConfigEntry): void {
    this.configForm = { ...entry };
    this.configAct.clear();
  }

  setConfigField(key: keyof ConfigEntry, value: string): void {
    this.configForm = { ...this.configForm, [key]: value };
    this.configAct.clear();
  }

  saveConfig(): Promise<boolean> {
    const { key, value } = this.configForm;
    if (!key.trim()) return Promise.resolve(this.configAct.fail('请选择配置项'));
    return this.configAct.run('staffContent.configSet', async () => {
      const saved = await this.root.api.content.configSet({ key: key.trim(), value });
      runInAction(() => {
        this.config = [...this.config.filter((c) => c.key !== saved.key), saved].sort((a, b) => a.key.localeCompare(b.key));
      });
      this.root.ui.showToast('配置已保存');
    });
  }

  private upsert(item: StaffContentItem): void {
    const rest = this.items.filter((i) => i.id !== item.id);
    this.items = item.kind === this.kind ? [item, ...rest] : rest;
  }
}
