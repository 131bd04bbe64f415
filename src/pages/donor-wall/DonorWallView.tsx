/** /cf/love-contribution-list/:infoUuid: the donor wall, paged; anonymous donors show the fallback nickname. */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { View, Text } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { formatFenPlain } from '../../lib/money';
import { relativeTime } from '../../lib/time';
import { PullToRefresh } from '../../components/PullToRefresh';
import { BottomLoader } from '../../components/BottomLoader';
import { EmptyState, ErrorState } from '../../components/StateView';
import { Skeleton } from '../../components/Skeleton';
import { Avatar } from '../../components/case/Avatar';
import '../../components/case/case.css';

export const DonorWallView = observer(function DonorWallView({ infoUuid }: { infoUuid: string }) {
  const { donorWall } = useStores();
  const pager = donorWall.pager;

  useEffect(() => {
    if (infoUuid) void donorWall.load(infoUuid);
  }, [donorWall, infoUuid]);

  if (donorWall.infoUuid !== infoUuid || !pager.loaded) {
    return pager.error ? <ErrorState text={pager.error} onRetry={() => void donorWall.load(infoUuid)} /> : <Skeleton rows={5} />;
  }
  if (pager.items.length === 0) return <EmptyState text='还没有人支持，成为第一位爱心人士吧' />;
  const { counts, mine } = donorWall;
  return (
    <View className='cf-page' data-testid='donor-wall'>
      <PullToRefresh onRefresh={() => pager.refresh()}>
        {counts ? (
          <View className='cf-row-item cf-wall-head'>
            <Text className='cf-row-item__title' data-testid='donor-wall-counts'>{`${counts.donorCount}位爱心人士捐款${counts.count}次，共${formatFenPlain(counts.amount)}元`}</Text>
            {mine && mine.count > 0 ? <Text className='cf-row-item__sub' data-testid='donor-wall-mine'>{`我已捐${mine.count}次，共${formatFenPlain(mine.amount)}元`}</Text> : null}
          </View>
        ) : null}
        {donorWall.items.map((d) => (
          <View key={d.orderId} className='cf-row-item' data-testid='donor-wall-item'>
            <Avatar src={d.anonymous ? undefined : d.headImgUrl} name={d.displayName} size='sm' />
            <View className='cf-row-item__main'>
              <Text className='cf-row-item__title'>{d.displayName}</Text>
              <Text className='cf-row-item__sub'>{relativeTime(d.time)}</Text>
              {d.message ? <Text className='cf-row-item__sub' data-testid='donor-wall-message'>{`留言：${d.message}`}</Text> : null}
            </View>
            <Text className='cf-row-item__amount'>支持{formatFenPlain(d.amount)}元</Text>
          </View>
        ))}
        <BottomLoader loading={pager.busy && !pager.refreshing} hasMore={pager.hasNext} onLoadMore={() => donorWall.loadMore()} />
      </PullToRefresh>
    </View>
  );
});
