/**
 * /cf/love-value-share-cf: the user's love value card and the love rank (names masked). A user may
 * leave the rank and come back. Sharing this page earns no love value.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../../components/RoutePage';
import { ErrorState } from '../../../../components/StateView';
import { useStores } from '../../../../stores/context';
import '../love.css';

const LoveShare = observer(function LoveShare() {
  const { love, platform } = useStores();
  useEffect(() => {
    void love.loadRank();
  }, [love]);
  const r = love.rank;
  if (!r) return love.rankAct.error ? <ErrorState text={love.rankAct.error} onRetry={() => void love.loadRank()} /> : null;
  return (
    <View className='love' data-testid='love-share'>
      <View className='love-card'>
        <Text className='love-card__label'>我的爱心值</Text>
        <Text className='love-card__num' data-testid='love-share-score'>{r.myScore}</Text>
        <Text className='love-card__sub' data-testid='love-share-rank'>
          {r.optedOut ? '您已退出爱心榜' : r.myRank ? `爱心榜第 ${r.myRank} 名` : '暂未上榜，捐款和签到可获得爱心值'}
        </Text>
      </View>
      <Text className='love-h'>爱心榜（昵称已隐去）</Text>
      {r.list.length === 0 ? <Text className='love-h'>榜单暂无数据</Text> : null}
      {r.list.map((x) => (
        <View key={x.rank} className={`love-rank ${x.mine ? 'love-rank--mine' : ''}`} data-testid='love-rank-item'>
          <Text className='love-rank__no'>{x.rank}</Text>
          <Text className='love-rank__name'>{x.mine ? `${x.name}（我）` : x.name}</Text>
          <Text className='love-rank__score'>{x.score}</Text>
        </View>
      ))}
      <View
        className='love-btn love-btn--ghost'
        role='button'
        data-testid={r.optedOut ? 'love-rank-join' : 'love-rank-leave'}
        onClick={() => void love.setLeaveRank(!r.optedOut)}
      >
        {r.optedOut ? '重新加入爱心榜' : '退出爱心榜（不再展示我的排名）'}
      </View>
      <View className='love-btn' role='button' data-testid='love-share-help' onClick={() => platform.nav.go('discovery')}>去帮助更多人</View>
      <Text className='love-h'>分享本页不获得爱心值</Text>
    </View>
  );
});

export default function LoveValueShareCfPage() {
  return (
    <RoutePage route='loveValueShareCf'>
      <LoveShare />
    </RoutePage>
  );
}
