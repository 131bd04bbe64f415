/** The refundDetail route: a thin page over the refund view (logic in RefundStore). */
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { RefundDetailView } from '../RefundViews';

function Content() {
  const { params } = useRoute();
  return <RefundDetailView infoUuid={params.infoUuid ?? ''} refundId={params.refundId || undefined} />;
}

export default function RefundDetailPage() {
  return (
    <RoutePage route='refundDetail'>
      <Content />
    </RoutePage>
  );
}
