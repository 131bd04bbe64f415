/**
 * The activity pages' banner. A page about one activity (the case's matching activity, the activity of
 * the reader's red packets) names that activity from its own row and links to its own rules (the venue,
 * /cf/act-home-rule?activityId=); the basic-store slots (staff edit them in /staff/activity) give the
 * banner title only where no activity is known, and the rules line only on the page of the activity the
 * slot is for (a slot without an activity: only where no activity is known). `rewards` adds the rewards
 * line (or says the rewards are off). Missing slots show the defaults.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useFeature, useStores } from '../../../stores/context';
import { ActivitySlotsStore, rulesTipLine, SLOTS_KEY } from '../../../stores/activity/ActivitySlotsStore';
import './rewards.css';

export const useActivitySlots = () => {
  const store = useFeature(SLOTS_KEY, (root) => new ActivitySlotsStore(root));
  useEffect(() => {
    void store.load();
  }, [store]);
  return store;
};

export interface NoticeActivity { activityId: string; title: string }

export const ActivityNotice = observer(function ActivityNotice({ rewards, activity, infoUuid }: {
  rewards?: 'redPacket' | 'draw';
  /** the activity the page is about */
  activity?: NoticeActivity | null;
  /** a matching page's case: its activity (read by the page's matching view) is the page's */
  infoUuid?: string;
}) {
  const { platform, matching } = useStores();
  const { slots } = useActivitySlots();
  const m = infoUuid ? matching.byCase.get(infoUuid) : undefined;
  const act = activity ?? (m?.active && m.activityId ? { activityId: m.activityId, title: m.title } : null);
  const slotLink = slots.rules.rulesUrl;
  const showTip = (slots.rules.activityId || '') === (act?.activityId ?? '');
  const open = () => {
    if (act) return platform.nav.go('actHomeRule', { activityId: act.activityId });
    if (slotLink.startsWith('/')) return platform.nav.go(slotLink);
    try {
      platform.nav.leave(slotLink);
    } catch {
      // the mini-program cannot leave for a web address: the link is only shown
    }
  };
  const title = act ? act.title : slots.banner.enabled ? slots.banner.title : '';
  return (
    <View className='rw-notice' data-testid='activity-notice'>
      {title ? <Text className='rw-notice__title' data-testid='activity-banner-title'>{title}</Text> : null}
      {showTip ? <Text className='rw-notice__line' data-testid='activity-rules-tip'>{rulesTipLine(slots.rules)}</Text> : null}
      {rewards ? (
        <Text className='rw-notice__line' data-testid='activity-rewards-tip'>
          {slots.rewards.enabled ? (rewards === 'draw' ? slots.rewards.drawTip : slots.rewards.redPacketTip) : '奖励活动暂未开启'}
        </Text>
      ) : null}
      {act || slotLink ? (
        <View className='rw-notice__link' data-testid='activity-rules-link' role='link' onClick={open}>
          查看活动规则
        </View>
      ) : null}
    </View>
  );
});
