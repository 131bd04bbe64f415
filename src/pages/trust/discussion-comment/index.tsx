/** /cf/discussion/comment/:infoUuid: a thin page over the trust view (logic in the stores). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { DiscussionCommentView } from '../../../components/trust/DiscussionViews';
import '../../../components/trust/trust.css';

function Content() {
  const { params } = useRoute();
  return <DiscussionCommentView infoUuid={params.infoUuid ?? ''} />;
}

export default function DiscussionCommentPage() {
  return (
    <RoutePage route='discussionComment'>
      <Content />
    </RoutePage>
  );
}
