/** Pull-to-refresh state machine (idle, release-to-refresh, refreshing; refresh past 44 px). */

/** Pull distance (real px) past which releasing refreshes. */
export const PULL_REFRESH_HEIGHT = 44;

export type PullState = 'idle' | 'pulling' | 'release' | 'refreshing';

/** Damped pull distance for a finger travel (the content follows at half speed, capped). */
export function pullDistance(fingerDelta: number): number {
  if (fingerDelta <= 0) return 0;
  return Math.min(fingerDelta / 2, PULL_REFRESH_HEIGHT * 2.5);
}

/** State for a pull distance while the finger is down. */
export function stateForPull(distance: number, refreshing: boolean): PullState {
  if (refreshing) return 'refreshing';
  if (distance >= PULL_REFRESH_HEIGHT) return 'release';
  return distance > 0 ? 'pulling' : 'idle';
}

/** The text shown for each state. */
export const PULL_TEXT: Record<PullState, string> = {
  idle: '',
  pulling: '下拉刷新',
  release: '释放刷新',
  refreshing: '正在刷新',
};
