/** /cf/publish/progress/:infoUuid: a thin page over the trust view (logic in the stores). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { PublishProgressView } from '../../../components/trust/PublishViews';
import '../../../components/trust/trust.css';

function Content() {
  const { params } = useRoute();
  return <PublishProgressView infoUuid={params.infoUuid ?? ''} />;
}

export default function PublishProgressPage() {
  return (
    <RoutePage route='publishProgress'>
      <Content />
    </RoutePage>
  );
}
