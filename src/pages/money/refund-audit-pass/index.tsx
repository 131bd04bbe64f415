/** The refundAuditPass route: the case-wide refund's status and progress (logic in CaseRefundStore). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { RefundAuditPassView } from '../CaseRefundViews';

function Content() {
  const { params } = useRoute();
  return <RefundAuditPassView infoUuid={params.infoUuid ?? ''} />;
}

export default function RefundAuditPassPage() {
  return (
    <RoutePage route='refundAuditPass'>
      <Content />
    </RoutePage>
  );
}
