/** /cf/discussion/detail/:infoUuid: a thin page over the trust view (logic in the stores). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { DiscussionDetailView } from '../../../components/trust/DiscussionViews';
import '../../../components/trust/trust.css';

function Content() {
  const { params } = useRoute();
  return <DiscussionDetailView infoUuid={params.infoUuid ?? ''} />;
}

export default function DiscussionDetailPage() {
  return (
    <RoutePage route='discussionDetail'>
      <Content />
    </RoutePage>
  );
}
