/** The staff console's question queue (H5 only): questions to the platform by status, each answered once (audited). */
import { makeAutoObservable, runInAction } from 'mobx';
import { ANSWER_MAX, ANSWER_MIN, type QuestionStatus, type StaffQuestion } from '../../contract/mine';
import type { RootStore } from '../RootStore';
import { Act } from '../act';
import { AnchorPager } from '../paging';

export const MSG_ANSWER_LENGTH = `回答请填写${ANSWER_MIN}-${ANSWER_MAX}个字`;

export class StaffQuestionStore {
  /** '' shows every question. */
  status: QuestionStatus | '' = 'open';
  readonly pager: AnchorPager<StaffQuestion>;
  /** The answer being typed, by question id. */
  drafts = new Map<string, string>();
  readonly answerAct: Act;
  answering: string | null = null;

  constructor(private readonly root: RootStore) {
    this.answerAct = new Act(root);
    this.pager = new AnchorPager<StaffQuestion>(
      (anchorId) => this.root.api.mine.staffQuestions({ status: this.status || undefined, anchorId, size: 20 }),
      (q) => q.id,
    );
    makeAutoObservable<this, 'root'>(this, { root: false, answerAct: false, pager: false });
  }

  filter(status: QuestionStatus | ''): Promise<void> {
    this.status = status;
    this.pager.reset();
    return this.pager.refresh();
  }

  setDraft(id: string, text: string): void {
    this.drafts.set(id, text.slice(0, ANSWER_MAX + 50));
    this.answerAct.clear();
  }

  /** Sends the typed answer; the question then shows as answered (or leaves the open queue). */
  answer(id: string): Promise<boolean> {
    const text = (this.drafts.get(id) ?? '').trim();
    if (text.length < ANSWER_MIN || text.length > ANSWER_MAX) return Promise.resolve(this.answerAct.fail(MSG_ANSWER_LENGTH));
    this.answering = id;
    return this.answerAct.run('staffQuestions.answer', async () => {
      const res = await this.root.api.mine.staffAnswer({ id, answer: text });
      runInAction(() => {
        this.drafts.delete(id);
        const items = this.pager.items.map((q) => (q.id === id ? { ...q, ...res, nickname: q.nickname, mobile: q.mobile } : q));
        this.pager.items = this.status === 'open' ? items.filter((q) => q.id !== id) : items;
      });
      this.root.ui.showToast('已回答');
    }, { toast: true }).finally(() => runInAction(() => (this.answering = null)));
  }
}
