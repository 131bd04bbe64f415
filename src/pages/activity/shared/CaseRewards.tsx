/**
 * A case's page of its activity (配捐专区): the donor's red packet of the activity (whether they may receive one
 * today and why not; receiving it; giving it on from 领取奖励), the charity pig's line for this case (what they
 * gave it; no cash value), the donor's task of the case's task activity, and the way to the activity's venue with this case first. Read from the server
 * (CaseRewardsStore); a visitor sees why they cannot receive a packet.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useFeature, useStores } from '../../../stores/context';
import { CASE_REWARDS_KEY, CaseRewardsStore } from '../../../stores/activity/CaseRewardsStore';
import { expiryText } from '../../../stores/activity/RewardStore';
import { formatFen } from '../../../lib/money';
import { TaskCard } from './TaskCard';
import '../venue.css';

export const CaseRewards = observer(function CaseRewards({ infoUuid }: { infoUuid: string }) {
  const { platform, auth } = useStores();
  const s = useFeature(CASE_REWARDS_KEY, (root) => new CaseRewardsStore(root));
  const loggedIn = auth.loggedIn;
  useEffect(() => {
    if (infoUuid) void s.loadCase(infoUuid);
  }, [s, infoUuid, loggedIn]);
  const a = s.attend;
  if (!a || s.infoUuid !== infoUuid) return null;
  const p = s.packet;
  return (
    <View data-testid='case-rewards'>
      <View className='hall-card' data-testid='case-red-packet'>
        <Text className='hall-card__title'>{a.activityTitle ? `${a.activityTitle} · 活动红包` : '活动红包'}</Text>
        {p ? (
          <>
            <Text className='hall-card__sub' data-testid='case-red-packet-got'>
              {p.status === 'ISSUED' ? `已领取${formatFen(p.amount)}元红包，${expiryText(p.expiresAt, Date.now())}，转赠给本活动的筹款后计入该筹款` : `今日红包已${p.status === 'GIVEN' ? `转赠给「${p.caseTitle}」${formatFen(p.granted)}元` : '过期'}`}
            </Text>
            <View className='hall-link' role='link' data-testid='case-red-packet-give' onClick={() => platform.nav.go('getReward')}>去转赠 ›</View>
          </>
        ) : a.canAttend ? (
          <>
            <Text className='hall-card__sub' data-testid='case-red-packet-text'>{`今天可以领取${formatFen(a.amount)}元红包，${a.expireHours}小时内转赠给本活动的筹款（红包来自活动资金池，不能提现）`}</Text>
            <View className='hall-btn hall-btn--small' role='button' data-testid='case-red-packet-receive' aria-disabled={s.receiveAct.busy} onClick={() => void s.receive()}>
              {s.receiveAct.busy ? '领取中…' : '领取红包'}
            </View>
          </>
        ) : (
          <Text className='hall-card__sub' data-testid='case-red-packet-text'>{`暂不能领取红包：${a.reason}`}</Text>
        )}
      </View>
      {s.pig?.show ? (
        <View className='hall-card' data-testid='case-pig'>
          <Text className='hall-card__title'>{`我的爱心小猪 Lv.${s.pig.level}`}</Text>
          <Text className='hall-card__sub' data-testid='case-pig-text'>{`你已为这个筹款捐出${formatFen(s.pig.caseGiftFen)}元，小猪里共有${formatFen(s.pig.netFen)}元爱心（不能提现）`}</Text>
          <View className='hall-link' role='link' data-testid='case-pig-open' onClick={() => platform.nav.go('charityPig')}>看看我的小猪 ›</View>
        </View>
      ) : null}
      {s.task ? <TaskCard task={s.task} /> : null}
      {a.activityId ? (
        <View className='hall-link hall-link--pad' role='link' data-testid='case-to-venue' onClick={() => platform.nav.go('actHomeRule', { activityId: a.activityId, infoUuid, source: 'matching-area' })}>去活动会场看看 ›</View>
      ) : null}
    </View>
  );
});
