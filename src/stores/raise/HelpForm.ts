/** Help registration (/cf/apply/raise): name, phone, city and illness of someone who asks the platform for help. */
import { makeAutoObservable } from 'mobx';
import type { RootStore } from '../RootStore';
import { applyErrors, type FieldErrors, type FieldValue, type FormValues } from './sections';
import { Act } from '../act';

export class HelpForm {
  values: FormValues = { name: '', phone: '', city: '', illness: '' };
  attempted = false;
  /** The registration's send (toasted on failure). */
  readonly submitAct: Act;

  constructor(private readonly root: RootStore) {
    this.submitAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, submitAct: false });
  }

  /** The errors shown: none before the first submit. */
  get errors(): FieldErrors {
    return this.attempted ? applyErrors(this.values) : {};
  }

  set(key: string, value: FieldValue): void {
    this.values = { ...this.values, [key]: value };
  }

  /** Sends the registration; true when the platform has it. */
  async submit(): Promise<boolean> {
    if (this.submitAct.busy) return false;
    this.attempted = true;
    if (Object.keys(applyErrors(this.values)).length) return false;
    const v = this.values;
    return this.submitAct.run('raise.help', () =>
      this.root.api.raise.applyRaise({ name: String(v.name).trim(), phone: String(v.phone).trim(), city: String(v.city).trim(), illness: String(v.illness).trim() }),
    { toast: true });
  }
}
