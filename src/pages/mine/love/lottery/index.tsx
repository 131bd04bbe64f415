/**
 * /cf/love-for-lottery: spend love value on a draw. The odds are published here, the prizes are never
 * cash, and the server draws (a uniform random roll), records and audits every result.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../../components/RoutePage';
import { ErrorState } from '../../../../components/StateView';
import { useStores } from '../../../../stores/context';
import { oddsText } from '../../../../stores/LoveStore';
import { formatTime } from '../../../../lib/time';
import '../love.css';

const Lottery = observer(function Lottery() {
  const { love } = useStores();
  useEffect(() => {
    void love.loadLottery();
  }, [love]);
  const l = love.lottery;
  if (!l) return love.lotteryAct.error ? <ErrorState text={love.lotteryAct.error} onRetry={() => void love.loadLottery()} /> : null;
  const last = love.lastDraw;
  return (
    <View className='love' data-testid='lottery-page'>
      <View className='love-card'>
        <Text className='love-card__label'>我的爱心值</Text>
        <Text className='love-card__num' data-testid='lottery-balance'>{l.balance}</Text>
        <Text className='love-card__sub'>{`每次抽奖消耗 ${l.cost} 爱心值`}</Text>
      </View>
      {last ? (
        <View className='love-result' data-testid='lottery-result' data-prize={last.prize.code}>
          <Text className='love-result__title'>{last.prize.code === 'thanks' ? '谢谢参与' : `恭喜获得 ${last.prize.name}`}</Text>
          <Text className='love-result__sub'>{last.prize.code === 'thanks' ? '爱心不分大小，感谢您的每一份善意' : '奖品已记录在您的抽奖记录中'}</Text>
        </View>
      ) : null}
      <View className={`love-btn ${love.canDraw ? '' : 'love-btn--off'}`} role='button' data-testid='lottery-draw' onClick={() => void love.draw()}>
        {love.drawAct.busy ? '抽奖中…' : `消耗 ${l.cost} 爱心值抽一次`}
      </View>
      {love.drawAct.error ? <Text className='love-error' data-testid='lottery-error'>{love.drawAct.error}</Text> : null}
      <Text className='love-h'>奖品与中奖概率</Text>
      <View className='love-odds' data-testid='lottery-odds'>
        {l.prizes.map((p) => (
          <View key={p.code} className='love-odds__row' data-testid='lottery-odds-row'>
            <Text>{p.name}</Text>
            <Text>{oddsText(p.weight, l.total)}</Text>
          </View>
        ))}
        <Text className='love-odds__note'>奖品均为电子荣誉奖品，不可兑换现金；每次抽奖由服务器随机产生结果并留存记录，概率如上公示。</Text>
      </View>
      <Text className='love-h'>抽奖记录</Text>
      {l.draws.length === 0 ? <Text className='love-h'>还没有抽奖记录</Text> : null}
      {l.draws.map((d) => (
        <View key={d.id} className='love-row' data-testid='lottery-draw-item'>
          <View className='love-row__main'>
            <Text className='love-row__title'>{d.prize.name}</Text>
            <Text className='love-row__sub'>{formatTime(d.time)}</Text>
          </View>
          <Text className='love-row__delta love-row__delta--minus'>{`-${d.cost}`}</Text>
        </View>
      ))}
    </View>
  );
});

export default function LoveForLotteryPage() {
  return (
    <RoutePage route='loveForLottery'>
      <Lottery />
    </RoutePage>
  );
}
