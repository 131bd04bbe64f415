/** /cf/article/articleMiddlePage/:infoUuid (the article's id): one article, server-rendered for shared links. */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { useDeferredFirstRender } from '../../../components/case/useServerRender';
import { ArticleView } from './ArticleView';

function ArticleContent() {
  const { params } = useRoute();
  if (!useDeferredFirstRender()) return null;
  return <ArticleView id={params.infoUuid ?? params.id ?? ''} />;
}

export default function ArticlePage() {
  return (
    <RoutePage route='articleMiddlePage'>
      <ArticleContent />
    </RoutePage>
  );
}
