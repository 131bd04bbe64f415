/** /cf/discussion/application/:infoUuid: a thin page over the trust view (logic in the stores). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { DiscussionApplicationView } from '../../../components/trust/DiscussionViews';
import '../../../components/trust/trust.css';

function Content() {
  const { params } = useRoute();
  return <DiscussionApplicationView infoUuid={params.infoUuid ?? ''} />;
}

export default function DiscussionApplicationPage() {
  return (
    <RoutePage route='discussionApplication'>
      <Content />
    </RoutePage>
  );
}
