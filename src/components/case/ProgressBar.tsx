/** A thin progress bar toward the target (percent from the server's fen amounts). */
import { View } from '@tarojs/components';
import './case.css';

export function ProgressBar({ percent }: { percent: number }) {
  const p = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <View className='cf-progress' role='progressbar' aria-label='筹款进度' aria-valuenow={p} aria-valuemin={0} aria-valuemax={100}>
      <View className='cf-progress__fill' style={{ width: `${p}%` }} />
    </View>
  );
}
