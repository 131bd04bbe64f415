/**
 * The venue's hall (VenueHallStore): the case the reader came from, the pool's allowance, 随机帮一个 and
 * 自己决定, the last gifts as they come in (names masked by the server), and for a logged-in reader their
 * figures, the welcome of a reader new to giving, the red-packet entry, the luck draw, the activity's task,
 * their sub-venue, and the share entry (a share is counted, it unlocks nothing). Money in yuan through
 * formatFen.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useFeature, useStores } from '../../../stores/context';
import { HALL_GIFTS_EVERY_MS, HALL_KEY, VenueHallStore } from '../../../stores/activity/VenueHallStore';
import type { VenueActivity, VenueCase, VenueGift } from '../../../contract/venue';
import { formatFen } from '../../../lib/money';
import { formatTime } from '../../../lib/time';
import { HallMine } from './VenueHallMine';

export const useVenueHall = () => useFeature(HALL_KEY, (root) => new VenueHallStore(root));

export function CaseLine({ c, testId, label }: { c: VenueCase; testId: string; label?: string }) {
  const { platform } = useStores();
  return (
    <View className='venue-row' role='link' data-testid={testId} onClick={() => platform.nav.go('contribute', { infoUuid: c.infoUuid })}>
      <View className='venue-row__main'>
        <Text className='venue-row__name'>{label ? `${label} · ${c.title}` : c.title}</Text>
        <Text className='venue-row__sub'>{`已筹${formatFen(c.raisedAmount)}元 · 目标${formatFen(c.targetAmount)}元 · 获配捐${formatFen(c.matched)}元`}</Text>
      </View>
      <Text className='venue-entry__arrow'>›</Text>
    </View>
  );
}

/** A gift of the activity: the giver's masked name (the server masks it), the amount, its case, its match and time. */
export function GiftRow({ g, testId }: { g: VenueGift; testId: string }) {
  return (
    <View className='venue-row' data-testid={testId}>
      <View className='venue-row__main'>
        <Text className='venue-row__name'>{`${g.name} 捐了${formatFen(g.amount)}元`}</Text>
        <Text className='venue-row__sub'>{`${g.caseTitle}${g.matched > 0 ? ` · 获配捐${formatFen(g.matched)}元` : ''} · ${formatTime(g.time, 'MM-DD HH:mm')}`}</Text>
      </View>
    </View>
  );
}

export const VenueHall = observer(function VenueHall({ activity, infoUuid, source, channel, onDecideSelf }: {
  activity: VenueActivity;
  /** the case the reader came from */
  infoUuid?: string;
  source?: string;
  channel?: string;
  /** 自己决定: the page opens its whole case list for the reader to choose from */
  onDecideSelf: () => void;
}) {
  const { auth } = useStores();
  const h = useVenueHall();
  const activityId = activity.activityId;
  const loggedIn = auth.loggedIn;
  useEffect(() => {
    void h.load(activityId, { infoUuid, source, channel }).then(() => h.setupShare());
  }, [h, activityId, infoUuid, source, channel, loggedIn]);
  useEffect(() => {
    const t = setInterval(() => void h.refreshGifts(), HALL_GIFTS_EVERY_MS);
    return () => clearInterval(t);
  }, [h]);
  const al = h.allowance;
  return (
    <View data-testid='venue-hall'>
      {h.focus ? (
        <>
          <Text className='venue-h'>你正在看的筹款</Text>
          <CaseLine c={h.focus} testId='venue-focus-case' />
        </>
      ) : null}
      {al ? (
        <View className='hall-card' data-testid='venue-allowance'>
          <Text className='hall-card__title'>配捐进度</Text>
          <View className='hall-bar'><View className='hall-bar__fill' style={{ width: `${al.pct}%` }} /></View>
          <Text className='hall-card__sub' data-testid='venue-allowance-text'>
            {`已配捐${formatFen(al.given)}元，共${formatFen(al.funded)}元，剩余${formatFen(al.left)}元（${al.pct}%）`}
          </Text>
        </View>
      ) : null}
      {activity.live ? (
        <View className='hall-actions'>
          <View className='hall-btn' role='button' data-testid='venue-help-random' aria-disabled={h.randomAct.busy} onClick={() => void h.helpRandom()}>
            {h.randomAct.busy ? '正在挑选…' : '随机帮一个'}
          </View>
          <View className='hall-btn hall-btn--plain' role='button' data-testid='venue-decide-self' onClick={onDecideSelf}>自己决定</View>
        </View>
      ) : null}
      {loggedIn ? <HallMine h={h} activity={activity} /> : null}
      <Text className='venue-h'>最新捐款</Text>
      <View className='hall-list' data-testid='venue-gifts'>
        {h.gifts.length === 0 ? <Text className='venue-empty' data-testid='venue-gifts-empty'>还没有捐款，来做第一个吧</Text> : null}
        {h.gifts.map((g, i) => <GiftRow key={`${g.time}-${i}`} g={g} testId='venue-gift-item' />)}
      </View>
      {h.share ? (
        <View className='hall-card' data-testid='venue-share'>
          <Text className='hall-card__title'>邀请好友一起来</Text>
          <Text className='hall-card__sub' data-testid='venue-share-count'>{`本活动已被分享${h.share.shareCount}次`}</Text>
          <Text className='hall-card__sub'>分享只用于统计活动传播，不会解锁配捐、红包或任何奖励。</Text>
          {h.canCopy ? <View className='hall-btn hall-btn--plain hall-btn--small' role='button' data-testid='venue-share-copy' onClick={() => void h.copyLink()}>复制会场链接</View> : null}
        </View>
      ) : null}
    </View>
  );
});
