/** /cf/article/list: the published articles, newest first; tapping one opens it. */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Image, Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { EmptyState, ErrorState } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { formatTime } from '../../../lib/time';
import '../content.css';

export const ArticleListView = observer(function ArticleListView() {
  const { content, platform } = useStores();
  const pager = content.articles;
  useEffect(() => {
    void pager.refresh();
  }, [pager]);
  if (!pager.loaded && pager.error) return <ErrorState text={pager.error} onRetry={() => void pager.refresh()} />;
  if (!pager.loaded) return <Skeleton rows={4} />;
  if (!pager.items.length) return <EmptyState text='暂无文章' />;
  return (
    <View className='ct' data-testid='article-list'>
      {pager.items.map((a) => (
        <View key={a.id} className='ct-card' data-testid='article-card' role='link' onClick={() => platform.nav.go('articleMiddlePage', { infoUuid: a.id })}>
          {a.imageUrl ? <Image className='ct-card__img' src={a.imageUrl} mode='aspectFill' imgProps={{ alt: '' }} /> : null}
          <View className='ct-card__main'>
            <Text className='ct-card__title' data-testid='article-card-title'>{a.title}</Text>
            <Text className='ct-card__summary'>{a.summary}</Text>
            <Text className='ct-card__meta'>{[a.category, formatTime(a.publishAt, 'YYYY-MM-DD')].filter(Boolean).join(' · ')}</Text>
          </View>
        </View>
      ))}
      {pager.hasNext ? (
        <View className='ct-more' data-testid='article-more' onClick={() => void pager.loadMore()}>{pager.busy ? '加载中…' : '加载更多'}</View>
      ) : (
        <View className='ct-more'>没有更多了</View>
      )}
    </View>
  );
});

export default function ArticleListPage() {
  return (
    <RoutePage route='articleList'>
      <ArticleListView />
    </RoutePage>
  );
}
