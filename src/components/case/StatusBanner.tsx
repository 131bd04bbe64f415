/** The case status in words: every code has its own message; the finish text adds detail. */
import { View, Text } from '@tarojs/components';
import { statusMessage } from '../../stores/caseStatus';
import './case.css';

export function StatusBanner({ status, finishStr }: { status: number; finishStr?: string }) {
  const normal = status === 0;
  const extra = (finishStr ?? '').trim();
  return (
    <View className={`cf-status ${normal ? 'cf-status--normal' : 'cf-status--ended'}`} data-testid='case-status'>
      <Text className='cf-status__text'>{statusMessage(status)}</Text>
      {!normal && extra && extra !== statusMessage(status) ? <Text className='cf-status__extra'>{extra}</Text> : null}
    </View>
  );
}
