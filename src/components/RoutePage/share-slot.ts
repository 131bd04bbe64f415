/**
 * The slot a page fills with its own share card (useShareCard), read by RoutePage's share answer
 * (./share.ts). No Taro here: views the server renders too (the article) may call useShareCard, which
 * does nothing outside a RoutePage.
 */
import { createContext, useContext } from 'react';
import type { OwnShareCard } from '../../stores/ShareStore';

export type CardSource = () => OwnShareCard | null;
export interface ShareSlot {
  own: CardSource | null;
}

export const ShareSlotContext = createContext<ShareSlot | null>(null);

/** A page's own share card (instead of the case or the page itself), e.g. the invitation with the reader's code. */
export function useShareCard(card: CardSource): void {
  const slot = useContext(ShareSlotContext);
  if (slot) slot.own = card;
}
