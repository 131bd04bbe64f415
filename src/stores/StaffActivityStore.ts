/**
 * The staff console's matching-gift activities (H5 only): the list, one activity's detail (pool,
 * cases, matches, held matches, fraud flags, pool ledger), the create form, funding, the status
 * actions, held-match decisions, and the matching configuration slots of the basic store.
 * The server decides who may do what (MASTER, SLAVE) and answers with the detail after every action.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './RootStore';
import { Act } from './act';
import { ACTIVITY_KINDS, type ActivityDetail, type ActivityKind, type ActivityMoveReq, type ActivitySummary, type StoreSlot } from '../contract/activity';

const DAY = 24 * 3600_000;
const newKey = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

export const ACTIVITY_KIND_TEXT: Record<ActivityKind, string> = {
  matchingDonation: '配捐', matchingShare: '转发配捐（不影响金额）', taskDonation: '任务捐', qqMatchingDonation: 'QQ配捐', waterHelp: '水滴助力',
  paymentChannelSubsidy: '支付渠道补贴', groupHelp: '组队帮',
};
export const ACTIVITY_STATUS_TEXT: Record<string, string> = {
  UNSTART: '未开始', APPROVE: '进行中', PAUSE: '已暂停', END_WITH_DONE: '已结束', END_WITH_TIME: '已到期', FREEZE: '已冻结', RISK_CONTROL: '风控中', CONTROL_GROUP: '对照组',
};
export const ACTION_TEXT: Record<ActivityMoveReq['action'], string> = {
  start: '开始', pause: '暂停', resume: '恢复', risk: '风控', freeze: '冻结', unfreeze: '解冻', control: '设为对照组', end: '结束',
};

export interface ActivityForm {
  kind: ActivityKind; title: string; sponsorName: string; ratioPct: string; capGift: string; capDonorDay: string; capCase: string; minGift: string;
  days: string; cases: string;
}
const EMPTY_FORM: ActivityForm = { kind: 'matchingDonation', title: '', sponsorName: '', ratioPct: '100', capGift: '', capDonorDay: '', capCase: '', minGift: '', days: '30', cases: '' };

/** Whole 元 text (up to 100,000,000 元) to fen, or null. */
const yuanFen = (text: string): number | null => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) * 100 : null);
/** A cap typed in 元; '' is 0 (no cap); null when not a whole amount. */
const fenOf = (text: string): number | null => (text.trim() ? yuanFen(text) : 0);

export class StaffActivityStore {
  list: ActivitySummary[] = [];
  detail: ActivityDetail | null = null;
  form: ActivityForm = { ...EMPTY_FORM };
  fundInput = '';
  /** the cases to add to the open activity (ids, separated by spaces or commas) */
  casesInput = '';
  slots: StoreSlot[] = [];
  readonly listAct: Act;
  readonly detailAct: Act;
  readonly createAct: Act;
  readonly actionAct: Act;
  readonly slotAct: Act;
  /** adding and removing the open activity's cases */
  readonly casesAct: Act;

  constructor(private readonly root: RootStore) {
    this.listAct = new Act(root);
    this.detailAct = new Act(root);
    this.createAct = new Act(root);
    this.actionAct = new Act(root);
    this.slotAct = new Act(root);
    this.casesAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, listAct: false, detailAct: false, createAct: false, actionAct: false, slotAct: false, casesAct: false });
  }

  get kinds() {
    return ACTIVITY_KINDS.map((k) => ({ kind: k, text: ACTIVITY_KIND_TEXT[k] }));
  }

  setForm<K extends keyof ActivityForm>(key: K, value: ActivityForm[K]): void {
    this.form = { ...this.form, [key]: value };
    this.createAct.clear();
  }
  setFundInput(text: string): void {
    this.fundInput = text.slice(0, 12);
    this.actionAct.clear();
  }
  setCasesInput(text: string): void {
    this.casesInput = text;
    this.casesAct.clear();
  }
  setSlot(activityId: string, content: string): void {
    this.slots = this.slots.map((s) => (s.activityId === activityId ? { ...s, content } : s));
  }

  load(): Promise<boolean> {
    return this.listAct.latest('staffActivity.list', async (live) => {
      const [r, s] = await Promise.all([this.root.api.activity.staffList({}), this.root.api.activity.storeList({})]);
      runInAction(() => {
        if (!live()) return;
        this.list = r.list;
        this.slots = s.list;
      });
    });
  }

  open(activityId: string): Promise<boolean> {
    return this.detailAct.latest('staffActivity.detail', async (live) => {
      const d = await this.root.api.activity.staffDetail({ activityId });
      runInAction(() => {
        if (live()) this.detail = d;
      });
    });
  }

  private applyDetail(d: ActivityDetail): void {
    this.detail = d;
    const i = this.list.findIndex((a) => a.activityId === d.activity.activityId);
    if (i >= 0) this.list[i] = d.activity;
    else this.list.unshift(d.activity);
  }

  /** Creates the activity from the form (amounts typed in 元; empty caps mean none). */
  create(): Promise<boolean> {
    const f = this.form;
    const caps = { capGift: fenOf(f.capGift), capDonorDay: fenOf(f.capDonorDay), capCase: fenOf(f.capCase), minGift: fenOf(f.minGift) };
    const ratioPct = Number(f.ratioPct);
    const days = Number(f.days);
    if (!f.title.trim()) return Promise.resolve(this.createAct.fail('请填写活动名称'));
    if (!f.sponsorName.trim()) return Promise.resolve(this.createAct.fail('请填写出资方'));
    if (!Number.isInteger(ratioPct) || ratioPct < 1 || ratioPct > 1000) return Promise.resolve(this.createAct.fail('配捐比例须为1-1000的整数（100即1:1）'));
    if (Object.values(caps).some((v) => v === null)) return Promise.resolve(this.createAct.fail('上限金额须为整数元'));
    if (!Number.isInteger(days) || days < 1 || days > 365) return Promise.resolve(this.createAct.fail('活动天数须为1-365'));
    const cases = f.cases.split(/[\s,，]+/).map((x) => x.trim()).filter(Boolean);
    const now = Date.now();
    return this.createAct.run('staffActivity.create', async () => {
      const d = await this.root.api.activity.staffCreate({
        kind: f.kind, title: f.title.trim(), sponsorName: f.sponsorName.trim(), ratioPct, capGift: caps.capGift!, capDonorDay: caps.capDonorDay!, capCase: caps.capCase!,
        minGift: caps.minGift!, startsAt: now, endsAt: now + days * DAY, cases, idempotencyKey: newKey(),
      });
      runInAction(() => {
        this.applyDetail(d);
        this.form = { ...EMPTY_FORM };
      });
    });
  }

  fund(): Promise<boolean> {
    const d = this.detail;
    const fen = yuanFen(this.fundInput);
    if (!d) return Promise.resolve(false);
    if (!fen) return Promise.resolve(this.actionAct.fail('请输入注资金额（整数元）'));
    return this.actionAct.run('staffActivity.fund', async () => {
      const r = await this.root.api.activity.staffFund({ activityId: d.activity.activityId, amount: fen, idempotencyKey: newKey() });
      runInAction(() => {
        this.applyDetail(r);
        this.fundInput = '';
      });
    });
  }

  move(action: ActivityMoveReq['action'], reason = ''): Promise<boolean> {
    const d = this.detail;
    if (!d) return Promise.resolve(false);
    return this.actionAct.run('staffActivity.move', async () => {
      const r = await this.root.api.activity.staffMove({ activityId: d.activity.activityId, action, reason });
      runInAction(() => this.applyDetail(r));
    }, { toast: true });
  }

  /** Adds the typed cases to the open activity (a removed one comes back); audited by the server. */
  addCases(): Promise<boolean> {
    const d = this.detail;
    const add = [...new Set(this.casesInput.split(/[\s,，]+/).map((x) => x.trim()).filter(Boolean))];
    if (!d) return Promise.resolve(false);
    if (!add.length) return Promise.resolve(this.casesAct.fail('请输入要加入的筹款编号'));
    return this.casesAct.run('staffActivity.cases', async () => {
      const r = await this.root.api.activity.staffCases({ activityId: d.activity.activityId, add, remove: [] });
      runInAction(() => {
        this.applyDetail(r);
        this.casesInput = '';
      });
    });
  }

  /** Takes a case out of the open activity after a confirmation (its matches stay); audited by the server. */
  async removeCase(infoUuid: string, title: string): Promise<boolean> {
    const d = this.detail;
    if (!d) return false;
    const sure = await this.root.ui.showDialog({ title: `将「${title}」移出活动？`, content: '移出后该筹款的新捐款不再配捐，已配捐的不变。', confirmText: '移出', cancelText: '取消' });
    if (!sure) return false;
    return this.casesAct.run('staffActivity.cases', async () => {
      const r = await this.root.api.activity.staffCases({ activityId: d.activity.activityId, add: [], remove: [infoUuid] });
      runInAction(() => this.applyDetail(r));
    }, { toast: true });
  }

  decide(orderId: string, decision: 'clear' | 'reject'): Promise<boolean> {
    return this.actionAct.run('staffActivity.decide', async () => {
      const r = await this.root.api.activity.staffDecide({ orderId, decision, reason: decision === 'clear' ? '人工核实通过' : '人工核实为异常' });
      runInAction(() => this.applyDetail(r));
    }, { toast: true });
  }

  saveSlot(activityId: string): Promise<boolean> {
    const slot = this.slots.find((s) => s.activityId === activityId);
    if (!slot) return Promise.resolve(false);
    return this.slotAct.run('staffActivity.slot', async () => {
      await this.root.api.activity.storeSet(slot);
      this.root.ui.showToast('已保存');
    }, { toast: true });
  }
}
