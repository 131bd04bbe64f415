/**
 * The case's latest comments on the fundraiser's screens (fast replies, the owner's case view): who
 * wrote what and when, newest first, 加载更多 by anchor. Logic in CaseCommentsStore.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useFeature } from '../../stores/context';
import { CaseCommentsStore } from '../../stores/trust/CaseCommentsStore';
import { formatTime } from '../../lib/time';
import { Card } from './bits';

export const OwnerComments = observer(function OwnerComments({ infoUuid, v1 = false, title }: { infoUuid: string; v1?: boolean; title: string }) {
  const store = useFeature(v1 ? 'trust-comments-v1' : 'trust-comments', (root) => new CaseCommentsStore(root));
  useEffect(() => {
    if (infoUuid) void store.load(infoUuid, v1);
  }, [store, infoUuid, v1]);
  const p = store.pager;
  return (
    <Card title={title} testId='owner-comments'>
      {p.loaded && p.items.length === 0 ? <Text className='cf-trust__meta'>还没有评论</Text> : null}
      {!p.loaded && p.error ? <View className='cf-trust__meta' role='alert'>{p.error}</View> : null}
      {p.items.map((c) => (
        <View key={c.id} className='cf-trust__item' data-testid='owner-comment'>
          <View className='cf-trust__item-head'>
            <Text className='cf-raise__row-title'>{c.nickname}</Text>
            <Text className='cf-trust__meta'>{formatTime(c.time, 'MM-DD HH:mm')}</Text>
          </View>
          <Text className='cf-trust__text'>{c.comments}</Text>
        </View>
      ))}
      {p.loaded && p.hasNext ? (
        <View className='cf-trust__action' role='button' data-testid='owner-comments-more' onClick={() => void store.loadMore()}>{p.busy ? '加载中…' : '加载更多'}</View>
      ) : null}
    </Card>
  );
});
