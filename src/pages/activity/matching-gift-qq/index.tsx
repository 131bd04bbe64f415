/** The matchingGiftQq route: a thin page (logic in MatchingStore, views in components/MatchingBanner/MatchingViews). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { MatchingDetailView } from '../../../components/MatchingBanner/MatchingViews';

function Content() {
  const { params } = useRoute();
  return <MatchingDetailView qq infoUuid={params.infoUuid ?? ''} />;
}

export default function Page() {
  return (
    <RoutePage route='matchingGiftQq'>
      <Content />
    </RoutePage>
  );
}
