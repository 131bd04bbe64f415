/**
 * The activity pages' banner from the basic-store slots (staff edit them in /staff/activity): the
 * banner title when it is on, the rules line and, when set, the rules link; `rewards` adds the rewards
 * line (or says the rewards are off). Missing slots show the defaults.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useFeature, useStores } from '../../../stores/context';
import { ActivitySlotsStore, SLOTS_KEY } from '../../../stores/activity/ActivitySlotsStore';
import './rewards.css';

export const useActivitySlots = () => {
  const store = useFeature(SLOTS_KEY, (root) => new ActivitySlotsStore(root));
  useEffect(() => {
    void store.load();
  }, [store]);
  return store;
};

export const ActivityNotice = observer(function ActivityNotice({ rewards }: { rewards?: 'redPacket' | 'draw' }) {
  const { platform } = useStores();
  const { slots } = useActivitySlots();
  const link = slots.rules.rulesUrl;
  const open = () => {
    if (link.startsWith('/')) return platform.nav.go(link);
    try {
      platform.nav.leave(link);
    } catch {
      // the mini-program cannot leave for a web address: the link is only shown
    }
  };
  return (
    <View className='rw-notice' data-testid='activity-notice'>
      {slots.banner.enabled ? <Text className='rw-notice__title' data-testid='activity-banner-title'>{slots.banner.title}</Text> : null}
      <Text className='rw-notice__line' data-testid='activity-rules-tip'>{slots.rules.tip}</Text>
      {rewards ? (
        <Text className='rw-notice__line' data-testid='activity-rewards-tip'>
          {slots.rewards.enabled ? (rewards === 'draw' ? slots.rewards.drawTip : slots.rewards.redPacketTip) : '奖励活动暂未开启'}
        </Text>
      ) : null}
      {link ? (
        <View className='rw-notice__link' data-testid='activity-rules-link' role='link' onClick={open}>
          查看活动规则
        </View>
      ) : null}
    </View>
  );
});
