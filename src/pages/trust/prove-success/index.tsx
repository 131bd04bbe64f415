/** /cf/prove/success?infoUuid=: a thin page over the trust view (logic in the stores). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { ProveSuccessView } from '../../../components/trust/ProveListView';
import '../../../components/trust/trust.css';

function Content() {
  const { params } = useRoute();
  return <ProveSuccessView infoUuid={params.infoUuid ?? ''} />;
}

export default function ProveSuccessPage() {
  return (
    <RoutePage route='proveSuccess'>
      <Content />
    </RoutePage>
  );
}
