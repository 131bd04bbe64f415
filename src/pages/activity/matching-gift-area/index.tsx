/** The matchingGiftAreaDetail route: a thin page (logic in MatchingStore, views in components/MatchingBanner/MatchingViews; the banner and rules line from the basic-store slots; the donor's red packet and pig for the case in CaseRewards). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { ActivityNotice } from '../shared/ActivityNotice';
import { MatchingAreaView } from '../../../components/MatchingBanner/MatchingViews';
import { CaseRewards } from '../shared/CaseRewards';

function Content() {
  const { params } = useRoute();
  return (
    <>
      <ActivityNotice infoUuid={params.infoUuid ?? ''} />
      <CaseRewards infoUuid={params.infoUuid ?? ''} />
      <MatchingAreaView infoUuid={params.infoUuid ?? ''} />
    </>
  );
}

export default function Page() {
  return (
    <RoutePage route='matchingGiftAreaDetail'>
      <Content />
    </RoutePage>
  );
}
