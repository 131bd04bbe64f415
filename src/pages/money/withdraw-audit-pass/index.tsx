/** The withdrawAuditPass route: a thin page over the withdrawal view (logic in WithdrawStore). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { WithdrawAuditPassView } from '../WithdrawViews';

function Content() {
  const { params } = useRoute();
  return <WithdrawAuditPassView infoUuid={params.infoUuid ?? ''} />;
}

export default function WithdrawAuditPassPage() {
  return (
    <RoutePage route='withdrawAuditPass'>
      <Content />
    </RoutePage>
  );
}
