/**
 * What the spec's screens read about a case beside its page data (a feature store): the medical staff
 * who verified it (verification medical-count), who helped it lately (case help-list), whether this
 * reader shared it (share/is-share) and the case's share-test variant (case ab-test-status). Each is
 * read when its screen opens; a failure leaves that line off the screen (the request logs it).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { AbTestStatus, HelpListRes, MedicalCount } from '../../contract/content';
import type { RootStore } from '../RootStore';

/** How many helpers the help list shows. */
export const HELP_LIST_SIZE = 10;

export class CaseSignalsStore {
  medical: Record<string, MedicalCount> = {};
  help: Record<string, HelpListRes> = {};
  shared: Record<string, { isShare: boolean; shareCount: number }> = {};
  ab: Record<string, AbTestStatus> = {};

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root'>(this, { root: false });
  }

  private get api() {
    return this.root.api.content;
  }

  private async read<K extends 'medical' | 'help' | 'shared' | 'ab'>(key: K, infoUuid: string, get: () => Promise<CaseSignalsStore[K][string]>): Promise<void> {
    try {
      const v = await get();
      runInAction(() => (this[key] = { ...this[key], [infoUuid]: v }));
    } catch {
      // logged by the request; the line stays off
    }
  }

  /** The doctors and nurses who verified the case, and how many of them through their hospital. */
  loadMedical(infoUuid: string): Promise<void> {
    return this.read('medical', infoUuid, () => this.api.medicalCount({ infoUuid }));
  }

  /** The latest donors and sharers of the case and how many helped in all. */
  loadHelp(infoUuid: string): Promise<void> {
    return this.read('help', infoUuid, () => this.api.helpList({ infoUuid, size: HELP_LIST_SIZE }));
  }

  /** Whether this reader has shared the case, and its share count. */
  loadShared(infoUuid: string): Promise<void> {
    return this.read('shared', infoUuid, () => this.api.isShare({ infoUuid }));
  }

  /** The case's variant of the share test (the same for every reader of the case). */
  loadAb(infoUuid: string, shareDv?: number): Promise<void> {
    return this.read('ab', infoUuid, () => this.api.abTest({ infoUuid, ...(shareDv ? { shareDv } : {}) }));
  }
}

export const CASE_SIGNALS_KEY = 'case-signals';
