/** /cf/prove/list?infoUuid=: a thin page over the trust view (logic in the stores). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { ProveListView } from '../../../components/trust/ProveListView';
import '../../../components/trust/trust.css';

function Content() {
  const { params } = useRoute();
  return <ProveListView infoUuid={params.infoUuid ?? ''} />;
}

export default function ProveListPage() {
  return (
    <RoutePage route='proveList'>
      <Content />
    </RoutePage>
  );
}
