/** Help registration (/cf/apply/raise): name, phone, city and illness of someone who asks the platform for help. */
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from '../RootStore';
import { applyErrors, type FieldErrors, type FieldValue, type FormValues } from './sections';
import { errorText } from './errorText';

export class HelpForm {
  values: FormValues = { name: '', phone: '', city: '', illness: '' };
  attempted = false;
  busy = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root'>(this, { root: false });
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
    if (this.busy) return false;
    this.attempted = true;
    if (Object.keys(applyErrors(this.values)).length) return false;
    this.busy = true;
    const v = this.values;
    try {
      await this.root.api.raise.applyRaise({ name: String(v.name).trim(), phone: String(v.phone).trim(), city: String(v.city).trim(), illness: String(v.illness).trim() });
      return true;
    } catch (err) {
      this.root.ui.showToast(errorText(err));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
