/** /cf/publish/dynamic-audit/:infoUuid: a thin page over the trust view (logic in the stores). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { DynamicAuditView } from '../../../components/trust/PublishViews';
import '../../../components/trust/trust.css';

function Content() {
  const { params } = useRoute();
  return <DynamicAuditView infoUuid={params.infoUuid ?? ''} />;
}

export default function DynamicAuditPage() {
  return (
    <RoutePage route='publishDynamicAudit'>
      <Content />
    </RoutePage>
  );
}
