/**
 * One article: title, date, picture, paragraphs and the staff's link. Rendered on the server too (a
 * shared link's first screen, src/ssr/first-screen.tsx) from the HTML's data block; the client takes
 * the server's screen over once it shows the same article (or its error).
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Image, Text, View } from '@tarojs/components';
import { useStores } from '../../../stores/context';
import { StateView } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { useServerRenderHandoff } from '../../../components/case/useServerRender';
import { formatTime } from '../../../lib/time';
import { openLink, paragraphs } from '../links';
import { useShareCard } from '../../../components/RoutePage/share-slot';
import { buildMpUrl } from '../../../platform/nav-url';
import { routeByName } from '../../../routes';
import '../content.css';

export const ArticleView = observer(function ArticleView({ id }: { id: string }) {
  const root = useStores();
  const { content, platform } = root;
  useEffect(() => {
    void content.loadArticle(id);
  }, [content, id]);
  // Before loadArticle ran (the first render, and the server's): the article the HTML carried, if any.
  const article = content.article?.id === id ? content.article : content.peekArticle(id);
  const error = content.articleId === id ? content.articleAct.error : '';
  useServerRenderHandoff(!!article || !!error);
  // the mini-program's share card is the article under its own title and picture
  useShareCard(() => (article ? { title: article.title, path: buildMpUrl(routeByName('articleMiddlePage'), { infoUuid: id }), imageUrl: article.imageUrl } : null));
  useEffect(() => {
    if (article) platform.nav.setTitle(article.title);
  }, [article, platform]);

  if (!article && error) {
    return <StateView icon='!' title={error} testId='article-missing' actionText='看看其他文章' onAction={() => platform.nav.go('articleList')} />;
  }
  if (!article) return <Skeleton rows={6} />;
  return (
    <View className='ct-article' data-testid='article'>
      <Text className='ct-article__title' data-testid='article-title'>{article.title}</Text>
      <Text className='ct-article__meta'>{[article.category, formatTime(article.publishAt, 'YYYY-MM-DD')].filter(Boolean).join(' · ')}</Text>
      {article.imageUrl ? <Image className='ct-article__img' src={article.imageUrl} mode='widthFix' data-testid='article-image' imgProps={{ alt: '' }} /> : null}
      <View data-testid='article-body'>
        {paragraphs(article.body).map((p, i) => (
          <Text key={i} className='ct-article__p'>{p}</Text>
        ))}
      </View>
      {article.linkUrl ? (
        <View className='ct-btn' data-testid='article-link' onClick={() => openLink(root, article.linkUrl)}>了解详情</View>
      ) : null}
      <View className='ct-btn ct-btn--plain' data-testid='article-to-list' onClick={() => platform.nav.go('articleList')}>更多文章</View>
    </View>
  );
});
