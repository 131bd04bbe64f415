/**
 * /cf/act-home-rule: the activity's venue (活动会场; ?activityId=, else the live one, and where the old venue
 * addresses land): its title and dates, the hall (VenueHall: the case the reader came from, ?infoUuid=, the
 * allowance, 随机帮一个 and 自己决定, the last gifts, the reader's own part, the share entry), the entries to
 * every activity screen and its cases (VenueEntries), today's visit pennant for a logged-in reader, and its
 * rules: ratio, caps, what a donor gets, and that a share unlocks nothing. ?source= / ?channel= say where the
 * visitor came from (recorded once per visit).
 */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { ErrorState } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { useFeature, useStores } from '../../../stores/context';
import { CaseChooser, VenueEntries, VisitPennantNote } from '../shared/VenueEntries';
import { VenueHall } from '../shared/VenueHall';
import { formatTime } from '../../../lib/time';
import { NEVER_SHARE_TO_UNLOCK, VenueStore } from '../../../stores/activity/VenueStore';
import '../venue.css';

export const ActRuleView = observer(function ActRuleView({ activityId, infoUuid, source, channel }: {
  activityId?: string; infoUuid?: string; source?: string; channel?: string;
}) {
  const { auth } = useStores();
  const [choosing, setChoosing] = useState(false);
  const s = useFeature('venue', (root) => new VenueStore(root));
  useEffect(() => {
    void s.loadRule(activityId);
  }, [s, activityId]);
  const a = s.rule;
  const visitId = a?.live && auth.loggedIn ? a.activityId : '';
  useEffect(() => {
    if (visitId) void s.recordVisit(visitId);
  }, [s, visitId]);
  if (!a) return s.ruleAct.error ? <ErrorState text={s.ruleAct.error} onRetry={() => void s.loadRule(activityId)} /> : <Skeleton rows={5} />;
  return (
    <View className='venue' data-testid='act-rule'>
      <View className='venue-head'>
        <Text className='venue-head__title' data-testid='act-rule-title'>{a.title}</Text>
        <Text className='venue-head__sub' data-testid='act-rule-dates'>{`活动时间：${formatTime(a.startsAt, 'YYYY-MM-DD HH:mm')} 至 ${formatTime(a.endsAt, 'YYYY-MM-DD HH:mm')}${a.live ? '' : '（未在进行中）'}`}</Text>
        <Text className='venue-head__sub'>{`出资方：${a.sponsorName}`}</Text>
      </View>
      <VisitPennantNote visit={s.visit} />
      <VenueHall activity={a} infoUuid={infoUuid} source={source} channel={channel} onDecideSelf={() => setChoosing(true)} />
      {choosing ? <CaseChooser venue={s} /> : null}
      <VenueEntries activityId={a.activityId} cases={choosing ? [] : s.cases} />
      <Text className='venue-h'>配捐规则</Text>
      <View className='rule'>
        {s.ruleLines.map((line) => <Text key={line} className='rule__line' data-testid='act-rule-line'>{line}</Text>)}
      </View>
      {a.rules ? (
        <>
          <Text className='venue-h'>活动说明</Text>
          <View className='rule'><Text className='rule__text' data-testid='act-rule-text'>{a.rules}</Text></View>
        </>
      ) : null}
      <View className='rule__note' data-testid='act-rule-share-note'>{NEVER_SHARE_TO_UNLOCK}</View>
    </View>
  );
});

function Content() {
  const { query } = useRoute();
  return <ActRuleView activityId={query.activityId || undefined} infoUuid={query.infoUuid || undefined} source={query.source || undefined} channel={query.channel || undefined} />;
}

export default function ActHomeRulePage() {
  return (
    <RoutePage route='actHomeRule'>
      <Content />
    </RoutePage>
  );
}
