/** /cf/act/good-day/love-list/:activityId: the activity's love list, donors ranked by what they gave in it (names masked), and the user's own rank. */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { ErrorState } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { useFeature, useStores } from '../../../stores/context';
import { formatFenPlain } from '../../../lib/money';
import { VenueStore } from '../../../stores/activity/VenueStore';
import { VisitPennantNote } from '../shared/VenueEntries';
import '../venue.css';

export const LoveListView = observer(function LoveListView({ activityId }: { activityId: string }) {
  const { auth } = useStores();
  const s = useFeature('venue', (root) => new VenueStore(root));
  useEffect(() => {
    void s.loadLoveList(activityId);
  }, [s, activityId]);
  useEffect(() => {
    if (auth.loggedIn && activityId) void s.recordVisit(activityId);
  }, [s, auth.loggedIn, activityId]);
  const top = s.loveList;
  const st = s.stats;
  if (!top || !st) return s.loveAct.error ? <ErrorState text={s.loveAct.error} onRetry={() => void s.loadLoveList(activityId)} /> : <Skeleton rows={6} />;
  const mine = !auth.loggedIn ? '登录后查看我的排名' : top.myRank ? `我的排名：第${top.myRank}名 · 捐款${formatFenPlain(top.myAmount)}元` : '您还没有在本活动中捐款';
  return (
    <View className='venue' data-testid='love-list'>
      <View className='venue-head'>
        <Text className='venue-head__title'>{`${top.title} · 爱心榜`}</Text>
        <Text className='venue-head__sub'>{`${st.sponsorName}配捐 · 按活动期间捐款金额排名`}</Text>
      </View>
      <View className='venue-stats' data-testid='venue-stats'>
        {([[`${st.donorCount}`, '爱心人士'], [formatFenPlain(st.giftAmount), '捐款(元)'], [formatFenPlain(st.matched), '已配捐(元)'], [`${st.caseCount}`, '帮助筹款']] as const).map(([n, label]) => (
          <View key={label} className='venue-stat'>
            <Text className='venue-stat__num'>{n}</Text>
            <Text className='venue-stat__label'>{label}</Text>
          </View>
        ))}
      </View>
      <View className='venue-mine' data-testid='love-list-my-rank'>{mine}</View>
      <VisitPennantNote visit={s.visit} />
      <Text className='venue-h'>爱心榜</Text>
      {top.list.length === 0 ? <Text className='venue-empty' data-testid='love-list-empty'>还没有人捐款，快来成为第一位爱心人士</Text> : null}
      {top.list.map((r) => (
        <View key={r.rank} className={`venue-row ${r.mine ? 'venue-row--mine' : ''}`} data-testid='love-list-item'>
          <Text className={`venue-row__rank ${r.rank <= 3 ? 'venue-row__rank--top' : ''}`}>{r.rank}</Text>
          <View className='venue-row__main'>
            <Text className='venue-row__name'>{r.mine ? `${r.name}（我）` : r.name}</Text>
            <Text className='venue-row__sub'>{`捐款${r.giftCount}次`}</Text>
          </View>
          <Text className='venue-row__amount'>{`${formatFenPlain(r.amount)}元`}</Text>
        </View>
      ))}
    </View>
  );
});

function Content() {
  const { params } = useRoute();
  return <LoveListView activityId={params.activityId ?? ''} />;
}

export default function GoodDayLoveListPage() {
  return (
    <RoutePage route='goodDayLoveList'>
      <Content />
    </RoutePage>
  );
}
