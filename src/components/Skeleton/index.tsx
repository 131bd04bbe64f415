/** A light placeholder while a page waits for its entry check (RoutePage) or first data. */
import { View } from '@tarojs/components';
import './index.css';

export interface SkeletonProps {
  rows?: number;
}

export function Skeleton({ rows = 4 }: SkeletonProps) {
  return (
    <View className='cf-skeleton' data-testid='skeleton'>
      <View className='cf-skeleton__block' />
      {Array.from({ length: rows }, (_, i) => (
        <View key={i} className='cf-skeleton__row' style={{ width: `${92 - (i % 3) * 18}%` }} />
      ))}
    </View>
  );
}
