/**
 * Pull-to-refresh around page content.
 * - Mini-program (platform.pullDown.native): WeChat's own; the page config turns it on (pullDownPageConfig,
 *   src/lib/pull-down.ts), its onPullDownRefresh calls onRefresh and the animation stops when the data is in.
 * - H5: drawn here (the WeChat browser keeps its own bounce for a pull at the top of a page, so Taro's H5
 *   pull-down is not used): pull down at the top of the page past 44 px and release to call onRefresh; the
 *   header shows 下拉刷新 / 释放刷新 / 正在刷新 and stays 44 px tall while refreshing.
 */
import { useRef, useState, type ReactNode } from 'react';
import { View, Text } from '@tarojs/components';
import { usePageScroll } from '@tarojs/taro';
import { useStores } from '../../stores/context';
import { usePullDown } from './usePullDown';
import { PULL_REFRESH_HEIGHT, PULL_TEXT, pullDistance, stateForPull } from './state';
import './index.css';

export { PULL_REFRESH_HEIGHT, stateForPull, pullDistance } from './state';
export type { PullState } from './state';
export { usePullDown } from './usePullDown';

export interface PullToRefreshProps {
  onRefresh: () => Promise<unknown> | void;
  disabled?: boolean;
  children?: ReactNode;
}

type TouchLike = { touches?: ArrayLike<{ clientY: number }> };
/** Taro types touch handlers as taking its base event; the touch list is there at run time. */
const touchY = (e: unknown): number | null => (e as TouchLike).touches?.[0]?.clientY ?? null;

export function PullToRefresh({ onRefresh, disabled, children }: PullToRefreshProps) {
  const { platform } = useStores();
  // the native pull (the mini-program): reload, then stop WeChat's animation once the data has arrived
  usePullDown(onRefresh);
  const [distance, setDistance] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const startY = useRef<number | null>(null);
  const scrollTop = useRef(0);

  usePageScroll((e: { scrollTop: number }) => {
    scrollTop.current = e.scrollTop;
  });

  const state = stateForPull(distance, refreshing);
  if (platform.pullDown.native) return <>{children}</>;

  const onStart = (e: unknown) => {
    if (disabled || refreshing || scrollTop.current > 0) return;
    startY.current = touchY(e);
  };
  const onMove = (e: unknown) => {
    const y = touchY(e);
    if (startY.current === null || y === null) return;
    setDistance(pullDistance(y - startY.current));
  };
  const onEnd = async () => {
    if (startY.current === null) return;
    startY.current = null;
    if (stateForPull(distance, false) !== 'release') {
      setDistance(0);
      return;
    }
    setRefreshing(true);
    setDistance(PULL_REFRESH_HEIGHT);
    try {
      await onRefresh();
    } finally {
      setRefreshing(false);
      setDistance(0);
    }
  };

  return (
    <View className='cf-ptr' onTouchStart={onStart} onTouchMove={onMove} onTouchEnd={onEnd} onTouchCancel={onEnd}>
      <View
        className='cf-ptr__head'
        data-testid='pull-to-refresh'
        data-state={state}
        style={{ height: `${refreshing ? PULL_REFRESH_HEIGHT : distance}px` }}
      >
        {state !== 'idle' ? <Text className='cf-ptr__text'>{PULL_TEXT[state]}</Text> : null}
      </View>
      {children}
    </View>
  );
}
