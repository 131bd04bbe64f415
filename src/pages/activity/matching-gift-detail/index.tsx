/** The matchingGiftDetail route: a thin page (logic in MatchingStore, views in components/MatchingBanner/MatchingViews; the banner and rules line from the basic-store slots). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { ActivityNotice } from '../shared/ActivityNotice';
import { MatchingDetailView } from '../../../components/MatchingBanner/MatchingViews';

function Content() {
  const { params } = useRoute();
  return (
    <>
      <ActivityNotice infoUuid={params.infoUuid ?? ''} />
      <MatchingDetailView infoUuid={params.infoUuid ?? ''} />
    </>
  );
}

export default function Page() {
  return (
    <RoutePage route='matchingGiftDetail'>
      <Content />
    </RoutePage>
  );
}
