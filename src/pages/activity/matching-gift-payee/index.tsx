/** The matchingGiftChangePayee route: a thin page (logic in MatchingStore, views in components/MatchingBanner/MatchingViews; the banner and rules line from the basic-store slots). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { ActivityNotice } from '../shared/ActivityNotice';
import { MatchingPayeeView } from '../../../components/MatchingBanner/MatchingViews';

function Content() {
  const { params } = useRoute();
  return (
    <>
      <ActivityNotice infoUuid={params.infoUuid ?? ''} />
      <MatchingPayeeView infoUuid={params.infoUuid ?? ''} />
    </>
  );
}

export default function Page() {
  return (
    <RoutePage route='matchingGiftChangePayee'>
      <Content />
    </RoutePage>
  );
}
