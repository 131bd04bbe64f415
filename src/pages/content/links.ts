/** Opening a link staff set on content: one of our pages opens in-app, an allowed outside address is left to. */
import type { RootStore } from '../../stores/RootStore';
import { internalPath } from '../left-slide/logic';

export function currentHost(): string {
  return (globalThis as { location?: { hostname?: string } }).location?.hostname ?? '';
}

export function openLink(root: RootStore, url: string): void {
  if (!url) return;
  const path = internalPath(url, currentHost());
  if (path) root.platform.nav.go(path);
  else root.platform.nav.leave(url);
}

/** Plain text -> paragraphs (blank lines or single line breaks split them). */
export const paragraphs = (text: string): string[] => text.split(/\n+/).map((p) => p.trim()).filter(Boolean);
