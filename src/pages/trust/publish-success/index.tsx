/** /cf/publish/:infoUuid/success: a thin page over the trust view (logic in the stores). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { PublishSuccessView } from '../../../components/trust/PublishViews';
import '../../../components/trust/trust.css';

function Content() {
  const { params } = useRoute();
  return <PublishSuccessView infoUuid={params.infoUuid ?? ''} />;
}

export default function PublishSuccessPage() {
  return (
    <RoutePage route='publishSuccess'>
      <Content />
    </RoutePage>
  );
}
