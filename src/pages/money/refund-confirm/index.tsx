/** The refundConfirm route: the owner returns every donation (logic in CaseRefundStore). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { RefundConfirmView } from '../CaseRefundViews';

function Content() {
  const { params } = useRoute();
  return <RefundConfirmView infoUuid={params.infoUuid ?? ''} />;
}

export default function RefundConfirmPage() {
  return (
    <RoutePage route='refundConfirm'>
      <Content />
    </RoutePage>
  );
}
