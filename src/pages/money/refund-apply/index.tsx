/** The refundApply route: a thin page over the refund view (logic in RefundStore). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { RefundApplyView } from '../RefundViews';

function Content() {
  const { params } = useRoute();
  return <RefundApplyView infoUuid={params.infoUuid ?? ''} orderId={params.orderId || undefined} />;
}

export default function RefundApplyPage() {
  return (
    <RoutePage route='refundApply'>
      <Content />
    </RoutePage>
  );
}
