/**
 * The venue's entries: every activity screen a donor reaches from the venue by a tap (the love list of
 * this activity, the luck draw, the help record with their group-help teams, their red packets and
 * prizes, their pennants), and the activity's cases, each opening its case page (where the case's own
 * activities, 配捐专区 and 组队助力, are entered).
 */
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../../stores/context';
import type { VenueCase } from '../../../contract/venue';
import { formatFenPlain } from '../../../lib/money';
import type { VenueStore } from '../../../stores/activity/VenueStore';
import { CaseLine, useVenueHall } from './VenueHall';

/** [test id, title, route name, with the activity id as a path param] */
export const VENUE_ENTRIES: ReadonlyArray<readonly [string, string, string, boolean]> = [
  ['venue-entry-love-list', '爱心榜', 'goodDayLoveList', true],
  ['venue-entry-luck-draw', '幸运抽奖', 'luckDraw', false],
  ['venue-entry-help-record', '帮助记录 · 组队助力', 'helpRecord', false],
  ['venue-entry-rewards', '我的红包/奖品', 'getReward', false],
  ['venue-entry-pennants', '我的锦旗', 'pennantsMine', false],
  ['venue-entry-charity-pig', '我的爱心小猪', 'charityPig', false],
];

export const VenueEntries = observer(function VenueEntries({ activityId, cases }: { activityId: string; cases: VenueCase[] }) {
  const { platform } = useStores();
  return (
    <>
      <View className='venue-entries' data-testid='venue-entries'>
        {VENUE_ENTRIES.map(([id, title, route, withId]) => (
          <View key={id} className='venue-entry' role='link' data-testid={id} onClick={() => platform.nav.go(route, withId ? { activityId } : undefined)}>
            <Text>{title}</Text>
            <Text className='venue-entry__arrow'>›</Text>
          </View>
        ))}
      </View>
      {cases.length ? <Text className='venue-h'>活动中的筹款</Text> : null}
      {cases.map((c) => (
        <View key={c.infoUuid} className='venue-row' role='link' data-testid='case-card' onClick={() => platform.nav.go('contribute', { infoUuid: c.infoUuid })}>
          <View className='venue-row__main'>
            <Text className='venue-row__name'>{c.title}</Text>
            <Text className='venue-row__sub'>{`已筹${formatFenPlain(c.raisedAmount)}元 · 获配捐${formatFenPlain(c.matched)}元`}</Text>
          </View>
          <Text className='venue-entry__arrow'>›</Text>
        </View>
      ))}
    </>
  );
});

/** Today's visit pennant on a venue screen: just awarded, or awarded earlier today. */
export function VisitPennantNote({ visit }: { visit: 'new' | 'had' | null }) {
  if (!visit) return null;
  return <View className='venue-mine' data-testid='venue-visit-pennant'>{visit === 'new' ? '今日会场打卡锦旗已发放，可在「我的锦旗」查看' : '今日已打卡，明天再来可再得一面锦旗'}</View>;
}

/** 自己决定: every case of the activity to choose from (paged), the reader's own marked. */
export const CaseChooser = observer(function CaseChooser({ venue }: { venue: VenueStore }) {
  const own = new Set(useVenueHall().ownCases);
  return (
    <View data-testid='venue-chooser'>
      <Text className='venue-h'>选择你想帮助的筹款</Text>
      {venue.cases.map((c) => <CaseLine key={c.infoUuid} c={c} testId='case-card' label={own.has(c.infoUuid) ? '我发起的' : undefined} />)}
      {venue.casesMore ? (
        <View className='venue-entry' role='button' data-testid='venue-cases-more' onClick={() => void venue.moreCases()}>
          <Text>{venue.moreAct.busy ? '加载中…' : '更多筹款'}</Text>
        </View>
      ) : null}
    </View>
  );
});
