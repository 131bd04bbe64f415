/**
 * The staff console's group-help rules (a feature store, not a RootStore field): a groupHelp activity's
 * ladders (members who gave, subsidy in yuan as typed, fen on the wire) and team size cap, edited as
 * text rows and checked with the shared rule (laddersError) before sending; the server checks again
 * and audits the change.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { bonfire, type StaffBonfireRules } from '../../contract/bonfire';
import { laddersError } from '../../contract/rules/bonfire';
import { featureGroup } from '../../services';
import { fenToYuanText } from '../../lib/money';
import { Act } from '../act';
import type { RootStore } from '../RootStore';

export interface LadderInput { need: string; subsidy: string }

const toInput = (r: StaffBonfireRules) => ({
  rows: r.ladders.length ? r.ladders.map((l) => ({ need: String(l.need), subsidy: fenToYuanText(l.subsidy) })) : [{ need: '', subsidy: '' }],
  teamMax: r.teamMax ? String(r.teamMax) : '',
});

export class StaffBonfireStore {
  rules: StaffBonfireRules | null = null;
  rows: LadderInput[] = [{ need: '', subsidy: '' }];
  teamMax = '';
  reason = '';
  readonly loadAct: Act;
  readonly saveAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.saveAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false, saveAct: false });
  }

  private get api() {
    return featureGroup(this.root.api, 'bonfire', bonfire);
  }

  load(activityId: string): Promise<boolean> {
    if (this.rules?.activityId !== activityId) this.rules = null;
    return this.loadAct.latest('staffBonfire.rules', async (live) => {
      const r = await this.api.staffRules({ activityId });
      if (live()) runInAction(() => this.apply(r));
    });
  }

  private apply(r: StaffBonfireRules): void {
    this.rules = r;
    const i = toInput(r);
    this.rows = i.rows;
    this.teamMax = i.teamMax;
  }

  setRow(i: number, key: keyof LadderInput, text: string): void {
    this.rows = this.rows.map((r, j) => (j === i ? { ...r, [key]: text.replace(/[^\d.]/g, '').slice(0, 10) } : r));
    this.saveAct.clear();
  }
  addRow(): void {
    if (this.rows.length < 10) this.rows = [...this.rows, { need: '', subsidy: '' }];
  }
  removeRow(i: number): void {
    if (this.rows.length > 1) this.rows = this.rows.filter((_, j) => j !== i);
  }
  setTeamMax(text: string): void {
    this.teamMax = text.replace(/\D/g, '').slice(0, 4);
    this.saveAct.clear();
  }
  setReason(text: string): void {
    this.reason = text.slice(0, 500);
  }

  /** The typed ladders in fen, or the Chinese reason they cannot be saved. */
  get parsed(): { ladders: { need: number; subsidy: number }[]; teamMax: number; error: string } {
    const ladders = this.rows.map((r) => ({ need: Number(r.need), subsidy: Math.round(Number(r.subsidy) * 100) }));
    const teamMax = Number(this.teamMax);
    if (this.rows.some((r) => !/^\d+$/.test(r.need) || !/^\d+(\.\d{1,2})?$/.test(r.subsidy))) return { ladders, teamMax, error: '请填写每个阶梯的人数和补贴金额（元，最多两位小数）' };
    if (!Number.isSafeInteger(teamMax) || teamMax < 1) return { ladders, teamMax, error: '请填写队伍人数上限' };
    return { ladders, teamMax, error: laddersError(ladders.map((l, i) => ({ n: i + 1, ...l })), teamMax) };
  }

  save(): Promise<boolean> {
    const p = this.parsed;
    const activityId = this.rules?.activityId;
    if (!activityId) return Promise.resolve(false);
    if (p.error) return Promise.resolve(this.saveAct.fail(p.error));
    return this.saveAct.run('staffBonfire.set', async () => {
      const r = await this.api.staffSetRules({ activityId, teamMax: p.teamMax, ladders: p.ladders, reason: this.reason.trim() });
      runInAction(() => {
        this.apply(r);
        this.reason = '';
      });
      this.root.ui.showToast('阶梯已保存');
    });
  }
}
