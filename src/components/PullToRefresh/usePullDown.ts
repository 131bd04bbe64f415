/**
 * The mini-program's native pull-down refresh for a page (its config: pullDownPageConfig in
 * src/lib/pull-down.ts): WeChat's pull calls `onRefresh`, and its animation stops once the data is in
 * (or the load failed). Where the pull-down is not native (H5) nothing fires: PullToRefresh draws its own.
 */
import { useRef } from 'react';
import { usePullDownRefresh } from '@tarojs/taro';
import { useStores } from '../../stores/context';

export function usePullDown(onRefresh: () => Promise<unknown> | void): void {
  const { platform } = useStores();
  const latest = useRef(onRefresh);
  latest.current = onRefresh;
  usePullDownRefresh(() => {
    void Promise.resolve()
      .then(() => latest.current())
      .catch(() => undefined)
      .finally(() => platform.pullDown.stop());
  });
}
