/** Shows a short toast through the UiStore (2 s default, SPEC 9). */
import type { RootStore } from './RootStore';
import { errorText } from './paging';
import { logFailure } from './report';

export function toastText(root: RootStore, text: string): void {
  root.ui.showToast(text);
}

/** A failed user action: logged, its Chinese message toasted, and returned for the form's error line. */
export function failureToast(root: RootStore, where: string, err: unknown): string {
  logFailure(where, err);
  const text = errorText(err);
  toastText(root, text);
  return text;
}
