/**
 * The logged-in reader's part of the venue's hall: their figures and pennants in the activity, the welcome of
 * a reader new to giving, the red-packet entry, the cases they raise in it, the luck draw, the activity's
 * task and their sub-venue. Every line is read from the server (VenueHallStore); none of it is money to spend.
 */
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../../stores/context';
import type { VenueHallStore } from '../../../stores/activity/VenueHallStore';
import type { VenueActivity } from '../../../contract/venue';
import { formatFen } from '../../../lib/money';
import { formatTime } from '../../../lib/time';
import { TaskCard } from './TaskCard';

export const HallMine = observer(function HallMine({ h, activity }: { h: VenueHallStore; activity: VenueActivity }) {
  const { platform } = useStores();
  const me = h.me;
  const n = h.newUser;
  const rp = h.redPacket;
  const lot = h.lottery;
  const task = h.task;
  return (
    <>
      {me ? (
        <View className='hall-card' data-testid='venue-me'>
          <Text className='hall-card__title'>我在本活动</Text>
          <Text className='hall-card__sub' data-testid='venue-me-text'>
            {`捐款${me.giftCount}笔，共${formatFen(me.gaveAmount)}元，为我配捐${formatFen(me.matchedForMe)}元${me.myRank ? `，爱心榜第${me.myRank}名` : ''}`}
          </Text>
          {h.pennantCount !== null ? (
            <View className='hall-link' role='link' data-testid='venue-pennant-count' onClick={() => platform.nav.go('pennantsMine')}>{`本活动锦旗 ${h.pennantCount} 面 ›`}</View>
          ) : null}
        </View>
      ) : null}
      {n?.isNew ? (
        <View className='hall-card hall-card--warm' data-testid='venue-welcome'>
          <Text className='hall-card__title'>欢迎第一次参与爱心捐赠</Text>
          {n.recorded ? (
            <Text className='hall-card__sub' data-testid='venue-welcome-done'>已记下你加入本活动，你的每一笔捐款同样按规则配捐。</Text>
          ) : (
            <>
              <Text className='hall-card__sub'>登记为本活动的新朋友，活动方会在报告中统计新加入的爱心人士（不涉及任何金额）。</Text>
              <View className='hall-btn hall-btn--small' role='button' data-testid='venue-welcome-submit' onClick={() => void h.welcome()}>
                {h.welcomeAct.busy ? '登记中…' : '我是新朋友'}
              </View>
            </>
          )}
        </View>
      ) : null}
      {rp ? (
        <View className='hall-card' data-testid='venue-red-packet'>
          <Text className='hall-card__title'>活动红包</Text>
          <Text className='hall-card__sub' data-testid='venue-red-packet-text'>
            {rp.allowed ? '你可以领取活动红包：在活动筹款的配捐专区领取，再转赠给本活动的筹款。' : `暂不能领取红包：${rp.reason}`}
          </Text>
          <View className='hall-link' role='link' data-testid='venue-red-packet-go' onClick={() => platform.nav.go('getReward')}>我的红包/奖品 ›</View>
        </View>
      ) : null}
      {h.ownCases.length ? (
        <View className='hall-card' data-testid='venue-own-cases'>
          <Text className='hall-card__title'>我发起的筹款在本活动中</Text>
          {h.ownCases.map((id) => (
            <View key={id} className='hall-link' role='link' data-testid='venue-own-case' onClick={() => platform.nav.go('matchingGiftDetail', { infoUuid: id })}>查看配捐详情 ›</View>
          ))}
        </View>
      ) : null}
      {lot ? (
        <View className='hall-card' data-testid='venue-lottery'>
          <Text className='hall-card__title'>幸运抽奖</Text>
          <Text className='hall-card__sub' data-testid='venue-lottery-left'>
            {lot.enabled ? `剩余抽奖机会${lot.left}次，已抽${lot.used}次（每笔满${formatFen(lot.minGift)}元的捐款可抽一次，奖品不含现金）` : '抽奖暂未开启'}
          </Text>
          {h.lastResult ? <Text className='hall-card__sub' data-testid='venue-lottery-last'>{`最近一次：${h.lastResult.prize.name}`}</Text> : null}
          {lot.records.slice(0, 3).map((r) => (
            <Text key={r.resultId} className='hall-card__sub' data-testid='venue-lottery-record-item'>{`${formatTime(r.createdAt, 'MM-DD HH:mm')} ${r.prize.name}`}</Text>
          ))}
          <View className='hall-link' role='link' data-testid='venue-lottery-go' onClick={() => platform.nav.go('luckDraw')}>去抽奖 ›</View>
        </View>
      ) : null}
      {task?.active ? <TaskCard task={task} /> : null}
      {activity.live ? (
        <View className='hall-card' data-testid='venue-sub-venue'>
          <Text className='hall-card__title'>我的分会场</Text>
          <Text className='hall-card__sub'>开一个自己的分会场，邀请好友一起关注本活动（不涉及任何金额）。</Text>
          <View className='hall-btn hall-btn--plain hall-btn--small' role='button' data-testid='venue-sub-venue-open' onClick={() => void h.openSubVenue()}>
            {h.subVenueAct.busy ? '打开中…' : '进入我的分会场'}
          </View>
        </View>
      ) : null}
    </>
  );
});
