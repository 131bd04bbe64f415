/**
 * What the spec's screens read about a case beside its page data (a feature store): the medical staff
 * who verified it (verification medical-count), who helped it lately (case help-list), whether this
 * reader shared it (share/is-share) and the case's share-test variant (case ab-test-status). Each is
 * read when its screen opens; a failure leaves that line off the screen (the request logs it).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { AbTestStatus, HelpListRes, MedicalCount } from '../../contract/content';
import { TRACK_ELEMENT_CODE } from '../../services/report';
import type { RootStore } from '../RootStore';

/**
 * The spread page's headline per variant of the case's share test (staff name the groups in the
 * caseAbTest setting); a group without its own line, or no experiment, shows the first.
 */
export const SPREAD_TITLES: Readonly<Record<string, string>> = {
  A: '转发一次，多一份希望',
  B: '你的一次转发，可能就是TA的希望',
};

export function spreadTitle(ab: AbTestStatus | undefined): string {
  return (ab && SPREAD_TITLES[ab.group]) || SPREAD_TITLES.A;
}

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

  /**
   * The case's variant of the share test (the same for every reader of the case); the variant shown is
   * recorded as a tracking event (spread_ab_show) so the experiment can be read.
   */
  async loadAb(infoUuid: string, shareDv?: number): Promise<void> {
    await this.read('ab', infoUuid, () => this.api.abTest({ infoUuid, ...(shareDv ? { shareDv } : {}) }));
    const ab = this.ab[infoUuid];
    if (ab?.experiment) {
      const props = { infoUuid, experiment: ab.experiment, group: ab.group, shareDv: ab.shareDv };
      (async () => this.root.api.stat.track({ elementCode: TRACK_ELEMENT_CODE, event: 'spread_ab_show', props }))().catch(() => undefined);
    }
  }
}

export const CASE_SIGNALS_KEY = 'case-signals';
