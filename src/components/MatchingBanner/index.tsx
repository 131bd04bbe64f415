/**
 * A case's matching gift on the case page and the pay page: the sponsor and ratio, what this case was
 * matched, what is left in the pool, and (pay page, with an amount) how much this gift will be
 * matched. When the pool runs dry or the activity is paused it says so. Nothing is drawn for a case
 * without an activity. It reads the server again each time it is shown, so after a gift the pool and
 * the case's match are current.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import './index.css';

export interface MatchingBannerProps {
  infoUuid: string;
  /** the pay page's amount in fen (null: none chosen / not the pay page) */
  amountFen?: number | null;
  /** the case page: the way to the activity's screens (its area, this case's match records, its venue) */
  entries?: boolean;
  /** the case's own subsidy screens (match records, area): read through the case's own call */
  own?: boolean;
}

/** [test id, title, route name, params from the case and its activity] */
const ENTRIES: ReadonlyArray<readonly [string, string, string, (infoUuid: string, activityId: string) => Record<string, string>]> = [
  ['matching-entry-area', '配捐专区', 'matchingGiftAreaDetail', (infoUuid) => ({ infoUuid })],
  ['matching-entry-detail', '配捐详情', 'matchingGiftDetail', (infoUuid) => ({ infoUuid })],
  ['matching-entry-venue', '活动会场', 'actHomeRule', (_i, activityId) => ({ activityId })],
];

export const MatchingBanner = observer(function MatchingBanner({ infoUuid, amountFen, entries, own }: MatchingBannerProps) {
  const { matching, platform } = useStores();
  useEffect(() => {
    if (infoUuid) void matching.load(infoUuid, own);
  }, [infoUuid, matching, own]);
  const v = matching.loaded(infoUuid) ? matching.view(infoUuid, amountFen) : null;
  if (!v) return null;
  const canJoin = matching.matchTransferCanJoinStatus.get(infoUuid) === true;
  return (
    <View className={`cf-match cf-match--${v.state}`} data-testid='matching-banner' data-state={v.state} data-can-join={canJoin ? '1' : '0'}>
      <View className='cf-match__head'>
        <Text className='cf-match__tag'>配捐</Text>
        <Text className='cf-match__title' data-testid='matching-headline'>{v.headline}</Text>
      </View>
      <View className='cf-match__figures'>
        <View className='cf-match__figure'>
          <Text className='cf-match__num' data-testid='matching-case-money'>{v.caseMoney}</Text>
          <Text className='cf-match__label'>本筹款已获配捐(元)</Text>
        </View>
        <View className='cf-match__figure'>
          <Text className='cf-match__num' data-testid='matching-pool-left'>{v.poolLeft}</Text>
          <Text className='cf-match__label'>配捐金剩余(元)</Text>
        </View>
        <View className='cf-match__figure'>
          <Text className='cf-match__num'>{v.ratio}</Text>
          <Text className='cf-match__label'>配捐比例</Text>
        </View>
      </View>
      {v.state === 'live' ? <Text className='cf-match__room' data-testid='matching-case-room'>{`本筹款还可获配捐${v.caseRoom}元`}</Text> : null}
      {v.giftLine ? <Text className='cf-match__gift' data-testid='matching-gift-line' data-match={String(v.giftMatch)}>{v.giftLine}</Text> : null}
      <Text className='cf-match__note'>{`配捐由${v.sponsor}出资，计入筹款金额，与分享无关`}</Text>
      {entries ? (
        <View className='cf-match__entries'>
          {ENTRIES.map(([id, title, route, params]) => (
            <View key={id} className='cf-match__entry' role='link' data-testid={id}
              onClick={() => platform.nav.go(route, params(infoUuid, matching.byCase.get(infoUuid)?.activityId ?? ''))}>
              {`${title} ›`}
            </View>
          ))}
        </View>
      ) : null}
    </View>
  );
});
