/**
 * The donor's home (我的): the hub's counts and love value, what the user wrote, questions to the
 * platform, the versioned user agreement and privacy policy (a new version is asked for once), and
 * the user's authorisations with their withdrawal. Donations and cases come from the order and raise
 * stores (their lists already exist).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { UserSummary } from '../contract/account';
import {
  QUESTION_MAX, QUESTION_MIN, type Grant, type GrantKind, type MineWritingsRes, type ProtocolDoc, type Question,
} from '../contract/mine';
import type { RootStore } from './RootStore';
import { Act } from './act';
import { AnchorPager } from './paging';
import { MonthlyGivingStore } from './mine/MonthlyGivingStore';
import { BOOT_BLOCKS, takeBootData } from '../platform/boot';
import type { MineBoot } from '../lib/donor-boot';

export const QUESTION_PAGE_SIZE = 20;
export const MSG_QUESTION_LENGTH = `问题请填写${QUESTION_MIN}-${QUESTION_MAX}个字`;

/** The Chinese names of what a user can authorise. */
export const GRANT_TEXT: Record<GrantKind, { title: string; desc: string }> = {
  wx_profile: { title: '微信头像和昵称', desc: '用于在爱心榜、评论和证实中展示您的头像和昵称' },
  phone: { title: '手机号', desc: '用于登录、接收筹款和捐款的重要通知' },
  subscribe: { title: '订阅消息', desc: '捐款到账、筹款动态等微信服务通知' },
};

export class MineStore {
  summary: UserSummary | null = null;
  readonly summaryAct: Act;
  writings: MineWritingsRes | null = null;
  readonly writingsAct: Act;
  /** The question being typed. */
  draft = '';
  readonly askAct: Act;
  readonly questions: AnchorPager<Question>;
  protocols: ProtocolDoc[] = [];
  readonly protocolAct: Act;
  readonly acceptAct: Act;
  grants: Grant[] = [];
  readonly grantsAct: Act;
  /** The kind whose withdrawal is in flight. */
  withdrawing: GrantKind | null = null;
  /** Monthly giving: the gifts, what is due, pause and stop. */
  readonly monthly: MonthlyGivingStore;

  constructor(private readonly root: RootStore) {
    this.summaryAct = new Act(root);
    this.writingsAct = new Act(root);
    this.askAct = new Act(root);
    this.protocolAct = new Act(root);
    this.acceptAct = new Act(root);
    this.grantsAct = new Act(root);
    this.monthly = new MonthlyGivingStore(root);
    this.questions = new AnchorPager<Question>(
      (anchorId) => this.root.api.mine.questionList({ anchorId, size: QUESTION_PAGE_SIZE }),
      (q) => q.id,
    );
    makeAutoObservable<this, 'root'>(this, {
      root: false, summaryAct: false, writingsAct: false, askAct: false, protocolAct: false, acceptAct: false, grantsAct: false, questions: false, monthly: false,
    });
    // The reader's own 我的 page carries the hub's data (read with their cookie): its first render needs no request.
    const boot = takeBootData(BOOT_BLOCKS.mine) as MineBoot | null;
    if (boot && boot.userId === root.auth.user?.userId) {
      this.summary = boot.summary;
      this.monthly.seed(boot.monthly);
    }
  }

  /** Loads the hub's counts and love value (newest call wins). */
  loadSummary(): Promise<boolean> {
    return this.summaryAct.latest('mine.summary', async (live) => {
      const res = await this.root.api.account.summary();
      if (live()) runInAction(() => (this.summary = res));
    });
  }

  /** Loads the progress posts and verifications the user wrote. */
  loadWritings(): Promise<boolean> {
    return this.writingsAct.latest('mine.writings', async (live) => {
      const res = await this.root.api.mine.writings();
      if (live()) runInAction(() => (this.writings = res));
    });
  }

  setDraft(text: string): void {
    this.draft = text.slice(0, QUESTION_MAX + 50);
    this.askAct.clear();
  }

  /** Sends the typed question (5..500 characters); on success it heads the list and the box empties. */
  ask(): Promise<boolean> {
    const content = this.draft.trim();
    if (content.length < QUESTION_MIN || content.length > QUESTION_MAX) return Promise.resolve(this.askAct.fail(MSG_QUESTION_LENGTH));
    return this.askAct.run('mine.ask', async () => {
      await this.root.api.mine.questionAsk({ content });
      runInAction(() => (this.draft = ''));
      this.root.ui.showToast('问题已提交，工作人员会尽快回答');
      await this.questions.refresh();
    });
  }

  /** The current documents with the user's acceptance. */
  loadProtocols(): Promise<boolean> {
    return this.protocolAct.latest('mine.protocols', async (live) => {
      const res = await this.root.api.mine.protocolCurrent();
      if (live()) runInAction(() => (this.protocols = res.list));
    });
  }

  /** The first document with a version the user has not accepted yet (shown once for acceptance). */
  get pendingProtocol(): ProtocolDoc | null {
    return this.protocols.find((d) => d.pending) ?? null;
  }

  /** Records the acceptance of that version; the document is then no longer pending. */
  accept(doc: ProtocolDoc): Promise<boolean> {
    return this.acceptAct.run('mine.accept', async () => {
      const res = await this.root.api.mine.protocolAccept({ kind: doc.kind, version: doc.version });
      runInAction(() => (this.protocols = this.protocols.map((d) => (d.kind === res.kind ? res : d))));
    }, { toast: true });
  }

  /**
   * Asks, once per new version, for the acceptance of every pending document (the hub calls it after
   * loading). Declining leaves it pending: it is asked again next time.
   */
  async askPendingProtocols(): Promise<void> {
    if (!(await this.loadProtocols())) return;
    // One question per pending document; an accepted one comes back from the server no longer pending.
    for (let doc = this.pendingProtocol; doc; doc = this.pendingProtocol) {
      const ok = await this.root.ui.showDialog({
        title: `${doc.title}已更新`,
        content: `${doc.summary || '我们更新了协议内容'}。请阅读并同意更新后的${doc.title}（第${doc.version}版），可在「我的 - 更多 - 用户协议与隐私政策」中查看全文。`,
        confirmText: '同意',
        cancelText: '稍后',
      });
      if (!ok || !(await this.accept(doc))) return;
    }
  }

  loadGrants(): Promise<boolean> {
    return this.grantsAct.latest('mine.grants', async (live) => {
      const res = await this.root.api.mine.grants();
      if (live()) runInAction(() => (this.grants = res.list));
    });
  }

  /** Withdraws one authorisation after the user confirms it. */
  async withdraw(kind: GrantKind): Promise<boolean> {
    if (this.withdrawing) return false;
    const sure = await this.root.ui.showDialog({
      title: `撤回${GRANT_TEXT[kind].title}授权`,
      content: kind === 'phone' ? '撤回后将解除手机号绑定，需要手机号的功能（如发起筹款、提现）将不可用。' : '撤回后爱心筹将不再使用该信息，您可以随时重新授权。',
      confirmText: '确认撤回',
      cancelText: '取消',
    });
    if (!sure) return false;
    runInAction(() => (this.withdrawing = kind));
    const ok = await this.grantsAct.run('mine.withdraw', async () => {
      const res = await this.root.api.mine.withdraw({ kind });
      runInAction(() => (this.grants = res.list));
      this.root.ui.showToast('已撤回授权');
      if (kind === 'phone' || kind === 'wx_profile') await this.root.auth.check();
    }, { toast: true });
    runInAction(() => (this.withdrawing = null));
    return ok;
  }

  /** Ends the session after the user confirms; the hub then shows the login entry. */
  async logout(): Promise<void> {
    const sure = await this.root.ui.showDialog({ title: '确定退出登录吗？', confirmText: '退出登录', cancelText: '取消' });
    if (!sure) return;
    await this.root.auth.logout().catch(() => undefined);
    runInAction(() => {
      this.summary = null;
      this.writings = null;
      this.grants = [];
    });
    this.questions.reset();
    this.root.platform.nav.go('commonList', undefined, { replace: true });
  }
}
