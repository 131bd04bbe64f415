/**
 * /cf/act/charity-pig: the donor's charity pig (爱心小猪), a pig that fills with their gifts: its level, how
 * full it is toward the next, what they gave (less refunds), the matches sponsors added to their gifts and the
 * red packets they gave on, and their recent gifts. It holds no money: never cashed, spent or withdrawn.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { ErrorState } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { useFeature, useStores } from '../../../stores/context';
import { CASE_REWARDS_KEY, CaseRewardsStore, PIG_NO_CASH, pigFill } from '../../../stores/activity/CaseRewardsStore';
import { formatFen } from '../../../lib/money';
import { formatTime } from '../../../lib/time';
import '../venue.css';

export const PigView = observer(function PigView() {
  const { platform } = useStores();
  const s = useFeature(CASE_REWARDS_KEY, (root) => new CaseRewardsStore(root));
  useEffect(() => {
    void s.loadPig();
  }, [s]);
  const p = s.pigInfo;
  if (!p) return s.pigAct.error ? <ErrorState text={s.pigAct.error} onRetry={() => void s.loadPig()} /> : <Skeleton rows={5} />;
  const fill = pigFill(p);
  return (
    <View className='venue' data-testid='charity-pig'>
      <View className='pig'>
        <View className='pig__body' data-testid='pig-body' data-fill={fill}>
          <View className='pig__fill' style={{ height: `${fill}%` }} />
          <Text className='pig__level' data-testid='pig-level'>{`Lv.${p.level}`}</Text>
        </View>
        <Text className='pig__amount' data-testid='pig-net'>{`${formatFen(p.netFen)}元爱心`}</Text>
        <Text className='pig__sub' data-testid='pig-next'>
          {p.nextLevelFen > p.netFen ? `再捐${formatFen(p.nextLevelFen - p.netFen)}元，小猪升到Lv.${p.level + 1}` : '小猪已经满满当当'}
        </Text>
      </View>
      <View className='hall-card' data-testid='pig-figures'>
        <Text className='hall-card__sub'>{`累计捐款${p.giftCount}笔，帮助${p.caseCount}个筹款，共${formatFen(p.paidFen)}元${p.refundedFen > 0 ? `（已退款${formatFen(p.refundedFen)}元）` : ''}`}</Text>
        <Text className='hall-card__sub'>{`本月捐款${formatFen(p.monthFen)}元`}</Text>
        <Text className='hall-card__sub'>{`出资方为你的捐款配捐${formatFen(p.matchedFen)}元，你转赠红包${formatFen(p.redPacketFen)}元`}</Text>
      </View>
      <Text className='venue-h'>最近的捐款</Text>
      {p.recent.length === 0 ? <Text className='venue-empty' data-testid='pig-empty'>小猪还空着，捐一笔让它长大吧</Text> : null}
      {p.recent.map((g) => (
        <View key={g.orderId} className='venue-row' role='link' data-testid='pig-gift-item' onClick={() => platform.nav.go('contribute', { infoUuid: g.infoUuid })}>
          <View className='venue-row__main'>
            <Text className='venue-row__name'>{g.title}</Text>
            <Text className='venue-row__sub'>{formatTime(g.paidAt, 'YYYY-MM-DD HH:mm')}</Text>
          </View>
          <Text className='venue-row__amount'>{`${formatFen(g.amount)}元`}</Text>
        </View>
      ))}
      <View className='rule__note' data-testid='pig-no-cash'>{PIG_NO_CASH}</View>
    </View>
  );
});

export default function CharityPigPage() {
  return (
    <RoutePage route='charityPig'>
      <PigView />
    </RoutePage>
  );
}
