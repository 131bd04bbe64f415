/**
 * The mini-program share answer of every page, registered once here for every RoutePage: WeChat calls
 * a page's onShareAppMessage / onShareTimeline only where the page config enables sharing (a route
 * without hideShare), and the answer is ShareStore.mpAnswer's: the page's own card (useShareCard), the
 * case on the page, or the page itself. On H5 the hooks are never called.
 */
import { useRef } from 'react';
import { useShareAppMessage, useShareTimeline } from '@tarojs/taro';
import { SHARE_TARGET } from '../../platform/types';
import type { RootStore } from '../../stores/RootStore';
import type { RouteInfo } from './resolve';
import type { ShareSlot } from './share-slot';

/** Registers the page's share hooks; returns the slot a child fills with its own card. */
export function useRouteShare(root: RootStore, info: RouteInfo): ShareSlot {
  const slot = useRef<ShareSlot>({ own: null }).current;
  useShareAppMessage(() => root.share.mpAnswer(info, SHARE_TARGET.friend, slot.own).message);
  useShareTimeline(() => root.share.mpAnswer(info, SHARE_TARGET.timeline, slot.own).timeline);
  return slot;
}
