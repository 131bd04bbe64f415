/**
 * The staff console's work queues (stores/staff/work-queues.ts WORK_QUEUES: progress posts, reports, fraud
 * flags, doctor credentials, discussions, withdrawals and objections, fund use, alerts, receipts):
 * one queue open at a time, a reason box per row, one decision in flight, the server's message on
 * failure. The server decides every permission and transition; this store only shows its answers.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { RootStore } from './RootStore';
import { Act } from './act';
import { isToolRow, WORK_QUEUES, workQueueDef, type WorkRow } from './staff/work-queues';

export const MSG_WORK_REASON_REQUIRED = '请填写原因';
export const MSG_NO_QUEUE = '没有这个工作队列';

/** Items waiting in a queue (tool rows are not items). */
const pendingCount = (rows: WorkRow[]) => rows.filter((r) => !isToolRow(r)).length;

export class StaffWorkStore {
  queueKey = '';
  rows: WorkRow[] = [];
  /** The queue's load (its error line: the server's message). */
  readonly loadAct: Act;
  loaded = false;
  /** Reasons being typed, per row id. */
  reasons: Record<string, string> = {};
  /** Ids typed into tool rows' target boxes, per row id. */
  targets: Record<string, string> = {};
  /** The server's (or the form's) message per row id. */
  rowErrors: Record<string, string> = {};
  /** The row whose decision is in flight ('' when none). */
  busyId = '';
  /** A row's decision; its failure goes to that row's line in rowErrors. */
  readonly submitAct: Act;
  /** The last decision, for a short confirmation line. */
  lastDone = '';
  counts = new Map<string, number | 'error'>();

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.submitAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, rows: observable.ref, loadAct: false, submitAct: false });
  }

  /** Opens (or reloads) one queue of WORK_QUEUES. */
  async open(key: string): Promise<void> {
    if (key !== this.queueKey) {
      this.rows = [];
      this.loaded = false;
      this.reasons = {};
      this.targets = {};
      this.rowErrors = {};
      this.lastDone = '';
    }
    this.queueKey = key;
    const def = workQueueDef(key);
    if (!def) {
      this.loadAct.fail(MSG_NO_QUEUE);
      return;
    }
    await this.loadAct.latest('staffWork.open', async (live) => {
      const rows = await def.load(this.root.api.staffWork);
      runInAction(() => {
        if (!live()) return;
        this.rows = rows;
        this.loaded = true;
        this.counts.set(key, pendingCount(rows));
      });
    });
  }

  setReason(rowId: string, text: string): void {
    this.reasons[rowId] = text.slice(0, 200);
    this.rowErrors[rowId] = '';
  }

  setTarget(rowId: string, text: string): void {
    this.targets[rowId] = text.slice(0, 64);
    this.rowErrors[rowId] = '';
  }

  /** Runs one decision of one row; a required reason must be filled in first. Reloads the queue afterwards. */
  async act(rowId: string, actionKey: string): Promise<boolean> {
    if (this.busyId) return false;
    const row = this.rows.find((r) => r.id === rowId);
    const action = row?.actions.find((a) => a.key === actionKey);
    if (!row || !action) return false;
    const reason = action.reason === 'none' ? '' : (this.reasons[rowId] ?? '').trim();
    if (action.reason === 'required' && !reason) {
      this.rowErrors[rowId] = MSG_WORK_REASON_REQUIRED;
      return false;
    }
    const target = (this.targets[rowId] ?? '').trim();
    if (row.target && !target) {
      this.rowErrors[rowId] = `请填写${row.target}`;
      return false;
    }
    this.busyId = rowId;
    this.rowErrors[rowId] = '';
    const ok = await this.submitAct.run('staffWork.act', async () => {
      await action.run(this.root.api.staffWork, reason, target);
      runInAction(() => {
        this.reasons[rowId] = '';
        this.targets[rowId] = '';
        this.lastDone = `${row.title}：${action.label}`;
      });
      await this.open(this.queueKey);
    }, { onFail: (_err, text) => void runInAction(() => (this.rowErrors[rowId] = text)) });
    runInAction(() => (this.busyId = ''));
    return ok;
  }

  /** Counts of every work queue for the console's home page. */
  async loadCounts(): Promise<void> {
    await Promise.all(
      WORK_QUEUES.map(async (def) => {
        try {
          const rows = await def.load(this.root.api.staffWork);
          runInAction(() => this.counts.set(def.key, pendingCount(rows)));
        } catch {
          runInAction(() => this.counts.set(def.key, 'error'));
        }
      }),
    );
  }
}
