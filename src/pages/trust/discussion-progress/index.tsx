/** /cf/discussion/progress/:infoUuid: a thin page over the trust view (logic in the stores). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { DiscussionProgressView } from '../../../components/trust/DiscussionViews';
import '../../../components/trust/trust.css';

function Content() {
  const { params } = useRoute();
  return <DiscussionProgressView infoUuid={params.infoUuid ?? ''} />;
}

export default function DiscussionProgressPage() {
  return (
    <RoutePage route='discussionProgress'>
      <Content />
    </RoutePage>
  );
}
