/**
 * The staff console's side of a case's life (H5 only): on the case file, the attributes the lists and
 * pages read (vip, theme, recommended, detail-page version, is_help) and terminating a case with a
 * reason; on the experiments page, the pay-amount experiment's variants. The server audits each change.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './RootStore';
import { Act } from './act';
import { fenToYuanText } from '../lib/money';
import type { CaseAttributes, CaseAttributesRes, ExperimentRes, Variant } from '../contract/lifecycle';

export const MSG_TERMINATE_REASON = '请填写终止原因';
export const MSG_VARIANTS = '请按“名称 权重 金额(元),金额(元)…”每行填写一个分组';
export const PAY_AMOUNT_EXPERIMENT = 'pay_amount_preset';

/** One variant a line: `name weight yuan,yuan,...` (what staff type in the console). */
export function parseVariants(text: string): Variant[] | null {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  if (!lines.length) return null;
  const out: Variant[] = [];
  for (const line of lines) {
    const m = /^([A-Za-z0-9_-]{1,40})\s+(\d{1,3})\s+([\d,，\s]+)$/.exec(line);
    if (!m) return null;
    const amounts = m[3].split(/[,，\s]+/).filter(Boolean).map((y) => Number(y) * 100);
    if (!amounts.length || amounts.some((a) => !Number.isSafeInteger(a) || a < 100)) return null;
    out.push({ name: m[1], weight: Number(m[2]), amounts });
  }
  return out;
}

export const variantsText = (vs: readonly Variant[]) => vs.map((v) => `${v.name} ${v.weight} ${v.amounts.map(fenToYuanText).join(',')}`).join('\n');

export class StaffLifecycleStore {
  infoUuid = '';
  attrs: CaseAttributesRes | null = null;
  reason = '';
  terminated = '';
  experiment: ExperimentRes | null = null;
  draft = '';
  readonly loadAct: Act;
  readonly saveAct: Act;
  readonly terminateAct: Act;
  readonly experimentAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.saveAct = new Act(root);
    this.terminateAct = new Act(root);
    this.experimentAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false, saveAct: false, terminateAct: false, experimentAct: false });
  }

  /** The case's attributes and status (the newest open wins). */
  open(infoUuid: string): Promise<boolean> {
    if (this.infoUuid !== infoUuid) {
      this.infoUuid = infoUuid;
      this.attrs = null;
      this.reason = '';
      this.terminated = '';
    }
    return this.loadAct.latest('staffLifecycle.open', async (live) => {
      const a = await this.root.api.lifecycle.attributes({ infoUuid });
      runInAction(() => {
        if (live()) this.attrs = a;
      });
    });
  }

  /** Changes one attribute (the server writes the audit row). */
  set<K extends keyof CaseAttributes>(key: K, value: CaseAttributes[K]): Promise<boolean> {
    const infoUuid = this.infoUuid;
    return this.saveAct.run('staffLifecycle.set', async () => {
      const a = await this.root.api.lifecycle.setAttributes({ infoUuid, [key]: value });
      runInAction(() => {
        this.attrs = a;
      });
    });
  }

  setReason(text: string): void {
    this.reason = text.slice(0, 200);
    this.terminateAct.clear();
  }

  /** Terminates the case with the reason donors read; its donors are refunded by the server. */
  terminate(): Promise<boolean> {
    const reason = this.reason.trim();
    if (!reason) return Promise.resolve(this.terminateAct.fail(MSG_TERMINATE_REASON));
    const infoUuid = this.infoUuid;
    return this.terminateAct.run('staffLifecycle.terminate', async () => {
      const r = await this.root.api.lifecycle.terminate({ infoUuid, reason });
      runInAction(() => {
        this.terminated = `已终止，退款 ${r.refunds} 笔`;
        this.reason = '';
      });
      await this.open(infoUuid);
    });
  }

  loadExperiment(key = PAY_AMOUNT_EXPERIMENT): Promise<boolean> {
    return this.loadAct.latest('staffLifecycle.experiment', async (live) => {
      const e = await this.root.api.lifecycle.experiment({ key });
      runInAction(() => {
        if (!live()) return;
        this.experiment = e;
        this.draft = variantsText(e.variants);
      });
    });
  }

  setDraft(text: string): void {
    this.draft = text.slice(0, 2000);
    this.experimentAct.clear();
  }

  /** Replaces the variants with the draft (one a line). */
  saveExperiment(): Promise<boolean> {
    const variants = parseVariants(this.draft);
    if (!variants) return Promise.resolve(this.experimentAct.fail(MSG_VARIANTS));
    const key = this.experiment?.key ?? PAY_AMOUNT_EXPERIMENT;
    return this.experimentAct.run('staffLifecycle.saveExperiment', async () => {
      const e = await this.root.api.lifecycle.setExperiment({ key, variants });
      runInAction(() => {
        this.experiment = e;
        this.draft = variantsText(e.variants);
      });
    });
  }
}
