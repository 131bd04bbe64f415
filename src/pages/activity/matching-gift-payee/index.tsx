/** The matchingGiftChangePayee route: a thin page (logic in MatchingStore, views in components/MatchingBanner/MatchingViews). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { MatchingPayeeView } from '../../../components/MatchingBanner/MatchingViews';

function Content() {
  const { params } = useRoute();
  return <MatchingPayeeView infoUuid={params.infoUuid ?? ''} />;
}

export default function Page() {
  return (
    <RoutePage route='matchingGiftChangePayee'>
      <Content />
    </RoutePage>
  );
}
