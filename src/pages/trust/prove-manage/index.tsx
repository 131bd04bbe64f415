/** doctor-prove / friend-prove management under the fundraiser centre: a thin page over the trust view (logic in the stores). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { ProveManageView } from '../../../components/trust/ProveManageView';
import '../../../components/trust/trust.css';

function Content() {
  const { route, params } = useRoute();
  return <ProveManageView infoUuid={params.infoUuid ?? ''} kind={route.name === 'doctorProve' ? 'doctor' : 'friend'} />;
}

export default function ProveManagePage() {
  return (
    <RoutePage>
      <Content />
    </RoutePage>
  );
}
