/**
 * A raise-help lead form (registration or adviser request) with the shared rules' messages, and where
 * the asker's latest lead stands (待回访, 已回访 ... and the adviser who took it).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { LEAD_STATUS_LABEL, type LeadKind, type LeadView } from '../../contract/growth';
import { leadErrors, type LeadField } from '../../contract/rules';
import { Act } from '../act';
import { ensureLoggedIn } from '../loginGate';
import type { RootStore } from '../RootStore';

export class LeadStore {
  values: Record<LeadField, string> = { name: '', phone: '', city: '', note: '' };
  /** show the errors once the user tried to send */
  touched = false;
  mine: LeadView | null = null;
  readonly submitAct: Act;
  readonly mineAct: Act;

  constructor(private readonly root: RootStore, readonly kind: LeadKind) {
    this.submitAct = new Act(root);
    this.mineAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, kind: false, submitAct: false, mineAct: false });
  }

  get errors(): Partial<Record<LeadField, string>> {
    return this.touched ? leadErrors(this.kind, this.values) : {};
  }

  get statusText(): string {
    return this.mine ? LEAD_STATUS_LABEL[this.mine.status] : '';
  }

  set(field: LeadField, value: string): void {
    this.values[field] = value;
    this.submitAct.clear();
  }

  /** Sends the lead; true when the server took it (the page then opens the success page). */
  async submit(channel = ''): Promise<boolean> {
    this.touched = true;
    const errors = leadErrors(this.kind, this.values);
    const first = errors.name ?? errors.phone ?? errors.city ?? errors.note;
    if (first) return this.submitAct.fail(first);
    if (!(await ensureLoggedIn(this.root))) return false;
    const v = this.values;
    return this.submitAct.run('growth.leadSubmit', async () => {
      const lead = await this.root.api.growth.leadSubmit({
        kind: this.kind, name: v.name.trim(), phone: v.phone.trim(), city: v.city.trim() || undefined, note: v.note.trim() || undefined, channel: channel || undefined,
      });
      runInAction(() => (this.mine = lead));
    });
  }

  /** The asker's latest lead of this kind (null: none yet). */
  loadMine(): Promise<boolean> {
    return this.mineAct.latest('growth.leadMine', async (live) => {
      const { lead } = await this.root.api.growth.leadMine({ kind: this.kind });
      if (live()) runInAction(() => (this.mine = lead));
    });
  }
}
