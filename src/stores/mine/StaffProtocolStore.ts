/**
 * The staff console's protocol section (H5 only, a feature store): every published version of the user
 * agreement and privacy policy with how many accepted it, and the form that publishes a new version
 * (audited on the server). Every user is then asked once, on /cf/mine, to accept it.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { donorHome, type StaffProtocolVersion } from '../../contract/donor-home';
import type { ProtocolKind } from '../../contract/mine';
import { featureGroup } from '../../services';
import type { RootStore } from '../RootStore';
import { Act } from '../act';

export const STAFF_PROTOCOL_KEY = 'staffProtocol';
export const PROTOCOL_KIND_TEXT: Record<ProtocolKind, string> = { user: '用户协议', privacy: '隐私政策' };
/** The same bounds as the publish call: title 1..100, summary 1..2000, text 20..50000 characters. */
export const PROTOCOL_MSG = { title: '请填写标题（1-100字）', summary: '请填写更新说明（1-2000字）', body: '协议全文请填写20-50000字' } as const;
const len = (s: string) => Array.from(s.trim()).length;

export class StaffProtocolStore {
  versions: StaffProtocolVersion[] = [];
  loaded = false;
  kind: ProtocolKind = 'user';
  title = PROTOCOL_KIND_TEXT.user;
  summary = '';
  body = '';
  readonly loadAct: Act;
  readonly publishAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.publishAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false, publishAct: false });
  }

  /** The version in force of the chosen document (the newest). */
  get current(): StaffProtocolVersion | null {
    return this.versions.filter((v) => v.kind === this.kind).sort((a, b) => b.version - a.version)[0] ?? null;
  }

  load(): Promise<boolean> {
    return this.loadAct.latest('staffProtocol.load', async (live) => {
      const res = await featureGroup(this.root.api, 'donorHome', donorHome).staffProtocolVersions();
      if (!live()) return;
      runInAction(() => {
        this.versions = res.list;
        this.loaded = true;
      });
    });
  }

  setKind(kind: ProtocolKind): void {
    if (this.title === PROTOCOL_KIND_TEXT[this.kind]) this.title = PROTOCOL_KIND_TEXT[kind];
    this.kind = kind;
    this.publishAct.clear();
  }

  setField(field: 'title' | 'summary' | 'body', value: string): void {
    this[field] = value;
    this.publishAct.clear();
  }

  /** The first problem of the form, '' when it can be published. */
  get problem(): string {
    if (len(this.title) < 1 || len(this.title) > 100) return PROTOCOL_MSG.title;
    if (len(this.summary) < 1 || len(this.summary) > 2000) return PROTOCOL_MSG.summary;
    if (len(this.body) < 20 || len(this.body) > 50_000) return PROTOCOL_MSG.body;
    return '';
  }

  /** Publishes the new version after the staff member confirms it. */
  async publish(): Promise<boolean> {
    if (this.problem) return this.publishAct.fail(this.problem);
    const next = (this.current?.version ?? 0) + 1;
    const sure = await this.root.ui.showDialog({
      title: `发布${PROTOCOL_KIND_TEXT[this.kind]}第${next}版`, content: '发布后，所有用户在「我的」中会被请求确认一次新版本。', confirmText: '发布', cancelText: '取消',
    });
    if (!sure) return false;
    return this.publishAct.run('staffProtocol.publish', async () => {
      const doc = await this.root.api.mine.staffProtocolPublish({ kind: this.kind, title: this.title.trim(), summary: this.summary.trim(), body: this.body });
      runInAction(() => {
        this.summary = '';
        this.body = '';
      });
      this.root.ui.showToast(`已发布第${doc.version}版`);
      await this.load();
    });
  }
}
