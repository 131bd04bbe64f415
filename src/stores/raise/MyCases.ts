/**
 * The fundraiser's own cases: the list to continue unfinished ones (drafts included), and the edit of
 * a published case's title and story, which goes to staff as a revision.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { MyRaiseCase } from '../../contract/raise';
import { contentError, titleError } from '../../lib/raise-validation';
import type { RootStore } from '../RootStore';
import { Act } from '../act';

export class MyCases {
  list: MyRaiseCase[] = [];
  /** The edit-case dialog's send. */
  readonly submitAct: Act;

  constructor(private readonly root: RootStore) {
    this.submitAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, submitAct: false });
  }

  /** Newest first; a failure leaves the list empty (the launch page still works). */
  async load(): Promise<void> {
    try {
      const res = await this.root.api.raise.myCases();
      runInAction(() => (this.list = res.list));
    } catch {
      runInAction(() => (this.list = []));
    }
  }

  /**
   * The edit-case dialog of a published case: title and story go to staff as a revision (the case keeps
   * its text until approved). Returns null when filed, else the message to show.
   */
  async submitRevision(infoUuid: string, title: string, content: string): Promise<string | null> {
    const invalid = titleError(title) ?? contentError(content);
    if (invalid) {
      this.submitAct.fail(invalid);
      return invalid;
    }
    const ok = await this.submitAct.run('raise.revision', async () => {
      await this.root.api.raise.baseInfo({ infoUuid, title: title.trim(), content: content.trim() });
      this.root.ui.showToast('已提交，审核通过后更新');
    });
    return ok ? null : this.submitAct.error;
  }
}
