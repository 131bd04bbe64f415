/**
 * The list footer that loads the next page when the page reaches its bottom (the page's
 * onReachBottomDistance should be BOTTOM_TRIGGER_PX = 70). A trigger locks further triggers for 2 s.
 * Shows 加载中 / 没有更多了 / 上拉加载更多 in a 40 px row.
 */
import { useRef } from 'react';
import { View, Text } from '@tarojs/components';
import { useReachBottom } from '@tarojs/taro';
import { BOTTOM_LOADER_HEIGHT, shouldLoadMore } from './state';
import './index.css';

export { BOTTOM_LOADER_HEIGHT, BOTTOM_TRIGGER_PX, BOTTOM_LOCK_MS, shouldLoadMore } from './state';

export interface BottomLoaderProps {
  loading: boolean;
  hasMore: boolean;
  onLoadMore: () => unknown;
  /** text when everything is loaded (default 没有更多了) */
  doneText?: string;
}

export function BottomLoader({ loading, hasMore, onLoadMore, doneText = '没有更多了' }: BottomLoaderProps) {
  const lastAt = useRef<number | null>(null);
  const trigger = () => {
    const now = Date.now();
    if (!shouldLoadMore({ distanceToBottom: 0, now, lastAt: lastAt.current, loading, hasMore })) return;
    lastAt.current = now;
    onLoadMore();
  };
  useReachBottom(trigger);

  const text = loading ? '加载中…' : hasMore ? '上拉加载更多' : doneText;
  return (
    <View
      className='cf-bottom-loader'
      style={{ height: `${BOTTOM_LOADER_HEIGHT}px` }}
      data-testid='bottom-loader'
      onClick={hasMore && !loading ? trigger : undefined}
    >
      {loading ? <View className='cf-bottom-loader__spinner' /> : null}
      <Text className='cf-bottom-loader__text'>{text}</Text>
    </View>
  );
}
