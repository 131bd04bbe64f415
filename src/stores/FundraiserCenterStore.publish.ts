/**
 * Progress posts from the owner's side: the post form (text 1..2000 characters and up to 9 photos
 * through the upload field), the owner's posts with their review status (dynamic-audit), and the
 * follow/unfollow switch a visitor uses on a case's progress list. A new post is 'pending' until staff
 * approve it; only approved posts show publicly.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { PROGRESS_MAX_IMAGES, type FollowRes, type ProgressItemT } from '../contract/trust';
import { PROGRESS_TEXT_MAX } from '../contract/cases';
import type { UploadedFile } from '../platform/upload-core';
import type { RootStore } from './RootStore';
import { Act } from './act';

export { PROGRESS_TEXT_MAX };

/** The Chinese reason the post cannot be sent yet, or ''. */
export function progressFormError(content: string, files: readonly UploadedFile[], uploading: boolean): string {
  const text = content.trim();
  if (!text) return '请填写动态内容';
  if (text.length > PROGRESS_TEXT_MAX) return `动态内容不能超过${PROGRESS_TEXT_MAX}字`;
  if (uploading) return '图片还在上传，请稍候';
  if (files.length > PROGRESS_MAX_IMAGES) return `最多上传${PROGRESS_MAX_IMAGES}张图片`;
  return '';
}

export const REVIEW_TEXT: Record<string, string> = { pending: '审核中', approved: '已通过', rejected: '未通过' };

export class PublishProgressStore {
  infoUuid = '';
  content = '';
  files: UploadedFile[] = [];
  uploading = false;
  /** The post's send; its error line also says why the form cannot be sent. */
  readonly submitAct: Act;
  mine: ProgressItemT[] = [];
  mineLoaded = false;
  /** The owner's posts' load. */
  readonly loadAct: Act;

  constructor(private readonly root: RootStore) {
    this.submitAct = new Act(root);
    this.loadAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, submitAct: false, loadAct: false });
  }

  /** A fresh form for a case (kept as typed when it is the same case). */
  open(infoUuid: string): void {
    if (this.infoUuid === infoUuid) return;
    this.infoUuid = infoUuid;
    this.content = '';
    this.files = [];
    this.submitAct.clear();
  }

  setContent(text: string): void {
    this.content = text.slice(0, PROGRESS_TEXT_MAX);
    this.submitAct.clear();
  }

  setFiles(files: UploadedFile[]): void {
    this.files = files;
    this.submitAct.clear();
  }

  setUploading(busy: boolean): void {
    this.uploading = busy;
  }

  /** Sends the post; true when the server took it (it then waits for review). */
  async submit(): Promise<boolean> {
    if (this.submitAct.busy) return false;
    const invalid = progressFormError(this.content, this.files, this.uploading);
    if (invalid) return this.submitAct.fail(invalid);
    return this.submitAct.run('progress.submit', async () => {
      const imageUrls = this.files.map((f) => f.url).join(',');
      const item = await this.root.api.trust.progressAdd({ infoUuid: this.infoUuid, content: this.content.trim(), ...(imageUrls ? { imageUrls } : {}) });
      runInAction(() => {
        this.content = '';
        this.files = [];
        if (item) this.mine = [item, ...this.mine.filter((p) => p.id !== item.id)];
      });
    });
  }

  /** The owner's posts with review status (newest first, as the server sends them). */
  async loadMine(infoUuid: string): Promise<void> {
    if (this.infoUuid !== infoUuid) this.open(infoUuid);
    await this.loadAct.latest('progress.mine', async () => {
      const res = await this.root.api.trust.progressMine({ infoUuid });
      runInAction(() => {
        this.mine = res?.list ?? [];
        this.mineLoaded = true;
      });
    }, { keepError: true });
  }
}

export class ProgressFollowStore {
  infoUuid = '';
  state: FollowRes | null = null;
  /** Follow / unfollow (toasted on failure). */
  readonly submitAct: Act;

  constructor(private readonly root: RootStore) {
    this.submitAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, submitAct: false });
  }

  /** The viewer's follow state; a visitor (or any failure) shows the follow button. */
  async load(infoUuid: string): Promise<void> {
    this.infoUuid = infoUuid;
    if (!this.root.auth.loggedIn) {
      this.state = null;
      return;
    }
    try {
      const res = await this.root.api.trust.progressFollowStatus({ infoUuid });
      runInAction(() => {
        if (infoUuid === this.infoUuid) this.state = res;
      });
    } catch {
      runInAction(() => (this.state = null));
    }
  }

  /** Follows or unfollows; a visitor is sent to login first. Returns false when nothing changed. */
  async toggle(): Promise<boolean> {
    if (this.submitAct.busy || !this.infoUuid) return false;
    if (!this.root.auth.loggedIn) {
      this.root.platform.nav.go('login', { redirectUrl: this.root.platform.nav.currentPath() });
      return false;
    }
    const infoUuid = this.infoUuid;
    return this.submitAct.run('progress.follow', async () => {
      const res = this.state?.following
        ? await this.root.api.trust.progressUnfollow({ infoUuid })
        : await this.root.api.trust.progressFollow({ infoUuid });
      runInAction(() => (this.state = res));
      this.root.ui.showToast(res.following ? '已关注，有新动态时会通知您' : '已取消关注');
    }, { toast: true });
  }
}
