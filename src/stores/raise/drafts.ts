/**
 * Local drafts of the raise form through the storage adapter: what a user typed but has not saved to
 * the server survives a reload for DRAFT_TTL_MS (the adapter deletes an expired value on read).
 * Keys contain "draft" so the /cf/clear debug wipes find them; an index key lists them for clearAll.
 */
import type { StorageAdapter } from '../../platform/types';
import type { Section } from '../../contract/raise-sections';
import type { FormValues } from './sections';

export const DRAFT_TTL_MS = 7 * 24 * 3600 * 1000;
const PREFIX = 'cf_raise_draft_';
const INDEX_KEY = 'cf_raise_draft_index';

export interface Draft {
  raiseType: string;
  /** only the sections edited since their last save */
  forms: Partial<Record<Section, FormValues>>;
  savedAt: number;
}

/** A case's draft key; 'new' for a case not created on the server yet. */
export const draftKey = (userId: string, infoUuid: string | null) => `${PREFIX}${userId || 'anon'}_${infoUuid || 'new'}`;

export class DraftStore {
  constructor(
    private readonly storage: StorageAdapter,
    private readonly now: () => number = Date.now,
  ) {}

  read(key: string): Draft | null {
    const d = this.storage.get<Draft>(key);
    return d && typeof d === 'object' && d.forms && typeof d.forms === 'object' ? d : null;
  }

  write(key: string, draft: Omit<Draft, 'savedAt'>): void {
    if (Object.keys(draft.forms).length === 0) {
      this.remove(key);
      return;
    }
    const at = this.now();
    this.storage.set(key, { ...draft, savedAt: at }, at + DRAFT_TTL_MS);
    const index = this.index();
    if (!index.includes(key)) this.storage.set(INDEX_KEY, [...index, key], at + DRAFT_TTL_MS);
  }

  remove(key: string): void {
    this.storage.remove(key);
  }

  /** Removes every raise draft of this device; returns how many there were. */
  clearAll(): number {
    const keys = this.index();
    let n = 0;
    for (const k of keys) {
      if (this.storage.get(k) !== null) n += 1;
      this.storage.remove(k);
    }
    this.storage.remove(INDEX_KEY);
    return n;
  }

  private index(): string[] {
    const v = this.storage.get<string[]>(INDEX_KEY);
    return Array.isArray(v) ? v : [];
  }
}
