/** /cf/pennants/mine: the user's pennants (锦旗) as cards; tapping one opens its certificate. Logic in VenueStore. */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { ErrorState } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { useFeature } from '../../../stores/context';
import { formatTime } from '../../../lib/time';
import { PENNANT_SOURCE_TEXT, VenueStore } from '../../../stores/activity/VenueStore';
import '../venue.css';

export const PennantsView = observer(function PennantsView() {
  const s = useFeature('venue', (root) => new VenueStore(root));
  useEffect(() => {
    void s.loadPennants();
  }, [s]);
  if (!s.pennants) return s.pennantsAct.error ? <ErrorState text={s.pennantsAct.error} onRetry={() => void s.loadPennants()} /> : <Skeleton rows={4} />;
  return (
    <View className='venue' data-testid='pennants-mine'>
      <View className='venue-head'>
        <Text className='venue-head__title' data-testid='pennant-count'>{`我的锦旗 ${s.pennants.length} 面`}</Text>
        <Text className='venue-head__sub'>在活动中捐款、每天访问活动会场都可获得锦旗</Text>
      </View>
      {s.pennants.length === 0 ? <Text className='venue-empty' data-testid='pennant-empty'>还没有锦旗，参与配捐活动捐款即可获得</Text> : null}
      {s.pennants.map((p) => (
        <View key={p.pennantId}>
          <View className='pennant' role='button' data-testid='pennant-card' onClick={() => void s.openPennant(p.pennantId)}>
            <View className='pennant__flag'>旗</View>
            <View className='pennant__main'>
              <Text className='pennant__title'>{p.title}</Text>
              <Text className='pennant__sub'>{`${PENNANT_SOURCE_TEXT[p.source]} · ${formatTime(p.createdAt, 'YYYY-MM-DD')}`}</Text>
              {p.caseTitle || p.activityTitle ? <Text className='pennant__sub'>{p.caseTitle ? `${p.activityTitle ? `${p.activityTitle} · ` : ''}${p.caseTitle}` : p.activityTitle}</Text> : null}
            </View>
          </View>
          {s.opened?.pennant.pennantId === p.pennantId ? <View className='pennant-cert' data-testid='pennant-certificate'>{s.opened.certificate}</View> : null}
        </View>
      ))}
      <Text className='venue-h'>锦旗仅作纪念，不具有任何现金价值。</Text>
    </View>
  );
});

export default function PennantsMinePage() {
  return (
    <RoutePage route='pennantsMine'>
      <PennantsView />
    </RoutePage>
  );
}
