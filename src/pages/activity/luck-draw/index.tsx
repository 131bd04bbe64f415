/**
 * /cf/luckDraw: the luck draw. The published odds, the draws left (one per gift of at least 10元 to a
 * case of an activity), the draw button, the result of the draw just made and the record. Prizes are
 * never cash. Thin observer over RewardStore.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { ErrorState, StateView } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { useFeature, useStores } from '../../../stores/context';
import { RewardStore, REWARDS_KEY } from '../../../stores/activity/RewardStore';
import { formatFen } from '../../../lib/money';
import { formatTime } from '../../../lib/time';
import { ActivityNotice } from '../shared/ActivityNotice';
import '../shared/rewards.css';

const Draw = observer(function Draw() {
  const { platform } = useStores();
  const store = useFeature(REWARDS_KEY, (root) => new RewardStore(root));
  useEffect(() => {
    void store.loadDraw();
  }, [store]);
  const d = store.draw;
  if (!d) return store.drawLoadAct.error ? <ErrorState text={store.drawLoadAct.error} onRetry={() => void store.loadDraw()} /> : <Skeleton rows={5} />;
  const r = store.result;
  return (
    <View data-testid='luck-draw'>
      <View className='rw-card'>
        <Text className='rw-h'>奖品与中奖概率</Text>
        {store.oddsRows.map((o) => (
          <View key={o.code} className='rw-odds' data-testid='luck-odds-row'>
            <Text>{o.name}</Text>
            <Text className='rw-odds__v'>{o.odds}</Text>
          </View>
        ))}
        <Text className='rw-sub'>{`奖品均为电子荣誉，不含现金。活动期间每笔满${formatFen(d.minGift)}元的捐款可抽奖一次，每次抽奖只有一个结果。`}</Text>
      </View>
      <View className='rw-card'>
        <Text className='rw-left'>
          剩余抽奖机会 <Text className='rw-left__n' data-testid='luck-left'>{d.left}</Text> 次
        </Text>
        <View
          className={`rw-btn${store.canDraw ? '' : ' rw-btn--off'}`}
          data-testid='luck-draw-button'
          aria-disabled={!store.canDraw}
          role='button'
          onClick={() => void store.drawOnce()}
        >
          {!d.enabled ? '抽奖暂未开启' : store.drawAct.busy ? '抽奖中…' : d.left > 0 ? '立即抽奖' : '捐款后可抽奖'}
        </View>
        {store.drawAct.error ? <Text className='rw-error'>{store.drawAct.error}</Text> : null}
      </View>
      {r ? (
        <View className='rw-result' data-testid='luck-result' data-prize={r.prize.code}>
          <Text className='rw-sub'>{r.prize.code === 'thanks' ? '很遗憾，这次没有抽中' : '恭喜你抽中'}</Text>
          <Text className='rw-result__prize' data-testid='luck-result-prize'>{r.prize.name}</Text>
          {r.prize.code !== 'thanks' ? (
            <View className='rw-sub' role='link' data-testid='luck-result-rewards' onClick={() => platform.nav.go('getReward')}>奖品已放入「领取奖励」，点击查看</View>
          ) : null}
          <View className='rw-btn rw-btn--small' data-testid='luck-result-close' role='button' onClick={() => store.closeResult()}>知道了</View>
        </View>
      ) : null}
      <View className='rw-card'>
        <Text className='rw-h'>抽奖记录</Text>
        {d.records.length === 0 ? <Text className='rw-sub' data-testid='luck-record-empty'>还没有抽奖记录</Text> : null}
        {d.records.map((x) => (
          <View key={x.resultId} className='rw-row' data-testid='luck-record-item'>
            <Text>{`${x.prize.name} · ${x.activityTitle}`}</Text>
            <Text className='rw-row__sub'>{formatTime(x.createdAt, 'MM-DD HH:mm')}</Text>
          </View>
        ))}
      </View>
    </View>
  );
});

const Content = observer(function Content() {
  const { auth, platform } = useStores();
  return (
    <View className='rw'>
      <ActivityNotice rewards='draw' />
      {auth.loggedIn ? <Draw /> : (
        <StateView icon='奖' title='登录后抽奖' desc='活动期间捐款可获得抽奖机会' actionText='登录' testId='luck-login'
          onAction={() => platform.nav.go('login', { redirectUrl: platform.nav.currentPath() })} />
      )}
    </View>
  );
});

export default function Page() {
  return (
    <RoutePage route='luckDraw'>
      <Content />
    </RoutePage>
  );
}
