/** The matchingGiftAreaDetail route: a thin page (logic in MatchingStore, views in components/MatchingBanner/MatchingViews). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { MatchingAreaView } from '../../../components/MatchingBanner/MatchingViews';

function Content() {
  const { params } = useRoute();
  return <MatchingAreaView infoUuid={params.infoUuid ?? ''} />;
}

export default function Page() {
  return (
    <RoutePage route='matchingGiftAreaDetail'>
      <Content />
    </RoutePage>
  );
}
