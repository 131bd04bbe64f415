/**
 * /cf/water-comment: the comment wall. Readers' comments and blessings across cases and those written
 * here, newest first, names masked, page by page; a signed-in reader writes one (the comment rules).
 * An item left under a case opens that case.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Image, Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { EmptyState, ErrorState } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { MessageArea } from '../../../components/form/MessageArea';
import { SHORT_TEXT_MAX } from '../../../contract/rules';
import { relativeTime } from '../../../lib/time';
import { useFeature, useStores } from '../../../stores/context';
import { WallStore } from '../../../stores/content/WallStore';
import '../content.css';

export const WallView = observer(function WallView() {
  const { platform } = useStores();
  const store = useFeature('content-wall', (root) => new WallStore(root));
  const pager = store.pager;
  useEffect(() => {
    void pager.refresh();
  }, [pager]);
  return (
    <View className='ct' data-testid='wall-page'>
      <View className='ct-wall__box'>
        <Text className='ct-wall__h'>写下你的祝福</Text>
        <MessageArea className='ct-wall__area' testId='wall-input' value={store.draft} maxLength={SHORT_TEXT_MAX} placeholder='为患者和家人送上一句鼓励' onInput={(v) => store.setDraft(v)} />
        {store.submitAct.error ? <View className='ct-wall__error' role='alert' data-testid='wall-error'>{store.submitAct.error}</View> : null}
        <View className={`ct-btn ct-wall__btn${store.submitAct.busy ? ' ct-wall__btn--busy' : ''}`} data-testid='wall-submit' onClick={() => void store.submit()}>
          {store.submitAct.busy ? '发布中…' : '发布评论'}
        </View>
      </View>
      <Text className='ct__h'>大家的祝福</Text>
      {!pager.loaded && pager.error ? <ErrorState text={pager.error} onRetry={() => void pager.refresh()} /> : null}
      {!pager.loaded && !pager.error ? <Skeleton rows={4} /> : null}
      {pager.loaded && !pager.items.length ? <EmptyState text='还没有评论，来写第一条祝福吧' /> : null}
      {pager.items.map((c) => (
        <View key={c.id} className='ct-wall__item' data-testid='wall-item'>
          {c.headImgUrl ? <Image className='ct-wall__avatar' src={c.headImgUrl} mode='aspectFill' imgProps={{ alt: '' }} /> : <View className='ct-wall__avatar' />}
          <View className='ct-wall__main'>
            <View className='ct-wall__top'>
              <Text className='ct-wall__name' data-testid='wall-item-name'>{c.nickname}</Text>
              <Text className='ct-card__meta'>{relativeTime(c.time)}</Text>
            </View>
            <Text className='ct-wall__text' data-testid='wall-item-text'>{c.content}</Text>
            {c.infoUuid ? (
              <Text className='ct-wall__case' data-testid='wall-item-case' onClick={() => platform.nav.go('contribute', { infoUuid: c.infoUuid })}>{`来自：${c.caseTitle}`}</Text>
            ) : null}
          </View>
        </View>
      ))}
      {pager.loaded && pager.items.length ? (
        pager.hasNext ? (
          <View className='ct-more' data-testid='wall-more' onClick={() => void pager.loadMore()}>{pager.busy ? '加载中…' : '加载更多'}</View>
        ) : (
          <View className='ct-more'>没有更多了</View>
        )
      ) : null}
    </View>
  );
});

export default function WaterCommentPage() {
  return (
    <RoutePage route='waterComment'>
      <WallView />
    </RoutePage>
  );
}
