/**
 * The staff console's venue section (/staff/venue, a feature store: the page gets it with
 * `useFeature('staffVenue', (root) => new StaffVenueStore(root))`): each activity's venue figures and
 * its rules text, saved through the server (which writes the audit row with the change).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from '../RootStore';
import { featureGroup } from '../../services';
import { venue, type StaffVenueRow } from '../../contract/venue';
import { Act } from '../act';

export class StaffVenueStore {
  list: StaffVenueRow[] = [];
  loaded = false;
  /** rules text being edited, per activity */
  drafts: Record<string, string> = {};
  readonly loadAct: Act;
  readonly saveAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.saveAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false, saveAct: false });
  }

  private get calls() {
    return featureGroup(this.root.api, 'venue', venue);
  }

  load(): Promise<boolean> {
    return this.loadAct.latest('staffVenue.load', async (live) => {
      const r = await this.calls.staffList({});
      if (live()) runInAction(() => {
        this.list = r.list;
        this.loaded = true;
        for (const row of r.list) this.drafts[row.stats.activityId] = row.rules;
      });
    });
  }

  setDraft(activityId: string, text: string): void {
    this.drafts[activityId] = text;
  }

  /** Whether the draft differs from the saved rules. */
  changed(activityId: string): boolean {
    const row = this.list.find((r) => r.stats.activityId === activityId);
    return !!row && (this.drafts[activityId] ?? '') !== row.rules;
  }

  /** Saves the activity's rules text (audited on the server). */
  saveRules(activityId: string): Promise<boolean> {
    const rules = (this.drafts[activityId] ?? '').trim();
    if (rules.length > 5000) return Promise.resolve(this.saveAct.fail('活动说明最多5000字'));
    return this.saveAct.run('staffVenue.rules', async () => {
      const row = await this.calls.staffRulesSet({ activityId, rules });
      runInAction(() => {
        this.list = this.list.map((r) => (r.stats.activityId === activityId ? row : r));
        this.drafts[activityId] = row.rules;
      });
      this.root.ui.showToast('已保存');
    }, { toast: true });
  }
}
