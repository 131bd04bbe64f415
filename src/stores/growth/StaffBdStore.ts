/**
 * The staff editors of the growth tool (H5 console, a feature store): the adviser team's service info,
 * the honour pictures (uploads, title, order) and the health tree's sample words (add, edit, remove,
 * move up or down). The server checks and audits every write; its refusal is shown by the form.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { growthtool, type HonourPic, type WishWord } from '../../contract/growthtool';
import { featureGroup } from '../../services';
import { Act } from '../act';
import type { RootStore } from '../RootStore';

export interface ServiceForm { teamName: string; hours: string; phone: string; intro: string; services: string }
const EMPTY_HONOUR = { id: '', title: '', imageUrl: '', sort: '0' };

export class StaffBdStore {
  service: ServiceForm = { teamName: '', hours: '', phone: '', intro: '', services: '' };
  honours: HonourPic[] = [];
  honour = { ...EMPTY_HONOUR };
  words: WishWord[] = [];
  /** the word being edited (0: a new one) and its text */
  wordId = 0;
  wordText = '';
  loaded = false;
  readonly loadAct: Act;
  readonly serviceAct: Act;
  readonly honourAct: Act;
  readonly wordAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.serviceAct = new Act(root);
    this.honourAct = new Act(root);
    this.wordAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false, serviceAct: false, honourAct: false, wordAct: false });
  }

  private get api() {
    return featureGroup(this.root.api, 'growthtool', growthtool);
  }

  load(): Promise<boolean> {
    return this.loadAct.latest('staffBd.load', async (live) => {
      const [info, honours, words] = await Promise.all([this.api.serviceInfo({}), this.api.staffHonours({}), this.api.staffWords({})]);
      if (live()) runInAction(() => {
        this.service = { teamName: info.teamName, hours: info.hours, phone: info.phone, intro: info.intro, services: info.services.join('\n') };
        this.honours = honours.list;
        this.words = words.list;
        this.loaded = true;
      });
    });
  }

  setService(key: keyof ServiceForm, value: string): void {
    this.service[key] = value;
    this.serviceAct.clear();
  }

  saveService(): Promise<boolean> {
    const s = this.service;
    return this.serviceAct.run('staffBd.service', async () => {
      await this.api.staffServiceSave({ teamName: s.teamName, hours: s.hours, phone: s.phone, intro: s.intro, services: s.services.split('\n').map((l) => l.trim()).filter(Boolean) });
      this.root.ui.showToast('已保存');
    });
  }

  setHonour(key: keyof typeof EMPTY_HONOUR, value: string): void {
    this.honour[key] = value;
    this.honourAct.clear();
  }

  editHonour(p: HonourPic | null): void {
    this.honour = p ? { id: p.id, title: p.title, imageUrl: p.imageUrl, sort: String(p.sort) } : { ...EMPTY_HONOUR };
    this.honourAct.clear();
  }

  saveHonour(): Promise<boolean> {
    const h = this.honour;
    if (!h.title.trim()) return Promise.resolve(this.honourAct.fail('请填写荣誉名称'));
    if (!h.imageUrl) return Promise.resolve(this.honourAct.fail('请上传荣誉图片'));
    return this.honourAct.run('staffBd.honour', async () => {
      await this.api.staffHonourSave({ id: h.id || undefined, title: h.title.trim(), imageUrl: h.imageUrl, sort: Math.max(0, Math.min(9999, Number(h.sort) || 0)) });
      const { list } = await this.api.staffHonours({});
      runInAction(() => {
        this.honours = list;
        this.honour = { ...EMPTY_HONOUR };
      });
    });
  }

  removeHonour(id: string): Promise<boolean> {
    return this.honourAct.run('staffBd.honourRemove', async () => {
      await this.api.staffHonourRemove({ id });
      runInAction(() => (this.honours = this.honours.filter((p) => p.id !== id)));
    });
  }

  editWord(w: WishWord | null): void {
    this.wordId = w?.id ?? 0;
    this.wordText = w?.text ?? '';
    this.wordAct.clear();
  }

  setWordText(text: string): void {
    this.wordText = text;
    this.wordAct.clear();
  }

  private applyWords(run: () => Promise<{ list: WishWord[] }>, where: string, after?: () => void): Promise<boolean> {
    return this.wordAct.run(where, async () => {
      const { list } = await run();
      runInAction(() => {
        this.words = list;
        after?.();
      });
    });
  }

  saveWord(): Promise<boolean> {
    return this.applyWords(() => this.api.staffWordSave({ id: this.wordId || undefined, text: this.wordText }), 'staffBd.word', () => this.editWord(null));
  }

  removeWord(id: number): Promise<boolean> {
    return this.applyWords(() => this.api.staffWordRemove({ id }), 'staffBd.wordRemove');
  }

  /** Moves a sample one place up (-1) or down (+1). */
  moveWord(id: number, by: -1 | 1): Promise<boolean> {
    const ids = this.words.map((w) => w.id);
    const i = ids.indexOf(id);
    const j = i + by;
    if (i < 0 || j < 0 || j >= ids.length) return Promise.resolve(false);
    [ids[i], ids[j]] = [ids[j], ids[i]];
    return this.applyWords(() => this.api.staffWordsOrder({ ids }), 'staffBd.wordOrder');
  }
}
