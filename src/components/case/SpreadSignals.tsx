/**
 * The spread page's reader lines: whether this reader already shared the case and how often it was
 * shared (share/is-share), and who helped it lately, by a gift or a share (case help-list). Nothing
 * shows until the server answered; names come masked from the server.
 */
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import type { CaseSignalsStore } from '../../stores/content/CaseSignalsStore';
import { formatTime } from '../../lib/time';

export const SpreadShared = observer(function SpreadShared({ store, infoUuid }: { store: CaseSignalsStore; infoUuid: string }) {
  const s = store.shared[infoUuid];
  if (!s) return null;
  return (
    <Text className='cf-muted cf-spread__shared' data-testid='spread-shared'>
      {s.isShare ? `你已转发过 · 共${s.shareCount}次转发，再转发一次吧` : `共${s.shareCount}次转发，转发给亲友，让更多人看到`}
    </Text>
  );
});

export const SpreadHelpers = observer(function SpreadHelpers({ store, infoUuid }: { store: CaseSignalsStore; infoUuid: string }) {
  const h = store.help[infoUuid];
  if (!h || h.list.length === 0) return null;
  return (
    <View className='cf-section' data-testid='spread-helpers'>
      <View className='cf-section__head'>
        <Text className='cf-section__title'>最近帮助TA的人</Text>
        <Text className='cf-muted' data-testid='spread-helpers-total'>{`共${h.total}人次帮助`}</Text>
      </View>
      {h.list.map((x) => (
        <View key={`${x.kind}-${x.id}`} className='cf-fact' data-testid='spread-helper'>
          <Text className='cf-fact__k'>{`${x.nickname} ${x.kind === 'donate' ? '捐款支持' : '转发扩散'}`}</Text>
          <Text className='cf-fact__v cf-muted'>{formatTime(x.time, 'MM-DD HH:mm')}</Text>
        </View>
      ))}
    </View>
  );
});
