/**
 * /cf/act/sub-venue/:subVenueId: a donor's sub-venue (分会场) of an activity: its title, its owner (name masked),
 * its visits and what the owner gave in the activity, the activity's last gifts, and the way to the venue. A
 * logged-in visit is counted once a day. It moves no money and unlocks nothing.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { ErrorState } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { useFeature, useStores } from '../../../stores/context';
import { SUB_VENUE_KEY, SubVenueStore } from '../../../stores/activity/SubVenueStore';
import { formatFen } from '../../../lib/money';
import { formatTime } from '../../../lib/time';
import { GiftRow } from '../shared/VenueHall';
import '../venue.css';

export const SubVenueView = observer(function SubVenueView({ subVenueId }: { subVenueId: string }) {
  const { platform, auth } = useStores();
  const s = useFeature(SUB_VENUE_KEY, (root) => new SubVenueStore(root));
  const loggedIn = auth.loggedIn;
  useEffect(() => {
    if (subVenueId) void s.load(subVenueId);
  }, [s, subVenueId, loggedIn]);
  const sv = s.sub;
  if (!sv) return s.loadAct.error ? <ErrorState text={s.loadAct.error} onRetry={() => void s.load(subVenueId)} /> : <Skeleton rows={5} />;
  return (
    <View className='venue' data-testid='sub-venue'>
      <View className='venue-head'>
        <Text className='venue-head__title' data-testid='sub-venue-title'>{sv.title}</Text>
        <Text className='venue-head__sub' data-testid='sub-venue-owner'>{sv.isOwner ? '这是你的分会场' : `${sv.ownerName}的分会场`}</Text>
        <Text className='venue-head__sub'>{`开设于${formatTime(sv.createdAt, 'YYYY-MM-DD')}`}</Text>
      </View>
      <View className='venue-stats'>
        <View className='venue-stat'>
          <Text className='venue-stat__num' data-testid='sub-venue-visits'>{sv.visitCount}</Text>
          <Text className='venue-stat__label'>到访人次</Text>
        </View>
        <View className='venue-stat'>
          <Text className='venue-stat__num' data-testid='sub-venue-gave'>{formatFen(sv.ownerGave)}</Text>
          <Text className='venue-stat__label'>{sv.isOwner ? '我在活动中捐款(元)' : '会场主人捐款(元)'}</Text>
        </View>
      </View>
      {sv.isOwner ? <View className='venue-mine' data-testid='sub-venue-share-tip'>点击右上角分享给好友，邀请他们来看看本活动的筹款（分享不会解锁配捐或奖励）。</View> : null}
      <View className='venue-entries'>
        <View className='venue-entry' role='link' data-testid='sub-venue-to-venue' onClick={() => platform.nav.go('actHomeRule', { activityId: sv.activityId, source: 'sub-venue' })}>
          <Text>去活动主会场帮一把</Text>
          <Text className='venue-entry__arrow'>›</Text>
        </View>
      </View>
      <Text className='venue-h'>最新捐款</Text>
      {s.gifts.length === 0 ? <Text className='venue-empty'>还没有捐款</Text> : null}
      {s.gifts.map((g, i) => <GiftRow key={`${g.time}-${i}`} g={g} testId='sub-venue-gift' />)}
    </View>
  );
});

function Content() {
  const { params } = useRoute();
  return <SubVenueView subVenueId={params.subVenueId ?? ''} />;
}

export default function SubVenuePage() {
  return (
    <RoutePage route='subVenue'>
      <Content />
    </RoutePage>
  );
}
