/**
 * The logic of one UploadField: files being sent, their progress and errors, the max count, retry and
 * removal. The finished files are the form's (props.value / onChange); only in-flight and failed ones
 * live here.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { MSG_UPLOAD_FAILED, UploadError, type PickedFile, type UploadAdapter, type UploadedFile, type UploadKind } from '../../platform/upload-core';

export interface PendingUpload {
  key: string;
  picked: PickedFile;
  status: 'uploading' | 'error';
  percent: number;
  error: string;
}

export const maxCountMsg = (max: number) => `最多上传${max}张图片`;

export class UploadFieldState {
  pending: PendingUpload[] = [];
  /** A note about the last pick (too many files). */
  notice = '';
  /** The form's files as last seen or last reported (kept current between a report and the next render). */
  value: UploadedFile[] = [];
  /** Mini-program: local previews of files uploaded in this session (private images need a cookie the <Image> cannot send). */
  localPreview = new Map<string, string>();
  /** Pictures of the form's files as the platform can show them (private ones fetched with the session). */
  shown = new Map<string, string>();

  constructor(
    private readonly adapter: UploadAdapter,
    public kind: UploadKind,
    public max: number,
    private onChange: (files: UploadedFile[]) => void,
  ) {
    makeAutoObservable<UploadFieldState, 'adapter' | 'onChange'>(this, { adapter: false, onChange: false, value: false, kind: false, max: false });
  }

  /** Called on every render with the current props. */
  sync(value: UploadedFile[], kind: UploadKind, max: number, onChange: (files: UploadedFile[]) => void): void {
    this.value = value;
    this.kind = kind;
    this.max = max;
    this.onChange = onChange;
  }

  /** How many more files may be added. */
  remaining(): number {
    return Math.max(0, this.max - this.value.length - this.pending.length);
  }

  get busy(): boolean {
    return this.pending.some((p) => p.status === 'uploading');
  }

  /** H5: the files of the <input type=file>. */
  addFromInput(files: ArrayLike<File>): void {
    this.add(this.adapter.fromInput(files));
  }

  /** Mini-program: opens the system picker. */
  async pick(): Promise<void> {
    const room = this.remaining();
    if (room <= 0) return;
    try {
      this.add(await this.adapter.pick({ count: room }));
    } catch {
      runInAction(() => (this.notice = '无法打开相册，请检查权限设置'));
    }
  }

  /** Starts sending picked files, at most as many as there is room for. */
  add(picked: PickedFile[]): void {
    const room = this.remaining();
    const taken = picked.slice(0, room);
    for (const p of picked.slice(room)) this.adapter.release(p);
    this.notice = picked.length > room ? maxCountMsg(this.max) : '';
    for (const p of taken) {
      const item: PendingUpload = { key: p.id, picked: p, status: 'uploading', percent: 0, error: '' };
      this.pending.push(item);
      void this.send(item.key);
    }
  }

  /** Sends again a file that failed. */
  retry(key: string): void {
    const item = this.pending.find((p) => p.key === key);
    if (!item || item.status !== 'error') return;
    item.status = 'uploading';
    item.error = '';
    item.percent = 0;
    void this.send(key);
  }

  /** Drops a pending or failed file, or removes an uploaded one from the form. */
  remove(key: string): void {
    const i = this.pending.findIndex((p) => p.key === key);
    if (i >= 0) {
      this.adapter.release(this.pending[i].picked);
      this.pending.splice(i, 1);
      return;
    }
    if (this.value.some((f) => f.fileId === key)) this.report(this.value.filter((f) => f.fileId !== key));
    this.localPreview.delete(key);
    this.notice = '';
  }

  /** The picture to show for an uploaded file ('' while a private one is being fetched). */
  thumbOf(file: UploadedFile): string {
    return this.localPreview.get(file.fileId) ?? this.shown.get(file.fileId) ?? (file.private ? '' : file.thumbUrl);
  }

  /** Resolves the pictures of files not shown yet (after a render: the form's value may have come from a draft). */
  async resolveThumbs(): Promise<void> {
    for (const f of this.value) {
      if (this.localPreview.has(f.fileId) || this.shown.has(f.fileId)) continue;
      let src = f.private ? '' : f.thumbUrl;
      try {
        src = await this.adapter.showable(f.thumbUrl, f.private);
      } catch {
        /* the picture stays blank; the file itself is fine */
      }
      runInAction(() => this.shown.set(f.fileId, src));
    }
  }

  private report(next: UploadedFile[]): void {
    this.value = next;
    this.onChange(next);
  }

  private async send(key: string): Promise<void> {
    const item = this.pending.find((p) => p.key === key);
    if (!item) return;
    try {
      const file = await this.adapter.upload(item.picked, this.kind, {
        onProgress: (percent) => runInAction(() => (item.percent = Math.round(percent))),
      });
      runInAction(() => {
        const i = this.pending.findIndex((p) => p.key === key);
        if (i < 0) return; // removed while sending: the form does not get it
        this.pending.splice(i, 1);
        if (this.adapter.picker === 'api') this.localPreview.set(file.fileId, item.picked.previewUrl);
        else this.adapter.release(item.picked);
        this.report([...this.value, file]);
      });
    } catch (err) {
      runInAction(() => {
        item.status = 'error';
        item.error = err instanceof UploadError ? err.msg : MSG_UPLOAD_FAILED;
      });
    }
  }
}
