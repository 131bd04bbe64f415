/**
 * Target, raised, donation count and progress of a case — the server's numbers, through lib/money.
 * A fund without a target (the platform's general fund) shows 长期筹款 instead of a 0 元 target and no progress.
 */
import { View, Text } from '@tarojs/components';
import type { FundingInfo } from '../../contract/cases';
import { formatFen, progressPercent } from '../../lib/money';
import { ProgressBar } from './ProgressBar';
import './case.css';

export function FundingSummary({ info }: { info: FundingInfo }) {
  const open = info.targetAmount <= 0;
  const percent = progressPercent(info.raisedAmount, info.targetAmount);
  return (
    <View className='cf-summary'>
      <View className='cf-summary__raised'>
        <Text className='cf-summary__label'>已筹金额</Text>
        <Text className='cf-summary__big' data-testid='case-raised-amount'>
          {formatFen(info.raisedAmount)}元
        </Text>
      </View>
      {open ? null : <ProgressBar percent={percent} />}
      <View className='cf-summary__row'>
        <View className='cf-summary__cell'>
          <Text className='cf-summary__value' data-testid='case-target-amount'>
            {open ? '不设上限' : `${formatFen(info.targetAmount)}元`}
          </Text>
          <Text className='cf-summary__label'>目标金额</Text>
        </View>
        <View className='cf-summary__cell'>
          <Text className='cf-summary__value' data-testid='case-donation-count'>
            {info.donationCount}次
          </Text>
          <Text className='cf-summary__label'>帮助次数</Text>
        </View>
        <View className='cf-summary__cell'>
          <Text className='cf-summary__value'>{open ? '长期筹款' : `${percent}%`}</Text>
          <Text className='cf-summary__label'>筹款进度</Text>
        </View>
      </View>
    </View>
  );
}
