/**
 * The share poster of a case: the server composes the picture (cover or the owner's pick, title,
 * amount raised, and a code that opens the case: a QR code on H5, a mini-program code in the
 * mini-program). The sharer's id goes into the code's URL as the share source.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { PosterInfo } from '../../contract/growth';
import type { UploadedFile } from '../../platform/upload-core';
import { Act } from '../act';
import type { RootStore } from '../RootStore';

export const POSTER_TEXT = { saved: '已更换海报图片', pick: '请选择一张图片' } as const;

export class PosterStore {
  infoUuid = '';
  info: PosterInfo | null = null;
  /** the picture being picked (change-qrcode-img) */
  chosen = '';
  readonly loadAct: Act;
  readonly saveAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.saveAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false, saveAct: false });
  }

  /** Mini-program posters carry a mini-program code, H5 posters a QR code. */
  get target(): 'h5' | 'mp' {
    return this.root.platform.env.isMiniProgram ? 'mp' : 'h5';
  }

  /** Loads the poster of a case (the newest call wins). */
  load(infoUuid: string): Promise<boolean> {
    this.infoUuid = infoUuid;
    const userSourceId = this.root.auth.user?.userId || undefined;
    return this.loadAct.latest('growth.poster', async (live) => {
      const info = await this.root.api.growth.poster({ infoUuid, target: this.target, userSourceId });
      if (live()) runInAction(() => {
        this.info = info;
        this.chosen = info.pictureUrl;
      });
    });
  }

  choose(url: string): void {
    this.chosen = url;
    this.saveAct.clear();
  }

  /** An uploaded picture becomes the choice. */
  uploaded(files: UploadedFile[]): void {
    const last = files[files.length - 1];
    if (last) this.choose(last.url);
  }

  /** Saves the owner's pick; the poster is composed again with it. */
  save(): Promise<boolean> {
    if (!this.chosen) return Promise.resolve(this.saveAct.fail(POSTER_TEXT.pick));
    return this.saveAct.run('growth.setPosterPicture', async () => {
      await this.root.api.growth.setPosterPicture({ infoUuid: this.infoUuid, pictureUrl: this.chosen });
      this.root.ui.showToast(POSTER_TEXT.saved);
      await this.load(this.infoUuid);
    }, { toast: true });
  }
}
