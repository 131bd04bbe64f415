/** /cf/pay/:infoUuid and /cf/pay-new-style/:infoUuid (the new style pre-loads with a 1 s time-out). */
import { RoutePage, useRoute } from '../../components/RoutePage';
import { useDeferredFirstRender } from '../../components/case/useServerRender';
import { PayView } from './PayView';

function PayContent() {
  const { route, params } = useRoute();
  if (!useDeferredFirstRender()) return null;
  return <PayView infoUuid={params.infoUuid ?? ''} newStyle={route.name === 'payNewStyle'} presetFen={Number(params.amount) || undefined} />;
}

export default function PayPage() {
  return (
    <RoutePage>
      <PayContent />
    </RoutePage>
  );
}
