/** /cf/get-score-success: what the sign-in just earned (or, opened directly, today's state) and where to go next. */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../../components/RoutePage';
import { useStores } from '../../../../stores/context';
import '../love.css';

const ScoreSuccess = observer(function ScoreSuccess() {
  const { love, platform } = useStores();
  const last = love.lastSignIn;
  useEffect(() => {
    if (!last) void love.loadSignIn();
  }, [love, last]);
  const s = love.signInfo;
  const earned = last?.earned ? last.delta : null;
  const streak = last?.streak ?? s?.streak ?? 0;
  const balance = last?.balance ?? s?.balance ?? null;
  return (
    <View className='love' data-testid='score-success'>
      <View className='love-center'>
        <Text className='love-center__big' data-testid='score-success-delta'>{earned !== null ? `+${earned}` : '✓'}</Text>
        <Text className='love-center__text'>{earned !== null ? '签到成功，爱心值已到账' : s?.signedToday ? '今天已经签到过了' : '今天还没有签到'}</Text>
        <Text className='love-center__sub'>{`已连续签到${streak}天${balance !== null ? ` · 当前爱心值 ${balance}` : ''}`}</Text>
      </View>
      <View className='love-btn' role='button' data-testid='score-success-home' onClick={() => platform.nav.go('loveValueHome')}>查看爱心值</View>
      <View className='love-btn love-btn--ghost' role='button' data-testid='score-success-lottery' onClick={() => platform.nav.go('loveForLottery')}>去爱心抽奖</View>
    </View>
  );
});

export default function GetScoreSuccessPage() {
  return (
    <RoutePage route='getScoreSuccess'>
      <ScoreSuccess />
    </RoutePage>
  );
}
