/**
 * The matching configuration slots of the basic store (src/contract/rules/activity-slots.ts), read
 * once per root for the activity pages (a feature store of the activity subpackage). A slot that fails
 * to load or is missing falls back to its defaults, field by field; the pages never wait on it.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { activitySlots, SLOT_BANNER, SLOT_REWARDS, SLOT_RULES, SLOT_DEFAULTS, type ActivitySlots } from '../../contract/rules/activity-slots';
import { formatFen } from '../../lib/money';
import { logFailure } from '../report';
import type { RootStore } from '../RootStore';

export const SLOT_IDS = [SLOT_RULES, SLOT_BANNER, SLOT_REWARDS] as const;

export class ActivitySlotsStore {
  slots: ActivitySlots = SLOT_DEFAULTS;
  /** the slots were read (or failed: defaults) */
  loaded = false;
  private started: Promise<void> | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root' | 'started'>(this, { root: false, started: false });
  }

  /** Reads the three slots (once; later calls share the first read). */
  load(): Promise<void> {
    this.started ??= (async () => {
      const contents: Record<string, string | undefined> = {};
      await Promise.all(SLOT_IDS.map(async (id) => {
        try {
          contents[id] = (await this.root.api.config.basicStore({ activity_id: id }))?.content;
        } catch (err) {
          logFailure('activity.slot', err);
        }
      }));
      runInAction(() => {
        this.slots = activitySlots(contents);
        this.loaded = true;
      });
    })();
    return this.started;
  }
}

export const SLOTS_KEY = 'activity-slots';

/** The rules line: the slot's tip and, when the slot sets one, the per-gift cap in yuan (the cap is fen). */
export function rulesTipLine(rules: ActivitySlots['rules']): string {
  return rules.maxMatchFen > 0 ? `${rules.tip.replace(/[，。；\s]+$/, '')}，单笔最高配捐${formatFen(rules.maxMatchFen)}元` : rules.tip;
}
