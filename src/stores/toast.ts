/** Shows a short toast through the UiStore (2 s default, SPEC 9). */
import type { RootStore } from './RootStore';

export function toastText(root: RootStore, text: string): void {
  root.ui.showToast(text);
}
