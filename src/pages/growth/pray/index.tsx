/**
 * /cf/activity/pary: the health-tree prayer. The tree's count, sample words to start from, writing a
 * wish (plain text, 1-200 characters, as comments), the latest wishes; sharing the tree (a completed
 * share is counted).
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Image, Text, View } from '@tarojs/components';
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { ErrorState } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { MessageArea } from '../../../components/form/MessageArea';
import { SHORT_TEXT_MAX } from '../../../contract/rules';
import { useStores } from '../../../stores/context';
import { relativeTime } from '../../../lib/time';
import '../growth.css';

const Pray = observer(function Pray() {
  const { growth } = useStores();
  const { path } = useRoute();
  const store = growth.wish;
  useEffect(() => {
    void store.load().then(() => store.setupShare(path));
  }, [store, path]);
  if (!store.stat) return store.loadAct.error ? <ErrorState text={store.loadAct.error} onRetry={() => void store.load()} /> : <Skeleton rows={6} />;
  return (
    <View className='cf-growth' data-testid='pray-page'>
      <View className='cf-growth__tree'>
        <Text className='cf-growth__tree-count' data-testid='wish-count'>{String(store.stat.count)}</Text>
        <Text>个心愿挂在健康树上</Text>
        <Text className='cf-growth__sub' style={{ color: '#eaffea', marginTop: '6px' }}>{`已被分享${store.stat.shareCount}次 · 我的心愿${store.stat.mine}个`}</Text>
      </View>
      <View className='cf-growth__card'>
        <Text className='cf-growth__h'>写下心愿</Text>
        <View className='cf-growth__chips'>
          {store.words.map((w) => (
            <Text key={w} className='cf-growth__chip' data-testid='wish-word' onClick={() => store.setDraft(w)}>{w}</Text>
          ))}
        </View>
        <MessageArea className='cf-growth__area' testId='wish-input' value={store.draft} maxLength={SHORT_TEXT_MAX} placeholder='为家人、为病友写下祝福' onInput={(v) => store.setDraft(v)} />
        {store.submitAct.error ? <View className='cf-growth__error' style={{ margin: '6px 0' }} role='alert' data-testid='wish-error'>{store.submitAct.error}</View> : null}
        <View className={`cf-growth__btn ${store.submitAct.busy ? 'cf-growth__btn--busy' : ''}`} style={{ margin: '12px 0 0' }} data-testid='wish-submit' onClick={() => void store.submit()}>
          挂上健康树
        </View>
      </View>
      <View className='cf-growth__card'>
        <Text className='cf-growth__h'>最新心愿</Text>
        {store.list.length === 0 ? <Text className='cf-growth__sub'>还没有心愿，来写下第一个吧</Text> : null}
        {store.list.map((w) => (
          <View key={w.id} className='cf-growth__wish' data-testid='wish-item'>
            <View className='cf-growth__who'>
              {w.headImgUrl ? <Image className='cf-growth__avatar' src={w.headImgUrl} imgProps={{ alt: '' }} /> : <View className='cf-growth__avatar' />}
              <Text className='cf-growth__name'>{w.mine ? `${w.nickname}（我）` : w.nickname}</Text>
              <Text className='cf-growth__sub' style={{ marginLeft: 'auto' }}>{relativeTime(w.time)}</Text>
            </View>
            <Text className='cf-growth__wish-text'>{w.content}</Text>
          </View>
        ))}
      </View>
      <Text className='cf-growth__sub' style={{ textAlign: 'center' }}>点击右上角分享健康树，邀请亲友一起祈福</Text>
    </View>
  );
});

export default function PrayPage() {
  return (
    <RoutePage route='activityPray'>
      <Pray />
    </RoutePage>
  );
}
