/** One case in a list: cover, title, raised amount and progress toward the target. Tap opens the case. */
import { View, Text, Image } from '@tarojs/components';
import type { CaseCard as CaseCardData } from '../../services/contract';
import { formatFen, progressPercent } from '../../lib/money';
import { ProgressBar } from './ProgressBar';
import './case.css';

export function CaseCard({ item, onOpen }: { item: CaseCardData; onOpen: (infoUuid: string) => void }) {
  const percent = progressPercent(item.raisedAmount, item.targetAmount);
  return (
    <View className='cf-card' data-testid='case-card' onClick={() => onOpen(item.infoUuid)}>
      {item.coverUrl ? (
        <Image className='cf-card__cover' src={item.coverUrl} mode='aspectFill' lazyLoad />
      ) : (
        <View className='cf-card__cover cf-card__cover--empty'>
          <Text>爱心筹</Text>
        </View>
      )}
      <View className='cf-card__body'>
        <Text className='cf-card__title'>{item.title}</Text>
        <ProgressBar percent={percent} />
        <View className='cf-card__nums'>
          <View className='cf-card__num'>
            <Text className='cf-card__value'>{formatFen(item.raisedAmount)}</Text>
            <Text className='cf-card__label'>已筹(元)</Text>
          </View>
          <View className='cf-card__num'>
            <Text className='cf-card__value'>{item.donationCount}</Text>
            <Text className='cf-card__label'>帮助次数</Text>
          </View>
          <View className='cf-card__num'>
            <Text className='cf-card__value'>{percent}%</Text>
            <Text className='cf-card__label'>进度</Text>
          </View>
        </View>
      </View>
    </View>
  );
}
