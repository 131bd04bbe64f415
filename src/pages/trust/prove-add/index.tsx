/** /cf/prove/add?infoUuid=&kind=: a thin page over the trust view (logic in the stores). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { ProveAddView } from '../../../components/trust/ProveAddView';
import '../../../components/trust/trust.css';

function Content() {
  const { params } = useRoute();
  return <ProveAddView infoUuid={params.infoUuid ?? ''} kind={params.kind} />;
}

export default function ProveAddPage() {
  return (
    <RoutePage route='proveAdd'>
      <Content />
    </RoutePage>
  );
}
