/** /cf/trigger/:infoUuid: a thin page over the trust view (logic in the stores). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { TriggerView } from '../../../components/trust/TeachViews';
import '../../../components/trust/trust.css';

function Content() {
  const { params } = useRoute();
  return <TriggerView infoUuid={params.infoUuid ?? ''} />;
}

export default function TriggerPage() {
  return (
    <RoutePage route='trigger'>
      <Content />
    </RoutePage>
  );
}
