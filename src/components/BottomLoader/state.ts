/** When the bottom loader asks for the next page (70 px from the bottom, then a 2 s lock). */

/** Height of the loader row (real px). */
export const BOTTOM_LOADER_HEIGHT = 40;
/** Distance from the bottom that triggers loading (also the pages' onReachBottomDistance). */
export const BOTTOM_TRIGGER_PX = 70;
/** A trigger locks further triggers for this long. */
export const BOTTOM_LOCK_MS = 2000;

export interface LoadMoreCheck {
  /** remaining distance to the bottom of the content, in px */
  distanceToBottom: number;
  now: number;
  /** time of the last trigger (ms), or null */
  lastAt: number | null;
  loading: boolean;
  hasMore: boolean;
}

/** Whether to load the next page now. */
export function shouldLoadMore(c: LoadMoreCheck): boolean {
  if (!c.hasMore || c.loading) return false;
  if (c.distanceToBottom > BOTTOM_TRIGGER_PX) return false;
  return c.lastAt === null || c.now - c.lastAt >= BOTTOM_LOCK_MS;
}
