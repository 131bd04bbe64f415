/** Shows a short toast through the UiStore (2 s default). A failed action's toast is the Act's (src/stores/act.ts). */
import type { RootStore } from './RootStore';

export function toastText(root: RootStore, text: string): void {
  root.ui.showToast(text);
}
