/** /cf/love-value-home: the love value, its ledger with the reason of every row, the rules, and the ways in. */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../../components/RoutePage';
import { BottomLoader } from '../../../../components/BottomLoader';
import { ErrorState } from '../../../../components/StateView';
import { useStores } from '../../../../stores/context';
import { LoveRowView } from '../parts';
import '../love.css';

const ENTRIES: ReadonlyArray<readonly [string, string, string, string]> = [
  ['love-entry-sign-in', '签', '每日签到', 'signIn'],
  ['love-entry-lottery', '奖', '爱心抽奖', 'loveForLottery'],
  ['love-entry-rights', '权', '爱心权益', 'loveRights'],
  ['love-entry-rank', '榜', '爱心榜', 'loveValueShareCf'],
];

const LoveHome = observer(function LoveHome() {
  const { love, platform } = useStores();
  useEffect(() => {
    void love.loadHome();
  }, [love]);
  const h = love.home;
  if (!h) return love.homeAct.error ? <ErrorState text={love.homeAct.error} onRetry={() => void love.loadHome()} /> : null;
  const pager = love.ledger;
  return (
    <View className='love' data-testid='love-home'>
      <View className='love-card'>
        <Text className='love-card__label'>我的爱心值</Text>
        <Text className='love-card__num' data-testid='love-balance'>{h.balance}</Text>
        <Text className='love-card__sub'>{h.signedToday ? `今日已签到 · 连续${h.streak}天` : '今日未签到，签到可得爱心值'}</Text>
      </View>
      <View className='love-entries'>
        {ENTRIES.map(([id, icon, title, route]) => (
          <View key={id} className='love-entry' role='link' data-testid={id} onClick={() => platform.nav.go(route)}>
            <Text className='love-entry__icon'>{icon}</Text>
            <Text className='love-entry__title'>{title}</Text>
          </View>
        ))}
      </View>
      <Text className='love-h'>爱心值明细</Text>
      {pager.items.length === 0 ? <Text className='love-h'>还没有爱心值记录，捐款或签到即可获得</Text> : null}
      {pager.items.map((row) => <LoveRowView key={row.id} row={row} />)}
      <BottomLoader loading={pager.busy && !pager.refreshing} hasMore={pager.hasNext} onLoadMore={() => pager.loadMore()} />
      <Text className='love-h'>如何获得爱心值</Text>
      <View className='love-rules' data-testid='love-rules'>
        {h.rules.map((r) => (
          <View key={r.title} className='love-rule'>
            <Text>{r.title}</Text>
            <Text>{r.points}</Text>
          </View>
        ))}
        <View className='love-rule'>
          <Text>分享不获得爱心值</Text>
          <Text>—</Text>
        </View>
      </View>
    </View>
  );
});

export default function LoveValueHomePage() {
  return (
    <RoutePage route='loveValueHome'>
      <LoveHome />
    </RoutePage>
  );
}
