/**
 * App-wide transient UI: toast (2 s) and dialog (z-index 602).
 * The overlays are drawn by <Overlays/> inside every RoutePage; any store or page drives them here.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './RootStore';
import { GRAY_MODE_KEY, grayModeOf, type GrayMode } from '../contract/rules/gray-mode';

/** Toast default duration. */
export const TOAST_MS = 2000;
/** The dialog's default confirm label and z-index. */
export const DIALOG_CONFIRM_TEXT = '确定';
export const DIALOG_Z_INDEX = 602;

export interface DialogOptions {
  title: string;
  content?: string;
  /** default 确定 */
  confirmText?: string;
  /** shown only when given */
  cancelText?: string;
}

export interface DialogState extends Required<Pick<DialogOptions, 'title' | 'confirmText'>> {
  id: number;
  content: string;
  cancelText: string | null;
}

export interface ToastState {
  id: number;
  text: string;
  /** the page it was shown on (null before the first page) */
  page: string | null;
  /** it stays when the reader moves to another page (a result that leads there, e.g. an accepted invitation) */
  follows: boolean;
}

export interface ToastOptions {
  /** default TOAST_MS */
  durationMs?: number;
  /** declared to follow navigation: kept on the next page (by default a toast belongs to its page) */
  followsNavigation?: boolean;
}

export class UiStore {
  toast: ToastState | null = null;
  dialog: DialogState | null = null;
  /** full path of the page entered last (RoutePage), for the page-visit log's fromPath */
  currentPath: string | null = null;
  /** The site's gray mode (feature config grayMode, 1 on mourning days): pages are drawn gray and the page log says so. */
  grayMode: GrayMode = 0;

  private grayLoad: Promise<GrayMode> | null = null;

  private seq = 0;
  private toastTimer: ReturnType<typeof setTimeout> | null = null;
  private dialogResolve: ((confirmed: boolean) => void) | null = null;

  constructor(readonly root: RootStore) {
    makeAutoObservable<UiStore, 'seq' | 'toastTimer' | 'dialogResolve' | 'grayLoad'>(this, {
      root: false,
      grayLoad: false,
      seq: false,
      toastTimer: false,
      dialogResolve: false,
    });
  }

  /**
   * Shows a short message; replaces the current one. Empty text is ignored. The toast belongs to the
   * page it was shown on and is cleared when another page is entered, unless declared to follow
   * navigation (`followsNavigation`).
   */
  showToast(text: string, { durationMs = TOAST_MS, followsNavigation = false }: ToastOptions = {}): void {
    if (!text) return;
    if (this.toastTimer) clearTimeout(this.toastTimer);
    this.toast = { id: ++this.seq, text, page: this.currentPath, follows: followsNavigation };
    this.toastTimer = setTimeout(() => this.hideToast(), durationMs);
  }

  hideToast(): void {
    if (this.toastTimer) clearTimeout(this.toastTimer);
    this.toastTimer = null;
    this.toast = null;
  }

  /**
   * Opens a dialog (replacing an open one, which counts as cancelled).
   * Resolves true on confirm, false on cancel or when it is closed by navigation.
   */
  showDialog(opts: DialogOptions): Promise<boolean> {
    this.settleDialog(false);
    this.dialog = {
      id: ++this.seq,
      title: opts.title,
      content: opts.content ?? '',
      confirmText: opts.confirmText || DIALOG_CONFIRM_TEXT,
      cancelText: opts.cancelText ?? null,
    };
    return new Promise<boolean>((resolve) => {
      this.dialogResolve = resolve;
    });
  }

  /** The confirm button. */
  confirmDialog(): void {
    this.settleDialog(true);
  }

  /** The cancel button (or any dismissal). */
  cancelDialog(): void {
    this.settleDialog(false);
  }

  /** History moved (back/forward, hash change, route change): the dialog closes. */
  onHistoryChange(): void {
    this.settleDialog(false);
  }

  /**
   * A page was entered (RoutePage): closes the dialog of the page left, clears a toast shown on
   * another page unless it was declared to follow navigation, and returns the previous path (null on
   * the first page).
   */
  routeEntered(path: string): string | null {
    const from = this.currentPath;
    this.currentPath = path;
    if (from !== null && from !== path) this.onHistoryChange();
    const t = this.toast;
    if (t && !t.follows && t.page !== null && t.page !== path) this.hideToast();
    return from;
  }

  /** Reads the gray mode once per app session; a failed read counts as off. */
  loadGrayMode(): Promise<GrayMode> {
    this.grayLoad ??= this.root.api.config.featureConfig({ key: GRAY_MODE_KEY }).then(
      (c) => grayModeOf(c),
      () => 0 as GrayMode,
    ).then((mode) => {
      runInAction(() => (this.grayMode = mode));
      return mode;
    });
    return this.grayLoad;
  }

  private settleDialog(confirmed: boolean): void {
    const resolve = this.dialogResolve;
    this.dialogResolve = null;
    this.dialog = null;
    resolve?.(confirmed);
  }
}
