/**
 * One case in a list: cover, title, raised amount and progress toward the target. Tap opens the case.
 * `eager`: the cover loads at once (the first cards are on the first screen: their covers are what the
 * reader waits for); later covers load as they scroll near.
 */
import { View, Text, Image } from '@tarojs/components';
import type { CaseCard as CaseCardData } from '../../contract/cases';
import { formatFen, progressPercent } from '../../lib/money';
import { ProgressBar } from './ProgressBar';
import { statusLabel } from '../../contract/rules/case-status';
import './case.css';

export function CaseCard({ item, onOpen, eager }: { item: CaseCardData; onOpen: (infoUuid: string) => void; eager?: boolean }) {
  const percent = progressPercent(item.raisedAmount, item.targetAmount);
  return (
    <View className='cf-card' data-testid='case-card' data-status={item.status} role='link' onClick={() => onOpen(item.infoUuid)}>
      {/* The case's status in its own words, over the cover (the card's layout does not move). */}
      <Text className={`cf-card__status ${item.status === 0 ? '' : 'cf-card__status--ended'}`} data-testid='case-card-status'>
        {statusLabel(item.status)}
      </Text>
      {item.coverUrl ? (
        <Image className='cf-card__cover' src={item.coverUrl} mode='aspectFill' lazyLoad={!eager} imgProps={{ alt: '' }} />
      ) : (
        <View className='cf-card__cover cf-card__cover--empty' aria-hidden='true'>
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
